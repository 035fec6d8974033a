"""`Q5 状态改为部分解答，备注填「…」`: a row's empty cell filled by its column's name (填, 填上,
填写为) is written with the row's other changes, set apart from both pipes as its neighbours
are (`| 部分解答 | 通过型式试验 |`), whether the table writes it `| |` or `||`. Our own words."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 风电 活文档

## 7 开放问题

| 编号 | 问题 | 状态 | 备注 |
|---|---|---|---|
| Q4 | 漂浮式基础成本何时降到固定式的 1.5 倍以内？ | 开放 | 见 4-2 |
| Q5 | 主轴承国产化能否覆盖 18 MW 以上机型？ | 开放 | |
| Q6 | 柔直送出的可用率能否超过 98%？ | 开放 ||
"""


def brief(suggestion: str) -> str:
    return f"""\
# 风电 · E1 预消化简报（2026-12-04）

## 一、今日重要增量

### 条目 1：主轴承型式试验

- **来源**：公告（2026-12-01）
- **要点**：国产 18 MW 级主轴承通过型式试验。
- **建议归入**：{suggestion}
"""


@pytest.mark.parametrize(
    ("suggestion", "row"),
    [
        (
            "Q5 状态改为部分解答，备注填「通过型式试验」。",
            "| Q5 | 主轴承国产化能否覆盖 18 MW 以上机型？ | 部分解答 | 通过型式试验 |",
        ),
        (
            "Q5 的备注填上「通过型式试验」。",
            "| Q5 | 主轴承国产化能否覆盖 18 MW 以上机型？ | 开放 | 通过型式试验 |",
        ),
        (
            "Q6 的备注填写为「换流站已投运」。",
            "| Q6 | 柔直送出的可用率能否超过 98%？ | 开放 | 换流站已投运 |",
        ),
    ],
)
def test_the_empty_cell_is_filled(suggestion: str, row: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert [line for line in lines if line not in KB.splitlines()] == [row], lines
