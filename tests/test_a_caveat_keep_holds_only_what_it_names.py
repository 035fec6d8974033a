"""An item's caveat that keeps lines it names by their labels (`Q-09（…）不要关`, `H-02 不动`)
holds only edits of those lines; a bare keep after a clause naming a figure (`在轨数「约 410」
本轮没有复核，别改`) holds only edits writing that figure. Before, each held every change of
the item, so its own request (closing Q-01, changing a row's note) was reported as forbidden.
A keep of the item's own line still holds it. Our own words, on a KB of our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

ROW = "| 甲星座 | 约 410 | 3,000 | 已申请延期 |"
Q1 = "- **Q-01** 甲星座何时完成半数部署？ 〔状态：开放〕"
KB = f"""\
# 卫星 活文档

## 2 星座

| 星座 | 在轨数 | 计划数 | 备注 |
|---|---|---|---|
{ROW}

## 6 待解问题

{Q1}
- **Q-09** 单次载星数是多少？ 〔状态：开放〕
- **Q-10** 乙星座何时首发？ 〔状态：已关闭，2026-11-01：已定 2027 年〕
"""


def brief(suggestion: str, caveat: str) -> str:
    return f"""\
# sat · E1 预消化简报（2026-12-18）

## 一、今日重要增量

### 条目 1：甲星座进展

- **来源**：监管文件（2026-12-05）
- **要点**：延期获批，半数部署推迟。
- **建议归入**：{suggestion}
- **值得警惕**：{caveat}

## 四、本轮结论与建议动作

- 见条目 1。
"""


CLOSE = "Q-01 标为已关闭，理由：延期获批，半数部署推迟至 2028 年。"
NOTE = "§2 表「甲星座」一行，备注改为「延期已获批准」。"
NEW_ROW = "| 甲星座 | 约 410 | 3,000 | 延期已获批准 |"


@pytest.mark.parametrize(
    ("suggestion", "caveat", "old", "new"),
    [
        (
            CLOSE,
            "载星数仍未公布，Q-09（单次载星数）不要关。",
            Q1,
            Q1.replace("开放", "已关闭，延期获批，半数部署推迟至 2028 年"),
        ),
        (
            NOTE,
            "另外在轨数「约 410」本轮没有复核，别改。",
            ROW,
            "| 甲星座 | 约 410 | 3,000 | 延期已获批准 |",
        ),
        (NOTE, "H-02 不动，仍待验证。", ROW, "| 甲星座 | 约 410 | 3,000 | 延期已获批准 |"),
    ],
)
def test_the_item_s_own_edit_stands(suggestion: str, caveat: str, old: str, new: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion, caveat))
    assert rows[0][0] == "proposed", rows
    assert lines == [new if x == old else x for x in KB.splitlines()], lines


@pytest.mark.parametrize(
    ("suggestion", "caveat"),
    [(CLOSE, "Q-01 先不要关，等全年数据。"), (NOTE, "备注栏别改。")],
)
def test_a_keep_of_the_item_s_own_line_still_holds_it(suggestion: str, caveat: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion, caveat))
    assert lines == KB.splitlines(), rows


def test_a_struck_close_of_another_question_does_not_hold_this_one() -> None:
    """A closing line's struck suggestion to close Q-09 (`~~Q-09 关闭~~`) names another
    question than the item's close of Q-01: the close stands."""
    text = brief(CLOSE, "无。").replace(
        "- 见条目 1。", "- 见条目 1。\n- ~~Q-09 关闭，理由：已公布~~（撤回：尚未公布）"
    )
    lines, rows = kb_after(KB, text)
    assert rows[0][0] == "proposed", rows
    closed = Q1.replace("开放", "已关闭，延期获批，半数部署推迟至 2028 年")
    assert [x for x in lines if x.startswith("- **Q-01**")] == [closed], rows
