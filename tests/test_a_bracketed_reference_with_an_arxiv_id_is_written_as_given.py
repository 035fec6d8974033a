"""A reference line the brief gives whole in the list's own brackets (`〔31〕 作者, 标题,
arXiv:…, 2026.`) is written as given after the list's last line, though it names an arXiv id:
never built anew from the id, nor refused for want of a numbered arXiv list. Our own words."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 纠错 活文档

## 二、码族

- 表面码：阈值约 1%〔1〕。

## 参考文献

〔1〕 A. Fowler 等, Surface codes: Towards practical large-scale quantum computation, PRA 86, 2012.

〔2〕 C. Gidney, Stim: a fast stabilizer circuit simulator, Quantum 5, 2021.
"""
LINE = "〔3〕 D. Bluvstein 等, Below-threshold surface code memory, arXiv:2611.04417, 2026"


def brief(suggestion: str) -> str:
    return f"""\
# 纠错 · E1 预消化简报（2026-12-04）

## 一、今日重要增量

### 条目 1：中性原子低于阈值

- **来源**：arXiv:2611.04417
- **要点**：中性原子阵列上 d=7 表面码低于阈值。
- **建议归入**：{suggestion}
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        f"参考文献新增 `{LINE}.`",
        f"参考文献末尾加一条：`{LINE}.`",
    ],
)
def test_the_line_is_written_as_given(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert [status for status, _ in rows] == ["proposed"], rows
    added = [line for line in lines if line not in KB.splitlines()]
    assert [line for line in added if line] == [f"{LINE} (E1 2026-12-04 · 条目 1)."], lines
    assert lines.index(added[-1]) > lines.index(KB.splitlines()[-1])
