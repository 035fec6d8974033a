"""`§2.1 新增 **EcoKiln-remote** 条目` with the closing list's `条目 1 改放 §2.2`: the entry
proposed in §2.2 is the one the item asks for (its name, its 要点 whole), only placed elsewhere,
and cites the item's line with the closing line, for every verb of moving. Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .kiln_fixture import changed, rows, run

POINT = "EcoKiln 自带远程监控面板，支持短信报警。"
ENTRY = "- **EcoKiln-remote**（arXiv:2612.05555）：" + POINT


@pytest.mark.parametrize(
    ("suggestion", "closing"),
    [
        ("§2.1 新增 **EcoKiln-remote** 条目。", "条目 1 改放 §2.2。"),
        ("§2.1 新增 **EcoKiln-remote** 条目。", "条目 1 挪去 §2.2。"),
        ("§2.1 新增一条 EcoKiln-remote 条目。", "条目 1 改放 §2.2。"),
        ("§2.1 新增 **EcoKiln-remote** 条目。", "条目 1 转到 §2.2。"),
    ],
)
def test_the_moved_entry_is_the_item_s_entry(tmp_path: Path, suggestion: str, closing: str) -> None:
    code, report, after = run(tmp_path, suggestion, closing, POINT)
    assert code == 0, report
    (new,) = changed(after)
    assert new.startswith(ENTRY), after
    section_22 = after.split("### 2.2 气窑", 1)[1]
    assert new in section_22, after
    assert any(
        " proposed " in row and "§2.2" in row and "[lines 9,13]" in row for row in rows(report)
    ), report


def test_without_the_move_the_same_entry_stays_in_place(tmp_path: Path) -> None:
    code, report, after = run(tmp_path, "§2.1 新增 **EcoKiln-remote** 条目。", "无。", POINT)
    assert code == 0, report
    (new,) = changed(after)
    assert new.startswith(ENTRY), after
    assert new in after.split("### 2.2 气窑", 1)[0], after
