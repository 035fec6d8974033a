"""A paragraph of a section's own text written anew as the brief dictates it (`整段替换为：「…」`,
`整段改写成「…」`), named by its place (`第二段`), by its place and the words it opens with
(`第二段（"从全国看……"那段）`), or by those words alone (`以「X」开头的那一段`, with or without
its section): that paragraph's lines become the dictated one, and no other line changes. A
place that holds no paragraph, or one that opens otherwise than said, or words that open no
paragraph or several, rewrite nothing. Our own words, on a KB of our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

FIRST = "光伏治沙项目集中在库布其和腾格里两片沙漠，装机合计约 12 GW（能源局, 2025）。"
SECOND = "从全国看，沙戈荒基地的外送通道仍是瓶颈，已建成特高压线路利用率不足六成。"
OTHER = "从全国看，风电基地的弃风率已降到 3% 以下。"
NEW = "光伏治沙项目已扩展到乌兰布和，装机合计约 15 GW（能源局, 2026）。"
KB = f"""\
# 沙漠光伏 活文档

## 2 基地

### 2.1 治沙光伏

{FIRST}

{SECOND}

- **库布其**：一期 2 GW 已并网。

### 2.2 风电

{OTHER}
"""


def brief(suggestion: str) -> str:
    return f"""\
# desert · E1 预消化简报（2026-12-11）

## 一、今日重要增量

### 条目 1：治沙光伏扩容

- **来源**：能源局年报（2026-12-01）
- **要点**：装机扩到 15 GW。
- **建议归入**：{suggestion}

## 四、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    ("suggestion", "old"),
    [
        (f"§2.1 第一段整段替换为：「{NEW}」", FIRST),
        (f"2.1 首段整段改写成「{NEW}」", FIRST),
        (f'§2.1 第二段（"从全国看……"那段）整段替换为「{NEW}」', SECOND),
        (f"以「光伏治沙项目集中在」开头的那一段整段替换为：「{NEW}」", FIRST),
        (f"§2.1 以「从全国看」开头的那段全段替换为「{NEW}」", SECOND),
    ],
)
def test_the_paragraph_named_is_the_one_rewritten(suggestion: str, old: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert rows[0] == ("proposed", ""), rows
    assert lines == [NEW if line == old else line for line in KB.splitlines()], lines


@pytest.mark.parametrize(
    "suggestion",
    [
        f"§2.1 第三段整段替换为：「{NEW}」",  # the section has two paragraphs of its own
        f'§2.1 第一段（"从全国看……"那段）整段替换为「{NEW}」',  # opens otherwise
        f"以「从全国看」开头的那一段整段替换为：「{NEW}」",  # two sections hold one so
        f"以「装机合计」开头的那一段整段替换为：「{NEW}」",  # no paragraph opens so
        f"§2.1 第一段先不要整段替换为：「{NEW}」",
    ],
)
def test_no_paragraph_or_several_rewrites_nothing(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert lines == KB.splitlines(), rows
