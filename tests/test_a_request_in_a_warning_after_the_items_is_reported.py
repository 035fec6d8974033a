"""A brief laid out with its caveats as `⚠ …` lines after the items (值得警惕的矛盾 / 待核实清单)
is read as the numbered caveats list is: a warning that asks for an edit is reported with its
words, even when it names an item that asks its own edits elsewhere, and nothing of it is
written; a warning that only warns stays silent; a take-back there (`⚠ 增量 1 先别入档`, the
sign no word of it) still keeps the item out, as in the numbered list.
Our own words and document."""

from __future__ import annotations

from pathlib import Path

import pytest

from .coffee_kb import KB, KB_PATH
from .conftest import proposed_and_applied, report_rows

BRIEF_PATH = "inbox/mo/2026-12-14-coffee-e1prep.md"


def added(after: str) -> list[str]:
    return [line for line in after.splitlines() if line not in KB.splitlines()]


def brief(*warnings: str) -> str:
    listed = "\n".join(warnings)
    return f"""\
coffee · E1 预消化简报（2026-12-14）

作者：mo · E1 日间轮 对照活文档：{KB_PATH}

增量 1：BlazeR3 —— 新款半热风家用烘豆机

来源 - 卡片：organized/repo_cards/0101-chiyan-h3.md

要点 半热风结构，单批 300 克，厂商称升温更均匀。

建议归入：§1.1 新增一条：BlazeR3（2026）— 半热风家用机，单批 300 克。

值得警惕的矛盾 / 待核实清单

{listed}

今晚建议的归并动作（按优先级）

§1.1 新增BlazeR3（增量 1）。
"""


def line_of(text: str, words: str) -> int:
    return next(n for n, line in enumerate(text.splitlines(), 1) if words in line)


@pytest.mark.parametrize(
    "request_line",
    [
        "⚠ 更新日志 需补一行：2026-12-14：1.1 收录BlazeR3。",
        "⚠ BlazeR3 只测了浅烘 → 在第 3 部分新增一个开放问题 Q2：深烘时半热风是否仍更均匀？",
        "⚠ BlazeR3 用的是铁皮卡试烘 → §2.1 表 铁皮卡 行 备注 改为「半热风试烘用豆」。",
        "⚠ BlazeR3 与云壶 K1 同厂 → §1.2 云壶 K1 条目末尾补一句同厂关系。",
    ],
)
def test_a_request_among_warnings_is_reported_and_a_plain_warning_is_not(
    tmp_path: Path, request_line: str
) -> None:
    plain = "⚠ 厂商的升温曲线只在 220V 电压下测得，写入时附口径。"
    text = brief(plain, request_line)
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, text, BRIEF_PATH)
    rows = report_rows(report)
    # The item's own entry is written, and nothing else: the warning's request is reported.
    (entry,) = added(after)
    assert code == 1 and entry.startswith("- BlazeR3"), report
    asked = [row for row in rows if "not understood" in row]
    (row,) = asked
    assert f"[line {line_of(text, request_line)}]" in row, report
    assert request_line[:20] in row, report
    # The plain warning asks nothing: no row quotes it.
    assert "220V" not in report, report


@pytest.mark.parametrize(
    "wait",
    [
        "⚠ 增量 1 先别入档。",
        "⚠ 增量 1 暂不入档。",
        "⚠⚠ 关于增量 1：先别入档。",
    ],
)
def test_a_hold_among_warnings_keeps_the_item_out_and_a_request_beside_it_is_reported(
    tmp_path: Path, wait: str
) -> None:
    request_line = "⚠ 更新日志 须补一条：2026-12-14：1.1 收录BlazeR3。"
    text = brief(wait, request_line)
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, text, BRIEF_PATH)
    assert code == 1 and after == KB, report
    rows = report_rows(report)
    assert any(f"[line {line_of(text, request_line)}]" in row for row in rows), report
    assert not any(" proposed " in row for row in rows), report
