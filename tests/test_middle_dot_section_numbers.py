"""A document that numbers its sections with a middle dot (`### 2·2 抢占`, also `・`, `‧`, `･`)
is read as one numbering them with hyphens (`2-2`) or dots (`2.2`): its headings are keyed
§2.2, and a brief names them with the dot the document writes, another middle dot, full-width
digits or the usual full stop. A keep (`§2·1 不动`) keeps that section only, never its whole
chapter: it would veto every edit of the chapter's other sections."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.reading.clauses import refs_in
from kbpatch.reading.lexicon import default_lexicon

from .test_hyphen_section_words import PARTS_KB, propose_any
from .test_section_numbers import NEW, applied, section_of

DOT_KB = """\
# serving 活文档

## 1 引擎 <a id="engines"></a>

### 1·1 框架 <a id="frameworks"></a>

- Alpha：单机推理框架，部署简单。
- Beta：分布式推理框架，适合多机。

### 1·2 版本 <a id="versions"></a>

| 引擎 | 维护方 | 版本 | 状态 |
|---|---|---|---|
| Alpha | 社区 | 2.3 | 稳定 |
| Beta | 厂商 | 0.9 | 试用 |

## 2 调度 <a id="sched"></a>

### 2·1 批处理 <a id="batching"></a>

- ContBatch：连续批处理，吞吐约翻倍。
- ChunkFill：分块预填充，长提示不阻塞解码。

### 2·2 抢占 <a id="preempt"></a>

- SwapOut：显存不足时把 KV 换出到主存。
- Recompute：丢弃 KV，恢复时重算。
"""


def rows(report: str) -> list[str]:
    return [line for line in report.splitlines() if line.startswith("  A")]


@pytest.mark.parametrize(
    "suggestion",
    [
        f"§2·2 新增一条 {NEW}。",
        f"§2・2 补一条 {NEW}，排在 Recompute 之后。",
        f"§2‧2 新增 {NEW} 条目。",
        f"§2･2 新增一条 {NEW}。",
        f"§２·２ 补一条 {NEW}。",
        f"在 2·2 节末尾新增一条 {NEW}。",
        f"2·2 小节添一条 {NEW}。",
        # The usual full stop for the document's middle dot.
        f"§2.2 新增一条 {NEW}。",
        f"Add an entry on {NEW} to §2·2.",
    ],
)
def test_an_entry_lands_in_the_middle_dot_section_the_brief_names(
    suggestion: str, tmp_path: Path
) -> None:
    root, patches, report = propose_any(tmp_path, DOT_KB, suggestion)
    assert [p.name for p in patches] == [f"0001-s2.2-add-{NEW.lower()}.patch"], report
    lines = applied(root, patches)
    assert section_of(lines, f"- {NEW}") == '### 2·2 抢占 <a id="preempt"></a>'
    added = next(k for k, line in enumerate(lines) if line.startswith(f"- {NEW}"))
    assert lines[added - 1].startswith("- Recompute：")


@pytest.mark.parametrize(
    "suggestion",
    [
        '1·2 节 Beta 那一行，"0.9" 改为 "1.0"。',
        "§1·2 Beta 一行 版本 由 0.9 更新为 1.0。",
        '§1・2 表中 Beta 一行，"0.9" 改为 "1.0"。',
        '§1.2 Beta 那一行："0.9" → "1.0"。',
    ],
)
def test_a_row_of_a_middle_dot_section_gets_its_new_value(suggestion: str, tmp_path: Path) -> None:
    # The number is the section's, not the start of the row's name (`2 Beta`).
    root, patches, report = propose_any(tmp_path, DOT_KB, suggestion)
    assert len(patches) == 1 and "-s1.2-" in patches[0].name, report
    lines = applied(root, patches)
    assert "| Beta | 厂商 | 1.0 | 试用 |" in lines
    assert "| Alpha | 社区 | 2.3 | 稳定 |" in lines


@pytest.mark.parametrize(
    "suggestion",
    [
        f"§2·1 不动；§2·2 新增一条 {NEW}。",
        f"§2·2 新增一条 {NEW}；2·1 节保持不变。",
        f"Do not touch §2·1. Add {NEW} to §2·2.",
        f"Leave §2·1 as is; add {NEW} to §2·2.",
        f"§2·2 新增一条 {NEW}，§2・1 维持原样。",
    ],
)
def test_a_keep_of_a_middle_dot_section_keeps_that_section_only(
    suggestion: str, tmp_path: Path
) -> None:
    root, patches, report = propose_any(tmp_path, DOT_KB, suggestion)
    assert [p.name for p in patches] == [f"0001-s2.2-add-{NEW.lower()}.patch"], report
    kept = [row for row in rows(report) if "constraint" in row]
    assert len(kept) == 1 and " §2.1 " in kept[0], report
    assert section_of(applied(root, patches), f"- {NEW}").startswith("### 2·2 抢占")


@pytest.mark.parametrize(
    "suggestion",
    [
        f"§2·2 新增一条 {NEW}；§2·2 不动。",
        f"2·2 节补一条 {NEW}。2·2 节保持不变。",
        f"Add {NEW} to §2·2. Do not touch §2・2.",
    ],
)
def test_a_keep_of_a_middle_dot_section_forbids_its_own_edits(
    suggestion: str, tmp_path: Path
) -> None:
    _, patches, report = propose_any(tmp_path, DOT_KB, suggestion)
    assert patches == [], report
    assert any(" forbidden " in row and " §2.2 " in row for row in rows(report)), report


@pytest.mark.parametrize(
    "suggestion",
    [
        f"Add an entry on {NEW} to §2-2.",
        f"Please add {NEW} to §2-2.",
    ],
)
def test_a_hyphen_number_ending_a_sentence_is_the_whole_number(
    suggestion: str, tmp_path: Path
) -> None:
    # The sentence's full stop is no part of the number: `§2-2.` is §2.2, not §2.
    root, patches, report = propose_any(tmp_path, PARTS_KB, suggestion)
    assert [p.name for p in patches] == [f"0001-s2.2-add-{NEW.lower()}.patch"], report
    assert section_of(applied(root, patches), f"- {NEW}") == "### 2-2 抢占"


@pytest.mark.parametrize(
    ("clause", "keys"),
    [
        ("§3·2 新增一条", ["3.2"]),
        ("§3・2 新增一条", ["3.2"]),
        ("§3‧2 新增一条", ["3.2"]),
        ("§3･2 新增一条", ["3.2"]),
        ("§３·２ 新增一条", ["3.2"]),
        ("归入 3·2 节", ["3.2"]),
        ("第 3 部分的 3·2 节新增一条", ["3.2"]),
        ("Add it to §3·2.", ["3.2"]),
        ("§3·1 不动", ["3.1"]),
        # Not sections: a range of items, names with a middle dot, nodes.
        ("条目 1·2 节一并处理", []),
        ("约翰·史密斯 节选", []),
        ("从 8·16 节点扩到 32 节点", []),
    ],
)
def test_middle_dot_numbers_name_a_section_as_hyphen_numbers_do(
    clause: str, keys: list[str]
) -> None:
    assert [r.ref.key for r in refs_in(clause, default_lexicon(), "serving")] == keys
