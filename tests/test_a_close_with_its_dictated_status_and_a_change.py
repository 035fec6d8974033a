"""A question closed with a status the brief dictates after a dash (`Q4 可以关闭——状态改为
「已回答」`) takes that status, and a change of the same line asked with it (`句末「A」替换成「B」`)
is made on the closed line; one whose old words the line does not hold is reported, never
dropped while the close is proposed."""

from __future__ import annotations

from .conftest import kb_after

KB = """\
# 叠层活文档

## 6 开放问题

- **Q3**（状态：开放）光致相分离在组件尺度是否可逆？
- **Q4**（状态：部分回答）TPO 封装能否维持 ≥90%？已有 1000 h 数据 96%，2000 h 数据缺失。
"""


def brief(request: str) -> str:
    return (
        "# tandem · E1 预消化简报（2026-12-11）\n\n## 一、增量\n\n"
        "### 条目 1：Holzhey 2000 h 数据\n\n"
        "- **来源**：organized/paper_cards/2301-holzhey.md\n"
        "- **要点**：2000 h 保持率 91%。\n"
        f"- **建议归入**：{request}\n\n"
        "## 三、本轮建议的归并动作\n\n- 见条目 1。\n"
    )


def test_the_dictated_status_and_the_change_are_both_written() -> None:
    request = (
        "§6 Q4 可以关闭——状态改为「已回答」，句末「2000 h 数据缺失」替换成「2000 h 保持率 91%」。"
    )
    lines, _ = kb_after(KB, brief(request))
    assert lines[-1] == (
        "- **Q4**（状态：已回答）TPO 封装能否维持 ≥90%？已有 1000 h 数据 96%，2000 h 保持率 91%。"
    )


def test_a_change_the_line_cannot_take_is_reported_with_the_close() -> None:
    request = (
        "§6 Q4 可以关闭——状态改为「已回答」，句末「3000 h 数据缺失」替换成「3000 h 保持率 88%」。"
    )
    lines, outcomes = kb_after(KB, brief(request))
    assert lines == KB.splitlines()
    assert any(status == "unresolved" and "3000 h" in reason for status, reason in outcomes)
