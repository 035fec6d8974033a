"""`由 0.8 提高到 0.9`, `0.8 降低至 0.5`, `增至`, `缩短到`, `调高为`, `应为约 10 小时（原文约 9
小时）`: a value raised, lowered or said as what it should be is replaced as `0.8 → 0.9` is,
with its old value given (before the verb, or after the new one in an aside); without one it
is reported, as every replace; `增加到 §2.2` is no value change. Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .kiln_fixture import KB, changed, rows, run


@pytest.mark.parametrize(
    ("suggestion", "line"),
    [
        ("§2.1 EcoKiln 的能耗由 0.8 提高到 0.9。", "能耗 0.9 度每公斤"),
        ("§2.1 EcoKiln 能耗 0.8 提升至 0.9。", "能耗 0.9 度每公斤"),
        ("§2.1 EcoKiln 能耗由 0.8 降低到 0.5。", "能耗 0.5 度每公斤"),
        ("§2.1 EcoKiln 能耗 0.8 调低为 0.5。", "能耗 0.5 度每公斤"),
        ("§2.1 EcoKiln 能耗从 0.8 增至 1.1。", "能耗 1.1 度每公斤"),
        ("§2.1 EcoKiln 能耗 0.8 减少到 0.7。", "能耗 0.7 度每公斤"),
        ("§2.2 GasPro 烧成时长 9 小时 缩短到 8 小时。", "单次烧成 8 小时"),
        ("§2.2 GasPro 单次烧成时长应为约 10 小时（原文约 9 小时）。", "单次烧成 10 小时"),
        ("§2.2 GasPro 单次烧成时长应为 10 小时（原文 9 小时）。", "单次烧成 10 小时"),
        # Read before, the same kind: 修正为, 上调为, 降至.
        ("§2.1 EcoKiln 能耗由 0.8 修正为 0.6。", "能耗 0.6 度每公斤"),
        ("§2.1 EcoKiln 能耗由 0.8 上调为 0.9。", "能耗 0.9 度每公斤"),
        ("§2.1 EcoKiln 能耗 0.8 降至 0.5。", "能耗 0.5 度每公斤"),
    ],
)
def test_the_old_value_is_replaced_by_the_new(tmp_path: Path, suggestion: str, line: str) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert code in (0, 1), report
    (new,) = changed(after)
    assert line in new, after
    assert any(" proposed " in row and "[line 9]" in row for row in rows(report)), report


@pytest.mark.parametrize(
    "suggestion",
    [
        "§2.1 EcoKiln 的能耗提高到 0.9。",
        "§2.1 EcoKiln 的能耗降低到 0.5。",
        "§2.1 EcoKiln 的能耗修正为 0.6。",
    ],
)
def test_a_new_value_without_its_old_one_is_reported(tmp_path: Path, suggestion: str) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert after == KB and code == 1, report
    assert any("[line 9]" in row and "not understood" in row for row in rows(report)), report
