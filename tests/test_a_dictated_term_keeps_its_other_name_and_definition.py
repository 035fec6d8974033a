"""A term the brief dictates with its other name in brackets and its definition after a colon
(`术语里补录 **回潮**（moisture regain）：…`, right after the verb, no count before it) is
written with both: in a glossary table, the name, the other name and the definition in their
columns; beside bold-lead paragraphs that give their English name in brackets, the same way.
Words of the definition (`…，取代旧标准`) are no request of their own. Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/qi/2026-12-22-yarn-e1prep.md"
KB_PATH = "organized/knowledge/yarn.md"

KB = """\
# 纱线 活文档

## 1 术语表

| 术语 | 英文 | 释义 |
|---|---|---|
| 捻度 | twist | 单位长度纱线的加捻圈数 |
| 支数 | count | 单位重量纱线的长度 |

## 2 词条

**强力**（tenacity）：纱线断裂时承受的最大拉力，按线密度折算。

**毛羽**（hairiness）：伸出纱线主体的纤维端，影响织物手感。
"""
MARK = "（E1 2026-12-22 · 条目 1）"


def brief(suggestion: str) -> str:
    return f"""\
# yarn · E1 预消化简报（2026-12-22）

## 一、条目

### 条目 1：回潮术语

- 来源：organized/paper_cards/5501-regain.md
- 要点：moisture regain。
- 建议归入：{suggestion}
"""


def added(tmp_path: Path, suggestion: str) -> tuple[int, str, list[str]]:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    return code, report, [line for line in after.splitlines() if line not in KB.splitlines()]


@pytest.mark.parametrize(
    "suggestion",
    [
        "术语表补录 **回潮**（moisture regain）：纤维所含水分与干重之比。",
        "§1 新增 **回潮**（moisture regain）：纤维所含水分与干重之比。",
    ],
)
def test_the_table_row_takes_the_other_name_and_the_definition(
    tmp_path: Path, suggestion: str
) -> None:
    code, report, new = added(tmp_path, suggestion)
    assert code == 0, report
    assert new == [f"| 回潮 | moisture regain | 纤维所含水分与干重之比。{MARK} |"], report


def test_a_bold_lead_paragraph_takes_the_other_name_in_brackets(tmp_path: Path) -> None:
    code, report, new = added(
        tmp_path,
        "词条一节新增：**回潮**（moisture regain）：纤维所含水分与干重之比，取代旧标准的含水率。",
    )
    assert code == 0, report
    assert new == [
        f"**回潮**（moisture regain）：纤维所含水分与干重之比，取代旧标准的含水率。{MARK}"
    ], report
