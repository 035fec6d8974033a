"""A new term of a glossary written as a table (`| 术语 | 英文 | 释义 |`) fills each column by
what its header means: the term in the first, the words the brief puts in brackets after it
(`CEI（Cathode Electrolyte Interphase）`) in the column of other names, the definition in the
definition column, and no card path the brief did not write beside it. Cells the brief
writes out after the term's noun (`新增术语：A | B | C`) are the row as given."""

from __future__ import annotations

import pytest

from kbpatch.models import Status

from .conftest import new_lines_of, render_brief

KB = """\
# 电池活文档

## 7 术语表

| 术语 | 英文 | 释义 |
|---|---|---|
| SEI | Solid Electrolyte Interphase | 负极表面的固态电解质界面层 |
| 临界电流密度 | Critical Current Density | 锂枝晶开始穿透时的电流密度 |
"""
LINES = KB.splitlines(keepends=True)
DATE = "2026-12-21"
MARK = "（E1 2026-12-21 · 条目 1）"


def brief(suggestion: str) -> str:
    return (
        "# battery · E1 预消化简报（2026-12-21）\n\n## 一、今日条目\n\n"
        "### 条目 1：术语补录\n\n"
        "- **来源**：organized/paper_cards/7002-cei.md\n"
        "- **要点**：本批多份材料用到正极界面层一词。\n"
        f"- **建议归入**：{suggestion}\n"
    )


@pytest.mark.parametrize(
    "suggestion",
    [
        "§7 新增术语 **CEI**（Cathode Electrolyte Interphase）：正极表面形成的界面层。",
        "术语表 新增术语：CEI（Cathode Electrolyte Interphase）——正极表面形成的界面层。",
        "第 7 节补一个术语：CEI（Cathode Electrolyte Interphase）：正极表面形成的界面层。",
        "§7 新增术语：CEI | Cathode Electrolyte Interphase | 正极表面形成的界面层",
    ],
)
def test_the_term_its_other_name_and_definition_go_to_their_columns(suggestion: str) -> None:
    found = render_brief(brief(suggestion), LINES, DATE)
    assert [r.status for _, r in found] == [Status.PROPOSED], [r.reason for _, r in found]
    [row] = new_lines_of(found, LINES)
    cells = [c.strip() for c in row.strip().strip("|").split("|")]
    assert cells[:2] == ["CEI", "Cathode Electrolyte Interphase"]
    assert cells[2].startswith("正极表面形成的界面层") and cells[2].endswith(MARK)
    assert "来源" not in row
