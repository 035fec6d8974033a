"""Ids written in square brackets (`[arXiv:2601.01234]`): in an item's title they are the
paper's id, no part of the entry's name; in a KB list whose items write their ids so, right
after the name (`**X** [arXiv:…]：…`) or at the end (`… . [arXiv:…]`), a new entry writes its
id the same way, and an id added to such a line follows the ids it writes. A link's text
(`[arXiv:…](https://…)`) is no such form."""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import added_lines, render_brief

DATE = "2026-12-09"
ID = "2601.01234"

KB = """\
# inference 活文档

## 1. 解码

### 1.1 加速方法

- **Speculative Decoding** [arXiv:2211.17192]：小模型起草，大模型并行验证。
- **Medusa Heads** [arXiv:2401.10774]：多头并行预测后续 token。

### 1.2 English

* **Lookahead** — Jacobi iterations guess in parallel. [arXiv:2402.02057]
* **EAGLE** — feature-level drafting. [arXiv:2401.15077]

### 1.3 链接

- **SpecInfer**：树形验证，见 [arXiv:2305.09781](https://arxiv.org/abs/2305.09781)。
- **Sequoia**：硬件感知的树，见 [arXiv:2402.12374](https://arxiv.org/abs/2402.12374)。

### 1.4 其他

- **REST**：检索式起草。

## 2. 参考文献

- [1] arXiv:2211.17192 — Fast Inference from Transformers via Speculative Decoding (§1.1)
"""
LINES = KB.splitlines(keepends=True)


def brief(title: str, suggestion: str) -> str:
    return (
        "# inference · E1 预消化简报(2026-12-09)\n\n## 一、增量\n\n"
        f"### 条目 1：{title}\n\n"
        "- **来源**：paper_cards/5.md\n- **要点**：起草头再提速。\n"
        f"- **建议归入**：{suggestion}\n"
    )


def proposed(title: str, suggestion: str) -> list[tuple[ActionKind, list[str]]]:
    results = render_brief(brief(title, suggestion), LINES, DATE)
    assert all(r.status is Status.PROPOSED for _, r in results), results
    return [(a.kind, added_lines(r, LINES)) for a, r in results]


@pytest.mark.parametrize(
    "title",
    [f"DraftTree [arXiv:{ID}]", f"DraftTree [arXiv:{ID}] —— 起草树", f"DraftTree（arXiv:{ID}）"],
)
@pytest.mark.parametrize(
    "suggestion", ["§1.1 新增一条 DraftTree。", "§1.1 补一条 DraftTree，§2 新增一条引用。"]
)
def test_a_new_entry_writes_its_id_after_its_name_as_its_neighbours_do(
    title: str, suggestion: str
) -> None:
    made = dict(proposed(title, suggestion))
    (entry,) = made[ActionKind.ADD_ENTRY]
    assert entry.startswith(f"- **DraftTree** [arXiv:{ID}]："), entry
    assert entry.count(ID) == 1, entry
    if ActionKind.ADD_CITATION in made:
        (citation,) = made[ActionKind.ADD_CITATION]
        assert citation.startswith(f"- [2] arXiv:{ID} — "), citation
        assert "[arXiv" not in citation, citation


@pytest.mark.parametrize("title", [f"DraftTree [arXiv:{ID}]", f"DraftTree (arXiv:{ID})"])
def test_a_new_entry_writes_its_id_at_the_end_as_its_neighbours_do(title: str) -> None:
    ((_, (entry,)),) = proposed(title, "§1.2 新增一条 DraftTree。")
    assert entry.startswith("* **DraftTree** — "), entry
    assert f" [arXiv:{ID}]（E1 " in entry and entry.count(ID) == 1, entry


@pytest.mark.parametrize(
    ("suggestion", "line"),
    [
        (
            f"§1.1 Medusa Heads 条目补引 [arXiv:{ID}]。",
            f"- **Medusa Heads** [arXiv:2401.10774] [arXiv:{ID}]：多头并行预测后续 token。",
        ),
        (
            f"§1.1 Medusa Heads 那条补上出处 arXiv:{ID}。",
            f"- **Medusa Heads** [arXiv:2401.10774] [arXiv:{ID}]：多头并行预测后续 token。",
        ),
        (
            f"§1.2 Lookahead 那条挂上 [arXiv:{ID}]。",
            "* **Lookahead** — Jacobi iterations guess in parallel. "
            f"[arXiv:2402.02057] [arXiv:{ID}]",
        ),
        (
            f"§1.2 EAGLE 条目补引 arXiv:{ID}。",
            f"* **EAGLE** — feature-level drafting. [arXiv:2401.15077] [arXiv:{ID}]",
        ),
    ],
)
def test_an_id_added_to_a_line_that_writes_ids_in_square_brackets_follows_them(
    suggestion: str, line: str
) -> None:
    ((_, added),) = proposed("DraftTree", suggestion)
    assert added == [line + "\n"]


LINKED = f"[arXiv:{ID}](https://arxiv.org/abs/{ID})"


# A list that links its ids (§1.3), or cites none beside a list that links them (§1.4), gets
# a link, not `[arXiv:…]`: in brackets after the name, as its links stand in no brackets.
@pytest.mark.parametrize(
    ("place", "start"),
    [("§1.3", f"- **DraftTree**（{LINKED}）："), ("§1.4", f"- **DraftTree**（{LINKED}）：")],
)
def test_links_and_plain_lists_keep_the_id_in_brackets_after_the_name(
    place: str, start: str
) -> None:
    ((_, (entry,)),) = proposed(f"DraftTree [arXiv:{ID}]", f"{place} 新增一条 DraftTree。")
    assert entry.startswith(start), entry
