"""A glossary's term named with the word for a dictionary entry (`ELL 词条末尾补一句`, `MNF
词条的释义末尾补一句`) is that term's line, found in the document with no section named, as
`术语「ELL」释义` names it: the words go at its end."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 管网活文档

## 一、指标

综合漏损率按 CJJ 92 计算。

## 七、术语表

- **MNF**（Minimum Night Flow）—— 夜间最小流量，取 02:00–04:00 的最低小时均值。
- **ELL**（Economic Level of Leakage）—— 经济漏损水平。
"""


def brief(request: str) -> str:
    return (
        "# pipes · E1 预消化简报（2026-12-03）\n\n## 一、增量\n\n"
        "### 条目 1：术语整理\n\n"
        "- **来源**：本轮对照活文档\n"
        "- **要点**：ELL 缺口径说明。\n"
        f"- **建议归入**：{request}\n\n"
        "## 三、本轮建议的归并动作\n\n- 见条目 1。\n"
    )


@pytest.mark.parametrize(
    "request_words",
    [
        "ELL 词条末尾补一句：「国内常另给含碳价口径。」",
        'ELL 词条的释义末尾补一句："国内常另给含碳价口径。"',
        "在 ELL 词条后面追加：「国内常另给含碳价口径。」",
    ],
)
def test_the_words_go_at_the_term_s_end(request_words: str) -> None:
    lines, _ = kb_after(KB, brief(request_words))
    assert "- **ELL**（Economic Level of Leakage）—— 经济漏损水平。国内常另给含碳价口径。" in lines
