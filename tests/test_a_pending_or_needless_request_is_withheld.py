"""A request the brief marks as pending or doubtful, or whose need it denies, is reported and
never proposed: a status label before it and its colon (`待议：§2.2 补一条 X`, `存疑：…`), a
doubt said after it (`…，这事存疑`), a need denied around it (`…并无必要`, `没有在 §2.2 补 X 的
必要`), or a round it is not for (`…不属于本轮重点`). Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .test_a_condition_after_the_request_withholds_it import KB, run


@pytest.mark.parametrize(
    ("suggestion", "said"),
    [
        ("待议：§2.2 补一条 GraphSlab。", "待议"),
        ("待定: §2.2 新增 GraphSlab 条目。", "待定"),
        ("存疑：§2.2 添一条 GraphSlab。", "存疑"),
        ("待讨论：§2.2 登记 GraphSlab。", "待讨论"),
        ("§2.2 补一条 GraphSlab，这事存疑。", "这事存疑"),
        ("§2.2 登记 GraphSlab，仍存疑。", "仍存疑"),
        ("§2.2 补一条 GraphSlab 并无必要。", "并无必要"),
        ("§2.2 新增 GraphSlab 条目，实在没有这个必要。", "没有这个必要"),
        ("没有在 §2.2 登记 GraphSlab 的必要。", "的必要"),
        ("§2.2 补一条 GraphSlab 不属于本轮重点。", "不属于本轮重点"),
        ("§2.2 新增 GraphSlab 条目不是这轮的任务。", "不是这轮的任务"),
    ],
)
def test_a_pending_doubted_or_needless_request_is_reported_not_proposed(
    tmp_path: Path, suggestion: str, said: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert after == KB, report
    assert code == 1
    (row,) = [line for line in report.splitlines() if "(条目 1)" in line]
    assert "not understood" in row and said in row, report


@pytest.mark.parametrize(
    "suggestion",
    [
        "§2.2 补一条 GraphSlab，写明必要的前置条件。",
        "§2.2 补一条 GraphSlab（作者称无需重建索引）。",
    ],
)
def test_such_words_about_the_paper_leave_the_request_proposed(
    tmp_path: Path, suggestion: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert code == 0, report
    assert "- **GraphSlab" in after, report
