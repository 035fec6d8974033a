"""A move to a section the brief names as its heading line reads (`挪到 ## 3.2 海外厂商`, `挪到
§3.2 海外厂商`): the entry moves there; words after the section that may ask something more
(`挪到 §3.2 并改写`) are no heading's, and the request is reported, never half done. Our own
words."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 泵 活文档

## 3 厂商

### 3.1 国内厂商

- 甲厂 —— 电机自产。
- 丙厂 —— 2025 年被海外集团收购，总部迁至新加坡。

### 3.2 海外厂商

- 乙厂 —— 电机外购。
- 丁厂 —— 专做大功率。
"""


def brief(suggestion: str) -> str:
    return f"""\
# 泵 · E1 预消化简报（2026-12-06）

## 一、今日条目

### 条目 1：丙厂归属

- **来源**：厂商公告（2026-11-28）
- **要点**：丙厂已属海外集团。
- **建议归入**：{suggestion}
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        "把丙厂那条原样挪到 ## 3.2 海外厂商，排在「乙厂」那条后面；文字一个字都不改。",
        "把丙厂那条原样挪到 §3.2 海外厂商，排在乙厂那条后面。",
    ],
)
def test_the_entry_moves_after_the_one_named(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    at = lines.index("- 乙厂 —— 电机外购。")
    assert lines[at + 1] == "- 丙厂 —— 2025 年被海外集团收购，总部迁至新加坡。", rows
    assert lines.count("- 丙厂 —— 2025 年被海外集团收购，总部迁至新加坡。") == 1, rows


def test_words_after_the_section_that_ask_more_leave_the_move_reported() -> None:
    lines, rows = kb_after(KB, brief("把丙厂那条挪到 §3.2 并改写，排在乙厂那条后面。"))
    assert lines == KB.splitlines(), rows
    assert any(status == "not understood" for status, _ in rows), rows
