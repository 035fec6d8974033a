"""A caveat that keeps one part of a section, named by its words, holds only edits of that part:
a table (`对比表（X 那行的数值）不要动`, `对比表本轮不改`) holds every edit that changes, writes
or adds under one of its rows, wherever the request says it; a sentence or passage named by its
topic (`段末那句…无需更新`, `价格那句先别改`, `价格段不动`) holds the section's text, not a new
entry of its list. A whole-section keep still holds everything. Whatever path would write it, a
line that is no row is never put between two rows of a table. A place named in a clause of its
own (`2.1 材料条目列表，紧接在 X 那条后面插入这一行：`…``) is where the next clause asks.
Our own words, on our own KB of glass recycling."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 玻璃回收 · 活文档

## 第一部分 材料

### 2.1 碎玻璃来源

碎玻璃按来源分为生活源与工业源两类，色选决定其去向（见文献 1）。

- **生活源碎玻璃**（环卫系统）：杂质多，需两级色选，回收率约 60%。
- **工业源碎玻璃**（瓶厂边角）：杂质少，可直接回炉。
- **光伏玻璃边角**（组件厂）：含锑，需单独处置。

| 来源 | 杂质率 | 回炉比例 | 主要去向 |
|---|---|---|---|
| 生活源 | 3%–5% | 40% | 平板玻璃 |
| 工业源 | 0.5% | 90% | 瓶罐 |

碎玻璃价格 2026 年下半年稳定在每吨 300–400 元，已不再是回收的瓶颈（见文献 2）。

### 2.2 处置

光伏玻璃含锑，需单独填埋或高温处置。

处置费用约每吨 800 元（见文献 3）。

## 修订记录

- v1.1（2026-11-30）：新增 2.1 来源表。
- v1.0（2026-10-01）：初版。
"""

NEW = "- **建材级碎玻璃**（砖厂）：粒径要求低，吸纳生活源的尾料。"
NEW_ROW = "| 光伏源 | 1% | 20% | 单独处置 |"


def brief(suggestion: str, caveat: str = "", closing: str = "见条目 1。") -> str:
    caveats = f"- **值得警惕**：{caveat}\n" if caveat else ""
    return f"""\
# 玻璃回收 · E1 预消化简报（2026-12-05）

## 一、今日重要增量

### 条目 1：砖厂吸纳尾料

- **来源**：行业协会月报（2026-12-01）
- **要点**：砖厂开始吸纳生活源尾料。
- **建议归入**：{suggestion}
{caveats}
## 二、今晚建议的归并动作

1. {closing}
"""


def added(caveat: str, suggestion: str = f"§2.1 列表末尾加一行：`{NEW}`") -> list[str]:
    lines, rows = kb_after(KB, brief(suggestion, caveat))
    assert "proposed" in [status for status, _ in rows], rows
    return [line for line in lines if line not in KB.splitlines()]


@pytest.mark.parametrize(
    "caveat",
    [
        "§2.1 下面的来源对比表（工业源那行的数值）不要动。",
        "§2.1 的来源表本轮不改。",
        "§2.1 段末那句价格判断无需更新。",
        "§2.1 价格那句先别改。",
        "§2.1 价格段不动。",
    ],
)
def test_a_keep_of_one_part_leaves_a_new_entry_of_the_list(caveat: str) -> None:
    assert [line.split("（E1")[0].rstrip("。") for line in added(caveat)] == [NEW.rstrip("。")]


@pytest.mark.parametrize("caveat", ["§2.1 不动。", "§2.1 正文不动。"])
def test_a_keep_of_the_whole_section_holds_the_new_entry(caveat: str) -> None:
    lines, rows = kb_after(KB, brief(f"§2.1 列表末尾加一行：`{NEW}`", caveat))
    assert lines == KB.splitlines(), rows
    assert rows[0][0] == "forbidden", rows


@pytest.mark.parametrize(
    "asked",
    [
        f"§2.1 在「工业源」那行之后加一行：`{NEW_ROW}`",
        "§2.1 生活源那行的回炉比例由 40% 改为 45%。",
        "§2.1 把「3%–5%」改为「3%–4%」。",
    ],
)
@pytest.mark.parametrize(
    "caveat",
    [
        "§2.1 下面的来源对比表（工业源那行的数值）不要动。",
        "§2.1 的来源表本轮不改。",
    ],
)
def test_a_keep_of_the_table_holds_any_edit_of_its_rows(asked: str, caveat: str) -> None:
    lines, rows = kb_after(KB, brief(asked, caveat))
    assert lines == KB.splitlines(), rows
    assert rows[0][0] in ("forbidden", "unresolved"), rows
    # The same request with no keep is written.
    if rows[0][0] == "forbidden":
        assert kb_after(KB, brief(asked))[0] != KB.splitlines()


