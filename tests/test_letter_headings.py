"""Headings numbered by letters or Roman numerals with their dot (`## E. 参考`, `### B.2 配比搜索`,
`### III.1 DPO`, `## Part III …`) are found by their words, as `5.3`-numbered ones are: the
citation list is the section whose words say so, and `「配比搜索」小节` is `### B.2 配比搜索`. A
capital that is a word of the heading (`A 股`) is not a number."""

from __future__ import annotations

import pytest

from kbpatch.locate import heading_words, list_section, outline, resolve
from kbpatch.models import SectionRef

KB = (
    "# 预训练 活文档\n\n"
    "## A. 数据来源\n\n### A.1 网页数据\n\n- **FineWeb**：15T token。\n\n"
    "## B. 数据配比\n\n### B.2 配比搜索\n\n- **RegMix**：小模型回归配比。\n\n"
    "## III. 直接偏好优化\n\n### III.1 DPO 及变体\n\n- DPO：隐式奖励。\n\n"
    "## Part IV 评测\n\n- **MMLU**：知识。\n\n"
    "## A 股市场\n\n- 无关。\n\n"
    "## E. 参考\n\n- arXiv:2406.17557 — The FineWeb Datasets\n"
)


@pytest.mark.parametrize(
    ("line", "words"),
    [
        ("## A. 数据来源", "数据来源"),
        ("### B.2 配比搜索", "配比搜索"),
        ("## III. 直接偏好优化", "直接偏好优化"),
        ("### III.1 DPO 及变体", "DPO 及变体"),
        ("## Part IV 评测", "评测"),
        ("## A 股市场", "A 股市场"),
        ("## E. 参考", "参考"),
    ],
)
def test_a_headings_letter_or_roman_number_is_not_one_of_its_words(line: str, words: str) -> None:
    heading = next(h for h in outline(KB.splitlines(keepends=True)) if h.text in line)
    assert heading_words(heading) == words


def test_the_citation_list_under_a_lettered_heading_is_found_by_its_words() -> None:
    headings = outline(KB.splitlines(keepends=True))
    assert list_section(headings, "citations").text == "E. 参考"


@pytest.mark.parametrize(
    ("name", "heading"), [("配比搜索", "B.2 配比搜索"), ("DPO 及变体", "III.1 DPO 及变体")]
)
def test_a_lettered_sub_section_is_found_by_its_words(name: str, heading: str) -> None:
    headings = outline(KB.splitlines(keepends=True))
    assert resolve(headings, SectionRef(key=f"name-{name}", raw=name)).text == heading
