"""An entry moved between sections named by their headings' quoted words (`把「口服小分子」里的
X 条整条挪到「国内管线」`), from a section named after it (`把 X 条目从 §2.2 移到 §2.3`), or from
wherever the document holds it (`把「X」那一整条原样移到 §4.1`): taken from its place, written
at the end of the other's list, or right after the entry named there (`，放在 Y 条之后`,
`（「Y」之后）`, `放在 Y 之后`), its words unchanged (`文字一个字都不改`). An entry named
nowhere, a sibling the list lacks, a refused move or one under a condition moves nothing. Our
own words, on a KB of our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

MOVED = "- **乙片（某药企）**：口服小分子，国内 II 期进行中。"
FIRST = "- **丙针（某药企）**：双激动剂，国内 III 期入组完成。"
LAST = "- **丁针（某药企）**：三激动剂，国内 II 期。"
KB = f"""\
# 减重药 活文档

## 2 在研管线

### 2.2 口服小分子

- **甲片（外企）**：口服小分子，全球 III 期。
{MOVED}

### 2.3 国内管线

{FIRST}
{LAST}
"""


def brief(suggestion: str) -> str:
    return f"""\
# drug · E1 预消化简报（2026-12-17）

## 一、今日重要增量

### 条目 1：乙片归类

- **来源**：公司公告（2026-12-05）
- **要点**：乙片归入国内管线。
- **建议归入**：{suggestion}

## 四、本轮结论与建议动作

- 见条目 1。
"""


def moved_after(line: str) -> list[str]:
    kept = [row for row in KB.splitlines() if row != MOVED]
    at = kept.index(line) + 1
    return [*kept[:at], MOVED, *kept[at:]]


@pytest.mark.parametrize(
    ("suggestion", "after"),
    [
        ("把「口服小分子」里的乙片条整条挪到「国内管线」。", LAST),
        ("把「口服小分子」里的乙片条整条挪到「国内管线」，放在丙针条之后，文字一字不改。", FIRST),
        ("把乙片条目从 §2.2 移到 §2.3。", LAST),
        ("把「乙片（某药企）」那一整条原样移到 §2.3，放在丙针那条之后。", FIRST),
        ("将「口服小分子」下的乙片条移至「国内管线」一节末尾（「丙针（某药企）」之后）。", FIRST),
        # The entry it goes after by its name alone; the section's words before its list.
        ("把乙片条目从 §2.2 移到 §2.3，放在丙针之后。", FIRST),
        (
            "把 §2.2 的「乙片（某药企）」条原样挪到 §2.3 国内管线列表的末尾（丙针之后），"
            "文字一个字都不改。",
            FIRST,
        ),
        # Unchanged said before the verb; a heading under a numbered section; the aside's verb.
        ("把 §2.2 里「乙片（某药企）」那一条原文不动地移到 §2.3 末尾。", LAST),
        ("把第2部分下的「口服小分子」里「乙片（某药企）」那一条原样挪到「国内管线」末尾。", LAST),
        (
            "把 §2.2 里「乙片（某药企）」那一条挪到「国内管线」末尾"
            "（接在「丙针（某药企）」之后）。",
            FIRST,
        ),
        # `「X」下的「Y」整条`: Y the entry of heading X; the sibling's noun; more unchanged words.
        (
            "把「口服小分子」下的「乙片（某药企）」整条移到「国内管线」列表的最后（丙针那条之后），"
            "文字原样搬过去，一个字都不改；",
            FIRST,
        ),
    ],
)
def test_the_entry_moves_whole(suggestion: str, after: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert rows[0] == ("proposed", ""), rows
    assert lines == moved_after(after), lines


@pytest.mark.parametrize(
    "suggestion",
    [
        "把「口服小分子」里的戊片条整条挪到「国内管线」。",
        "把「口服小分子」里的乙片条整条挪到「国内管线」，放在己针条之后。",
        "把乙片条目从 §2.2 移到 §2.3，放在己针之后。",
        "先不要把乙片条目从 §2.2 移到 §2.3。",
        "如果三期启动，把乙片条目从 §2.2 移到 §2.3。",
    ],
)
def test_a_move_that_cannot_hold_moves_nothing(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert lines == KB.splitlines(), rows


def test_a_refused_move_adds_the_item_nowhere() -> None:
    """`先不要把 X 条目从 §2.2 移到 §2.3` was read as `move item 1 to §2.3`: the item's entry
    was added to both sections."""
    lines, rows = kb_after(KB, brief("先不要把乙片条目从 §2.2 移到 §2.3。"))
    assert lines == KB.splitlines(), rows
    assert [status for status, _ in rows] == ["skipped"], rows


@pytest.mark.parametrize(
    "caveat",
    ["只挪这一条；「口服小分子」里的其余两条和下面那段注都不动。", "其余条目别动。"],
)
def test_a_keep_of_the_rest_holds_no_move_of_the_entry_named(caveat: str) -> None:
    """`只挪这一条；其余两条和下面那段注都不动`: the rest stays, the entry named moves."""
    text = brief("把 §2.2 里「乙片（某药企）」那一条挪到 §2.3 末尾。").replace(
        "- **要点**：乙片归入国内管线。",
        f"- **要点**：乙片归入国内管线。\n- **值得警惕**：{caveat}",
    )
    lines, rows = kb_after(KB, text)
    assert rows[0] == ("proposed", ""), rows
    assert lines == moved_after(LAST), lines


def test_a_closing_line_moving_the_entry_is_no_withdrawal() -> None:
    """`「乙片（某药企）」挪到 2.3 末尾（见条目 1）` restates the move; it was read as
    deferring (挪到 …) the item, which withdrew the move."""
    text = (
        brief("把 §2.2 里「乙片（某药企）」那一条挪到 §2.3 末尾。")
        .replace("- 见条目 1。", "1. 「乙片（某药企）」挪到 2.3 末尾（见条目 1）")
        .replace("### 条目 1：乙片归类", "### 条目 1：「乙片（某药企）」放错了位置")
    )
    lines, rows = kb_after(KB, text)
    assert lines == moved_after(LAST), rows


def test_a_wait_after_a_keep_of_a_figure_holds_no_move() -> None:
    """`180 这个数先保留，等有第二个来源再说`: the wait is of the kept figure, not of the move
    the item asks; a closing line restating the move (`条目 1：「X」从 §2.2 移到 §2.3 列表末尾，
    原文不改（…）`) is the same move, no keep."""
    text = (
        brief("把「口服小分子」下的「乙片（某药企）」整条移到「国内管线」列表的最后。")
        .replace(
            "- **要点**：乙片归入国内管线。",
            "- **要点**：乙片归入国内管线。\n- **值得警惕**：报价只有一家。"
            "报价里的 180 这个数先保留，等有第二个来源再说。",
        )
        .replace(
            "- 见条目 1。",
            "- 条目 1：「乙片（某药企）」从 §2.2 移到 §2.3 列表末尾，原文不改（II 期不动）。",
        )
    )
    lines, rows = kb_after(KB, text)
    assert rows[0] == ("proposed", ""), rows
    assert lines == moved_after(LAST), lines
