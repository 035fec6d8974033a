"""A dated line of progress the brief gives for an open question goes under it, whatever shape
the document gives its questions: a heading over its own words and then dated paragraphs (the
new paragraph after them, apart as they are; after its own words where it has no progress yet),
or a bold label with a stop (`**Q3.** …？` over `  - 答（date）：…` lines). The request may name
the line by its date before the noun (`补一行 12-03 进展：`) or put it after the question's own
paragraph (`在 Q7 现有段落之后追加一段进展：`). Lines under a question in an order kbpatch
cannot tell are still not guessed at. Our own words, on our own KBs."""

from __future__ import annotations

import pytest

from .conftest import kb_after

HEADINGS_KB = """\
# 储氢 · 活文档

## 第五部分 悬而未决

#### Q4 盐穴储氢的泄漏率能否低于 0.1%/年？

现有数据只来自德国的两处试验洞穴，样本太少。

*2026-11-02 更新*：第二处洞穴的年泄漏率约 0.2%。

#### Q5 液氢槽车的蒸发损失能否降到 0.3%/天？

厂商宣称 0.3%，第三方测量在 0.5% 上下。

#### Q6 有机液体储氢的脱氢能耗能否降到 10 kWh/kg？

目前最好的示范为 12 kWh/kg。
"""

BOLD_KB = """\
# 储氢 · 活文档

## VI. 开放问题

**Q3.** 盐穴储氢的泄漏率能否低于 0.1%/年？
  - 答（2026-11-20）：第二处洞穴的年泄漏率约 0.2%。

**Q3.1** 泄漏率的测量口径是否统一？
  - 答（2026-11-21）：尚无统一口径。
"""


def brief(suggestion: str) -> str:
    return f"""\
# 储氢 · E1 预消化简报（2026-12-06）

## 一、今日重要增量

### 条目 1：新测量

- **来源**：测量报告（2026-12-01）
- **要点**：新数据。
- **建议归入**：{suggestion}

## 二、今晚建议的归并动作

1. 见条目 1。
"""


def added(kb: str, suggestion: str) -> list[str]:
    lines, rows = kb_after(kb, brief(suggestion))
    assert [status for status, _ in rows] == ["proposed"], rows
    return lines


NEW = "*2026-12-03 更新*：第三处洞穴的年泄漏率约 0.08%。"


@pytest.mark.parametrize(
    "asked",
    [
        f"Q4 下补一段进展：`{NEW}`",
        f"在 Q4 现有段落之后追加一段进展：`{NEW}`",
        f"Q4 下面补一行 12-03 进展：`{NEW}`",
    ],
)
def test_a_dated_paragraph_follows_the_question_s_record(asked: str) -> None:
    lines = added(HEADINGS_KB, asked)
    at = lines.index("*2026-11-02 更新*：第二处洞穴的年泄漏率约 0.2%。")
    assert lines[at + 1] == "", lines
    assert lines[at + 2].startswith(NEW.rstrip("。")), lines
    assert lines[at + 3 :] == HEADINGS_KB.splitlines()[at + 1 :], lines


def test_a_question_with_no_progress_takes_it_after_its_own_words() -> None:
    lines = added(HEADINGS_KB, f"在 Q5 现有段落之后追加一段进展：`{NEW}`")
    at = lines.index("厂商宣称 0.3%，第三方测量在 0.5% 上下。")
    assert lines[at + 1] == "" and lines[at + 2].startswith(NEW.rstrip("。")), lines


def test_words_after_the_question_s_record_leave_the_place_unguessed() -> None:
    kb = HEADINGS_KB.replace(
        "*2026-11-02 更新*：第二处洞穴的年泄漏率约 0.2%。\n",
        "*2026-11-02 更新*：第二处洞穴的年泄漏率约 0.2%。\n\n另见 3.2 节的测量方法。\n",
    )
    lines, rows = kb_after(kb, brief(f"Q4 下补一段进展：`{NEW}`"))
    assert lines == kb.splitlines(), rows
    assert rows[0][0] == "unresolved", rows


@pytest.mark.parametrize(
    "asked",
    [
        "Q3 下追加一条答复，日期记 2026-12-02，内容为「第三处洞穴约 0.08%。」",
        "Q3 下补一条答复：`  - 答（2026-12-02）：第三处洞穴约 0.08%。`",
    ],
)
def test_a_bold_label_with_a_stop_names_its_question(asked: str) -> None:
    lines = added(BOLD_KB, asked)
    at = lines.index("  - 答（2026-11-20）：第二处洞穴的年泄漏率约 0.2%。")
    assert lines[at + 1].startswith("  - 答（2026-12-02）：第三处洞穴约 0.08%"), lines
    assert lines[at + 2] == "" and lines[at + 3].startswith("**Q3.1**"), lines
