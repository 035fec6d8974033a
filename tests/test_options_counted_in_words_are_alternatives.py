"""Two ways of filing one fact offered as such (`两种放法都行。一是…；二是…`) are options: with
no choice made (`组里一直没有定论`) both are alternatives and neither a patch; a count of edits
asked together (`这里要改两处：一是…；二是…`) is no choice. A new entry dictated whole with its
name in bold and an aside (`- **X**（城市）：…`) is written as given. A keep of one table's row
holds no new row of another table that names it, and an addition voided in the item's caveat
(`§3.2 那条新增作废`) is not made. Our own words, on our own bike-sharing KB."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 共享单车 · 活文档

## 1 市场

### 1.1 国内

- **美团单车**（北京、上海）：投放量约 500 万辆，2026 年起以电单车为主。
- **哈啰**（杭州、上海）：两轮出行 App 月活约 6,000 万，已开始在香港测试。

### 1.2 海外

- **Lime**（伦敦）：电单车与滑板车并行，2026 年实现经营性盈利。
- **Tier-Dott**（柏林）：合并后进入 20 个国家。

## 2 事件

| 日期 | 公司 | 城市 | 事件 |
|---|---|---|---|
| 2026-03-02 | 哈啰 | 杭州 | 电池起火，召回一批电单车 |
| 2026-07-19 | Lime | 伦敦 | 被市政府罚款 |

## 3 运营

### 3.1 车队

| 公司 | 城市 | 车辆数 |
|---|---|---|
| 哈啰 | 杭州 | 约 30 万辆 |
| 哈啰 | 上海 | 约 30 万辆 |
| Lime | 伦敦 | 约 2 万辆 |

### 3.2 价格

- **美团单车**（北京）：起步价 1.5 元/15 分钟。
"""
HK_ENTRY = "- **哈啰**（香港）：2026 年 12 月获运输署许可，在沙田试运营。"
OLD_LINE = "- **哈啰**（杭州、上海）：两轮出行 App 月活约 6,000 万，已开始在香港测试。"


def brief(asked: str, caveat: str = "来源为公司公告。") -> str:
    return f"""\
# bikes · E1 预消化简报（2027-05-10）

## 一、今日重要增量

### 条目 1：哈啰进入香港

- **来源**：香港运输署公告（2027-05-08）
- **要点**：哈啰获运输署许可，在沙田试运营。
- **建议归入**：{asked}
- **值得警惕**：{caveat}

## 四、本轮结论与建议动作

- 见条目 1。
"""


TWO_WAYS = (
    "一是把「国内」下哈啰条目的「已开始在香港测试」改成「已获香港运输署许可，在沙田试运营」；"
    f"二是在「海外」另起一条 `{HK_ENTRY}`"
)


@pytest.mark.parametrize(
    "asked",
    [
        f"两种放法都行。{TWO_WAYS} 我个人倾向第二种，但组里一直没有定论。",
        f"两种写法均可：{TWO_WAYS} 二选一请维护人定。",
    ],
)
def test_two_ways_offered_with_no_choice_made_are_both_alternatives(asked: str) -> None:
    _, rows = kb_after(KB, brief(asked))
    assert [status for status, _ in rows] == ["alternative", "alternative"], rows


def test_the_way_preferred_is_proposed_and_the_other_an_alternative() -> None:
    lines, rows = kb_after(KB, brief(f"两种放法都行。{TWO_WAYS} 我倾向第二种。"))
    # (The change of the line in 国内, first asked, is the alternative.)
    assert [status for status, _ in rows] == ["alternative", "proposed"], rows
    assert lines[lines.index("- **Tier-Dott**（柏林）：合并后进入 20 个国家。") + 1].startswith(
        HK_ENTRY.removesuffix("。")
    ), lines


def test_two_edits_counted_together_are_both_made() -> None:
    lines, rows = kb_after(KB, brief(f"这里要改两处：{TWO_WAYS}"))
    assert [status for status, _ in rows] == ["proposed", "proposed"], rows
    assert OLD_LINE not in lines, rows
    assert any(line.startswith(HK_ENTRY.removesuffix("。")) for line in lines), lines


