"""An item's caveat that refuses or shelves the item's own edit holds it, in more of the ways a
writer says so: a keep before what it keeps (`勿改 X 的加速比`) as after it (`X 的加速比勿改`),
the change shelved as a whole (`这一改动搁置`, `暂缓：等作者确认`, `待作者确认后再落笔`), a
figure put off to a later round (`该数字留待下一轮再更新`), a row kept out of a list named after
the refusal (`先别加到基准表`, `X 暂不入榜`), a figure not taken up (`暂不采用`), the item left for
a later round (`本轮不动` after a place kbpatch does not read, `下轮再议`, `不必急于入档`), and
the thing the item changes left as it is (`提速数字暂缓`, `…保持原样`, `别急着改…`), a quote
changed inside the entry the keep names (`X 条目里的"A"改为"B"` beside `勿改 X 的数字`);
a closing line holding back the sentence an item appends (`X 的补句先不加`). A closing line
that asks a change and takes it back in its own words, naming its own section again (`…，但 2.1
本轮先不动，等复核`), asks nothing this round. A keep of another entry, a note to check later,
or a keep of another section leaves the edit. Our own KB and words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied, report_rows

BRIEF_PATH = "inbox/mu/2026-12-24-compilers-e1prep.md"
KB_PATH = "organized/knowledge/compilers.md"

KB = """\
# 编译器 活文档

## 2 优化

### 2.1 调度器

**Halide-X**（MIT，2024）：自动调度在 CPU 上平均提速约 1.8 倍（见 [[2024-halide-x]]）。

**TVM-Ansor**（UCB，2020）：基于程序采样的搜索，平均提速约 1.5 倍（见 [[2020-ansor]]）。

**Halide 2**（MIT，2025）：调度搜索改用学习的代价模型，平均提速约 2.0 倍（见 [[2025-halide-2]]）。

### 2.2 基准

| 系统 | 后端 | 加速比 | 日期 |
|---|---|---|---|
| Halide-X | CPU | 1.8× | 2024/05 |
| TVM-Ansor | GPU | 1.5× | 2020/11 |
"""

CHANGE = "§2.1 Halide-X 条目“约 1.8 倍”改为“约 1.9 倍”"
NEW_ROW = "2.2 基准表新增一行：`| Tiramisu-Y | GPU | 2.1× | 2026/07 |`"


def brief(suggestion: str, caveat: str, closing: str = "见条目 1。") -> str:
    return f"""\
# compilers · E1 预消化简报（2026-12-24）

## 一、今日条目

### 条目 1：调度器复测

- **来源**：organized/paper_cards/2612-halide-x-v2.md
- **要点**：第二版论文把平均提速订正为约 1.9 倍；Tiramisu-Y 在 GPU 上报告 2.1×。
- **建议归入**：{suggestion}
- **值得警惕**：{caveat}

## 二、本轮结论与建议动作

