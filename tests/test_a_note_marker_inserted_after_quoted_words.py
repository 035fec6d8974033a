"""A note's marker as the document's notes list labels it (`[注2]`, `【来源 2】`, `^[2]`), asked
right after quoted words of a section (`「X」之后加注 [注2]`, `在「X」后面补出处 [注2]`,
`「X」句号前补上 [注2]`): written right after those words, as dictated, spacing and all. A
marker asked before words cites nothing and is never written; a negated ask writes nothing.
Our own words, on KBs of our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

SENTENCE = "2026 年全省渔船总数约为 1.2 万艘。"


def kb(marker: str) -> str:
    return f"""\
# 渔业 活文档

## 一、现状

### （一）船队

{SENTENCE}近海捕捞量连续三年下降{marker.format(1)}。

## 注释

{marker.format(1)} 省渔业局，年度统计公报，2026-03.
{marker.format(2)} 省统计局，渔业普查，2026-06.
"""


def brief(suggestion: str) -> str:
    return f"""\
# fishery · E1 预消化简报（2026-12-09）

## 一、今日重要增量

### 条目 1：普查数字出处

- **来源**：省统计局（2026-06）
- **要点**：渔船总数出自普查。
- **建议归入**：{suggestion}

## 四、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    ("marker", "suggestion"),
    [
        ("[注{}]", "一（一）「渔船总数约为 1.2 万艘」之后加注 [注2]。"),
        ("[注{}]", "§一（一）在「渔船总数约为 1.2 万艘」后面补出处 [注2]，不另开新注。"),
        ("[注{}]", "一（一）「渔船总数约为 1.2 万艘」句号前补上 [注2]。"),
        ("【来源 {}】", "一（一）「渔船总数约为 1.2 万艘」后加【来源 2】。"),
        ("^[{}]", "一（一）「渔船总数约为 1.2 万艘」之后补引用 ^[2]。"),
    ],
)
def test_the_marker_follows_the_words_as_dictated(marker: str, suggestion: str) -> None:
    lines, rows = kb_after(kb(marker), brief(suggestion))
    assert rows[0] == ("proposed", ""), rows
    cited = SENTENCE.replace("万艘。", f"万艘{marker.format(2)}。")
    assert any(line.startswith(cited) for line in lines), lines


@pytest.mark.parametrize(
    "suggestion",
    [
        "一（一）「渔船总数约为 1.2 万艘」之前加注 [注2]。",
        "一（一）「渔船总数约为 1.2 万艘」之后不必加注 [注2]。",
        "一（一）「渔船总数约为 1.3 万艘」之后加注 [注2]。",
    ],
)
def test_a_marker_before_the_words_or_refused_or_misquoted_writes_nothing(
    suggestion: str,
) -> None:
    document = kb("[注{}]")
    lines, rows = kb_after(document, brief(suggestion))
    assert lines == document.splitlines(), rows
    assert rows[0][0] != "proposed", rows
