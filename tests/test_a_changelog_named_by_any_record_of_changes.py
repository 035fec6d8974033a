"""A changelog is named by what it is, a record of changes (修改记录, 变动记录, 更新历史,
修订日志…), not only by the words kbpatch was first shown; a row dictated after a bare verb of
adding and its colon (`修改记录末尾加：| … |`) is a new row, in an item or in the closing list. Our
own words, on a KB of our own."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import report_rows
from .test_a_changelog_row_dictated_cell_by_cell_is_written_in_date_order import (
    ASIDE,
    MARK,
    NEW_ROW,
    OLDEST_FIRST,
    run,
)

ROW = "| 2026-12-18 | 1 节补陶瓷轴承；刹片对比 | kim |"


def kb_named(name: str) -> str:
    return OLDEST_FIRST.replace("## 2. 修订记录", f"## 2. {name}")


@pytest.mark.parametrize("name", ["修改记录", "变动记录", "更新历史", "修改日志"])
@pytest.mark.parametrize(
    ("suggestion", "closing"),
    [
        ("{name}新增一行：" + ROW, ""),
        ("{name}末尾加：" + ROW, ""),
        ("在{name}表末尾补：" + ROW, ""),
        (ASIDE, "{name}末尾添：" + ROW + "（条目 1）"),
    ],
)
def test_the_dictated_row_is_written_in_the_record_of_changes(
    tmp_path: Path, name: str, suggestion: str, closing: str
) -> None:
    kb = kb_named(name)
    code, report, after = run(tmp_path, kb, suggestion.format(name=name), closing.format(name=name))
    assert code == 0, report
    new = [line for line in after.splitlines() if line not in kb.splitlines()]
    assert [line.replace(MARK, "") for line in new] == [NEW_ROW], report


@pytest.mark.parametrize("name", ["修改记录", "变动记录"])
def test_a_row_without_its_cells_apart_is_reported(tmp_path: Path, name: str) -> None:
    kb = kb_named(name)
    code, report, after = run(tmp_path, kb, f"{name}末尾加：2026-12-18，补轴承，kim")
    assert after == kb and code == 1, report
    assert any("2026-12-18，补轴承，kim" in row for row in report_rows(report)), report


def test_a_row_dictated_for_a_list_of_no_known_kind_is_reported_whole(tmp_path: Path) -> None:
    """A closing line naming no item that dictates a row, `；` in a cell, for a list kbpatch
    does not know: one report with the whole row, never a half read and a half dropped."""
    closing = "工作台账新增一行：| 2026-12-18 | 补轴承；刹片对比 | kim |"
    code, report, after = run(tmp_path, OLDEST_FIRST, ASIDE, closing)
    assert after == OLDEST_FIRST and code == 1, report
    (row,) = [r for r in report_rows(report) if "工作台账" in r]
    assert "补轴承" in row and " proposed " not in row, report
