"""A footnote's whole definition the brief dictates with no section named (`脚注定义：`[^x]: …``,
`定义记入文末：…`, `文末脚注区追加定义：「…」`) goes after the document's last definition, as
written, whether a heading names the list or the definitions stand under a rule at the end.
Definitions in more than one place are no list: reported, never placed by a guess; a refused
definition writes nothing. Our own words, on a KB of our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

DEFINITION = "[^tide-2]: 海洋局，潮汐观测年报，2026-08。"
KB = """\
# 潮汐能 活文档

## 现状

拦坝式电站装机仍以韩国始华湖为最大[^sihwa]，潮流能机组单机已过 2 MW[^tide-1]。

## 待解

潮流能的度电成本何时降到 1 元以下？

---

[^sihwa]: 韩国水资源公社，始华湖潮汐电站运行报告，2025-12。
[^tide-1]: 某研究院，潮流能机组测试报告，2026-03。
"""


def brief(suggestion: str) -> str:
    return f"""\
# tide · E1 预消化简报（2026-12-09）

## 一、今日重要增量

### 条目 1：潮汐观测年报

- **来源**：海洋局（2026-08）
- **要点**：年报给出新的观测数据。
- **建议归入**：{suggestion}

## 四、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        f"脚注定义：`{DEFINITION}`",
        f"定义记入文末：`{DEFINITION}`",
        f"文末脚注区追加定义：「{DEFINITION}」",
        f"新增脚注 `{DEFINITION}`",
    ],
)
@pytest.mark.parametrize("headed", [False, True])
def test_the_definition_follows_the_last_one(suggestion: str, headed: bool) -> None:
    kb = KB.replace("---\n", "## 脚注\n") if headed else KB
    lines, rows = kb_after(kb, brief(suggestion))
    assert rows[0] == ("proposed", ""), rows
    last = lines.index("[^tide-1]: 某研究院，潮流能机组测试报告，2026-03。")
    assert lines[last + 1].startswith(DEFINITION[:-1]), lines
    assert len(lines) == len(kb.splitlines()) + 1, lines


def test_definitions_in_two_places_are_not_guessed_between() -> None:
    kb = KB.replace("## 待解\n", "## 待解\n\n[^early]: 早期资料，2024。\n")
    lines, rows = kb_after(kb, brief(f"脚注定义：`{DEFINITION}`"))
    assert lines == kb.splitlines(), rows
    assert rows[0][0] != "proposed", rows


@pytest.mark.parametrize(
    "suggestion",
    [f"脚注定义先不加：`{DEFINITION}`", f"定义不必记入文末：「{DEFINITION}」"],
)
def test_a_refused_definition_writes_nothing(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert lines == KB.splitlines(), rows
