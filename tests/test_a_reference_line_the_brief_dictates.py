"""A reference line the brief writes out whole (`补脚注 [^3]：Roy et al., 2025. Title.
arXiv:…`, `补一条：Okoro, B. et al. (2025). Title. arXiv:…`) goes into a list that writes
authors and year first, in the list's form: a footnote list takes it as its next footnote, an
unnumbered author-ordered list at its place by authors. A footnote label other than the
list's next one, or a line for another paper than the item's, is reported with why, never
"no authors or year". Our own words, on a small KB of our own."""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import new_lines_of, render_brief

KB = """\
# 缓存活文档

## 1 组件

- **SlabPool**：按大小分级的内存池[^1]。

## 4 参考文献

[^1]: Ito et al., 2023. Slab Allocation Revisited. arXiv:2301.01234
[^2]: Ng et al., 2024. Tiered Caches. arXiv:2402.02345

## 5 文献

- Adams, K. et al. (2022). Cache Lines. arXiv:2201.00001
- Lopez, M. (2023). Tiered Memory. arXiv:2302.00002
- Young, T. et al. (2024). Prefetch Windows. arXiv:2403.00003

## 6 修订

- 2026-12-01：初版。
"""
LINES = KB.splitlines(keepends=True)
MARK = " (E1 2026-12-15 · 条目 1)"
FOOT = "Roy et al., 2025. Write-back Costs: A Study. arXiv:2505.05678"
APA = "Okoro, B. et al. (2025). Write-back Costs. arXiv:2505.05678"


def brief(suggestion: str, source: str) -> str:
    return (
        "# cache · E1 预消化简报（2026-12-15）\n\n## 一、增量\n\n"
        "### 条目 1：写回成本的测量\n\n"
        f"- **来源**：{source}\n"
        "- **要点**：写回缓存的刷盘成本随脏页比例非线性上升。\n"
        f"- **建议归入**：{suggestion}\n"
    )


OWN_PAPER = "organized/paper_cards/71-2505-05678.md（arXiv:2505.05678）"
NO_PAPER = "https://example.org/blog/write-back（博客，2026-12-14）"
OTHER_PAPER = "organized/paper_cards/72-2505-09999.md（arXiv:2505.09999）"


def outcome(suggestion: str, source: str) -> tuple[list[str], list[str], int]:
    found = render_brief(brief(suggestion, source), LINES, "2026-12-15")
    kinds = (ActionKind.ADD_CITATION, ActionKind.ADD_ENTRY, ActionKind.NOT_UNDERSTOOD)
    cited = [r for a, r in found if a.kind in kinds]
    assert cited, [(a.kind, r.reason) for a, r in found]
    at = next((r.edit.start for r in cited if r.edit is not None), -1)
    reasons = [r.reason for r in cited if r.status is not Status.PROPOSED]
    return new_lines_of(found, LINES), reasons, at


@pytest.mark.parametrize(
    "suggestion",
    [
        f"§4 参考文献末尾补脚注 [^3]：{FOOT}",
        f"参考文献补一条脚注：{FOOT}",
        f"§4 新增脚注：「{FOOT}」",
    ],
)
def test_a_footnote_line_the_brief_writes_takes_the_next_footnote(suggestion: str) -> None:
    # The item names no paper of its own: the line's id is the paper (for the item's own
    # paper, see test_citation_written_out_by_the_brief).
    new, reasons, _ = outcome(suggestion, NO_PAPER)
    assert new == [f"[^3]: {FOOT}{MARK}"], reasons


@pytest.mark.parametrize(
    "suggestion",
    [f"§5 文献补一条：{APA}", f"第5节文献补一条：「{APA}」", f'§5 加一条文献："{APA}"'],
)
def test_an_author_ordered_list_takes_the_line_at_its_place(suggestion: str) -> None:
    new, reasons, at = outcome(suggestion, OWN_PAPER)
    assert new == [f"- {APA}{MARK}"], reasons
    # Between Lopez and Young, as the list orders its authors.
    assert LINES[at - 1].startswith("- Lopez") and LINES[at].startswith("- Young")


def test_a_line_that_sorts_last_goes_at_the_end() -> None:
    line = "Zhou, W. (2025). Write-back Costs. arXiv:2505.05678"
    new, reasons, at = outcome(f"§5 文献补一条：{line}", OWN_PAPER)
    assert new == [f"- {line}{MARK}"], reasons
    assert LINES[at - 1].startswith("- Young")


@pytest.mark.parametrize(
    ("suggestion", "source", "said"),
    [
        (f"§4 参考文献末尾补脚注 [^7]：{FOOT}", OWN_PAPER, "next label is [^3]"),
        (f"§4 参考文献末尾补脚注 [^2]：{FOOT}", NO_PAPER, "next label is [^3]"),
        (f"§4 参考文献末尾补脚注 [^3]：{FOOT}", OTHER_PAPER, "arXiv:2505.09999"),
        (f"§4 新增脚注：「{FOOT}」", OTHER_PAPER, "arXiv:2505.09999"),
    ],
)
def test_a_line_not_written_is_reported_with_why(suggestion: str, source: str, said: str) -> None:
    new, reasons, _ = outcome(suggestion, source)
    assert new == []
    (reason,) = reasons
    assert said in reason and "no authors or year" not in reason, reason
