"""A new table row whose cells the brief writes apart by pipes with none at either end
(`表新增一行：A | B | C | D`) is built from exactly those cells in the columns' order, the
first its name; a count that is not the table's is reported, never half filled. The item's
要点 or 来源 never stands in a cell in their stead, nor a claim its caveat keeps out of the
table. A number among the cells (`| 1.2 |`) is a value, never a section of the document.
Values the brief gives without their columns (`一行（约 2 万条、多为 A、MIT）`, `一行：X 写吞吐
领先`) are reported, not filled from the item. Our own words, on a small KB of our own."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import applied_kb, new_lines_of, render_brief

KB = """\
# 存储引擎活文档

## 1 概览

### 1.1 背景

**LSM 树**：写放大与读放大的折中。[Lee 2020]

### 1.2 相关工作

**B+ 树**：经典结构。[Ng 2019]

## 2 评测

### 2.1 吞吐对比表

| 引擎 | 写吞吐 (kops) | 读延迟 p99 (ms) | 来源 |
| --- | --- | --- | --- |
| RocksDB | 410 | 1.8 | 官方基准 |
| LevelDB | 120 | 3.1 | 自测 |

### 2.2 许可一览

| 引擎 | 语言 | 许可 | 备注 |
| --- | --- | --- | --- |
| RocksDB | C++ | Apache-2.0 | Meta 维护 |
| Pebble | Go | BSD-3 | CockroachDB 使用 |

## 3 参考文献

