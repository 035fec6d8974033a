"""A document that letters a section's parts in brackets (`### 2.1 地铁` / `#### (a) 线网` /
`#### (b) 客流`) is named `§2.1(a)`, `2.1（b）`, `§2.1 (a)` or by the part's words with its noun
(`§2.1 客流小节`): an edit there lands in that part, never in the section's own paragraphs. A
marker dictated for an entry's end (`那条末尾补 `^[9]``) cites that entry. Our own words, on our
own urban-transit KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import kb_after, proposed_and_applied

KB_PATH = "organized/knowledge/transit.md"
BRIEF_PATH = "inbox/qiu/2027-04-06-transit-e1prep.md"
OPENING = "城市轨道交通运营里程 2026 年底约 1.2 万公里^[2]。"
PEAK = "早高峰断面满载率中位数约 105%，较上年回落 3 个百分点^[4]。"
KB = f"""\
# 城市轨道交通 · 活文档

## 第一部分 建设

{OPENING}

## 第二部分 运营

运营口径以年度统计为准，满载率按早高峰小时计^[4]。

### 2.1 地铁

地铁仍是线网主体，占运营里程约 78%^[1]。

#### (a) 线网

- 北京：运营里程约 880 公里^[3]。
- 上海：运营里程约 900 公里^[3]。
- 成都：2026 年新开 3 条线^[5]。

#### (b) 客流

{PEAK}

换乘站客流集中度仍高，前 10% 的车站承担约一半进出站量^[4]。

### 2.2 市域铁路

市域快线的平均站间距约 4 公里^[6]。

## 参考

[1] 交通运输部. 城市轨道交通运营数据速报. 2026-12.
[2] 中国城市轨道交通协会. 年度统计分析报告. 2026-06.
[3] 各地统计公报. 2026-03.
[4] 城市交通研究院. 客流年报. 2026-09.
[5] 成都轨道集团. 新线开通公告. 2026-12.
[6] 国家发改委. 市域铁路规划指引. 2026-05.
"""
NEW = "- 杭州：运营里程约 520 公里^[7]。"
CHENGDU = "- 成都：2026 年新开 3 条线^[5]。"


def brief(place: str, closing: str = "见条目 1。") -> str:
    return f"""\
# transit · E1 预消化简报（2027-04-06）

## 一、今日重要增量

### 条目 1：线网与客流更新

- **来源**：城市交通研究院季度通报（2027-04-02）
- **要点**：杭州运营里程约 520 公里；早高峰满载率继续回落。
- **建议归入**：{place}

## 四、本轮结论与建议动作

- {closing}
"""


@pytest.mark.parametrize(
    "asked",
    [
        f"§2.1(a) 条目列表末尾新增一条：`{NEW}`",
        f"2.1(a) 新增一条：`{NEW}`",
        f"§2.1 (a) 末尾新增一条：「{NEW}」",
        f"在 2.1（a）末尾补一条：`{NEW}`",
    ],
)
def test_an_entry_lands_in_the_part_lettered_in_brackets(asked: str) -> None:
    lines, rows = kb_after(KB, brief(asked))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert [k for k, line in enumerate(lines) if line.startswith(NEW)] == [
        lines.index(CHENGDU) + 1
    ], lines


def test_a_part_lettered_that_the_section_lacks_writes_nothing() -> None:
    lines, rows = kb_after(KB, brief(f"§2.1(c) 新增一条：`{NEW}`"))
    assert lines == KB.splitlines(), rows


@pytest.mark.parametrize(
    "asked",
    [
        "§2.1(b) 第一段末追加一句：「2027 年一季度回落到约 102%^[7]。」",
        "在 §2.1(b) 第一段末尾追加一句：「2027 年一季度回落到约 102%^[7]。」",
        "§2.1 客流小节第一段末尾追加一句：「2027 年一季度回落到约 102%^[7]。」",
        "§2.1 的「客流」小节第一段末尾追加一句：「2027 年一季度回落到约 102%^[7]。」",
        # The section's noun, then words of its part's heading.
        "「地铁」部分客流一节第一段末尾追加一句：「2027 年一季度回落到约 102%^[7]。」",
    ],
)
def test_a_sentence_ends_the_first_paragraph_of_the_part_named(asked: str) -> None:
    lines, rows = kb_after(KB, brief(asked))
    assert [status for status, _ in rows] == ["proposed"], rows
    changed = [line for line in lines if line not in KB.splitlines()]
    assert changed == [f"{PEAK}2027 年一季度回落到约 102%^[7]。"], changed


@pytest.mark.parametrize(
    "asked",
    [
        # A part named by words no sub-heading of §2.1 has is not §2.1's own paragraph.
        "§2.1 票价小节第一段末尾追加一句：「2027 年一季度回落到约 102%^[7]。」",
        "§2.1 的「票价」小节末尾追加一句：「2027 年一季度回落到约 102%^[7]。」",
    ],
)
def test_a_part_named_by_words_no_sub_heading_has_writes_nothing(asked: str) -> None:
    lines, rows = kb_after(KB, brief(asked))
    assert lines == KB.splitlines(), rows


@pytest.mark.parametrize(
    "asked",
    [
        "§2.1(a)「成都」条目末尾补 `^[7]`。",
        "§2.1(a) 成都那条句末加上 ^[7]，其余不动。",
        "§2.1(a)「成都」条目末尾的 `^[5]` 之后补上 `^[7]`。",
        # Two parts named the same way in one line are no options (a) and (b).
        "§2.1(a)「成都」条目里的「3 条线」改成「4 条线」，并在该条末尾的 `^[5]` 之后补上 `^[7]`。"
        "顺带：§2.1(a) 的北京、上海两条不动。",
    ],
)
def test_a_marker_given_for_an_entry_ends_its_sentence(asked: str) -> None:
    lines, rows = kb_after(KB, brief(asked))
    assert "forbidden" not in [status for status, _ in rows], rows
    changed = [line for line in lines if line not in KB.splitlines()]
    assert len(changed) == 1, changed
    assert changed[0].startswith("- 成都：2026 年新开") and changed[0].endswith("^[5]^[7]。")


def test_a_marker_put_after_one_the_entry_does_not_end_with_writes_nothing() -> None:
    lines, rows = kb_after(KB, brief("§2.1(a)「成都」条目末尾的 `^[3]` 之后补上 `^[7]`。"))
    assert lines == KB.splitlines(), rows


def test_a_marker_for_a_document_citing_after_its_stops_follows_them() -> None:
    kb = KB.replace("- 成都：2026 年新开 3 条线^[5]。", "- 成都：2026 年新开 3 条线。[5]")
    lines, rows = kb_after(kb, brief("§2.1(a)「成都」条目末尾补 [7]。"))
    assert "- 成都：2026 年新开 3 条线。[5][7]" in lines, rows


@pytest.mark.parametrize(
    "asked",
    [
        "「第二部分」首段的「早高峰小时」改为「早高峰 1 小时」。",
        "「第二部分」第一段里「早高峰小时」改成「早高峰 1 小时」。",
    ],
)
def test_a_part_quoted_by_its_number_is_that_part(asked: str) -> None:
    lines, rows = kb_after(KB, brief(asked))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert "运营口径以年度统计为准，满载率按早高峰 1 小时计^[4]。" in lines, rows


def test_a_dictated_reference_is_added_past_a_keep_in_the_next_sentence() -> None:
    # The line in backticks ends its sentence: the keep after it is no refusal of the line.
    asked = (
        f"§2.1(a) 新增一条：`{NEW}` 参考补入 `[7] 杭州地铁. 线网运营年报. 2027-03.` "
        "原句中的「约 880 公里」是旧口径，别改；2.2 不动。"
    )
    lines, rows = kb_after(KB, brief(asked))
    assert "forbidden" not in [status for status, _ in rows], rows
    assert lines[-1].startswith("[7] 杭州地铁. 线网运营年报. 2027-03"), lines
    assert NEW in lines[lines.index(CHENGDU) + 1], lines


def test_a_marker_added_to_an_entry_applies_with_git(tmp_path: Path) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief("§2.1(a)「成都」条目末尾补 `^[7]`。"), BRIEF_PATH
    )
    assert code == 0, report
    assert "- 成都：2026 年新开 3 条线^[5]^[7]。\n" in after, after


ROMAN_KB = """\
# 城市轨道交通 · 活文档

