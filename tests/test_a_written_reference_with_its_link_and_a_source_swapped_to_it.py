"""A reference the brief writes out whole with its own link (`参考资料新增："[R4] 百度. 公告.
2026. https://…"`) is written as given: it was reported as a citation asked to link elsewhere
than its paper's arXiv page. An entry's source swapped to it (`来源由 [R3] 换成新增的 [R4]`)
takes the label alone, not the words that call it new (`新增的 [R4]` was written). Our own
words and our own small KB."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# Robotaxi 知识库

## 第一章 玩家

### 1.2 中国玩家

1. 萝卜快跑：累计订单超 2,300 万单（来源 [R3]）

## 参考资料

[R1] Waymo. Safety Report. 2026. https://waymo.com/safety
[R2] 小马智行. 公告. 2026. https://ir.pony.ai/
[R3] 百度. 2026 年第二季度业绩公告. 2026. https://ir.baidu.com/
"""

BRIEF = """\
robotaxi · E1 预消化简报(2026-12-03)

一、今日增量

条目 1：百度 2026Q3 业绩
  • 来源：百度 2026-11-20 第三季度业绩公告（https://ir.baidu.com/q3）
  • 要点：累计订单超 2,600 万单。
  • 建议归入：
    - §1.2 第 1 条：累计订单"超 2,300 万单"改为"超 2,600 万单"；该条来源由 [R3] 换成新增的 [R4]。
    - 参考资料新增："[R4] 百度. 2026 年第三季度业绩公告. 2026. https://ir.baidu.com/q3"
"""


def test_the_reference_is_written_and_the_entry_cites_it() -> None:
    lines, rows = kb_after(KB, BRIEF)
    assert [status for status, _ in rows] == ["proposed"] * 3, rows
    assert "1. 萝卜快跑：累计订单超 2,600 万单（来源 [R4]）" in lines, rows
    assert any(
        line.startswith("[R4] 百度. 2026 年第三季度业绩公告. 2026. https://ir.baidu.com/q3")
        for line in lines
    ), rows


@pytest.mark.parametrize(
    "place", ["参考资料补", "参考资料末尾补", "参考资料新增：", "参考资料里补"]
)
def test_the_list_named_by_what_it_is_before_a_quoted_line_takes_it(place: str) -> None:
    said = BRIEF.replace('参考资料新增："', f'{place} "')
    lines, rows = kb_after(KB, said)
    assert [status for status, _ in rows] == ["proposed"] * 3, rows
    assert lines[-1].startswith("[R4] 百度. 2026 年第三季度业绩公告. 2026."), rows
