"""`建议归入：§2.1`, then a line under it for each edit: a suggestion line that names only a
section (`§2.1`, `二（一）冷库`, `2.1 节`) is the place of the request lines after it that name
none, each cited with it; a line naming its own place keeps that one, and a place line with no
request under it is still reported. A new line put after an entry the brief keeps leaves that
entry as it is; an ellipsis ends the words that open the entry. A closing keep of a section
named bare after a word of when (`时间线本轮不加条目`) holds that section only. Our own words, on
our own cold-chain KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .cold_chain_kb import CHANGED, KB, KB_PATH
from .conftest import added_to, kb_after, proposed_and_applied

BRIEF_PATH = "inbox/zhou/2027-02-05-cold-chain-e1prep.md"
CHANGE = '正文"约 2.1 亿立方米"改为"约 2.3 亿立方米"。'


def brief(place: str, *lines: str, caveat: str = "", closing: str = "见条目 1。") -> str:
    under = "".join(f"  - {line}\n" for line in lines)
    caveats = f"- **值得警惕**：{caveat}\n" if caveat else ""
    return f"""\
# cold-chain · E1 预消化简报（2027-02-05）

## 一、今日重要增量

### 条目 1：冷链年报

- **来源**：中物联冷链委《2027 冷链年报》（2027-02-01）
- **要点**：全国冷库总容量约 2.3 亿立方米。
- **建议归入**：{place}
{under}{caveats}
## 四、本轮结论与建议动作