## II. 运营

### II.1 地铁

#### II.1.a 线网

市域线网仍在加密。

- 成都：2026 年新开 3 条线〔文献 5〕。

#### II.1.b 客流

早高峰满载率回落。

## VII. 参考文献

〔文献 5〕 成都轨道集团, 新线开通公告, 2026-12
"""


@pytest.mark.parametrize(
    ("asked", "expected"),
    [
        (
            "II.1.b 第一段末尾补一句：「2027 年一季度继续回落。」",
            "早高峰满载率回落。2027 年一季度继续回落。",
        ),
        ("§II.1.a 末尾新增一条：`- 杭州：2026 年新开 2 条线。`", "- 杭州：2026 年新开 2 条线。"),
        # A note's label as the list writes it, a word and its number.
        (
            "§II.1.a「成都」条目句末补标〔文献 7〕。",
            "- 成都：2026 年新开 3 条线〔文献 5〕〔文献 7〕。",
        ),
    ],
)
def test_a_part_lettered_under_a_roman_section_is_named_by_its_number(
    asked: str, expected: str
) -> None:
    lines, rows = kb_after(ROMAN_KB, brief(asked))
    assert [status for status, _ in rows] == ["proposed"], rows
    changed = [line for line in lines if line not in ROMAN_KB.splitlines()]
    assert len(changed) == 1 and changed[0].startswith(expected.removesuffix("。")), changed


def brief_with_relation(relation: str, asked: str) -> str:
    return brief(asked).replace(
        "- **建议归入**：", f"- **与活文档的关系**：{relation}\n- **建议归入**：", 1
    )


@pytest.mark.parametrize(
    ("relation", "asked"),
    [
        (
            "「2.1 地铁」下的「客流」小节，第一段只写到上年。",
            "在该小节第一段末尾追加一句：「{new}」",
        ),
        ("§2.1 下的「客流」小节的第一段只写到上年。", "在该段末尾补一句：「{new}」"),
    ],
)
def test_a_place_pointed_at_is_the_one_the_relation_line_names(relation: str, asked: str) -> None:
    new = "2027 年一季度回落到约 102%^[7]。"
    lines, rows = kb_after(KB, brief_with_relation(relation, asked.format(new=new)))
    assert [status for status, _ in rows] == ["proposed"], rows
    changed = [line for line in lines if line not in KB.splitlines()]
    assert changed == [f"{PEAK}{new}"], changed


def test_a_place_pointed_at_where_the_relation_line_names_two_writes_nothing() -> None:
    relation = "「线网」和「客流」两个小节都没写杭州。"
    asked = "在该小节末尾追加一句：「2027 年一季度回落到约 102%^[7]。」"
    lines, rows = kb_after(KB, brief_with_relation(relation, asked))
    assert lines == KB.splitlines(), rows