@pytest.mark.parametrize(
    "asked",
    [
        f"在「海外」另起一条 `{HK_ENTRY}`",
        f"§1.2 末尾新增一条：「{HK_ENTRY}」",
    ],
)
def test_an_entry_dictated_with_its_bold_name_and_aside_is_written_as_given(asked: str) -> None:
    lines, rows = kb_after(KB, brief(asked))
    assert [status for status, _ in rows] == ["proposed"], rows
    added = [line for line in lines if line not in KB.splitlines()]
    assert len(added) == 1 and added[0].startswith(HK_ENTRY.removesuffix("。")), added


def test_a_kept_row_holds_no_new_row_of_another_table_naming_it() -> None:
    asked = "「事件」表末尾加一行 `| 2027-05-06 | 哈啰 | 香港 | 试运营首日系统故障 |`。"
    caveat = "「车队」表里哈啰那一行本轮不改。"
    lines, rows = kb_after(KB, brief(asked, caveat))
    assert "forbidden" not in [status for status, _ in rows], rows
    assert lines[lines.index("| 2026-07-19 | Lime | 伦敦 | 被市政府罚款 |") + 1].startswith(
        "| 2027-05-06 | 哈啰 | 香港 | 试运营首日系统故障"
    ), lines
    assert "| 哈啰 | 杭州 | 约 30 万辆 |" in lines


def test_a_kept_row_still_holds_a_new_row_named_as_it() -> None:
    asked = "「车队」表末尾加一行 `| 哈啰 | 香港 | 约 500 辆 |`。"
    lines, rows = kb_after(KB, brief(asked, "哈啰那一行本轮不改。"))
    assert lines == KB.splitlines(), rows


@pytest.mark.parametrize(
    "caveat",
    [
        "更正上面的建议：许可尚未生效，§3.2 那条新增作废，不要写。",
        "§3.2 的新增作废。",
        "§3.2 新增不要了。",
        # (Beside a keep of another section's entry, in the same caveat.)
        "更正：§3.2 那条新增作废，不要写。§1.1 的「美团单车」条目不动。",
    ],
)
def test_an_addition_voided_in_the_caveat_is_not_made(caveat: str) -> None:
    asked = "§3.2 末尾加 `- **哈啰**（香港）：起步价 5 港元/30 分钟。`"
    lines, rows = kb_after(KB, brief(asked, caveat))
    assert lines == KB.splitlines(), rows
    assert "forbidden" in [status for status, _ in rows], rows


@pytest.mark.parametrize("row", ["哈啰｜上海 一行", "哈啰 | 上海 那行"])
def test_a_row_named_by_two_of_its_cells_is_that_row(row: str) -> None:
    lines, rows = kb_after(KB, brief(f"「车队」表 {row}，「约 30 万辆」改为「约 35 万辆」。"))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert "| 哈啰 | 上海 | 约 35 万辆 |" in lines and "| 哈啰 | 杭州 | 约 30 万辆 |" in lines


def test_a_row_named_by_cells_no_row_holds_writes_nothing() -> None:
    lines, rows = kb_after(
        KB, brief("「车队」表 哈啰｜深圳 一行，「约 30 万辆」改为「约 35 万辆」。")
    )
    assert lines == KB.splitlines(), rows


def test_a_change_of_the_entry_pointed_at_is_placed_by_its_quoted_words() -> None:
    asked = "把该条目里的「已开始在香港测试」替换为「已获香港运输署许可」，条目其余文字不变。"
    lines, rows = kb_after(KB, brief(asked))
    assert "proposed" in [status for status, _ in rows], rows
    assert OLD_LINE.replace("已开始在香港测试", "已获香港运输署许可") in lines, rows


@pytest.mark.parametrize(
    "asked",
    [
        "把 §1.1 下的「哈啰」条目挪到 §1.2 列表的末尾；挪的时候把「已开始在香港测试」改为"
        "「已在香港试运营」，其余文字不变；§1.2 的小节标题别改。",
        "「哈啰」条目从 §1.1 移到 §1.2 末尾，移过去时「已开始在香港测试」改成「已在香港试运营」。",
    ],
)
def test_an_entry_changed_as_it_moves_is_moved_with_the_change(asked: str) -> None:
    lines, rows = kb_after(KB, brief(asked))
    assert "proposed" in [status for status, _ in rows], rows
    assert "forbidden" not in [status for status, _ in rows], rows
    moved = OLD_LINE.replace("已开始在香港测试", "已在香港试运营")
    assert OLD_LINE not in lines
    assert lines.index(moved) == lines.index("- **Tier-Dott**（柏林）：合并后进入 20 个国家。") + 1
