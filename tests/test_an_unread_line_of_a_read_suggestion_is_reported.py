"""A 建议归入 written over several lines, of which kbpatch reads some: each other line that asks
for something by its words (`表下"…"一句，艘数改为 5`) is reported with them, never dropped
because its neighbours were read; a line that hands its request to another part of the brief
(`修订值见下方警惕第 1 条`) or refuses (`本轮不补`) asks nothing of its own. Our own KB."""

from __future__ import annotations

from pathlib import Path

from .conftest import proposed_and_applied, report_rows

BRIEF_PATH = "inbox/fa/2026-12-24-bunker-e1prep.md"
KB_PATH = "organized/knowledge/bunker.md"

KB = """\
# 加注 活文档

## 4 加注量

- **新加坡**：2026 年上半年甲醇加注 1.2 万吨。

新加坡目前有 3 艘专用甲醇加注船在营，仍是瓶颈。
"""


def brief(*lines: str) -> str:
    listed = "\n".join(f"  - {line}" for line in lines)
    return f"""\
# bunker · E1 预消化简报（2026-12-24）

## 一、今日条目

### 条目 1：新加坡第三季度加注

- **来源**：organized/paper_cards/2612-mpa-q3.md
- **要点**：第三季度甲醇加注 0.7 万吨，专用加注船增至 5 艘。
- **建议归入**：
{listed}

## 二、值得警惕的矛盾与待核实说法

1. 条目 1 的上半年数字可能修订。

## 三、本轮结论与建议动作

- 见条目 1。
"""


ASKED = "§4 新加坡那条末尾补一句\u201c第三季度再加注 0.7 万吨。\u201d"
UNREAD = "表下\u201c新加坡目前有 3 艘专用甲醇加注船在营\u201d一句，艘数改为 5。"


def test_the_unread_line_is_reported_beside_the_read_one(tmp_path: Path) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(ASKED, UNREAD), BRIEF_PATH
    )
    assert code == 1, report
    assert "第三季度再加注 0.7 万吨。" in after, after
    assert any("[line 11]" in row and "艘数改为 5" in row for row in report_rows(report)), report


def test_a_pointer_or_a_refusal_line_asks_nothing(tmp_path: Path) -> None:
    code, report, after = proposed_and_applied(
        tmp_path,
        KB_PATH,
        KB,
        brief(ASKED, "上半年修订值见下方警惕第 1 条。", "鹿特丹数据尚未发布，本轮不补。"),
        BRIEF_PATH,
    )
    assert code == 0, report
    assert "第三季度再加注 0.7 万吨。" in after, after
