"""A reference list labelled `【1】`, `【2】` (the text citing `【n】`) takes a new citation as
`【n+1】` in the list's own form: `arXiv:id — Title` where its items are so, or authors, title
and year (`Chen et al., Title, 2024`) when the brief gives the paper's authors, year and title;
without them, or where the items are not all of one form, it is reported. The gap after the
label (none, or a space) is the list's. Every KB and request here is our own."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import proposed_and_applied, render_brief

BRIEF_PATH = "inbox/su/2026-12-20-kv-e1prep.md"
KB_PATH = "organized/knowledge/kv.md"
DATE = "2026-12-20"

HEAD = """\
# kv 活文档

## 2 压缩

- **SnapKV**：按注意力投票保留关键 token【1】。
- **PyramidKV**：逐层递减预算【2】。

## 6 参考文献

"""

BY_ID = HEAD + (
    "【1】 arXiv:2404.14469 — SnapKV: LLM Knows What You Are Looking For\n"
    "【2】 arXiv:2406.02069 — PyramidKV: Dynamic KV Cache Compression\n"
)
AUTHORED = HEAD + (
    "【1】 Li et al., SnapKV: LLM Knows What You Are Looking For, 2024\n"
    "【2】 Cai et al., PyramidKV: Dynamic KV Cache Compression, 2024\n"
)
GLUED = HEAD + (
    "【1】Li et al., SnapKV: LLM Knows What You Are Looking For, 2024.\n"
    "【2】蔡哲 等, 金字塔式缓存压缩, 2024.\n"
)

WITH_AUTHORS = "arXiv:2612.09999；论文：BlockKV: Block-wise Eviction（Okafor et al., 2026）"
WITHOUT_AUTHORS = "arXiv:2612.09999"

PHRASINGS = [
    "§6 参考文献新增一条引用。",
    "参考文献补录本文。",
    "在参考文献末尾登记 arXiv:2612.09999。",
]


def brief(suggestion: str, source: str) -> str:
    return f"""\
# kv · E1 预消化简报（{DATE}）

## 一、条目

### 条目 1：BlockKV

- 来源：{source}
- 要点：按块驱逐 KV，显存降 40%。
- 建议归入：{suggestion}
"""


def run(tmp_path: Path, kb: str, suggestion: str, source: str) -> tuple[int, str, str]:
    return proposed_and_applied(tmp_path, KB_PATH, kb, brief(suggestion, source), BRIEF_PATH)


def citation_results(kb: str, suggestion: str, source: str) -> list[tuple[Status, str]]:
    lines = kb.splitlines(keepends=True)
    return [
        (r.status, r.reason)
        for a, r in render_brief(brief(suggestion, source), lines, DATE)
        if a.kind is ActionKind.ADD_CITATION
    ]


@pytest.mark.parametrize("suggestion", PHRASINGS)
def test_an_id_list_takes_the_next_label_and_the_id_form(tmp_path: Path, suggestion: str) -> None:
    code, report, after = run(tmp_path, BY_ID, suggestion, WITHOUT_AUTHORS)
    assert code == 0, report
    last = after.splitlines()[-1]
    assert last.startswith("【3】 arXiv:2612.09999 — "), after
    assert after.startswith(BY_ID), after


@pytest.mark.parametrize("suggestion", PHRASINGS)
def test_an_authored_list_takes_the_briefs_authors_title_and_year(
    tmp_path: Path, suggestion: str
) -> None:
    code, report, after = run(tmp_path, AUTHORED, suggestion, WITH_AUTHORS)
    assert code == 0, report
    assert after.startswith(AUTHORED), after
    assert after.splitlines()[-1].startswith(
        "【3】 Okafor et al., BlockKV: Block-wise Eviction, 2026"
    ), after


def test_a_glued_list_with_full_stops_is_followed(tmp_path: Path) -> None:
    code, report, after = run(tmp_path, GLUED, PHRASINGS[0], WITH_AUTHORS)
    assert code == 0, report
    assert after.splitlines()[-1].startswith(
        "【3】Okafor et al., BlockKV: Block-wise Eviction, 2026."
    ), after


@pytest.mark.parametrize("suggestion", PHRASINGS)
def test_an_authored_list_without_the_briefs_authors_is_reported(suggestion: str) -> None:
    ((status, reason),) = citation_results(AUTHORED, suggestion, WITHOUT_AUTHORS)
    assert status is Status.UNRESOLVED
    assert "(authors, title, year)" in reason and "no authors or year" in reason, reason


def test_an_authored_list_without_the_papers_title_is_reported() -> None:
    source = "arXiv:2612.09999；作者：Okafor et al., 2026"
    ((status, reason),) = citation_results(AUTHORED, PHRASINGS[0], source)
    assert status is Status.UNRESOLVED
    assert "no title of the paper" in reason, reason
