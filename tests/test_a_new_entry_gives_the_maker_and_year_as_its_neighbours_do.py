"""Where the neighbours give their maker and year in brackets after the name (`**X**（机构,
年）：…`), a new entry gives the ones the brief writes after its name (`新增一条 Y（清华,
2026）`), in a numbered list and among bold-lead paragraphs alike; where they give none, none
is added. Our own words, on small KBs of our own."""

from __future__ import annotations

import pytest

from kbpatch.models import Status

from .conftest import new_lines_of, render_brief

NUMBERED = """\
# 检索活文档

## 1 稠密检索

1. **DenseA**（北大, 2021）：双塔编码器。[论文](https://arxiv.org/abs/2101.07777)
2. **DenseB**（Meta, 2022）：难负例挖掘。[论文](https://arxiv.org/abs/2203.08888)
"""
PARAGRAPHS = """\
# 检索活文档

## 1 稠密检索

**DenseA**（北大, 2021）用双塔编码器召回。(arXiv 2101.07777)

**DenseB**（Meta, 2022）挖掘难负例。(arXiv 2203.08888)
"""
PLAIN = """\
# 检索活文档

## 1 稠密检索

1. **DenseA**：双塔编码器。[论文](https://arxiv.org/abs/2101.07777)
2. **DenseB**：难负例挖掘。[论文](https://arxiv.org/abs/2203.08888)
"""
DATE = "2026-12-25"


def brief(suggestion: str) -> str:
    return (
        "# retrieval · E1 预消化简报（2026-12-25）\n\n## 一、今日条目\n\n"
        "### 条目 1：LateMix —— 晚交互混合（arXiv 2408.09999）\n\n"
        "- **来源**：inbox/lu/2026-12-24-notes.md\n"
        "- **要点**：MRR@10 提高 2.3 个点（作者自报）。\n"
        f"- **建议归入**：{suggestion}\n"
    )


def new_line(kb: str, suggestion: str) -> str:
    lines = kb.splitlines(keepends=True)
    found = render_brief(brief(suggestion), lines, DATE)
    assert [r.status for _, r in found] == [Status.PROPOSED], [r.reason for _, r in found]
    [line] = [line for line in new_lines_of(found, lines) if line]
    return line


@pytest.mark.parametrize(
    ("suggestion", "aside"),
    [
        ("§1 末尾新增一条 LateMix（清华, 2024）。", "（清华, 2024）"),
        ("§1 DenseB 之后新增一条 LateMix（Naver Labs, 2024）。", "（Naver Labs, 2024）"),
        ("§1 新增 LateMix（浙大，2024）一条。", "（浙大，2024）"),
    ],
)
@pytest.mark.parametrize("kb", [NUMBERED, PARAGRAPHS])
def test_the_brief_s_maker_and_year_follow_the_name(suggestion: str, aside: str, kb: str) -> None:
    line = new_line(kb, suggestion)
    assert f"**LateMix**{aside}：MRR@10 提高 2.3 个点" in line, line


def test_beside_names_without_them_none_is_added() -> None:
    line = new_line(PLAIN, "§1 末尾新增一条 LateMix（清华, 2024）。")
    assert line.startswith("3. **LateMix**：MRR@10"), line
