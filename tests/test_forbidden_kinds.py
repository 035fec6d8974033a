"""A brief may forbid a kind of words in the new entry rather than a quoted word: numbers
(`不带数字`, `只写结论不写数字`), percentages (`不写百分比`), the numbers said of one measure
(`不要写 TTFT 的具体数字`), all numbers but some (`数字只保留 9%`). kbpatch does not rewrite the
analyst's sentences to leave them out: an entry whose words hold one is withheld, with the
brief's words; an entry without any is written as usual."""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import added_lines, render_brief

DATE = "2026-12-08"

KB = """\
# inference 活文档

## 一、调度

### 1.1 路由

- **轮询**：按副本轮转。

## 二、缓存

### 2.1 回收

- **LRU**：冷块写回主机内存。
"""
LINES = KB.splitlines(keepends=True)
WITH_NUMBERS = "SliceRoute 按长度分段校准路由，TTFT 降 9%，错派率从 14% 降到 9%（作者自测）。"
WITHOUT = "SliceRoute 按长度分段校准路由打分，缓解长请求被错派（作者自测）。"


def brief(suggestion: str, summary: str = WITH_NUMBERS, caveat: str = "只有作者自测。") -> str:
    return (
        "# inference · E1 预消化简报（2026-12-08）\n\n> 作者：qiu\n\n## 一、增量\n\n"
        "### 条目 1：SliceRoute（arXiv:2612.05501）\n\n"
        "- **来源**：arXiv:2612.05501\n"
        f"- **要点**：{summary}\n"
        f"- **建议归入**：{suggestion}\n\n"
        f"## 二、值得警惕\n\n- {caveat}\n\n"
        "## 三、可引用的 arXiv 号\n\n- arXiv:2612.05501 — SliceRoute\n"
    )


def entry(text: str) -> tuple[str, str, list[str]]:
    [(action, result)] = [
        (a, r) for a, r in render_brief(text, LINES, DATE) if a.kind is ActionKind.ADD_ENTRY
    ]
    lines = added_lines(result, LINES) if result.edit is not None else []
    return result.status.value, action.forbidden_by, lines


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.1 新增一条 SliceRoute，限一句话，不带数字。",
        "§1.1 新增一条 SliceRoute，只写结论不写数字。",
        "§1.1 新增一条 SliceRoute，不要写具体数值。",
        "§1.1 新增一条 SliceRoute，不写百分比。",
        "§1.1 新增一条 SliceRoute，数字只保留 9%。",
        "§1.1 新增一条 SliceRoute，不要写 TTFT 的具体数字。",
        "§1.1: add an entry for SliceRoute, no numbers.",
    ],
)
def test_an_entry_holding_a_forbidden_kind_of_words_is_withheld_with_the_briefs_words(
    suggestion: str,
) -> None:
    status, forbidden_by, lines = entry(brief(suggestion))
    assert status == Status.FORBIDDEN.value and not lines
    assert suggestion.rstrip("。.").split("，")[-1] in forbidden_by


def test_the_numbers_of_one_measure_forbidden_in_the_caveats_withhold_its_entry() -> None:
    text = brief("§1.1 新增一条 SliceRoute。", caveat="SliceRoute 条目里不要写 TTFT 的具体数字。")
    status, forbidden_by, _ = entry(text)
    assert status == Status.FORBIDDEN.value and "TTFT 的具体数字" in forbidden_by


@pytest.mark.parametrize(
    ("suggestion", "summary"),
    [
        ("§1.1 新增一条 SliceRoute，不带数字。", WITHOUT),
        (
            "§1.1 新增一条 SliceRoute，不写百分比。",
            "SliceRoute 按长度分段校准路由，错派减半（作者自测，2 个负载）。",
        ),
        (
            "§1.1 新增一条 SliceRoute，数字只保留 9%。",
            "SliceRoute 按长度分段校准路由，错派率降到 9%（作者自测）。",
        ),
        (
            "§1.1 新增一条 SliceRoute，不要写 TTFT 的具体数字。",
            "SliceRoute 分段校准路由，错派率降 5 点（作者自测）。",
        ),
    ],
)
def test_an_entry_without_the_forbidden_kind_is_written(suggestion: str, summary: str) -> None:
    status, forbidden_by, lines = entry(brief(suggestion, summary))
    assert status == Status.PROPOSED.value and not forbidden_by
    assert lines and "SliceRoute" in lines[0] and "arXiv:2612.05501" in lines[0]
