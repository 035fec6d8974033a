"""An item's caveat whose clause ends by refusing an edit, said of a thing in the writer's own
words (`售价数字暂缓更新`, `该报价暂不更新`, `报价只是一家之言，勿写入活文档`, `Rubin 一行暂不入表`,
`巡天表本轮不加行`, `望远镜先别加`), holds the item's edits of the kind refused; a refusal of
another kind (`新条目先别加` beside a change of values) leaves the change. Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import report_rows
from .telescope_fixture import changed, run

VALUE = "§2 仪器：CCD-90 单片售价由 3.2 万美元改为 3.5 万美元。"
ROW = "§1.2 巡天排名表加一行：| Rubin | 200 亿颗 | 中 | 试运行 |"
CCD = "- CCD-90（2021）— 背照式探测器，单片售价 3.2 万美元；量子效率 95%。"


@pytest.mark.parametrize(
    ("suggestion", "caveat"),
    [
        (VALUE, "售价数字暂缓更新。"),
        (VALUE, "该报价暂不更新，等厂商回函。"),
        (VALUE, "报价只是一家之言，勿写入活文档。"),
        (ROW, "Rubin 一行暂不入表。"),
        (ROW, "巡天表本轮不加行。"),
        (ROW, "新巡天先别加。"),
    ],
)
def test_the_refused_edit_is_held(tmp_path: Path, suggestion: str, caveat: str) -> None:
    code, report, after = run(tmp_path, f"{suggestion}\n- 值得警惕：{caveat}")
    assert changed(after) == [] if suggestion == VALUE else "Rubin" not in after, report
    assert code == 0, report
    assert any(" forbidden " in row for row in report_rows(report)), report


def test_a_refusal_of_another_kind_leaves_the_change(tmp_path: Path) -> None:
    code, report, after = run(tmp_path, f"{VALUE}\n- 值得警惕：新条目先别加。")
    assert code == 0, report
    assert changed(after) == [(CCD, CCD.replace("3.2 万美元", "3.5 万美元"))], report


@pytest.mark.parametrize("caveat", ["CCD-90 条目本轮不动。", "CCD-90 的售价维持原值。"])
def test_a_keep_of_an_entry_holds_a_value_change_that_names_no_entry(
    tmp_path: Path, caveat: str
) -> None:
    """The quoted value may stand in the kept entry: where it stands is not read, so held."""
    code, report, after = run(
        tmp_path, f"§2 仪器中“3.2 万美元”改为“3.5 万美元”。\n- 值得警惕：{caveat}"
    )
    assert changed(after) == [] and code == 0, report
    assert any(" forbidden " in row for row in report_rows(report)), report
