"""A value the item's own caveat calls wrong (`「约 310」是我推算的，不准`, `「0.56」抄错了`, `「2.3
倍」有误`) is never written by the item's change: the change is held back and the caveat
reported, whatever value it gives instead. Our own words."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 星座 活文档

## 1 概览

表 1-1 主要星座：

| 星座 | 运营方 | 在轨数量 |
|---|---|---|
| Alpha | 甲公司 | 约 230 |
| Beta | 乙公司 | 108 |
"""


def brief(value: str, caveat: str) -> str:
    return f"""\
# 星座 · E1 预消化简报（2026-12-06）

## 一、今日条目

### 条目 1：Alpha 新一批发射

- **来源**：甲公司公告（2026-11-28）
- **要点**：Alpha 完成新一批发射。
- **建议归入**：表 1-1 里 Alpha 那一行，在轨数量一格改成「{value}」。
- 值得警惕：{caveat}
"""


@pytest.mark.parametrize(
    ("value", "caveat"),
    [
        ("约 310", "「约 310」是我按发射批次推算的，不准；公告给出的确数是 302 颗。"),
        ("0.56 千颗", "上面的「0.56 千颗」抄错了，以公告为准。"),
        ("约 320", "「约 320」有误，待公告确认。"),
    ],
)
def test_the_value_called_wrong_is_not_written(value: str, caveat: str) -> None:
    lines, rows = kb_after(KB, brief(value, caveat))
    assert lines == KB.splitlines(), rows
    assert any(status == "forbidden" for status, _ in rows), rows


def test_a_value_the_caveat_leaves_alone_is_written() -> None:
    lines, rows = kb_after(KB, brief("约 310", "「甲公司」是注册名，不改。"))
    assert "| Alpha | 甲公司 | 约 310 |" in lines, rows