- {closing}
"""


@pytest.mark.parametrize(
    "place", ["§2.1", "二（一）冷库", "2.1 节", "§2.1（冷库）", "「冷库」一节"]
)
def test_the_lines_under_a_place_are_read_there(place: str) -> None:
    lines, rows = kb_after(KB, brief(place, CHANGE))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert CHANGED in lines and len(lines) == len(KB.splitlines()), rows


def test_each_request_under_the_place_cites_the_place_line(tmp_path: Path) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief("§2.1", CHANGE, '"约 38%"改为"约 39%"。'), BRIEF_PATH
    )
    assert code == 0, report
    assert "[lines 9,10]" in report and "[lines 9,11]" in report, report
    assert "其中华东占比约 39%" in after, report


def test_a_line_under_the_place_that_names_its_own_keeps_it() -> None:
    lines, rows = kb_after(KB, brief("§2.1", CHANGE, '§2.2 "约 45 万辆"改为"约 50 万辆"。'))
    assert [status for status, _ in rows] == ["proposed", "proposed"], rows
    assert CHANGED in lines and "保有量约 50 万辆<sup>3</sup>。" in lines, rows


def test_a_place_with_only_a_remark_under_it_is_reported_and_nothing_written() -> None:
    lines, rows = kb_after(KB, brief("§2.1", "年报口径与本文一致。"))
    assert lines == KB.splitlines(), rows
    assert any("names §2.1 but no request" in reason for _, reason in rows), rows


@pytest.mark.parametrize(
    "anchor", ["代表项目：上海临港……", "代表项目：上海临港…", "上海临港某冷库"]
)
def test_a_new_line_after_a_kept_entry_lands_after_it(anchor: str) -> None:
    new = "- 代表项目：广州南沙某冷库（2026 年投运）。"
    request = f'§2.1：在"{anchor}"那条之后另起一条「{new}」'
    lines, rows = kb_after(KB, brief(request, caveat="临港那条保持原样。"))
    assert [status for status, _ in rows if status != "skipped"] == ["proposed"], rows
    at = next(k for k, line in enumerate(lines) if line.startswith("- 代表项目：上海临港"))
    assert lines[at + 1].startswith(new.rstrip("。")), lines[at - 1 : at + 3]


def test_a_change_of_the_kept_entry_is_still_held() -> None:
    request = '§2.1：临港那条"8 万立方米"改为"9 万立方米"'
    lines, rows = kb_after(KB, brief(request, caveat="临港那条保持原样。"))
    assert lines == KB.splitlines(), rows
    assert "forbidden" in [status for status, _ in rows], rows


@pytest.mark.parametrize(
    "closing", ["(2) 时间线本轮不加条目。", "时间线这次先不动。", "（3） 时间线本轮不加条目。"]
)
def test_a_closing_keep_of_a_bare_section_after_a_word_of_when_holds_it_only(closing: str) -> None:
    new = "- 自动化立体库新增项目过半。"
    added, rows = added_to(KB, brief(f"§2.1 末尾补一条「{new}」", closing=closing))
    assert [line.split("（E1")[0] for line in added] == [new], rows
    timeline = "§3 补一条「- **2027-01**：冷链年报发布。」"
    lines, rows = kb_after(KB, brief(timeline, closing=closing))
    assert lines == KB.splitlines(), rows


@pytest.mark.parametrize(
    "entry", ["自动化立体库占新建项目……", "自动化立体库占新建项目...", "自动化立体库占新建项目"]
)
def test_a_sentence_goes_after_the_entry_its_opening_words_name(entry: str) -> None:
    request = f'§2.1："{entry}"那条末尾追加一句：其中华南新增约 48 万立方米。'
    lines, rows = kb_after(KB, brief(request, caveat="48 万立方米不要写进问 2（口径不同）。"))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert "- 自动化立体库占新建项目的比重在上升。其中华南新增约 48 万立方米。" in lines, rows


def test_words_kept_out_of_the_document_hold_the_sentence_that_writes_them() -> None:
    request = '§2.1："自动化立体库占新建项目……"那条末尾追加一句：其中华南新增约 48 万立方米。'
    lines, rows = kb_after(KB, brief(request, caveat="48 万立方米不要写进正文。"))
    assert lines == KB.splitlines(), rows


@pytest.mark.parametrize(
    "closing",
    [
        "冷藏车：新能源那条末尾补「其中华东约 15%。」",
        "(2) 冷藏车：新能源冷藏车那条末尾追加「其中华东约 15%。」",
    ],
)
def test_a_closing_line_led_by_a_heading_s_words_asks_there(closing: str) -> None:
    lines, rows = kb_after(KB, brief("§2.1", CHANGE, closing=closing))
    assert "- 新能源冷藏车渗透率约 12%。其中华东约 15%。" in lines, rows
    assert CHANGED in lines, rows


def test_a_closing_line_led_by_a_heading_s_words_asking_nothing_writes_nothing() -> None:
    lines, rows = kb_after(KB, brief("§2.1", CHANGE, closing="冷藏车：见条目 1，无新数据。"))
    assert [line for line in lines if line not in KB.splitlines()] == [CHANGED], rows


@pytest.mark.parametrize("closing", ["§2.1：2.1 → 2.3。", "§2.1 冷库容量 2.1 改为 2.3。"])
def test_a_closing_line_restating_the_change_by_its_figures_joins_it(closing: str) -> None:
    lines, rows = kb_after(KB, brief("§2.1", CHANGE, closing=closing))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert CHANGED in lines, rows


PROJECT = "- 代表项目：上海临港某冷库（2024 年投运，公称容积 8 万立方米）<sup>2</sup>。"


def test_an_entry_named_under_the_place_is_looked_for_there() -> None:
    lines, rows = kb_after(KB, brief("§2.1", "代表项目那条末尾补一句：已满负荷运行。"))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert PROJECT + "已满负荷运行。" in lines, rows
    # Named under another place, the entry is not taken from §2.1.
    lines, rows = kb_after(KB, brief("§2.2", "代表项目那条末尾补一句：已满负荷运行。"))
    assert lines == KB.splitlines(), rows
    assert [status for status, _ in rows] == ["unresolved"], rows


@pytest.mark.parametrize("removal", ["代表项目那条删掉。", "删去代表项目一条。"])
def test_an_entry_asked_away_under_the_place_is_removed_there(removal: str) -> None:
    lines, rows = kb_after(KB, brief("§2.1", removal))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert PROJECT not in lines and len(lines) == len(KB.splitlines()) - 1, rows


@pytest.mark.parametrize("keep", ["无需改动。", "暂不更新，等年报终版。"])
def test_a_keep_under_the_place_is_all_it_says(keep: str) -> None:
    lines, rows = kb_after(KB, brief("§2.1", keep))
    assert lines == KB.splitlines(), rows
    assert [status for status, _ in rows] == ["skipped"], rows


def test_a_new_question_under_the_place_goes_there() -> None:
    lines, rows = kb_after(KB, brief("§4", "新增一问：冷库电价政策会否调整？"))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert "**问 3：** 冷库电价政策会否调整？（E1 2027-02-05 · 条目 1）" in lines, rows
