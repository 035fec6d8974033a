"""A section named by its heading's quoted words and the list it is (`按日期顺序给「组网发射记录」
列表补一条：「- …」`, `「X」清单末尾加一条`) takes the new line, as `「X」一节` does: it was
reported as naming no section. Our own words, on a KB of our own."""

from __future__ import annotations

import pytest

from tests.conftest import kb_after

KB = """\
# 卫星

## 星座进展

### 组网发射记录

- 2026-05-10 国网第 5 批 10 颗
- 2026-07-20 千帆第 6 批 18 颗

## 频谱

正文。
"""


def brief(request: str) -> str:
    return f"""\
# 卫星 · E1 预消化简报（2026-12-08）

## 一、今日重要增量

### 增量 1：漏记的发射

- **来源**：发射方公告（2026-06-18）
- **要点**：试验星 2 颗。
- **建议归入**：{request}

## 四、本轮结论与建议动作

- 见增量 1。
"""


@pytest.mark.parametrize(
    "request_words",
    [
        "按日期顺序给「组网发射记录」列表补一条：「- 2026-06-18 技术试验卫星 2 颗」",
        "「组网发射记录」清单补一条：「- 2026-06-18 技术试验卫星 2 颗」",
    ],
)
def test_the_line_goes_into_the_section_named(request_words: str) -> None:
    lines, rows = kb_after(KB, brief(request_words))
    assert [status for status, _ in rows] == ["proposed"], rows
    added = [line for line in lines if line.startswith("- 2026-06-18 技术试验卫星 2 颗")]
    assert len(added) == 1, lines
    assert lines.index(added[0]) < lines.index("## 频谱")
