"""A new table row whose cells the brief names by column, apart by commas, each value after
its column's name and a space or the words naming a column's value (`许可一栏写"未标注"`,
`备注一列填 X`, `备注栏填：X`), is built from them in the columns' order; a piece that is
no such cell, or a column the brief leaves out, is reported, never filled from the item.
Our own words, on a small KB of our own."""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import new_lines_of, render_brief

KB = """\
# 存储活文档

## 1 许可一览

| 引擎 | 语言 | 许可 | 备注 |
| --- | --- | --- | --- |
| RocksDB | C++ | Apache-2.0 | Meta 维护 |
| Pebble | Go | BSD-3 | CockroachDB 使用 |

## 2 修订

- 2026-12-01：初版。
"""
LINES = KB.splitlines(keepends=True)
MARK = "（E1 2026-12-22 · 条目 1）"


def outcome(suggestion: str) -> tuple[list[str], list[tuple[Status, str]]]:
    text = (
        "# inference · E1 预消化简报（2026-12-22）\n\n## 一、今日条目\n\n"
        "### 条目 1：TitanKV\n\n"
        "- **来源**：organized/repo_cards/7001-titankv.md\n"
        "- **要点**：Rust 写的新引擎，许可证未说明。\n"
        f"- **建议归入**：{suggestion}\n"
    )
    found = render_brief(text, LINES, "2026-12-22")
    rows = [(r.status, r.reason) for a, r in found if a.kind is ActionKind.ADD_ENTRY]
    return new_lines_of(found, LINES), rows


@pytest.mark.parametrize(
    ("suggestion", "row"),
    [
        (
            '§1 表新增一行 TitanKV，语言 Rust，许可一栏写"未标注"，备注一列填新秀。',
            f"| TitanKV | Rust | 未标注 | 新秀{MARK} |",
        ),
        (
            "§1 表新增 TitanKV 一行，语言 Rust，许可一栏写 未标注，备注栏填：社区维护。",
            f"| TitanKV | Rust | 未标注 | 社区维护{MARK} |",
        ),
        (
            "§1 许可表加一行 TitanKV，备注一栏写「待观察」，语言 Rust，许可一列填 MIT。",
            f"| TitanKV | Rust | MIT | 待观察{MARK} |",
        ),
    ],
)
def test_cells_named_by_column_words_make_the_row(suggestion: str, row: str) -> None:
    new, rows = outcome(suggestion)
    assert new == [row], rows


@pytest.mark.parametrize(
    ("suggestion", "missing"),
    [
        ('§1 表新增一行 TitanKV，语言 Rust，许可一栏写"未标注"。', "「备注」"),
        ("§1 表新增一行 TitanKV，语言 Rust，许可宽松，备注一列填新秀。", "「许可」"),
    ],
)
def test_a_column_not_given_is_reported(suggestion: str, missing: str) -> None:
    new, rows = outcome(suggestion)
    assert new == [], new
    ((status, reason),) = rows
    assert status is Status.UNRESOLVED and f"not {missing}" in reason, rows


def test_a_piece_that_is_no_cell_is_reported() -> None:
    new, rows = outcome(
        "§1 表新增一行 TitanKV，语言 Rust，许可一栏写 MIT，备注一列填新秀，顺序随意。"
    )
    assert new == [], new
    ((status, reason),) = rows
    assert status is Status.UNRESOLVED and "not guessed" in reason, rows


@pytest.mark.parametrize(
    "suggestion",
    [
        # Each value quoted right after its column's name, pieces apart by commas (a quoted
        # value may hold one): the row's cells, and no clause of them a request of its own.
        "§1 表加一行：引擎「TitanKV」，语言「Rust」，许可「未标注」，备注「新秀，待观察」。",
        "§1 表新增一行：引擎「TitanKV」，语言「Rust」，许可「未标注」，备注「新秀，待观察」",
    ],
)
def test_cells_given_as_quoted_values_after_their_columns_make_the_row(suggestion: str) -> None:
    new, rows = outcome(suggestion)
    assert new == [f"| TitanKV | Rust | 未标注 | 新秀，待观察{MARK} |"], rows
