"""A table's column whose header is two words apart by a slash (`Stars / 周增`), named so in a
cell change with no old value (`X 行 Stars / 周增列更新为"…"`, `X 行：Stars / 周增 改为"…"`),
has that cell of the named row written anew; one of its two words alone (`Stars 列`) heads no
column and is reported. Our own words, on a small KB of our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 工具 活文档

## 1 工具

### 1.6 工具增量

| 项目 | 类型 | Stars / 周增 | 成熟度 |
|---|---|---|---|
| drift-serve | 推理服务 | 复采 410⭐ / 周增 +12 | beta |
| quill | 编排层 | 复采 220⭐ / 周增 +3 | alpha |
"""


def brief(request: str) -> str:
    return (
        "# tools · E1 预消化简报（2026-11-16）\n\n## 一、增量\n\n"
        "### 条目 1：drift-serve 复采\n\n"
        "- **来源**：repo card `drift-serve`（2026-11-15）\n"
        "- **要点**：Stars 410 → 455。\n"
        f"- **建议归入**：{request}\n"
    )


@pytest.mark.parametrize(
    "asked",
    [
        '§1.6 表 drift-serve 行 Stars / 周增列更新为"复采 455⭐ / 周增 +15"。',
        '§1.6 drift-serve 行：Stars / 周增 改为"复采 455⭐ / 周增 +15"。',
        '§1.6 drift-serve 行的 Stars/周增列改为"复采 455⭐ / 周增 +15"。',
    ],
)
def test_the_cell_under_a_slashed_header_is_written(asked: str) -> None:
    lines, rows = kb_after(KB, brief(asked))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert "| drift-serve | 推理服务 | 复采 455⭐ / 周增 +15 | beta |" in lines, rows
    assert "| quill | 编排层 | 复采 220⭐ / 周增 +3 | alpha |" in lines, rows


def test_one_word_of_a_slashed_header_heads_no_column() -> None:
    lines, rows = kb_after(KB, brief('§1.6 drift-serve 行 Stars 列改为"455⭐"。'))
    assert lines == KB.splitlines(), rows
    assert [status for status, _ in rows] == ["unresolved"], rows