- [Lee 2020] Lee. LSM survey.
- [Ng 2019] Ng. B-tree notes.
"""
LINES = KB.splitlines(keepends=True)
DATE = "2026-12-20"
MARK = "（E1 2026-12-20 · 条目 1）"
SUMMARY = "新引擎写吞吐 520 kops，号称比 RocksDB 快 3 倍。"
CARD = "organized/repo_cards/7001-titankv.md"


def brief(suggestion: str, closing: str = "", caveat: str = "") -> str:
    return (
        "# inference · E1 预消化简报（2026-12-20）\n\n## 一、今日条目\n\n"
        "### 条目 1：TitanKV 发布\n\n"
        f"- **来源**：{CARD}\n"
        f"- **要点**：{SUMMARY}\n"
        f"- **建议归入**：{suggestion}\n"
        + (f"- **值得警惕**：{caveat}\n" if caveat else "")
        + (f"\n## 四、本轮结论与建议动作\n\n- {closing}\n" if closing else "")
    )


def outcome(text: str) -> tuple[list[str], list[tuple[ActionKind, str, Status, str]]]:
    found = render_brief(text, LINES, DATE)
    rows = [(a.kind, a.target.display if a.target else "", r.status, r.reason) for a, r in found]
    return new_lines_of(found, LINES), rows


@pytest.mark.parametrize(
    ("suggestion", "row"),
    [
        (
            "§2.1 吞吐对比表新增一行：TitanKV | 520 | 1.2 | 官方基准。",
            f"| TitanKV | 520 | 1.2 | 官方基准{MARK} |",
        ),
        (
            "§2.1 表加一行 TitanKV | 520 | — | 作者自测",
            f"| TitanKV | 520 | — | 作者自测{MARK} |",
        ),
        (
            "在 §2.1 的表格里增加一行：TitanKV-Lite|480|2.0|官方基准；§2.2 不动。",
            f"| TitanKV-Lite | 480 | 2.0 | 官方基准{MARK} |",
        ),
        (
            "§2.2 许可表新增一行：TitanKV | Rust | MIT | 新秀，放在表尾。",
            f"| TitanKV | Rust | MIT | 新秀{MARK} |",
        ),
    ],
)
def test_pipe_written_cells_make_the_row_in_order(suggestion: str, row: str) -> None:
    new, rows = outcome(brief(suggestion))
    assert new == [row], rows
    joined = "\n".join(new)
    assert CARD not in joined and "快 3 倍" not in joined


@pytest.mark.parametrize(
    "suggestion",
    [
        "§2.1 表新增一行：TitanKV | 520 | 1.2。",
        "§2.1 表新增一行：TitanKV | 520 | 1.2 | 官方基准 | 另测。",
        "§2.1 加一行 TitanKV | 520 | 官方基准",
    ],
)
def test_pipe_written_cells_not_as_many_as_the_columns_are_reported(suggestion: str) -> None:
    new, rows = outcome(brief(suggestion))
    assert new == [], new
    (add,) = [r for r in rows if r[0] is ActionKind.ADD_ENTRY]
    assert add[2] is Status.UNRESOLVED
    assert "cells for a table of 4 columns" in add[3], add


@pytest.mark.parametrize(
    "suggestion",
    [
        "§2.1 表新增一行：TitanKV | 520 | 1.2 | 官方基准。",
        "§2.1 表新增一行：TitanKV | 1.1 | 1.2 | 官方基准。",
        "§2.1 表新增一行：| TitanKV | 520 | 1.2 | 官方基准 |",
        "§2.1 表新增一行：TitanKV，520，1.2，官方基准。",
    ],
)
def test_a_number_among_the_cells_is_no_section(suggestion: str) -> None:
    new, rows = outcome(brief(suggestion))
    # §1.1 and §1.2 are sections of the document: a cell `1.2` still names neither.
    assert [r[1] for r in rows] == ["§2.1"], rows
    (row,) = new
    assert "| 1.2 |" in row and "§" not in row, row


def test_a_claim_the_caveat_keeps_out_of_the_table_is_not_in_the_row() -> None:
    new, rows = outcome(
        brief(
            "§2.1 表新增一行：TitanKV | 520 | 1.2 | 官方基准。",
            caveat='"快 3 倍"为作者自报，不写进表格。',
        )
    )
    assert new == [f"| TitanKV | 520 | 1.2 | 官方基准{MARK} |"], rows


@pytest.mark.parametrize(
    "closing",
    ["§2.1：新增 TitanKV-Lite 一行（条目 1）。", "§2.1 表：TitanKV-Lite 一行（条目 1）"],
)
def test_the_closing_line_naming_the_rows_first_cell_is_the_same_row(closing: str) -> None:
    # The item's heading says `TitanKV 发布`; the row's name is its first cell.
    new, rows = outcome(brief("§2.1 表新增一行：TitanKV-Lite | 480 | 2.0 | 官方基准。", closing))
    assert new == [f"| TitanKV-Lite | 480 | 2.0 | 官方基准{MARK} |"], rows
    assert all(r[2] is Status.PROPOSED for r in rows), rows


@pytest.mark.parametrize(
    ("suggestion", "words"),
    [
        ("§2.1 表新增 TitanKV 一行（520、1.2、官方基准）。", "520、1.2、官方基准"),
        ("§2.2 许可表新增 TitanKV 一行（Rust 实现，许可宽松，社区维护）。", "Rust 实现"),
        ("§2.1 表新增一行：TitanKV 写吞吐领先。", "TitanKV 写吞吐领先"),
    ],
)
def test_values_without_their_columns_are_reported_not_filled_from_the_item(
    suggestion: str, words: str
) -> None:
    new, rows = outcome(brief(suggestion))
    assert new == [], new
    (add,) = [r for r in rows if r[0] is ActionKind.ADD_ENTRY]
    assert add[2] is Status.UNRESOLVED
    assert "not which column each goes in" in add[3] and words in add[3], add


@pytest.mark.parametrize(
    "suggestion",
    ["§2.1 表新增 TitanKV 一行。", "§2.1 表新增 TitanKV 一行（条目 1）。"],
)
def test_a_row_the_brief_gives_no_cells_for_is_built_as_before(suggestion: str) -> None:
    new, rows = outcome(brief(suggestion))
    assert new == [f"| TitanKV |  |  | {CARD}{MARK} |"], rows


def test_the_pipe_written_row_patch_applies(tmp_path: Path) -> None:
    text = brief(
        "§2.1 吞吐对比表新增一行：TitanKV | 520 | 1.2 | 官方基准。",
        "§2.1：新增 TitanKV 一行（条目 1）。",
    )
    kb = applied_kb(tmp_path / "kb", KB, text, "inbox/ann/2026-12-20-inference-e1prep.md")
    assert kb == KB.replace(
        "| LevelDB | 120 | 3.1 | 自测 |\n",
        f"| LevelDB | 120 | 3.1 | 自测 |\n| TitanKV | 520 | 1.2 | 官方基准{MARK} |\n",
    )
