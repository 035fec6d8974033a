"""A reference the brief writes out whole in author-year form (`` 照录：`Kim, S., … (2026).
Title. …` ``), with no paper's id, goes into a list of references in that form as given, in
the list's marker, among them by its first author where the list keeps that order (else after
the last); one listed already is not listed again; a list of no such references reports it."""

from __future__ import annotations

import pytest

from .conftest import added_to, kb_after

KB = """\
# 管网活文档

## 一、指标

综合漏损率按 CJJ 92 计算。

## 七、参考文献

- Farley, M., Trow, S. (2003). Losses in Water Distribution Networks. IWA Publishing.
- Gao, Y., Brennan, M. J. (2021). Acoustic leak detection in plastic pipes. JSV, 498.
- Lambert, A. O. (1999). A review of performance indicators. AQUA, 48(6), 227–237.
- 北塘供水（2026）. 压力管理工作总结（内部资料）.
"""

KIM = "Kim, S., Park, J. (2026). Transferable EWMA thresholds. Water Research, 281, 123456."


def brief(request: str) -> str:
    return (
        "# pipes · E1 预消化简报（2026-12-01）\n\n## 一、增量\n\n"
        "### 条目 1：EWMA 阈值迁移\n\n"
        "- **来源**：organized/paper_cards/2211-kim.md\n"
        "- **要点**：分层共享阈值。\n"
        f"- **建议归入**：{request}\n\n"
        "## 三、本轮建议的归并动作\n\n- 见条目 1。\n"
    )


@pytest.mark.parametrize(
    "request_words",
    [f"参考文献补一条，照录：`{KIM}`", f"参考文献末尾添加：`{KIM}`", f"参考文献新增：`{KIM}`"],
)
def test_the_reference_goes_in_by_its_first_author(request_words: str) -> None:
    lines, _ = kb_after(KB, brief(request_words))
    at = lines.index(
        "- Gao, Y., Brennan, M. J. (2021). Acoustic leak detection in plastic pipes. JSV, 498."
    )
    assert lines[at + 1].startswith(f"- {KIM[:-1]}")
    assert lines[at + 2].startswith("- Lambert, A. O. (1999).")


def test_a_reference_listed_already_is_not_listed_again() -> None:
    request = "参考文献补一条，照录：`Lambert, A. O. (1999). A review of performance indicators.`"
    added, _ = added_to(KB, brief(request))
    assert added == []


def test_a_list_of_no_such_references_reports_it() -> None:
    kb = (
        KB.replace("- Farley", "1. Farley")
        .replace("- Gao", "2. Gao")
        .replace("- Lambert", "3. Lambert")
    )
    kb = kb.replace("- 北塘", "4. 北塘")
    lines, outcomes = kb_after(kb, brief(f"参考文献补一条，照录：`{KIM}`"))
    assert lines == kb.splitlines()
    assert any(status == "unresolved" for status, _ in outcomes)
