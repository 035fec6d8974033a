"""A new open question the brief writes after its verb's colon with a label of its own
(`新增一问：Q: A，B？`, quoted or not, `Q:`/`Q：`/`问：`) is written whole, commas and all, and
its label once: the list's own label form wins (`3. Q: …` beside `n. Q: …` items, `Q: …` in a
run of `Q:` lines, no label beside unlabelled items), and a list of one `1. Q: …` item keeps
its label for the second one. Our own words, on small KBs of our own."""

from __future__ import annotations

import pytest

from .conftest import new_lines_of, render_brief

MARK = "（E1 2026-12-15 · 条目 1）"
ASKED = "预取窗口该按请求数还是按字节算，两种口径能否统一？"


def kb(questions: str) -> str:
    return (
        "# 缓存活文档\n\n## 1 组件\n\n- **SlabPool**：按大小分级的内存池。\n\n"
        f"## 3 未决问题\n\n{questions}\n## 4 修订\n\n- 2026-12-01：初版。\n"
    )


TWO_LABELLED = (
    "1. Q: 冷热分层的阈值该按访问次数还是按时间？\n2. Q: 写回缓存在断电时如何保证不丢？\n"
)
ONE_LABELLED = "1. Q: 冷热分层的阈值该按访问次数还是按时间？\n"
RUN_OF_LINES = "Q: 冷热分层的阈值该按访问次数还是按时间？\nQ: 写回缓存在断电时如何保证不丢？\n"
UNLABELLED = "1. 冷热分层的阈值该按访问次数还是按时间？\n2. 写回缓存在断电时如何保证不丢？\n"


def brief(suggestion: str) -> str:
    return (
        "# cache · E1 预消化简报（2026-12-15）\n\n## 一、增量\n\n"
        "### 条目 1：预取口径之争\n\n"
        "- **来源**：organized/paper_cards/41-2512-04411.md（arXiv:2512.04411）\n"
        "- **要点**：两种预取口径在混合负载下结论相反。\n"
        f"- **建议归入**：{suggestion}\n"
    )


def written(questions: str, suggestion: str) -> list[str]:
    text = kb(questions)
    lines = text.splitlines(keepends=True)
    return new_lines_of(render_brief(brief(suggestion), lines, "2026-12-15"), lines)


LABELLED_ASKS = [
    f"§3 未决问题新增一问：Q: {ASKED}",
    f"§3 补一个问题：Q：{ASKED}",
    f'§3 未决问题加一条："Q: {ASKED}"',
    f"第3节未决问题里新增一问：问：{ASKED}",
]


@pytest.mark.parametrize("suggestion", LABELLED_ASKS)
def test_a_labelled_question_is_written_whole_with_the_lists_label_once(suggestion: str) -> None:
    assert written(TWO_LABELLED, suggestion) == [f"3. Q: {ASKED}{MARK}"]


@pytest.mark.parametrize("suggestion", LABELLED_ASKS[:2])
def test_a_run_of_labelled_lines_takes_the_question_once_labelled(suggestion: str) -> None:
    assert written(RUN_OF_LINES, suggestion) == [f"Q: {ASKED}{MARK}"]


@pytest.mark.parametrize("suggestion", LABELLED_ASKS[:3])
def test_unlabelled_items_take_the_question_without_the_briefs_label(suggestion: str) -> None:
    assert written(UNLABELLED, suggestion) == [f"3. {ASKED}{MARK}"]


@pytest.mark.parametrize(
    "suggestion", [*LABELLED_ASKS[:2], f"§3 未决问题新增一问：{ASKED}", f"§3 加一问「{ASKED}」"]
)
def test_a_list_of_one_labelled_question_keeps_its_label(suggestion: str) -> None:
    assert written(ONE_LABELLED, suggestion) == [f"2. Q: {ASKED}{MARK}"]
