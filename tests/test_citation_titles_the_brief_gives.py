"""A new citation takes the paper's title where the brief gives one: in title marks (`《…》`), in
English quotes, or in English right after the id, in the item's sources, its heading or the
request; where the brief gives none, it keeps the id and the item's own words, and no title is
made up. Our own words, on a small KB whose citations carry English titles."""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import added_lines, render_brief

KB = """\
# inference 活文档

## 四、投机解码

### 4.1 草稿树

- **SpecTree**：多分支草稿树，接受长度提升 1.4×（arXiv:2401.00011）。

## 七、引用列表

1. arXiv:2401.00011 — SpecTree: Tree-based Speculative Decoding〔§4.1〕
2. arXiv:2402.00022 — Medusa: Multiple Decoding Heads〔§4.1〕
"""
TITLE = "Adaptive Width Budgets for Draft Trees"
ASK = "§七 末尾登记 arXiv:2612.40404，〔〕内写 §4.1。"


def brief(title: str, sources: str, request: str = ASK) -> str:
    return (
        "# inference · E1 预消化简报（2026-12-06）\n\n## 一、增量\n\n"
        f"### 条目 1：{title}\n\n"
        f"- **来源**：{sources}\n"
        "- **要点**：按接受率在线调整草稿树宽度，显存开销压到单草稿的 1.3 倍以内。\n"
        f"- **建议归入**：{request}\n"
    )


def citation(text: str) -> str:
    lines = KB.splitlines(keepends=True)
    results = render_brief(text, lines, "2026-12-06")
    # `§七 补登 arXiv:… — Title` is read as a new line of §七 (an entry of the list): written
    # in the list's form all the same.
    (cited,) = [r for a, r in results if a.kind in (ActionKind.ADD_CITATION, ActionKind.ADD_ENTRY)]
    assert cited.status is Status.PROPOSED, cited.reason
    (line,) = added_lines(cited, lines)
    return line


CARD = "organized/paper_cards/4404-2612-40404.md"


@pytest.mark.parametrize(
    ("title", "sources"),
    [
        ("arXiv:2612.40404 —— 草稿树宽度的在线预算", f'{CARD}（"{TITLE}"）'),
        ("arXiv:2612.40404 —— 草稿树宽度的在线预算", f"{CARD}，论文《{TITLE}》"),
        ("arXiv:2612.40404 —— 草稿树宽度的在线预算", f"arXiv:2612.40404 — {TITLE}；{CARD}"),
        (f"arXiv:2612.40404 {TITLE} —— 草稿树宽度的在线预算", CARD),
        (f"草稿树宽度的在线预算（arXiv:2612.40404，“{TITLE}”）", CARD),
    ],
)
def test_the_title_the_brief_gives_is_the_citations(title: str, sources: str) -> None:
    line = citation(brief(title, sources))
    assert line.startswith(f"3. arXiv:2612.40404 — {TITLE}〔§4.1〕"), line


@pytest.mark.parametrize(
    "request_words",
    [
        f"§七 补登一条引用 arXiv:2612.40404 《{TITLE}》。",
        f'§七 补登一条引用 arXiv:2612.40404 "{TITLE}"。',
        f"§七 引用列表增加 arXiv:2612.40404 — {TITLE}。",
        f"§七 补登 arXiv:2612.40404：{TITLE}。",
    ],
)
def test_the_title_the_request_writes_after_the_id(request_words: str) -> None:
    line = citation(brief("arXiv:2612.40404 —— 草稿树宽度的在线预算", CARD, request_words))
    assert line.startswith(f"3. arXiv:2612.40404 — {TITLE}"), line


@pytest.mark.parametrize(
    ("title", "sources", "words"),
    [
        ("arXiv:2612.40404 —— 草稿树宽度的在线预算", CARD, "草稿树宽度的在线预算"),
        (
            "arXiv:2612.40404 —— 草稿树宽度的在线预算",
            f"{CARD}（2026-11-28 发布，被引 0）",
            "草稿树宽度的在线预算",
        ),
        (
            "WidthCap（arXiv:2612.40404）—— 草稿树宽度的在线预算",
            CARD,
            "WidthCap：草稿树宽度的在线预算",
        ),
        # A quoted remark that is no English title is not taken for one.
        (
            "arXiv:2612.40404 —— 草稿树宽度的在线预算",
            f'{CARD}（作者称"显存友好"）',
            "草稿树宽度的在线预算",
        ),
    ],
)
def test_without_a_title_the_citation_keeps_the_items_words(
    title: str, sources: str, words: str
) -> None:
    line = citation(brief(title, sources))
    assert line.startswith(f"3. arXiv:2612.40404 — {words}〔§4.1〕"), line
