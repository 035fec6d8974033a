"""`待办 一节"X"一项勾选为已完成`: the one open checkbox item (`- [ ] X…`) that opens with the
quoted words is ticked (`- [x] X…`), its words and every other line as they were. An item
already ticked, one no open item opens with, or words two open items open with, are reported,
never guessed; an unquoted name is not read as one. Our own words: a small gardening document
with a to-do list."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied
from .conftest import report_rows as rows

BRIEF_PATH = "inbox/ana/2026-12-11-garden-e1prep.md"
KB_PATH = "organized/knowledge/garden.md"

KB = """\
# garden 活文档

## 1 土壤

- **堆肥**：厨余与落叶按 1:3 混合，六周腐熟。

## 2 待办

- [x] 南侧苗床 换土
- [ ] 滴灌 接入，需要新水泵
- [ ] 温室补光 试点
- [ ] 温室补光 评估报告
- [ ] 种子库存 盘点

## 3 记录

- 2026-11：第一批番茄定植。
"""


def brief(suggestion: str) -> str:
    return f"""\
# garden · E1 预消化简报（2026-12-11）

## 一、条目

### 条目 1：滴灌上线

- 来源：内部巡检记录
- 要点：滴灌管路已通水，覆盖全部苗床。
- 建议归入：{suggestion}
"""


def run(tmp_path: Path, suggestion: str) -> tuple[int, str, str]:
    return proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)


@pytest.mark.parametrize(
    "suggestion",
    [
        '第2节 待办 中"滴灌 接入"一项勾选为已完成。',
        "§2 把「滴灌 接入」那一项勾上。",
        '§2："滴灌 接入"打勾。',
        "第2节待办里「滴灌 接入」标记为已完成",
        '§2 "滴灌 接入" 标为完成。',
        '§2: mark "滴灌 接入" as done.',
    ],
)
def test_the_one_open_item_opening_with_the_words_is_ticked(
    tmp_path: Path, suggestion: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert code == 0, report
    assert after == KB.replace("- [ ] 滴灌 接入，需要新水泵", "- [x] 滴灌 接入，需要新水泵"), after


@pytest.mark.parametrize(
    ("suggestion", "why"),
    [
        # Already ticked: no open item opens with those words.
        ('第2节 待办 中"南侧苗床 换土"一项勾选为已完成。', "no line of this section holds"),
        ('第2节 待办 中"堆肥"一项勾选为已完成。', "no line of this section holds"),
        # Two open items open with these words: which one is not guessed.
        ('第2节 待办 中"温室补光"一项勾选为已完成。', "2 lines of this section hold"),
    ],
)
def test_an_item_not_open_once_is_reported(tmp_path: Path, suggestion: str, why: str) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert after == KB and code == 1, report
    assert any(why in row for row in rows(report)), report


@pytest.mark.parametrize(
    "suggestion",
    [
        "第2节 待办 中滴灌接入一项勾选为已完成。",  # no quoted name: which item is not read
        '第2节 待办 中"滴灌 接入"与"种子库存 盘点"两项勾选为已完成。',  # two names
    ],
)
def test_a_tick_without_one_quoted_name_writes_nothing(tmp_path: Path, suggestion: str) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert after == KB and code == 1, report
