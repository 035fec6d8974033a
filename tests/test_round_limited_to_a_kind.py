"""A closing line that limits the round to one kind of edit, naming no section or item
(`本轮仅登记引用，别的不动`, `这次只补引用，其余不动`, `only citations this round`): the items'
edits of that kind are written, every other edit is kept out with the line's words (a row
each), never written. `别的` is "the rest" as `其余` is. Our own words."""

from __future__ import annotations

import pytest

from kbpatch.models import Action, ActionKind, Status
from kbpatch.render import Rendered

from .conftest import FIXTURE_KB, render_brief

LINES = FIXTURE_KB.read_text(encoding="utf-8").splitlines(keepends=True)

FIRST = "§2.1 新增一条 SlabKV；§七 登记一条引用。"
SECOND = "§3.1 新增一条 RouteTrace；§七 补一条引用。"
QUESTION = '§6.1 新增一条开放问题："块迁移的收益拐点在哪？"'


def brief(closing: str, first: str = FIRST, second: str = SECOND) -> str:
    return (
        "# inference · E1 预消化简报（2026-12-12）\n\n## 一、增量\n\n"
        "### 条目 1：SlabKV（arXiv:2612.74001）—— 按块迁移 KV\n\n"
        "- **来源**：organized/paper_cards/3801-2612-74001.md\n"
        "- **要点**：SlabKV 按块把冷 KV 迁到主机内存，长对话显存峰值降 18%（作者自测）。\n"
        f"- **建议归入**：{first}\n\n"
        "### 条目 2：RouteTrace（arXiv:2612.74002）—— 路由决策回放\n\n"
        "- **来源**：organized/paper_cards/3802-2612-74002.md\n"
        "- **要点**：RouteTrace 回放每次路由决策，错派排查时间减半（作者自测）。\n"
        f"- **建议归入**：{second}\n\n"
        f"## 四、本轮结论与建议动作\n\n- {closing}\n"
    )


def results(text: str) -> list[tuple[Action, Rendered]]:
    return render_brief(text, LINES, "2026-12-12")


def proposed(found: list[tuple[Action, Rendered]]) -> set[tuple[str, ActionKind]]:
    return {(a.item_key, a.kind) for a, r in found if r.status is Status.PROPOSED}


LIMITS = [
    "本轮仅登记引用，别的不动。",
    "这次只补引用，其余不动。",
    "only citations this round",
    "本轮只做引用登记，其他都不动。",
    "仅登引用。",
    "Only register the references this round, nothing else.",
]


@pytest.mark.parametrize("closing", LIMITS)
def test_a_round_limited_to_citations_writes_only_the_citations(closing: str) -> None:
    found = results(brief(closing))
    assert proposed(found) == {
        ("条目 1", ActionKind.ADD_CITATION),
        ("条目 2", ActionKind.ADD_CITATION),
    }
    # Each entry kept out has its row, quoting the limit.
    kept = {
        a.target.key: a.forbidden_by
        for a, _ in found
        if a.kind is ActionKind.ADD_ENTRY and a.target
    }
    assert set(kept) == {"2.1", "3.1"}
    said = closing.split(",")[0].split("，")[0].rstrip("。")
    assert all(said in (why or "") for why in kept.values())


@pytest.mark.parametrize("closing", [*LIMITS[:2], *LIMITS[3:5]])
def test_an_item_asking_no_citation_takes_the_lines_own(closing: str) -> None:
    found = results(brief(closing, second="§3.1 新增一条 RouteTrace。"))
    assert proposed(found) == {
        ("条目 1", ActionKind.ADD_CITATION),
        ("条目 2", ActionKind.ADD_CITATION),
    }
    (cited,) = [r for a, r in found if a.item_key == "条目 2" and a.kind is ActionKind.ADD_CITATION]
    assert cited.edit is not None
    assert any("2612.74002" in line for line in cited.edit.lines)


@pytest.mark.parametrize(
    "closing",
    [
        "本轮只加开放问题，其余不动。",
        "这次仅补开放问题，别的不动。",
        "only open questions this round",
        "本轮仅新增开放问题。",
    ],
)
def test_a_round_limited_to_questions_writes_only_the_question(closing: str) -> None:
    found = results(brief(closing, first=f"§2.1 新增一条 SlabKV；{QUESTION}"))
    assert proposed(found) == {("条目 1", ActionKind.ADD_QUESTION)}


@pytest.mark.parametrize(
    "closing",
    [
        "本轮只补引用和开放问题。",
        "这次仅登记引用与开放问题，其余不动。",
        "only citations and open questions this round",
        "本轮只加开放问题和引用，别的都不动。",
    ],
)
def test_a_round_limited_to_two_kinds_writes_both(closing: str) -> None:
    found = results(brief(closing, first=f"§2.1 新增一条 SlabKV；§七 登记一条引用；{QUESTION}"))
    assert proposed(found) == {
        ("条目 1", ActionKind.ADD_CITATION),
        ("条目 1", ActionKind.ADD_QUESTION),
        ("条目 2", ActionKind.ADD_CITATION),
    }


@pytest.mark.parametrize(
    "closing",
    [
        # An item, or other words: not a limit of the round to a kind.
        "条目 1 只补引用。",
        "只补引用的 arXiv 号。",
        "引用照常登记，正文照建议。",
    ],
)
def test_other_words_are_no_limit_to_one_kind(closing: str) -> None:
    found = results(brief(closing))
    assert ("条目 2", ActionKind.ADD_ENTRY) in proposed(found)


@pytest.mark.parametrize(
    "closing",
    [
        '§2.2 APC 一行 "接近" 改为 "相当"，别的不动。',
        '§2.2 APC 一行 "接近" 改为 "相当"，其余不动。',
        '§2.2 只把 APC 一行的 "接近" 改为 "相当"，别的都不动。',
        '§2.2 只改 APC 一行："接近" 改为 "相当"，其他不动。',
    ],
)
def test_the_rest_kept_beside_a_replace_leaves_the_replace(closing: str) -> None:
    found = results(brief(closing))
    (swap,) = [r for a, r in found if a.kind is ActionKind.REPLACE]
    assert swap.status is Status.PROPOSED


@pytest.mark.parametrize(
    "closing",
    [
        "§1.6 只改 Rapid-MLX 行，别的不动。",
        "§1.6 只改 Rapid-MLX 行，别的都不动。",
        "§1.6 只改 Rapid-MLX 一行，别的行不动。",
        "§1.6 只改 Rapid-MLX 行，别的保持不变。",
    ],
)
def test_the_others_kept_beside_one_row_leave_that_rows_replace(closing: str) -> None:
    found = results(brief(closing, first='§1.6 Rapid-MLX 行 "857⭐" 改为 "912⭐"。'))
    (swap,) = [r for a, r in found if a.kind is ActionKind.REPLACE]
    assert swap.status is Status.PROPOSED
    assert swap.edit is not None
    assert any("912⭐" in line and "Rapid-MLX" in line for line in swap.edit.lines)
