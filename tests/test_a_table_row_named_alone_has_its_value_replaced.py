"""`RiverNet 一行的精度列"约 81%"改为"约 84%"` with no section named: the document's one table
row whose first cell is that name holds the place, and the value of that row (quoted or not)
is replaced, the rest of the row and of the document as they were. A name no row has, or two
rows have, or a value the row does not hold is reported, never guessed.
Our own words: a small document of image models in two tables."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied
from .conftest import report_rows as rows

BRIEF_PATH = "inbox/kai/2026-12-12-vision-e1prep.md"
KB_PATH = "organized/knowledge/vision.md"

KB = """\
# vision 活文档

## 1 分类

| 名称 | 参数 | 精度 | 出处 |
| --- | --- | --- | --- |
| RiverNet | 40M | 约 81% | (Amal et al., 2025) |
| PineNet | 90M | 约 81% | (Borg et al., 2025) |
| Lark-2 | 12M | 约 76% | (Chen et al., 2026) |

## 2 检测

| 名称 | 参数 | mAP | 出处 |
| --- | --- | --- | --- |
| Lark-2 | 15M | 41.0 | (Chen et al., 2026) |
| OwlDet | 60M | 47.5 | (Dias et al., 2026) |

## 3 备注

- 精度均为 ImageNet top-1。
"""

AFTER = KB.replace("| RiverNet | 40M | 约 81% |", "| RiverNet | 40M | 约 84% |")


def brief(suggestion: str) -> str:
    return f"""\
# vision · E1 预消化简报（2026-12-12）

## 一、条目

### 条目 1：RiverNet 新结果

- 来源：arXiv:2612.07777
- 要点：RiverNet 重训后精度提升三个点。
- 建议归入：{suggestion}
"""


def run(tmp_path: Path, suggestion: str) -> tuple[int, str, str]:
    return proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)


@pytest.mark.parametrize(
    "suggestion",
    [
        'RiverNet 一行的精度列"约 81%"改为"约 84%"。',
        'RiverNet 一行的精度"约 81%"更新为"约 84%"，其他列不动。',
        "把 RiverNet 那一行的「约 81%」改成「约 84%」。",
        'RiverNet 一行："约 81%" → "约 84%"',
        # Unquoted values, read as in a named section (round 29: `X 行的规模 A 改为 B`).
        "RiverNet 一行的精度列约 81% 改为约 84%。",
        "RiverNet 行的精度 约 81% 改为 约 84%。",
    ],
)
def test_the_one_row_so_named_has_its_value_replaced(tmp_path: Path, suggestion: str) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert code == 0, report
    assert after == AFTER, after


def test_only_the_named_row_changes_where_another_holds_the_same_value(tmp_path: Path) -> None:
    code, report, after = run(tmp_path, 'PineNet 一行的精度列"约 81%"改为"约 86%"。')
    assert code == 0, report
    assert after == KB.replace("| PineNet | 90M | 约 81% |", "| PineNet | 90M | 约 86% |"), after


@pytest.mark.parametrize(
    ("suggestion", "why"),
    [
        # Two rows (one per table) are named Lark-2: which one is meant is not guessed.
        ('Lark-2 一行的参数列"12M"改为"14M"。', "2 entries open with Lark-2"),
        # No row is named so.
        (
            'HawkNet 一行的精度列"约 81%"改为"约 84%"。',
            "no entry of the document opens with HawkNet",
        ),
        # The row does not hold the old value.
        ('RiverNet 一行的精度列"约 79%"改为"约 84%"。', "「约 79%」 does not occur in line 7"),
        # Unquoted, the same: an old value the row does not hold is reported.
        ("RiverNet 行的精度 约 79% 改为 约 84%。", "「79%」 does not occur in line 7"),
    ],
)
def test_a_row_or_value_not_found_once_is_reported(
    tmp_path: Path, suggestion: str, why: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert after == KB and code == 1, report
    assert any(why in row for row in rows(report)), report
