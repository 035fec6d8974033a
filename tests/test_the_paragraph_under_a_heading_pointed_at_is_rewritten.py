"""The one paragraph under a heading, pointed at after the heading's quoted words (`把「逻辑比
特何时过百？」标题下的那段整段换成：「…」`, `「X」下面那段`, `「X」一节的那段`), is written anew as
dictated; the heading may lead its words with a question's label (`#### Q5：…？`). A heading
with several paragraphs rewrites none. Our own words, on a KB of our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

OLD = "按当前节奏，2027 年底前会有厂商宣称过百，但口径宽松。"
NEW = "新的判断：严格口径下过百仍要到 2028 年。"
KB = f"""\
# 量子 活文档

## 6 开放问题

#### Q5：逻辑比特何时过百？

{OLD}

#### Q6：纠错开销何时降到千分之一？

第一段看法。

第二段看法。
"""


def brief(suggestion: str) -> str:
    return f"""\
# quantum · E1 预消化简报（2026-12-18）

## 一、今日重要增量

### 条目 1：某公司编码 96 个逻辑比特

- **来源**：某公司博客（2026-12-05）
- **要点**：宽松口径逻辑比特近百。
- **建议归入**：{suggestion}

## 四、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        f"把「逻辑比特何时过百？」标题下的那段整段换成：「{NEW}」",
        f"「逻辑比特何时过百？」下面那段整段替换为：「{NEW}」",
        f"「逻辑比特何时过百？」一节的那段整段替换为：「{NEW}」",
    ],
)
def test_the_one_paragraph_is_written_anew(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert rows[0] == ("proposed", ""), rows
    assert lines == [NEW if x == OLD else x for x in KB.splitlines()], lines


def test_a_heading_with_several_paragraphs_rewrites_none() -> None:
    lines, rows = kb_after(
        KB, brief(f"「纠错开销何时降到千分之一？」下面那段整段替换为：「{NEW}」")
    )
    assert lines == KB.splitlines(), rows
