"""A document that numbers its sections with hyphens (`## 第2部分 调度` over `### 2-2 抢占`) is
named by a brief the way the document writes it, without `§`: `2-2 节`, `2-2 小节`, or the
part and then its section, `第2部分 2-2`. The numbers are read as a section only in those
forms: a range of items (`条目 1-2`), a date or a value (`8-16 节点`) names no section."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.reading.clauses import refs_in
from kbpatch.reading.lexicon import default_lexicon

from .test_section_numbers import NEW, applied, propose, section_of

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
