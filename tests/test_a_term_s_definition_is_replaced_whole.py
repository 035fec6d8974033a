"""A glossary term's definition replaced whole (`术语表 MNF 一条的释义替换成：「…」`,
`术语表中「AB 电池」的定义改为「…」`) is written as the brief gives it, after the term, its
aside and its separator as the line has them (`—— `, `：`); a term no line defines is reported."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 管网活文档

## 一、指标

综合漏损率按 CJJ 92 计算。

## 七、术语表

- **MNF**（Minimum Night Flow）—— 夜间最小流量，取最低小时均值。
- **AB 电池**：两种电芯混排的电池包。
"""


def brief(request: str) -> str:
    return (
        "# pipes · E1 预消化简报（2026-12-03）\n\n## 一、增量\n\n"
        "### 条目 1：术语整理\n\n"
        "- **来源**：本轮对照活文档\n"
        "- **要点**：MNF 释义写死了小时均值。\n"
        f"- **建议归入**：{request}\n\n"
        "## 三、本轮建议的归并动作\n\n- 见条目 1。\n"
    )


@pytest.mark.parametrize(
    ("request_words", "written"),
    [
        (
            "术语表 MNF 一条的释义替换成：「夜间最小流量，取最低 15 分钟或 1 小时均值。」",
            "- **MNF**（Minimum Night Flow）—— 夜间最小流量，取最低 15 分钟或 1 小时均值。",
        ),
        (
            "术语表 MNF 的定义更新为「夜间最小流量，取最低 15 分钟或 1 小时均值。」",
            "- **MNF**（Minimum Night Flow）—— 夜间最小流量，取最低 15 分钟或 1 小时均值。",
        ),
        (
            "术语表中「AB 电池」的释义改为：「同一电池包内混排两种电芯，由 BMS 分别估算 SOC。」",
            "- **AB 电池**：同一电池包内混排两种电芯，由 BMS 分别估算 SOC。",
        ),
    ],
)
def test_the_definition_is_written_as_given(request_words: str, written: str) -> None:
    lines, _ = kb_after(KB, brief(request_words))
    assert written in lines


def test_a_term_no_line_defines_is_reported() -> None:
    lines, outcomes = kb_after(KB, brief("术语表 ILI 一条的释义替换成：「基础设施漏损指数。」"))
    assert lines == KB.splitlines()
    assert outcomes and all(status != "proposed" for status, _ in outcomes)