- {closing}
"""


def run(
    tmp_path: Path, suggestion: str, caveat: str, closing: str = "见条目 1。"
) -> tuple[int, str, str]:
    return proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(suggestion, caveat, closing), BRIEF_PATH
    )


@pytest.mark.parametrize(
    "caveat",
    [
        "勿改 Halide-X 的加速比。",
        "Halide-X 的加速比勿改。",
        "先别动 Halide-X 的提速。",
        "这一改动搁置，待作者确认后再落笔。",
        "暂缓：等作者确认。",
        "待作者确认后再落笔。",
        "该数字留待下一轮再更新。",
        "Halide-X 的数字本轮不改。",
        "勿改 Halide-X 的 CPU 数字。",
        "先不动 2.1，等复核。",
    ],
)
def test_a_caveat_refusing_or_shelving_the_change_holds_it(tmp_path: Path, caveat: str) -> None:
    code, report, after = run(tmp_path, CHANGE, caveat)
    assert after == KB, report
    assert any("forbid" in row for row in report_rows(report)), report
    assert code == 0, report


@pytest.mark.parametrize(
    "caveat",
    ["勿改 TVM-Ansor 的加速比。", "数字来自预印本，等正式版出来后再核对。", "先不动 2.2。"],
)
def test_a_caveat_about_something_else_leaves_the_change(tmp_path: Path, caveat: str) -> None:
    code, report, after = run(tmp_path, CHANGE, caveat)
    assert "平均提速约 1.9 倍" in after and "平均提速约 1.5 倍" in after, report
    assert code == 0, report


@pytest.mark.parametrize(
    "caveat",
    ["先别加到基准表。", "Tiramisu-Y 暂不入榜，轨迹尚未公开。", "基准表留待下一轮统一补。"],
)
def test_a_caveat_keeping_the_row_out_holds_it(tmp_path: Path, caveat: str) -> None:
    code, report, after = run(tmp_path, NEW_ROW, caveat)
    assert after == KB, report
    assert any("forbid" in row for row in report_rows(report)), report
    assert code == 0, report


@pytest.mark.parametrize(
    "closing",
    [
        "§2.1 Halide-X 条目“约 1.8 倍”可改为“约 1.9 倍”，但 2.1 本轮先不动，等复核（条目 1）",
        "§2.1 Halide-X 条目“约 1.8 倍”改为“约 1.9 倍”——先不动，等复核（条目 1）",
        "§2.1 Halide-X 条目“约 1.8 倍”改为“约 1.9 倍”，但 §2.1 先不动（条目 1）",
    ],
)
def test_a_closing_line_taking_its_change_back_asks_nothing(tmp_path: Path, closing: str) -> None:
    code, report, after = run(tmp_path, "见文末。", "无。", closing)
    assert after == KB, report
    (row,) = [r for r in report_rows(report) if "refusal" in r]
    assert "1.9" in row, report
    assert code == 1, report


def test_a_take_back_of_another_section_leaves_the_change(tmp_path: Path) -> None:
    closing = "§2.1 Halide-X 条目“约 1.8 倍”改为“约 1.9 倍”，但 2.2 先不动（条目 1）"
    _, report, after = run(tmp_path, "见文末。", "无。", closing)
    assert "平均提速约 1.9 倍" in after and "| Halide-X | CPU | 1.8× | 2024/05 |" in after, report


@pytest.mark.parametrize("caveat", ["Halide 2 的数字本轮不改。", "勿改 Halide 2 的数字。"])
def test_the_number_of_a_name_is_no_figure_kept(tmp_path: Path, caveat: str) -> None:
    change = "§2.1 Halide 2 条目“约 2.0 倍”改为“约 2.2 倍”"
    code, report, after = run(tmp_path, change, caveat)
    assert after == KB, report
    assert any("forbid" in row for row in report_rows(report)), report
    assert code == 0, report


@pytest.mark.parametrize(
    "closing", ["Halide-X 数字可不改（条目 1）", "Halide-X 数字搁置，下轮再议（条目 1）"]
)
def test_a_closing_line_keeping_what_the_item_changes_holds_it(
    tmp_path: Path, closing: str
) -> None:
    code, report, after = run(tmp_path, CHANGE, "无。", closing)
    assert after == KB, report
    assert any("forbid" in row for row in report_rows(report)), report
    assert code == 0, report


def test_a_closing_line_keeping_another_entry_leaves_the_change(tmp_path: Path) -> None:
    code, report, after = run(tmp_path, CHANGE, "无。", "TVM-Ansor 数字可不改（条目 1）")
    assert "平均提速约 1.9 倍" in after, report
    assert code == 0, report


def test_a_keep_of_another_cell_of_the_row_leaves_the_change(tmp_path: Path) -> None:
    change = "§2.2 Halide-X 一行加速比由“1.8×”改为“1.9×”"
    code, report, after = run(tmp_path, change, "Halide-X 的日期先别改。")
    assert "| Halide-X | CPU | 1.9× | 2024/05 |" in after, report
    assert code == 0, report


CHANGE_IN_ENTRY = "§2.1 Halide-X 条目里的“平均提速约 1.8 倍”改为“平均提速约 1.9 倍”"


@pytest.mark.parametrize(
    "caveat",
    [
        "勿改 Halide-X 的数字。",
        "勿改 Halide-X 的提速。",
        "第二章本轮不动。",
        "优化章这轮先不碰。",
        "1.9 倍是作者自报，暂不采用。",
        "此项不必急于入档，下轮再议。",
        "下一轮再定。",
        "提速数字暂缓。",
        "提速数字保持原样。",
        "别急着改提速数字。",
    ],
)
def test_a_caveat_holds_the_change_of_a_quote_inside_the_entry(tmp_path: Path, caveat: str) -> None:
    code, report, after = run(tmp_path, CHANGE_IN_ENTRY, caveat)
    assert after == KB, report
    assert any("forbid" in row for row in report_rows(report)), report
    assert code == 0, report


@pytest.mark.parametrize(
    "caveat",
    [
        "TVM-Ansor 条目本轮不动。",
        "勿改 TVM-Ansor 的数字。",
        "2.2 基准表里 Halide-X 那一行等下一轮统一改，本轮先不动。",
    ],
)
def test_a_caveat_keeping_another_entry_leaves_the_change_inside_the_entry(
    tmp_path: Path, caveat: str
) -> None:
    code, report, after = run(tmp_path, CHANGE_IN_ENTRY, caveat)
    assert "平均提速约 1.9 倍" in after, report
    assert code == 0, report


APPEND = "§2.1 Halide-X 条目末尾补一句“第二版在 ARM 上复现了提速。”"


@pytest.mark.parametrize(
    "closing", ["Halide-X 的补句先不加，等复现（条目 1）", "补句暂不加（条目 1）"]
)
def test_a_closing_line_holding_back_the_sentence_holds_the_append(
    tmp_path: Path, closing: str
) -> None:
    code, report, after = run(tmp_path, APPEND, "无。", closing)
    assert after == KB, report
    assert any("forbid" in row for row in report_rows(report)), report
    assert code == 0, report
