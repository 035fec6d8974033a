"""Where each open question is a heading of its own (`#### 问题 2：…？`) with labelled notes
below (`状态：开放（…）`), a close that dictates the status line (`问题 2 可以关闭：状态行改为
「状态：已回答（…）」`) writes that line as quoted under that question's heading, no other's;
a label the question's notes do not hold is reported."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 管网活文档

## 五、开放问题

#### 问题 1：DMA 覆盖率是否存在拐点？

需要更多水司数据。

状态：开放（2026-10-15 提出）

#### 问题 2：光纤 DAS 在非金属管上的检出率是多少？

试点只给出了定位精度。

状态：开放（2026-10-15 提出）

## 六、术语表

- **MNF** —— 夜间最小流量。
"""


def brief(request: str) -> str:
    return (
        "# pipes · E1 预消化简报（2026-12-02）\n\n## 一、增量\n\n"
        "### 条目 1：沧浦 DAS 报告\n\n"
        "- **来源**：organized/reports/cangpu-das.md\n"
        "- **要点**：PE 管检出率 71%。\n"
        f"- **建议归入**：{request}\n\n"
        "## 三、本轮建议的归并动作\n\n- 见条目 1。\n"
    )


@pytest.mark.parametrize(
    "request_words",
    [
        "问题 2 可以关闭：状态行改为「状态：已回答（2026-12-02，PE 管检出率 71%）」。",
        "关闭问题 2：状态行改成「状态：已回答（2026-12-02，PE 管检出率 71%）」",
    ],
)
def test_the_status_line_under_that_question_is_written(request_words: str) -> None:
    lines, _ = kb_after(KB, brief(request_words))
    assert lines[lines.index("#### 问题 2：光纤 DAS 在非金属管上的检出率是多少？") + 4] == (
        "状态：已回答（2026-12-02，PE 管检出率 71%）"
    )
    assert lines[lines.index("#### 问题 1：DMA 覆盖率是否存在拐点？") + 4] == (
        "状态：开放（2026-10-15 提出）"
    )


def test_a_label_the_notes_lack_is_reported() -> None:
    lines, outcomes = kb_after(KB, brief("问题 2 可以关闭：结论行改为「结论：已回答。」"))
    assert lines == KB.splitlines()
    assert any(status == "unresolved" and "结论" in reason for status, reason in outcomes)
