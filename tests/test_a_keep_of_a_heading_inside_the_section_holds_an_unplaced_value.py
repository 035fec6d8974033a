"""An item's caveat keeping an entry written as a heading (`Orion 不必改` where the section holds
`#### Orion`) holds its own item's change of a value in the section that names no entry, row
or column (`§1.1 中"可达 45 m"改为"可达 48 m"`): where the value stands is not read, and it may
stand under the kept heading. A change naming the other entry stands. Our own words."""

from __future__ import annotations

from pathlib import Path

from .conftest import proposed_and_applied, report_rows

BRIEF_PATH = "inbox/mo/2026-12-24-kites-e1prep.md"
KB_PATH = "organized/knowledge/kites.md"

KB = """\
# 风筝 活文档

## 1 型号

### 1.1 运动风筝

#### Orion

| 字段 | 内容 |
|---|---|
| 射程 | 可达 45 m |

#### Vega

| 字段 | 内容 |
|---|---|
| 射程 | 可达 30 m |
"""


def brief(suggestion: str, caveat: str) -> str:
    return f"""\
# kites · E1 预消化简报（2026-12-24）

## 一、条目

### 条目 1：复测

- 来源：organized/paper_cards/6103-retest.md
- 要点：新一轮试飞重测了高度。
- 建议归入：{suggestion}
- 值得警惕：{caveat}
"""


def test_the_unplaced_value_change_is_held(tmp_path: Path) -> None:
    code, report, after = proposed_and_applied(
        tmp_path,
        KB_PATH,
        KB,
        brief("§1.1 中“可达 45 m”改为“可达 48 m”", "Orion 不必改。"),
        BRIEF_PATH,
    )
    assert after == KB and code == 0, report
    assert any(" forbidden " in row for row in report_rows(report)), report


def test_a_change_naming_the_other_entry_stands(tmp_path: Path) -> None:
    code, report, after = proposed_and_applied(
        tmp_path,
        KB_PATH,
        KB,
        brief("Vega 一节中“可达 30 m”改为“可达 32 m”", "Orion 不必改。"),
        BRIEF_PATH,
    )
    assert code == 0, report
    assert after == KB.replace("可达 30 m", "可达 32 m"), report
