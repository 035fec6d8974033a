"""A keep of a figure the request only places its words by (`数字「55」保持原样` beside `在「约消耗
55 千克氚」之后加注 [^19]`) holds nothing: the marker is added, the figure stands. A sentence
of the line that describes a noun as pending (`待跟踪的 X 问题保持未关闭`) holds no request
back; and a closing line's short form of a change the item holds back is not written in its
stead. Our own words, on a KB of our own."""

from __future__ import annotations

from .conftest import kb_after

LINE = "一座电站每年约消耗 55 千克氚，库存无法支撑首年运行。"
PRICE = "乙材料降解更好，但价格仍在 3 万元/吨以上〔2〕。"
KB = f"""\
# 聚变 活文档

## 3 燃料

{LINE}

{PRICE}

## 注

[^18]: 甲机构，报告，2025。
"""


def brief(suggestion: str, closing: str = "见条目 1。") -> str:
    return f"""\
# fusion · E1 预消化简报（2026-12-18）

## 一、今日重要增量

### 条目 1：燃料循环

- **来源**：综述（2026-12-05）
- **要点**：燃料循环综述。
- **建议归入**：{suggestion}

## 四、本轮结论与建议动作

- {closing}
"""


def test_a_marker_goes_in_beside_a_keep_of_the_figure_it_follows() -> None:
    suggestion = (
        "§3 在「约消耗 55 千克氚」之后加注 `[^19]`；「注」末尾新增 `[^19]: 乙机构，综述，2021。`。"
        "数字「55」保持原样，不改成 55.8。"
    )
    lines, rows = kb_after(KB, brief(suggestion))
    assert "一座电站每年约消耗 55 千克氚[^19]，库存无法支撑首年运行。" in lines, rows
    assert any(line.startswith("[^19]: 乙机构，综述，2021") for line in lines), rows


def test_a_pending_noun_holds_no_request_back() -> None:
    suggestion = (
        "§3 把「价格仍在 3 万元/吨以上」替换为「价格已降至约 2.8 万元/吨」。"
        "待跟踪的价格问题保持未关闭。"
    )
    lines, rows = kb_after(KB, brief(suggestion))
    assert rows[0][0] == "proposed", rows
    assert "乙材料降解更好，但价格已降至约 2.8 万元/吨〔2〕。" in lines, rows


def test_a_short_form_of_a_change_held_back_is_not_written() -> None:
    suggestion = (
        "§3 把「价格仍在 3 万元/吨以上」替换为「价格已降至约 2.8 万元/吨」——如年报确认降价。"
    )
    lines, rows = kb_after(KB, brief(suggestion, "§3：3 万 → 2.8 万（条目 1）"))
    assert lines == KB.splitlines(), rows
