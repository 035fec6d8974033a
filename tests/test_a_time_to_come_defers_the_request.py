"""A time to come said with the request, with or without 再 (`下礼拜在 §2.2 补一条 X`, `晚些时候往
§2.2 添 X`, `§2.2 改天补一条 X`, `择期在 §2.2 登记 X`, `下次整理时在 §2.2 补 X`), defers it: the
request is reported with the time word and no patch is written, as `下轮再补` is. The same
words saying "after" in a place (`放在 X 条目之后`, `在 X 条目之后补一条`) or said of the paper
(`（作者称下周放数据）`) leave the request proposed. Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied
from .test_a_condition_after_the_request_withholds_it import BRIEF_PATH, KB, KB_PATH, brief, run


@pytest.mark.parametrize(
    ("suggestion", "said"),
    [
        ("下礼拜在 §2.2 补一条 GraphSlab。", "下礼拜"),
        ("下个月往 §2.2 添 GraphSlab 条目。", "下个月"),
        ("晚些时候在 §2.2 登记 GraphSlab。", "晚些时候"),
        ("§2.2 改天补一条 GraphSlab。", "改天"),
        ("择期在 §2.2 新增 GraphSlab 条目。", "择期"),
        ("过几天在 §2.2 补录 GraphSlab。", "过几天"),
        ("回头再往 §2.2 加一条 GraphSlab。", "回头"),
        ("下次整理时在 §2.2 补一条 GraphSlab。", "下次整理时"),
        ("以后在 §2.2 添一条 GraphSlab。", "以后"),
        ("这轮不动；下星期在 §2.2 补一条 GraphSlab。", "下星期"),
        ("明天再补：§2.2 新增 GraphSlab 条目。", "明天"),
    ],
)
def test_a_time_to_come_withholds_the_request(tmp_path: Path, suggestion: str, said: str) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert after == KB, report
    assert code == 1
    rows = [line for line in report.splitlines() if "not understood" in line]
    assert any(f"({said})" in row and "asks no edit this round" in row for row in rows), report


@pytest.mark.parametrize(
    "suggestion",
    [
        "§2.2 补一条 GraphSlab，放在 HNSW 条目之后。",
        "在 §2.2 HNSW 条目之后补一条 GraphSlab。",
        "§2.2 新增 GraphSlab 条目（作者称下周放数据）。",
        "§2.2 补一条 GraphSlab，注明作者计划下个月开源。",
    ],
)
def test_after_in_a_place_or_of_the_paper_leaves_the_request_proposed(
    tmp_path: Path, suggestion: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert code == 0, report
    assert "- **GraphSlab" in after, report


@pytest.mark.parametrize(
    "caveat",
    [
        "下轮再议：是否在 §2.2 加「召回率」列",
        "§2.2 要不要新增一列「召回率」，下次再说。",
        "以后再在 §2.2 下新增一个小节「分块图」。",
    ],
)
def test_a_new_column_or_heading_put_off_in_the_caveats_is_reported(
    tmp_path: Path, caveat: str
) -> None:
    text = brief("§2.2 新增 GraphSlab 条目。") + f"\n## 二、值得警惕\n\n- {caveat}\n"
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, text, BRIEF_PATH)
    assert "- **GraphSlab" in after and code == 1, report
    rows = [line for line in report.splitlines() if "not understood" in line]
    assert any(caveat.rstrip("。") in row for row in rows), report
