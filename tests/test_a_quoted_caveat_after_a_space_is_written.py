"""A caveat the new entry must say is quoted after its verb with or without a space between
(`注明 "仅作者自测"`, `写明 「单机 8 卡」`, `标注“未复现”`): the entry holds it either way.
Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .test_a_condition_after_the_request_withholds_it import run


@pytest.mark.parametrize(
    ("suggestion", "written"),
    [
        ('§2.2 新增 GraphSlab 一条，同条注明 "仅作者自测，单机 8 卡"。', "仅作者自测，单机 8 卡"),
        ("§2.2 补一条 GraphSlab，条目里要写明 「单机 8 卡，未开源」。", "单机 8 卡，未开源"),
        ("§2.2 添一条 GraphSlab，标注 “尚未复现”。", "尚未复现"),
        ('§2.2 新增 GraphSlab 条目，注明"仅作者自测"。', "仅作者自测"),
    ],
)
def test_the_quoted_caveat_is_in_the_new_entry(
    tmp_path: Path, suggestion: str, written: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert code == 0, report
    (line,) = [x for x in after.splitlines() if x.startswith("- **GraphSlab")]
    assert written in line, report
