"""A new footnote (`[^4]: arXiv:… — …`) that a brief adds for an item whose new entry it also
writes is pointed at by that entry, where the neighbours put their markers: before their full
stop (`…点[^2]。`) or after it (`…。[^2]`). Where the neighbours carry no marker, the new
footnote would be defined and never referenced: it is reported, not written. (Our own KBs and
briefs, in the E1 format.)"""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

KB = "organized/knowledge/search.md"
BRIEF = "inbox/li/2026-12-18-search-e1prep.md"

BEFORE_STOP = (
    "# search 活文档\n\n"
    "## 2 召回\n\n"
    "- **BM25**：词项匹配的默认基线，调参空间小[^1]。\n"
    "- **SPLADE**：稀疏学习表示，倒排索引可直接复用[^2]。\n\n"
    "## 9 脚注\n\n"
    "[^1]: arXiv:2401.10001 — Okapi Revisited\n"
    "[^2]: arXiv:2401.10002 — SPLADE Again\n"
)
# The same list with each marker after the full stop, and with none at all.
AFTER_STOP = BEFORE_STOP.replace("小[^1]。", "小。[^1]").replace("复用[^2]。", "复用。[^2]")
UNMARKED = BEFORE_STOP.replace("[^1]。", "。").replace("[^2]。", "。")


def brief(request: str) -> str:
    return (
        "# search · E1 预消化（2026-12-18）\n\n"
        f"- **对照活文档**：{KB}\n\n"
        "## 一、条目\n\n"
        "### 条目 1：DocPrune —— 召回前的文档剪枝（arXiv:2612.80001）\n\n"
        "- **来源**：organized/paper_cards/1-2612.80001.md\n"
        "- **要点**：按查询日志剪掉冷文档，索引缩小四成，召回只降 1 点。\n"
        f"- **建议归入**：{request}\n"
    )


def propose(tmp_path: Path, kb: str, request: str) -> tuple[int, str, list[str]]:
    """The exit code, the report, and the KB's lines once every written patch is applied."""
    code, report, after = proposed_and_applied(tmp_path / "kb", KB, kb, brief(request), BRIEF)
    return code, report, after.splitlines()


REQUESTS = [
    "§2 新增一条 DocPrune；§9 脚注新增一条引用。",
    "§2 新增一条 DocPrune，并在「脚注」一节新增一条引用。",
    "§2 新增一条 DocPrune；脚注补一条引用。",
    "§2 新增一条 DocPrune，§9 补登一条脚注。",
]


@pytest.mark.parametrize("request_words", REQUESTS)
def test_the_new_entry_carries_its_new_footnote_before_the_full_stop_as_its_neighbours_do(
    request_words: str, tmp_path: Path
) -> None:
    code, report, patched = propose(tmp_path, BEFORE_STOP, request_words)
    assert code == 0, report
    assert any(line.startswith("[^3]: arXiv:2612.80001") for line in patched), patched
    entry = next(line for line in patched if line.startswith("- **DocPrune**"))
    assert "召回只降 1 点[^3]。（E1 2026-12-18" in entry, entry
    assert "arXiv" not in entry


def test_the_new_entry_carries_its_new_footnote_after_the_full_stop_as_its_neighbours_do(
    tmp_path: Path,
) -> None:
    code, report, patched = propose(tmp_path, AFTER_STOP, REQUESTS[0])
    assert code == 0, report
    entry = next(line for line in patched if line.startswith("- **DocPrune**"))
    assert "召回只降 1 点。[^3]（E1 2026-12-18" in entry, entry


@pytest.mark.parametrize("request_words", REQUESTS)
def test_a_footnote_no_entry_would_point_at_is_reported_not_written(
    request_words: str, tmp_path: Path
) -> None:
    code, report, patched = propose(tmp_path, UNMARKED, request_words)
    assert code == 1, report
    assert "footnote [^3], which no line points at" in report, report
    assert not any(line.startswith("[^3]") for line in patched), patched
    entry = next(line for line in patched if line.startswith("- **DocPrune**"))
    assert "arXiv:2612.80001" in entry, entry
