"""A keep of one row of a table named by its caption's number (`表 B-1 S4 一行别碰`) holds that
row only: an entry of another section that names S4 is changed, the row is not. A keep of a
table's title (`表 A-1 表题"截至 2026-11"保持原样`) holds the caption, not a change of a row
of the table nor a new row; a change of the caption's own words is held. Our own words."""

from __future__ import annotations

import pytest

from tests.conftest import kb_after

KB = """\
# eVTOL

## A. 产业格局

### A.1 主机厂

- **Joby S4**：计划 2026 年在迪拜启动首批商业航线。

### A.2 订单

表 A-1 订单（截至 2026-11）

| 厂商 | 确定订单 | 备注 |
| --- | --- | --- |
| 峰飞 | 约 700 架 | 含意向 |
| 沃飞 | 约 200 架 | — |

## B. 适航

表 B-1 适航进度（截至 2026-11）

| 机型 | TC | 备注 |
| --- | --- | --- |
| S4 | 审定中 | FAA |
| AE200 | 审定中（TIA） | CAAC |
"""


def brief(request: str) -> str:
    return f"""\
# eVTOL · E1 预消化简报（2026-12-09）

## 一、今日重要增量

### 条目 1：迪拜开航

- **来源**：Joby 新闻稿（2026-12-01）
- **要点**：S4 在迪拜开始收费载客。
- **建议归入**：{request}

## 四、本轮结论与建议动作

- 见条目 1。
"""


ENTRY = (
    "A.1 Joby S4：「计划 2026 年在迪拜启动首批商业航线」换成「2026-12-01 起在迪拜收费载客运营」；"
)


@pytest.mark.parametrize("keep", ["表 B-1 S4 一行别碰。", "表 B-1 里 S4 那行保持不变。"])
def test_the_entry_of_another_section_is_changed(keep: str) -> None:
    lines, rows = kb_after(KB, brief(ENTRY + keep))
    assert "- **Joby S4**：2026-12-01 起在迪拜收费载客运营。" in lines, rows
    assert "| S4 | 审定中 | FAA |" in lines


def test_the_kept_row_itself_is_not_changed() -> None:
    lines, rows = kb_after(
        KB, brief("表 B-1 S4 一行：「审定中」改为「已获」；表 B-1 S4 一行别碰。")
    )
    assert lines == KB.splitlines(), rows
    assert "forbidden" in [status for status, _ in rows], rows


def test_a_row_of_the_table_whose_title_is_kept_is_changed() -> None:
    said = (
        "表 A-1 峰飞一行的确定订单由「约 700 架」改为「约 800 架」；"
        "表 A-1 表题“截至 2026-11”也保持原样。"
    )
    lines, rows = kb_after(KB, brief(said))
    assert "| 峰飞 | 约 800 架 | 含意向 |" in lines, rows
    assert "表 A-1 订单（截至 2026-11）" in lines


def test_the_kept_title_s_words_are_not_changed() -> None:
    said = "表 A-1 中「截至 2026-11」改为「截至 2026-12」；表 A-1 表题“截至 2026-11”也保持原样。"
    lines, rows = kb_after(KB, brief(said))
    assert lines == KB.splitlines(), rows
