"""A document that numbers its sections with hyphens (`## 第2部分 调度` over `### 2-2 抢占`) is
named by a brief the way the document writes it, without `§`: `2-2 节`, `2-2 小节`, or the
part and then its section, `第2部分 2-2`. The numbers are read as a section only in those
forms: a range of items (`条目 1-2`), a date or a value (`8-16 节点`) names no section."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.reading.clauses import refs_in
from kbpatch.reading.lexicon import default_lexicon

from .conftest import git, invoke, make_repo
from .test_section_numbers import BRIEF, NEW, OUTPUT, applied, brief, propose, section_of

PARTS_KB = """\
# serving 活文档

> 编号：部分用「第N部分」，节用「N-M」。

## 第1部分 引擎

### 1-1 框架

- Alpha：单机推理框架，部署简单。
- Beta：分布式推理框架，适合多机。

### 1-2 版本

| 引擎 | 维护方 | 版本 | 状态 |
|---|---|---|---|
| Alpha | 社区 | 2.3 | 稳定 |
| Beta | 厂商 | 0.9 | 试用 |

## 第2部分 调度

### 2-1 批处理

- ContBatch：连续批处理，吞吐约翻倍。
- ChunkFill：分块预填充，长提示不阻塞解码。

### 2-2 抢占

- SwapOut：显存不足时把 KV 换出到主存。
- Recompute：丢弃 KV，恢复时重算。
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        f"2-2 节新增一条 {NEW}。",
        f"2-2 小节新增一条 {NEW}，排在 Recompute 之后。",
        f"第2部分 2-2 新增一条 {NEW}。",
        f"第 2 部分的 2-2 节新增一条 {NEW}。",
        f"在 2-2 节末尾新增一条 {NEW}。",
        # The bare number before a place word, as a dotted one is read.
        f"2-2 那里新增一条 {NEW}。",
        f"2-2 里新增一条 {NEW}。",
    ],
)
def test_an_entry_lands_in_the_hyphen_numbered_section_the_brief_names_without_a_section_sign(
    suggestion: str, tmp_path: Path
) -> None:
    root, patches, report = propose(tmp_path, PARTS_KB, suggestion)
    assert [p.name for p in patches] == [f"0001-s2.2-add-{NEW.lower()}.patch"], report
    lines = applied(root, patches)
    assert section_of(lines, f"- {NEW}") == "### 2-2 抢占"
    added = next(k for k, line in enumerate(lines) if line.startswith(f"- {NEW}"))
    assert lines[added - 1].startswith("- Recompute：")


@pytest.mark.parametrize(
    "suggestion",
    [
        '1-2 节版本表 Beta 那一行，版本列 "0.9" → "1.0"；状态列不改。',
        '第1部分 1-2 节 Beta 那一行，"0.9" 改为 "1.0"。',
        '1-2 小节表中 Beta 一行，"0.9" 改为 "1.0"。',
        '第1部分 1-2 表 Beta 那一行："0.9" 改为 "1.0"。',
    ],
)
def test_a_row_of_a_hyphen_numbered_section_gets_its_new_value(
    suggestion: str, tmp_path: Path
) -> None:
    root, patches, report = propose(tmp_path, PARTS_KB, suggestion)
    assert len(patches) == 1 and "s1.2-" in patches[0].name, report
    lines = applied(root, patches)
    assert "| Beta | 厂商 | 1.0 | 试用 |" in lines
    assert "| Alpha | 社区 | 2.3 | 稳定 |" in lines


@pytest.mark.parametrize(
    ("clause", "keys"),
    [
        ("2-1 节新增一条", ["2.1"]),
        ("2-1 小节末尾补一句", ["2.1"]),
        ("第2部分 2-1 新增一条", ["2.1"]),
        ("第 3 章的 3-2 新增一条", ["3.2"]),
        ("§2-1 新增一条", ["2.1"]),
        # Not sections: a range of items, a date, nodes, another part's number after a part.
        ("条目 1-2 节一并处理", []),
        ("2026-11 节前后再看", []),
        ("从 8-16 节点扩到 32 节点", []),
        ("1.5 节点", []),
        ("第2部分 3-1 新增一条", ["2"]),
    ],
)
def test_hyphen_numbers_name_a_section_only_as_sections_are_written(
    clause: str, keys: list[str]
) -> None:
    assert [r.ref.key for r in refs_in(clause, default_lexicon(), "serving")] == keys


# ---------------------------------------------------------------- a citation for an unread entry

REFS_KB = (
    PARTS_KB
    + """
## 第3部分 参考文献

| # | arXiv | 标题 | 用于 |
|---|---|---|---|
| 1 | 2401.00001 | Continuous Batching at Scale | 2-1 |
"""
)


def propose_any(tmp_path: Path, kb: str, suggestion: str) -> tuple[Path, list[Path], str]:
    """As `propose`, whatever the exit code: a request not understood exits 1 too."""
    repo = make_repo(tmp_path / "kb", kb.encode("utf-8"))
    repo.add_brief(brief(suggestion).encode("utf-8"), BRIEF)
    code, out, err = invoke("propose", str(repo.root / BRIEF))
    assert code in (0, 1), out + err
    patches = sorted((repo.root / OUTPUT).glob("*.patch"))
    if patches:
        git(repo.root, "apply", "--check", *map(str, patches))
    return repo.root, patches, out


@pytest.mark.parametrize(
    "suggestion",
    [
        f"调度那块新增一条 {NEW}；参考文献登记一条引用。",
        f"抢占这部分下面新增一条 {NEW}，参考文献同步补一条引用。",
        # (`2-2 那里新增…` names 2-2, as `2.2 那里` names 2.2: read, not this case.)
        f"第二块那里新增一条 {NEW}；参考文献新增一条引用（用于第二块）。",
        f"放进抢占那一块，新增一条 {NEW}；另补一条引用。",
    ],
)
def test_the_citation_of_a_new_entry_not_understood_is_held_back_with_it(
    suggestion: str, tmp_path: Path
) -> None:
    _, patches, report = propose_any(tmp_path, REFS_KB, suggestion)
    assert patches == [], report
    rows = [line for line in report.splitlines() if line.startswith("  A")]
    assert "not understood" in rows[0] and "add entry" in rows[0], report
    assert any(
        " unresolved " in row and "add citation" in row and "which is not understood" in row
        for row in rows
    ), report


@pytest.mark.parametrize(
    ("suggestion", "made"),
    [
        # The entry is made: its citation is made with it, naming its section.
        (f"2-2 节新增一条 {NEW}；参考文献登记一条引用。", 2),
        (f"第2部分 2-2 新增一条 {NEW}，参考文献同步补一条引用。", 2),
        # A citation asked for on its own, or beside another edit that is not understood.
        ("参考文献登记一条引用。", 1),
        ('某处 "0.9" 改为 "1.0"；参考文献登记一条引用。', 1),
    ],
)
def test_a_citation_that_supports_no_unread_entry_is_still_made(
    suggestion: str, made: int, tmp_path: Path
) -> None:
    root, patches, report = propose_any(tmp_path, REFS_KB, suggestion)
    assert len(patches) == made, report
    lines = applied(root, patches)
    row = next(line for line in lines if line.startswith("| 2 | 2612.40411 |"))
    assert "Fair Preemption for LLM Serving" in row
    if made == 2:
        assert row.split("|")[4].strip().startswith("2-2"), row
