"""A clause that opens with a column's name alone (`，说明补"…"`, `。说明 加上"…"`, `；说明列补`,
`，说明 改为"…"`), right after a clause that changed a table row it named (`X 行 状态 改为…`),
adds to or replaces that row's cell of that column, as the writer means: never an entry or line
of that name, and never the table's header, which holds every column's name. A header or
delimiter row is never the target of an append or a replace, whatever path finds it: a request
that finds only the header is reported with its words. A column clause kbpatch cannot carry out
is reported, never dropped. Our own words, on a small KB of our own whose notes column is 说明."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import KB_PATH, proposed_and_applied, report_rows

BRIEF_PATH = "inbox/mo/2026-12-22-inference-e1prep.md"

KB = """\
# 编辑器插件活文档

## 1 插件一览

| 插件 | 作者 | 状态 | 说明 |
| --- | --- | --- | --- |
| Vimwiki | 社区 | 活跃 | 个人笔记 |
| Telescope | nvim-telescope | 活跃 | 模糊查找，依赖 plenary |
| Packer | wbthomason | 停更 | 旧的包管理器 |

## 2 修订

- 2026-12-01：初版。
"""
HEADER = "| 插件 | 作者 | 状态 | 说明 |"


def brief(suggestion: str) -> str:
    return (
        "# inference · E1 预消化简报（2026-12-22）\n\n## 一、今日条目\n\n"
        "### 条目 1：插件巡检\n\n"
        "- **来源**：organized/repo_cards/7101-plugins.md\n"
        "- **要点**：几个插件的维护状态有变。\n"
        f"- **建议归入**：{suggestion}\n"
    )


def run(tmp_path: Path, suggestion: str) -> tuple[int, str, str]:
    return proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)


def changed_lines(after: str) -> list[tuple[str, str]]:
    """Each line of the KB the patches changed, with what it now reads (same line count)."""
    before, now = KB.splitlines(), after.splitlines()
    assert len(before) == len(now), after
    return [(old, new) for old, new in zip(before, now, strict=True) if old != new]


@pytest.mark.parametrize(
    "suggestion",
    [
        '§1 表 Packer 行 状态 由「停更」改为「归档」，说明补"已由 lazy.nvim 取代"。',
        '§1 表 Packer 行 状态 改为「归档」，说明 补"已由 lazy.nvim 取代"。',
        '§1 表 Packer 行 状态 由「停更」改为「归档」。说明 加上"已由 lazy.nvim 取代"。',
        '§1 表 Packer 行：状态 由「停更」改为「归档」；说明列补"已由 lazy.nvim 取代"。',
    ],
)
def test_the_column_s_words_are_added_to_the_named_row_s_cell(
    tmp_path: Path, suggestion: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert code == 0, report
    assert changed_lines(after) == [
        (
            "| Packer | wbthomason | 停更 | 旧的包管理器 |",
            "| Packer | wbthomason | 归档 | 旧的包管理器；已由 lazy.nvim 取代 |",
        )
    ], after
    assert HEADER in after.splitlines()
    rows = report_rows(report)
    assert len(rows) == 2 and all(" proposed " in row for row in rows), report


@pytest.mark.parametrize(
    ("suggestion", "old", "new"),
    [
        (
            '§1 表 Packer 行 状态 由「停更」改为「归档」，说明 改为"由 lazy.nvim 取代"。',
            "| Packer | wbthomason | 停更 | 旧的包管理器 |",
            "| Packer | wbthomason | 归档 | 由 lazy.nvim 取代 |",
        ),
        (
            '§1 表 Packer 行 状态 由「停更」改为「归档」，说明 换成"由 lazy.nvim 取代"。',
            "| Packer | wbthomason | 停更 | 旧的包管理器 |",
            "| Packer | wbthomason | 归档 | 由 lazy.nvim 取代 |",
        ),
        (
            '§1 表 Packer 行 状态 由「停更」改为「归档」，说明 更为"由 lazy.nvim 取代"。',
            "| Packer | wbthomason | 停更 | 旧的包管理器 |",
            "| Packer | wbthomason | 归档 | 由 lazy.nvim 取代 |",
        ),
        # A column in the middle of the row, not its last cell of words.
        (
            '§1 表 Vimwiki 行 状态 改为「维护」，作者 订正为"vimwiki 组织"。',
            "| Vimwiki | 社区 | 活跃 | 个人笔记 |",
            "| Vimwiki | vimwiki 组织 | 维护 | 个人笔记 |",
        ),
        (
            '§1 表 Vimwiki 行 状态 改为「维护」，作者 调为"vimwiki 组织"。',
            "| Vimwiki | 社区 | 活跃 | 个人笔记 |",
            "| Vimwiki | vimwiki 组织 | 维护 | 个人笔记 |",
        ),
    ],
)
def test_the_column_s_new_value_replaces_the_named_row_s_cell(
    tmp_path: Path, suggestion: str, old: str, new: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert code == 0, report
    assert changed_lines(after) == [(old, new)], after
    # Two cells of the row: one edit or two, each proposed (none reported or dropped).
    rows = report_rows(report)
    assert rows and all(" proposed " in row for row in rows), report


@pytest.mark.parametrize(
    "suggestion",
    [
        '§1 "说明"那条末尾补"仅供参考"。',
        '§1 说明 补"（截至 12 月）"。',
        '§1 插件一览 说明 条目 末尾加"（截至 12 月）"。',
        '§1 "作者" 那一条补"（含维护者）"。',
    ],
)
def test_words_found_only_in_the_header_row_are_reported_never_written(
    tmp_path: Path, suggestion: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert after == KB and code == 1, report
    (row,) = report_rows(report)
    assert " unresolved " in row and "header" in row, report
    assert suggestion.rstrip("。") in row, report


@pytest.mark.parametrize(
    ("suggestion", "said"),
    [
        # No column of the table is named 链接: no entry, no header, no other cell takes it.
        ('§1 表 Packer 行 状态 改为「归档」，链接补"github.com/wbthomason"。', "「链接」"),
        # A row's name where a column's would stand: not this row's cell, not guessed.
        ('§1 表 Packer 行 状态 改为「归档」，Vimwiki 补"已迁移"。', "「Vimwiki」"),
    ],
)
def test_a_column_clause_kbpatch_cannot_carry_out_is_reported_with_its_words(
    tmp_path: Path, suggestion: str, said: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert code == 1, report
    assert changed_lines(after) == [
        (
            "| Packer | wbthomason | 停更 | 旧的包管理器 |",
            "| Packer | wbthomason | 归档 | 旧的包管理器 |",
        )
    ], after
    proposed, reported = report_rows(report)
    assert " proposed " in proposed, report
    assert " unresolved " in reported or " not understood " in reported, report
    assert said in reported, report
