"""An append that names its line inside the section — a prose paragraph by the words it opens
with (`X一段`, `"X"一段`, `X 那段`), a line by its label (`表注`), a question by its number
(`问题 2`) — goes at the end of that one paragraph or line, never the section's last one; the
words dictated after the colon are what is written, never the quoted name. A paragraph that
only mentions the words, several that hold them, none, or a question the list lacks: reported
with the words, nothing written. Our own words, on a small KB of our own."""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import new_lines_of, render_brief

SAID = "低温下容量保持率约为八成。"

KB = (
    "# 储能活文档\n\n## 1 电池\n\n### 1.1 化学体系\n\n"
    "磷酸铁锂（LFP）仍是储能电站的主流选择，循环寿命长，成本低。\n\n"
    "钠离子电池（SIB）：原料丰富，低温表现更好，但能量密度仍低约三成。\n\n"
    "固态电池：实验室样品已过千次循环，量产时间未定。\n\n"
    "### 1.2 对比\n\n"
    "| 体系 | 能量密度 (Wh/kg) | 循环次数 |\n| --- | --- | --- |\n"
    "| LFP | 160 | 6000 |\n| 钠离子 | 120 | 3000 |\n\n"
    "表注：数字为公开样品的典型值。\n\n"
    "选购经验：小型户储优先看循环次数，而不是能量密度。\n\n"
    "## 2 开放问题\n\n"
    "问题 1：钠离子电池能否在五年内降到 LFP 的成本？\n"
    "问题 2：固态电池的界面衰减有没有可量产的解法？\n"
    "问题 3：梯次利用的电池如何估计剩余寿命？\n\n"
    "## 3 修订\n\n- 2026-12-01：初版。\n"
)
LINES = KB.splitlines(keepends=True)


def brief(suggestion: str) -> str:
    return (
        "# storage · E1 预消化简报（2026-12-15）\n\n## 一、增量\n\n"
        "### 条目 1：钠电低温测试\n\n"
        "- **来源**：organized/paper_cards/52-2512-07731.md（arXiv:2512.07731）\n"
        f"- **建议归入**：{suggestion}\n"
    )


def appends(suggestion: str) -> list[tuple[Status, str, list[str]]]:
    """Each append's status, reason and the lines it writes that the KB did not hold."""
    found = render_brief(brief(suggestion), LINES, "2026-12-15")
    return [
        (r.status, r.reason or "", new_lines_of([(a, r)], LINES))
        for a, r in found
        if a.kind is ActionKind.APPEND
    ]


def written_line(suggestion: str) -> str:
    [(status, reason, lines)] = appends(suggestion)
    assert status is Status.PROPOSED, reason
    [line] = lines
    return line


@pytest.mark.parametrize(
    "suggestion",
    [
        f"§1.1 钠离子电池一段末尾补一句：{SAID}",
        f'§1.1 "钠离子电池"一段末尾补一句：{SAID}',
        f"§1.1 “钠离子电池”那段结尾加一句“{SAID}”",
        f"§1.1 化学体系 中钠离子电池一段末尾补一句：{SAID}",
        f"1.1 节 钠离子电池（SIB）那一段末尾补一句：{SAID}",
    ],
)
def test_a_paragraph_named_by_its_opening_words_gets_the_sentence(suggestion: str) -> None:
    line = written_line(suggestion)
    assert line.startswith("钠离子电池（SIB）：") and line.endswith(f"三成。{SAID}"), line


@pytest.mark.parametrize(
    "suggestion",
    [
        f"§1.1 磷酸铁锂一段末尾补一句：{SAID}",
        f"§1.1 化学体系 中磷酸铁锂一段末尾加一句：{SAID}",
    ],
)
def test_the_first_paragraph_named_gets_the_sentence(suggestion: str) -> None:
    line = written_line(suggestion)
    assert line.startswith("磷酸铁锂（LFP）") and line.endswith(f"成本低。{SAID}"), line


@pytest.mark.parametrize(
    "suggestion",
    [
        f"§1.2 表注末尾附一句：{SAID}",
        f"§1.2 表注末尾补一句：{SAID}",
        f"§1.2 对比 中表注一行末尾加一句：{SAID}",
    ],
)
def test_a_table_note_followed_by_a_paragraph_gets_the_sentence(suggestion: str) -> None:
    line = written_line(suggestion)
    assert line == f"表注：数字为公开样品的典型值。{SAID}", line


@pytest.mark.parametrize(
    "suggestion",
    [
        f"§2 开放问题 问题 2 末尾补一句：{SAID}",
        f"§2 问题2结尾补一句：{SAID}",
        f"第 2 节 问题 2 末尾加一句：{SAID}",
    ],
)
def test_a_question_named_by_its_number_gets_the_sentence(suggestion: str) -> None:
    line = written_line(suggestion)
    assert line.startswith("问题 2：") and line.endswith(f"解法？{SAID}"), line


@pytest.mark.parametrize(
    ("suggestion", "words"),
    [
        # Only mentioned inside the first paragraph, opening none.
        (f"§1.1 循环寿命一段末尾补一句：{SAID}", "循环寿命"),
        # Held by two paragraphs, opening neither.
        (f"§1.1 电池一段末尾补一句：{SAID}", "电池"),
        # Held by no line of the section.
        (f"§1.1 液流电池一段末尾补一句：{SAID}", "液流电池"),
        # A label no line of the section opens with.
        (f"§1.1 表注末尾补一句：{SAID}", "表注"),
        # A number the question list does not reach.
        (f"§2 问题 7 末尾补一句：{SAID}", "7"),
    ],
)
def test_a_named_line_not_found_once_is_reported_not_the_last_paragraph(
    suggestion: str, words: str
) -> None:
    [(status, reason, lines)] = appends(suggestion)
    assert status is Status.UNRESOLVED and words in reason and lines == [], (status, reason)


@pytest.mark.parametrize(
    "suggestion",
    [
        '§1.1 固态电池一段中"低约三成"改为"低约两成"。',
        '§1.1 化学体系 磷酸铁锂一段中"低约三成"更新为"低约两成"。',
    ],
)
def test_a_change_in_a_named_paragraph_that_lacks_the_words_is_reported(suggestion: str) -> None:
    """The words stand in another paragraph than the one named: that one is not changed."""
    found = render_brief(brief(suggestion), LINES, "2026-12-15")
    [result] = [r for a, r in found if a.kind is ActionKind.REPLACE]
    assert result.status is Status.UNRESOLVED and "低约三成" in (result.reason or ""), result
    assert new_lines_of(found, LINES) == []