def test_a_line_that_is_no_row_never_stands_between_two_rows() -> None:
    # A row described cell by cell, which kbpatch does not build, placed after a named row.
    asked = (
        "在 2.1 对比表里补一行，放在「生活源」那行之后、工业源那行之前：来源写光伏源，"
        "杂质率 1%，回炉比例 20%，主要去向写单独处置。"
    )
    lines, rows = kb_after(KB, brief(asked))
    assert lines == KB.splitlines(), rows
    assert not any(status == "proposed" for status, _ in rows), rows


@pytest.mark.parametrize(
    "lead", ["2.1 碎玻璃来源条目列表", "2.1 来源列表", "2.1 碎玻璃来源的条目清单"]
)
def test_a_list_named_in_a_clause_of_its_own_places_the_next_request(lead: str) -> None:
    lines, rows = kb_after(KB, brief(f"{lead}，紧接在工业源那条后面插入这一行：`{NEW}`"))
    assert [status for status, _ in rows] == ["proposed"], rows
    at = lines.index("- **工业源碎玻璃**（瓶厂边角）：杂质少，可直接回炉。")
    assert lines[at + 1].startswith(NEW.removesuffix("。")), lines[at + 1]


def test_a_changelog_line_with_an_aside_keeping_something_else_is_written() -> None:
    line = "- v1.2（2026-12-05）：2.1 补建材级碎玻璃。"
    asked = f"修订记录最前面加一行：`{line}`（文件头的版本号那行先不动，发版时再统一改。）"
    new = added("", asked)
    assert [x.split("（E1")[0].rstrip("。") for x in new] == [line.rstrip("。")], new


def test_a_changelog_line_with_an_aside_asking_more_is_not_written() -> None:
    line = "- v1.2（2026-12-05）：2.1 补建材级碎玻璃。"
    asked = f"修订记录最前面加一行：`{line}`（文件头的版本号改为 v1.2）"
    lines, rows = kb_after(KB, brief(asked))
    assert lines == KB.splitlines(), rows


FEE = "§2.2 把「800 元」改为「900 元」。"


@pytest.mark.parametrize(
    "caveat",
    [
        "不动：§2.1 第一段、§2.2 第二段。",
        "另外，保持原样：§2.1 表、§2.2 第二段。",
        "§2.1 第一段、§2.2 第二段都不动。",
    ],
)
def test_a_keep_said_first_keeps_every_place_it_lists(caveat: str) -> None:
    lines, rows = kb_after(KB, brief(FEE, caveat))
    assert lines == KB.splitlines(), rows
    assert rows[0][0] == "forbidden", rows


@pytest.mark.parametrize(
    ("caveat", "closing"),
    [
        ("不动：§2.1 第一段、§2.2 第一段。", "见条目 1。"),
        ("", "不动：§2.1 表、§2.2 第一段。"),
    ],
)
def test_a_keep_of_listed_parts_leaves_another_part(caveat: str, closing: str) -> None:
    asked = FEE.replace("§2.2 ", "§2.2 第二段")
    lines, rows = kb_after(KB, brief(asked, caveat, closing))
    assert "处置费用约每吨 900 元（见文献 3）。" in lines, rows


@pytest.mark.parametrize(
    "refusal", ["不加 ref", "不另立参考资料编号", "不加引用", "无需另起一条引用"]
)
def test_a_refused_citation_leaves_the_entry_asked_beside_it(refusal: str) -> None:
    closing = f"§2.1 新增建材级碎玻璃条目，按方案 (a)，{refusal}（条目 1）。"
    lines, rows = kb_after(KB, brief(f"§2.1 列表末尾加一行：`{NEW}`", closing=closing))
    assert any(line.startswith(NEW.rstrip("。")) for line in lines), rows


@pytest.mark.parametrize(
    "asked",
    [
        "§2.1 列表末尾新增一条，名称写「建材级碎玻璃（砖厂）」，说明照抄上面要点那一句。",
        "§2.1 列表末尾加一条，名称写「建材级碎玻璃」，其余照现有条目的写法。",
    ],
)
def test_a_new_entry_given_one_field_is_not_worded_from_the_point(asked: str) -> None:
    # The name the brief gives would stand beside words kbpatch took from the item's 要点.
    lines, rows = kb_after(KB, brief(asked))
    assert lines == KB.splitlines(), rows
    assert rows[0][0] == "not understood", rows
