"""A line dictated as inline code with more words after it (`` 参考文献新增第 19 条：`19. X.
2026.`，首段的上标 <sup>1</sup> 换成 <sup>19</sup> ``) ends at its closing backtick: the words
after it ran on into the new reference. A question row given cell by cell (`新增一行：编号 8，
问题「X？」，提出日期 2026-12-07，状态 开放`) writes the quoted question, not `编号 8`. Our own
words and KB."""

from __future__ import annotations

from .conftest import kb_after
from .test_a_line_naming_only_a_place_heads_the_requests_under_it import brief

KB = """\
# 电池回收

## 第1部分 政策

截至 2026 年 10 月共公告六批<sup>1</sup>。

## 第5部分 开放问题

| 编号 | 问题 | 提出日期 | 状态 |
|---|---|---|---|
| 7 | 白名单企业开工率有无统计？ | 2026-10-22 | 开放 |

## 参考文献

1. 工业和信息化部. 企业名单（第六批）. 2025.
"""


def test_the_code_line_ends_at_its_backtick() -> None:
    asked = (
        "参考文献新增第 2 条：`2. 工业和信息化部. 企业名单（第七批）. 2026.`，"
        "首段的上标 <sup>1</sup> 换成 <sup>2</sup>。"
    )
    lines, rows = kb_after(KB, brief(asked))
    added = [line for line in lines if line.startswith("2. ")]
    assert len(added) == 1 and "首段" not in added[0] and "<sup>" not in added[0], (added, rows)
    assert added[0].startswith("2. 工业和信息化部. 企业名单（第七批）. 2026"), (added, rows)


def test_the_question_row_takes_the_quoted_question() -> None:
    asked = (
        "第5部分开放问题表新增一行：编号 8，问题「电池护照细则能否在 2027 年定稿？」，"
        "提出日期 2027-02-05，状态 开放。"
    )
    lines, rows = kb_after(KB, brief(asked))
    row = [line for line in lines if line.startswith("| 8 |")]
    assert len(row) == 1 and "电池护照细则能否在 2027 年定稿？" in row[0], (row, rows)
    assert "编号 8" not in row[0], (row, rows)
