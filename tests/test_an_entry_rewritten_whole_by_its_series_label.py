"""An entry named by its series label alone is rewritten whole as the line dictated for it
(`二（二）H3 整行替换为：「- ~~H3：…~~ 已证实（2026-12）」`), also with no section where the
dictated line opens with that label (`即整行替换为：…`); strikethrough inside the dictated
line is words to write, not a withdrawal. A label no entry opens with is reported. Our own
words, on a KB of our own."""

from __future__ import annotations

import pytest

from tests.conftest import kb_after

KB = """\
# 研判

## 二、研判

### （一）待验证假设

- ~~H2：甲事件将在三季度前发生~~ 已证伪（2026-10）
- H3：乙事件将在年内发生（置信度：中）
- H4：丙事件将在 2027 年发生（置信度：低）
"""
NEW = "- ~~H3：乙事件将在年内发生~~ 已证实（2026-12）"


def brief(suggestion: str) -> str:
    return f"""\
# 研判 · E1 预消化简报（2026-12-08）

## 一、今日重要增量

### 增量 1：乙事件发生

- **来源**：新闻稿（2026-12-05）
- **要点**：乙事件已发生。

**建议归入** {suggestion}

## 四、本轮结论与建议动作

- 见增量 1。
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        f"二（一）H3 整行替换为：「{NEW}」",
        f"§2.1 的 H3 那条整行替换为：「{NEW}」",
        f"H3 按 H2 的写法结案，即整行替换为：「{NEW}」",
        f"H3 按 H2 的写法结案，即整行替换为：\n`{NEW}`",
    ],
)
def test_the_labelled_entry_takes_the_dictated_line(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert NEW in lines and "- H3：乙事件将在年内发生（置信度：中）" not in lines, rows
    assert "- H4：丙事件将在 2027 年发生（置信度：低）" in lines


def test_a_label_no_entry_opens_with_is_reported() -> None:
    lines, rows = kb_after(KB, brief("即整行替换为：「- ~~H9：没有这一条~~ 已证实（2026-12）」"))
    assert lines == KB.splitlines(), rows
    assert "proposed" not in [status for status, _ in rows], rows


def test_a_struck_closing_line_holding_quotes_still_withdraws_the_edit() -> None:
    text = brief("§2.1 H4 的「置信度：低」改为「置信度：中」。").replace(
        "- 见增量 1。", '- ~~§2.1 H4 的置信度改为"中"（增量 1）~~'
    )
    lines, rows = kb_after(KB, text)
    assert lines == KB.splitlines(), rows
    assert "proposed" not in [status for status, _ in rows], rows


HIGH = "- H3：乙事件将在年内发生（置信度：高）"


@pytest.mark.parametrize(
    "suggestion", [f"二（一）H3 整行改为：`{HIGH}`", f"§2.1 的 H3 那条整行替换为：`{HIGH}`"]
)
def test_a_line_in_backticks_after_the_colon_is_the_new_line(suggestion: str) -> None:
    """The dictated line in backticks, which the brief's line reads bare after the colon: it
    was reported as a rewrite kbpatch does not propose."""
    lines, rows = kb_after(KB, brief(suggestion))
    assert rows[0][0] == "proposed", rows
    old = "- H3：乙事件将在年内发生（置信度：中）"
    assert lines == [HIGH if x == old else x for x in KB.splitlines()], lines
