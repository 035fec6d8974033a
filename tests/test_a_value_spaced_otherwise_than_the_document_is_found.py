"""A value a brief writes spaced otherwise than the document (`2026年10月` for `2026 年 10 月`,
`46万名` for `46 万名`, and the reverse) is that value; its new value is written spaced as the
words it replaces are. A date said in words and digits (`由 2026 年 10 月订正为 2026 年 9 月`) is
read whole, spaces and all. Our own words, on a KB of our own."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/wen/2026-12-19-ferry-e1prep.md"
KB_PATH = "organized/knowledge/ferry.md"

SPACED = "新航线于 2025 年 10 月开通，首年运送旅客约 46 万人次。"
TIGHT = "旧码头在2024年3月停用，改建费用约12万元。"
KB = f"""\
# 渡轮 活文档

## 1 航线

{SPACED}

## 2 码头

{TIGHT}
"""


def brief(suggestion: str) -> str:
    return f"""\
# ferry · E1 预消化简报（2026-12-19）

## 一、条目

### 条目 1：航线年报

- 来源：organized/paper_cards/7001-ferry.md
- 要点：年报更正了几处数字。
- 建议归入：{suggestion}
"""


def run(tmp_path: Path, suggestion: str) -> tuple[int, str, list[tuple[str, str]]]:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    pairs = zip(KB.splitlines(), after.splitlines(), strict=True)
    return code, report, [(old, new) for old, new in pairs if old != new]


@pytest.mark.parametrize(
    ("suggestion", "old", "new"),
    [
        (
            "§1 开通时间由 2025 年 10 月订正为 2025 年 9 月。",
            SPACED,
            SPACED.replace("10 月", "9 月"),
        ),
        ("§1 开通时间由 2025年10月 改为 2025年9月。", SPACED, SPACED.replace("10 月", "9 月")),
        ("§1 旅客由约 46万人次更正为约 48万人次。", SPACED, SPACED.replace("46 万", "48 万")),
        ("§2 停用时间由 2024 年 3 月改为 2024 年 5 月。", TIGHT, TIGHT.replace("3月", "5月")),
        ("§2 改建费用 12 万元 → 15 万元。", TIGHT, TIGHT.replace("12万元", "15万元")),
    ],
)
def test_the_value_is_replaced_in_the_document_s_spacing(
    tmp_path: Path, suggestion: str, old: str, new: str
) -> None:
    code, report, changed = run(tmp_path, suggestion)
    assert code == 0, report
    assert changed == [(old, new)], report


def test_a_date_that_stands_nowhere_writes_nothing(tmp_path: Path) -> None:
    code, report, changed = run(tmp_path, "§1 开通时间由 2025 年 11 月改为 2025 年 9 月。")
    assert code == 1, report
    assert changed == [], report


@pytest.mark.parametrize(
    ("suggestion", "old", "new"),
    [
        (
            "§1 把「约 46 万人次。」改为「约 46 万人次[注7]。」",
            SPACED,
            SPACED.replace("46 万人次。", "46 万人次[注7]。"),
        ),
        (
            "§1 「约 46 万人次。」改成「约 46 万人次【来源3】。」",
            SPACED,
            SPACED.replace("46 万人次。", "46 万人次【来源3】。"),
        ),
        (
            "§2 将「约12万元。」换为「约12万元[注 4]。」",
            TIGHT,
            TIGHT.replace("12万元。", "12万元[注 4]。"),
        ),
    ],
)
def test_a_bracketed_marker_in_the_new_words_keeps_its_dictated_spacing(
    tmp_path: Path, suggestion: str, old: str, new: str
) -> None:
    """The marker is written as the notes list writes it, not as the prose beside it."""
    code, report, changed = run(tmp_path, suggestion)
    assert code == 0, report
    assert changed == [(old, new)], report
