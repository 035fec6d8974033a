"""A value change whose old value the brief quotes (`由"—"改为 12.6`, `从「待测」改成 0.9`) where
the named row holds those words without the quote marks: the quote marks are the brief's,
the cell is changed (an empty `—` cell filled), never reported as "does not occur". Where the
row holds the words nowhere, it is still reported. Our own words, on a small KB of our own."""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import render_brief

KB = """\
# 编码器活文档

## 1 成绩

### 1.1 方言测试集

| 模型 | 粤语 CER | 川渝 CER | 闽南 CER | 备注 |
| --- | --- | --- | --- | --- |
| EchoNet | 8.1 | 9.4 | — | 论文 |
| Sonar-S | 7.7 | 待测 | 15.2 | 自测 |

## 2 修订

- 2026-12-01：初版。
"""
LINES = KB.splitlines(keepends=True)


def brief(suggestion: str) -> str:
    return (
        "# inference · E1 预消化简报（2026-12-21）\n\n## 一、今日条目\n\n"
        "### 条目 1：方言补测\n\n"
        "- **来源**：organized/paper_cards/88-2512-00088.md\n"
        "- **要点**：补测两项 CER。\n"
        f"- **建议归入**：{suggestion}\n"
    )


def changed(suggestion: str) -> tuple[list[str], list[str]]:
    found = render_brief(brief(suggestion), LINES, "2026-12-21")
    results = [r for a, r in found if a.kind is ActionKind.REPLACE]
    assert results, [(a.kind, r.reason) for a, r in found]
    new = [
        line.rstrip("\n")
        for r in results
        if r.status is Status.PROPOSED and r.edit is not None
        for line in r.edit.lines
        if line not in LINES
    ]
    return new, [r.reason for r in results]


@pytest.mark.parametrize(
    ("suggestion", "row"),
    [
        (
            '§1.1 表 EchoNet 行的闽南 CER 列由"—"改为 16.3。',
            "| EchoNet | 8.1 | 9.4 | 16.3 | 论文 |",
        ),
        ("§1.1 EchoNet 一行闽南 CER 从「—」改成 16.3。", "| EchoNet | 8.1 | 9.4 | 16.3 | 论文 |"),
        (
            '§1.1 表 Sonar-S 行的川渝 CER 由"待测"改为 10.9。',
            "| Sonar-S | 7.7 | 10.9 | 15.2 | 自测 |",
        ),
        (
            "§1.1 Sonar-S 一行：川渝 CER 由『待测』更新为 10.9。",
            "| Sonar-S | 7.7 | 10.9 | 15.2 | 自测 |",
        ),
    ],
)
def test_a_quoted_old_value_changes_the_bare_cell(suggestion: str, row: str) -> None:
    new, reasons = changed(suggestion)
    assert new == [row], reasons


def test_a_quoted_old_value_the_row_does_not_hold_is_still_reported() -> None:
    new, reasons = changed('§1.1 表 EchoNet 行的川渝 CER 由"待测"改为 10.9。')
    assert new == [], new
    assert any("does not occur" in r for r in reasons), reasons


@pytest.mark.parametrize(
    "suggestion",
    [
        '§1.1 表 EchoNet 行的粤北 CER 列由"—"改为 16.3。',
        "§1.1 EchoNet 一行 客家话 列从「—」改成 16.3。",
    ],
)
def test_a_bare_cell_under_a_column_the_table_lacks_is_reported(suggestion: str) -> None:
    """The row's one `—` stands under another column: filling it would put the value where
    the brief did not ask."""
    new, reasons = changed(suggestion)
    assert new == [], new
    assert any("which this table does not have" in r for r in reasons), reasons
