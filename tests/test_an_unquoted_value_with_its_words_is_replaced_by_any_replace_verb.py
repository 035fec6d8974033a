"""`§2 CCD-90 单片售价 3.2 万美元 换成 2.9 万美元`: an unquoted old value and its new one, with
the same unit words after each number (`万美元`, `亿颗`, `微米`), are read whole with any verb of
the lexicon's replace kind (换成, 调为, 调整为, 更新为, 改成, 订正为, and 更为 between two numbers),
in a table's row or an entry's line. An old value the section holds twice or not at all, or
two values whose words differ, is reported, never guessed. Our own words, on a KB of our own."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import report_rows
from .telescope_fixture import GAIA, KB, SUBARU, changed, run

CCD = "- CCD-90（2021）— 背照式探测器，单片售价 3.2 万美元；量子效率 95%。"
FIBRE = "- 光纤定位器（2019）— 4000 根光纤并行，定位误差 12 微米。"


@pytest.mark.parametrize(
    ("suggestion", "old", "new"),
    [
        ("§2 CCD-90 单片售价 3.2 万美元 换成 2.9 万美元。", CCD, CCD.replace("3.2", "2.9")),
        ("§2 CCD-90 条目的售价 3.2 万美元 调为 2.9 万美元。", CCD, CCD.replace("3.2", "2.9")),
        ("§2 CCD-90 的量子效率 95% 更为 96%。", CCD, CCD.replace("95%", "96%")),
        ("§2 光纤定位器 条目里的 12 微米 订正为 10 微米。", FIBRE, FIBRE.replace("12", "10")),
        ("§2 光纤定位器 定位误差 12 微米 调整为 9 微米。", FIBRE, FIBRE.replace("12", "9")),
        ("§1.2 排名表 Gaia 的星表规模 18 亿颗 更新为 19 亿颗。", GAIA, GAIA.replace("18", "19")),
        ("§1.2 表 Gaia 18 亿颗 改成 19 亿颗。", GAIA, GAIA.replace("18", "19")),
        ("§1.2 表 Gaia 的星表规模 18 亿颗 更为 19 亿颗。", GAIA, GAIA.replace("18", "19")),
        ("§1.1 表 Subaru 的口径 8.2 m 更为 8.4 m。", SUBARU, SUBARU.replace("8.2", "8.4")),
    ],
)
def test_the_value_with_its_words_is_replaced(
    tmp_path: Path, suggestion: str, old: str, new: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert code == 0, report
    assert changed(after) == [(old, new)], report


@pytest.mark.parametrize(
    ("suggestion", "why"),
    [
        # Keck and GTC both measure 10 m: which row is meant is not guessed.
        ("§1.1 表中 10 m 更为 11 m。", "2 lines of this section hold 「10 m」"),
        ("§1.2 表中 20 亿颗 调为 21 亿颗。", "no line of this section holds 「20 亿颗」"),
        ("§2 CCD-90 售价 3.5 万美元 换成 2.9 万美元。", "「3.5 万美元」"),
    ],
)
def test_a_value_not_held_once_is_reported(tmp_path: Path, suggestion: str, why: str) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert after == KB and code == 1, report
    assert any("replace values" in row and why in row for row in report_rows(report)), report


@pytest.mark.parametrize(
    ("suggestion", "words"),
    [
        # Words that differ after the two numbers: not one kind of value.
        ("§2 CCD-90 单片售价 3.2 万美元 换成 2.9 万元。", "3.2 万美元 换成 2.9 万元"),
        # 更为 not between two numbers is the adverb "more".
        ("§2 CCD-90 条目 更为重要，量子效率 95% 不必改。", "更为重要"),
    ],
)
def test_no_pair_of_one_kind_is_reported_with_its_words(
    tmp_path: Path, suggestion: str, words: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert after == KB and code == 1, report
    assert any("not understood" in row and words in row for row in report_rows(report)), report


@pytest.mark.parametrize(
    ("suggestion", "old", "new"),
    [
        # A word of approximation said on both sides stays as the document writes it; it is
        # neither a label of the value nor part of its number.
        ("§2 CCD-90 约 3.2 万美元 调为约 2.9 万美元。", CCD, CCD.replace("3.2", "2.9")),
        ("§2 CCD-90 单片售价由约 3.2 万美元改为约 2.9 万美元。", CCD, CCD.replace("3.2", "2.9")),
        ("§1.2 表 Gaia 由约 18 亿颗更新为约 19 亿颗。", GAIA, GAIA.replace("18", "19")),
        ("§2 光纤定位器 约 12 微米 订正为 约 10 微米。", FIBRE, FIBRE.replace("12", "10")),
    ],
)
def test_a_word_of_approximation_on_both_sides_is_no_part_of_the_value(
    tmp_path: Path, suggestion: str, old: str, new: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert code == 0, report
    assert changed(after) == [(old, new)], report
