"""A closing line that ticks an open question by its quoted words and names no section
(`开放问题：勾掉「X」那一条`, `把"X"打勾`, `「X」一项勾选为已解决`) ticks the box of the document's
question list whose line opens with those words, as the same request in 建议归入 does; never
read as a new question already listed. Said with more words (`，行末补"…"`), it is reported with
them, never made as a bare tick. Our own words and KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied, report_rows

BRIEF_PATH = "inbox/pia/2026-12-22-bike-e1prep.md"
KB_PATH = "organized/knowledge/bike.md"

KB = """\
# 单车维护

## 一、链条

1. **蜡润滑**（车店, 2024）：干净，但每 300 公里要重上。

## 二、待解问题

- [ ] 蜡润滑在雨天能坚持多少公里？
- [ ] 陶瓷轴承的寿命是否真的更长？
- [x] 链条清洗剂会不会伤到橡胶件？——不会（2026-09）。
"""

QUESTION = "蜡润滑在雨天能坚持多少公里？"


def brief(closing: str) -> str:
    return f"""\
# bike · E1 预消化简报（2026-12-22）

## 一、条目

### 条目 1：雨天链条实验

- 来源：inbox/pia/2026-12-21-notes.md
- 要点：雨天骑行 120 公里后蜡层基本失效。
- **建议归入**：不新增条目。

## 二、值得警惕的矛盾与待核实说法

1. 只有一辆车的数据。

## 三、本轮结论与建议动作

- {closing}
"""


@pytest.mark.parametrize(
    "closing",
    [
        "待解问题：勾掉「蜡润滑在雨天能坚持多少公里」那一条。",
        "把“蜡润滑在雨天能坚持多少公里”打勾。",
        "「蜡润滑在雨天能坚持多少公里」一项勾选为已解决（条目 1）。",
    ],
)
def test_the_quoted_question_is_ticked(tmp_path: Path, closing: str) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(closing), BRIEF_PATH)
    assert after == KB.replace(f"- [ ] {QUESTION}", f"- [x] {QUESTION}"), report
    assert code == 0, report
    assert "already" not in report, report


@pytest.mark.parametrize(
    "closing",
    [
        "待解问题：勾掉「蜡润滑在雨天能坚持多少公里」那一条，行末补“约 120 公里（条目 1）”。",
        "把“蜡润滑在雨天能坚持多少公里”打勾，并在后面写上答案：约 120 公里。",
    ],
)
def test_a_tick_with_an_answer_is_reported_with_its_words(tmp_path: Path, closing: str) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(closing), BRIEF_PATH)
    assert after == KB and code == 1, report
    rows = [r for r in report_rows(report) if "not understood" in r]
    assert rows and "120 公里" in " ".join(rows), report
    assert "already" not in report, report


def with_caveat(caveat: str, *, own: bool) -> str:
    """The brief with `caveat` in the brief's caveats list, or in the item's own 值得警惕."""
    text = brief("本轮无其他动作。")
    if own:
        return text.replace(
            "- **建议归入**：不新增条目。", f"- 值得警惕：{caveat}\n- **建议归入**：不新增条目。"
        )
    return text.replace("1. 只有一辆车的数据。", f"1. {caveat}")


@pytest.mark.parametrize("own", [False, True])
@pytest.mark.parametrize(
    "caveat",
    [
        "待解问题中“蜡润滑在雨天能坚持多少公里”那一条已有答案 → 请勾选。",
        "“蜡润滑在雨天能坚持多少公里”已可回答，请勾掉，并在行末补“约 120 公里”。",
        "「蜡润滑在雨天能坚持多少公里」这一问可以打勾了，答案约 120 公里。",
    ],
)
def test_a_tick_asked_in_a_caveat_is_reported_with_its_words(
    tmp_path: Path, caveat: str, own: bool
) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, with_caveat(caveat, own=own), BRIEF_PATH
    )
    assert after == KB and code == 1, report
    rows = [r for r in report_rows(report) if "蜡润滑在雨天" in r]
    assert rows and all("not understood" in r for r in rows), report


@pytest.mark.parametrize(
    "closing",
    ["待解问题：勾掉 雨天蜡润滑 那一条。", "待解问题：打勾 雨天里程那一问（见警惕第 1 条）。"],
)
def test_a_tick_of_a_line_named_without_quotes_is_reported(tmp_path: Path, closing: str) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(closing), BRIEF_PATH)
    assert after == KB and code == 1, report
    (row,) = [r for r in report_rows(report) if "not understood" in r]
    assert "named without quoting" in row, report


def test_a_caveat_ticking_a_line_about_an_item_is_reported(tmp_path: Path) -> None:
    """A caveat line that names the item (its title) is still reported when it asks a tick."""
    caveat = (
        "雨天链条实验已回答“蜡润滑在雨天能坚持多少公里”那一条 → 把它勾掉，"
        "并在行末补上“约 120 公里”。"
    )
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, with_caveat(caveat, own=False), BRIEF_PATH
    )
    assert after == KB and code == 1, report
    assert any("蜡润滑在雨天" in r and "not understood" in r for r in report_rows(report)), report


# (In an item's own 值得警惕 such a line may still be reported for a look by hand: never written.)
@pytest.mark.parametrize(
    "caveat",
    [
        "雨天数据只和“蜡润滑在雨天能坚持多少公里”相关，不要借它把那一条标成已解决。",
        "只有一辆车，“蜡润滑在雨天能坚持多少公里”先别勾选。",
        "这组数据还不够，勿把待解问题第一条打勾。",
    ],
)
def test_a_tick_the_caveats_list_forbids_is_no_request(tmp_path: Path, caveat: str) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, with_caveat(caveat, own=False), BRIEF_PATH
    )
    assert after == KB and code == 0, report
    assert not [r for r in report_rows(report) if "not understood" in r], report
