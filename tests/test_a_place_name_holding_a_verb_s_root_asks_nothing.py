"""Names and nouns that hold the root of an editorial verb (新加坡 holds 新加, 加州 and 加拿大
hold 加, 港口补贴 holds 补, 增值税 holds 增, 附录 holds 附) name things, never ask to add one:
`新加坡那条，把"A"替换为"B"` changes that line and writes no new entry. Our own KB and words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/he/2026-12-22-ports-e1prep.md"
KB_PATH = "organized/knowledge/ports.md"

KB = """\
# 港口 活文档

## 3 区域措施

- 新加坡对甲醇燃料船减免港口费，2026 年方案延续。
- 加州要求靠泊集装箱船使用岸电，2027 年起全面执行。
- 加拿大温哥华港按排放评级给折扣，折扣上限 47%。
- 港口补贴：鹿特丹对岸电改造给予 30% 补贴。
- 增值税：欧盟岸电电费免征增值税至 2028 年。

## 附录 B 术语

- 岸电：船舶靠泊时改用陆上电网供电。
"""

CASES = [
    (
        "§3 新加坡那条，把\u201c2026 年方案延续\u201d替换为\u201c方案延续至 2027 年底\u201d。",
        "- 新加坡对甲醇燃料船减免港口费，方案延续至 2027 年底。",
    ),
    (
        "§3 加州一条里\u201c2027 年起\u201d改为\u201c2028 年起\u201d。",
        "- 加州要求靠泊集装箱船使用岸电，2028 年起全面执行。",
    ),
    (
        "§3 加拿大温哥华那条，\u201c47%\u201d更正为\u201c45%\u201d。",
        "- 加拿大温哥华港按排放评级给折扣，折扣上限 45%。",
    ),
    (
        "§3 港口补贴一行\u201c30%\u201d改为\u201c35%\u201d。",
        "- 港口补贴：鹿特丹对岸电改造给予 35% 补贴。",
    ),
    (
        "§3 增值税那条\u201c2028 年\u201d改为\u201c2030 年\u201d。",
        "- 增值税：欧盟岸电电费免征增值税至 2030 年。",
    ),
    (
        "附录 B 岸电一条，\u201c陆上电网\u201d改为\u201c岸基电网\u201d。",
        "- 岸电：船舶靠泊时改用岸基电网供电。",
    ),
]


def brief(suggestion: str) -> str:
    return f"""\
# ports · E1 预消化简报（2026-12-22）

## 一、今日条目

### 条目 1：港口政策更新

- **来源**：organized/paper_cards/2612-ports.md
- **要点**：多地港口政策更新。
- **建议归入**：{suggestion}

## 二、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(("suggestion", "changed"), CASES)
def test_the_named_line_changes_and_nothing_is_added(
    tmp_path: Path, suggestion: str, changed: str
) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 0, report
    before, now = KB.splitlines(), after.splitlines()
    assert changed in now, after
    assert len(now) == len(before), after
    assert [line for line in now if line not in before] == [changed], after
