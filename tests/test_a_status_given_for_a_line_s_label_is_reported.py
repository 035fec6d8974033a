"""A pair that gives a line's label a status in its stead (`Q7 → 已答`, `H5 → 已证实`) says
something of the line the label names; it is reported with its words, never written as the
label's replacement (`- [ ] 已答：…` was written). A label-like name changed to another name
(`A100 → H100`) is still a change of words. Our own words and our own small KB."""

from __future__ import annotations

import pytest

from .conftest import kb_after
from .test_a_line_naming_only_a_place_heads_the_requests_under_it import brief

KB = """\
# 储能 活文档

## 6 开放问题

- [ ] Q6：半固态电池的全生命周期成本是否优于 LFP？
- [ ] Q7：全钒电解液租赁模式下，电解液残值如何计价？

## 7 假设

- **H5**：独立储能在 2027 年前实现全面盈利。（状态：跟踪中）

## 8 算力

- 训练集群以 A100 为主。
"""


@pytest.mark.parametrize(
    "asked", ["§6 Q7 → 已答。", "第 6 章 Q7 → 已答（条目 1 原文）。", "§7 H5 → 已证实。"]
)
def test_the_label_is_left_and_the_request_reported(asked: str) -> None:
    lines, rows = kb_after(KB, brief(asked))
    assert lines == KB.splitlines(), rows
    assert [status for status, _ in rows] == ["not understood"], rows


def test_a_name_changed_to_another_name_is_written() -> None:
    lines, rows = kb_after(KB, brief("§8 A100 → H100。"))
    assert "- 训练集群以 H100 为主。" in lines, rows
