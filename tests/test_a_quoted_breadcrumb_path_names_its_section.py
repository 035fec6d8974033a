"""A section named by a quoted breadcrumb path from its chapter (`「星座进展 › 小结」第一段…`,
`「频谱与监管 » 小结」里…`) is that section, where a title alone (`小结`) names two; a quoted
change of values written with an arrow is no path. Our own words, on a KB of our own."""

from __future__ import annotations

import pytest

from tests.conftest import kb_after

KB = """\
# 卫星

## 星座进展

### Starlink

正文甲。

### 小结

截至 2026-11 合计约 1,370 颗。

## 频谱与监管

### 小结

频谱小结：共 12 个频段。
"""


def brief(request: str) -> str:
    return f"""\
# 卫星 · E1 预消化简报（2026-12-09）

## 一、今日重要增量

### 条目 1：发射

- **来源**：公告（2026-11-28）
- **要点**：新发射一批。
- **建议归入**：{request}

## 四、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "request_words",
    [
        "「星座进展 › 小结」第一段跟着修：「约 1,370 颗」改为「约 1,430 颗」。",
        "「星座进展 » 小结」里「约 1,370 颗」改为「约 1,430 颗」。",
        "在「星座进展 ＞ 小结」中把「约 1,370 颗」改为「约 1,430 颗」。",
    ],
)
def test_the_value_is_changed_under_the_chapter_named(request_words: str) -> None:
    lines, rows = kb_after(KB, brief(request_words))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert "截至 2026-11 合计约 1,430 颗。" in lines, rows


def test_the_other_chapter_s_section_of_that_title() -> None:
    lines, rows = kb_after(
        KB, brief("「频谱与监管 › 小结」里「共 12 个频段」改为「共 13 个频段」。")
    )
    assert "频谱小结：共 13 个频段。" in lines, rows
    assert "截至 2026-11 合计约 1,370 颗。" in lines
