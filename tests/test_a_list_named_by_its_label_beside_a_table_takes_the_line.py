"""A section that holds a table of its entries and, after it, a labelled list of notes
(`补充说明：` then `- …`): a line the brief asks for in that list by its label (`「补充说明」列表
新增一条：…`, `补充说明列表末尾添上：…`, quoted or not) joins the list, in the brief's words; a
sentence dictated with no list named is no row of the table: reported, its words never split
into cells. A quote that ends its sentence, with a label right after it (`…。」Q-2 先不关闭`),
ends the request; what follows is a clause of its own. Our own KB and words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied, report_rows

BRIEF_PATH = "inbox/ru/2026-12-27-levy-e1prep.md"
KB_PATH = "organized/knowledge/levy.md"

KB = """\
# 碳税 活文档

## 2 欧盟机制

| 编号 | 机制 | 生效 | 来源 |
|---|---|---|---|
| R-1 | 排放交易 | 2024-01-01 | [^1] |
| R-2 | 燃料强度 | 2025-01-01 | [^2] |

补充说明：

- 配额按当年排放计算。
- 允许合规池合并计算。

## 6 待决问题

- Q-2 合规池价格能否公开？（开放）
"""

WORDS = "合规池成交价多在 180–220 欧元/吨（场外报价，样本 14 笔）。"


def brief(suggestion: str) -> str:
    return f"""\
# levy · E1 预消化简报（2026-12-27）

## 一、今日条目

### 条目 1：合规池成交价

- **来源**：organized/paper_cards/2612-pool-price.md
- **要点**：经纪商首次给出合规池成交价区间。
- **建议归入**：{suggestion}

## 二、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        f"§2「补充说明」列表新增一条：「{WORDS}」",
        f"§2 补充说明列表末尾添上：{WORDS}",
        f"§2「补充说明」列表末尾添上：「{WORDS}」",
        f"§2「补充说明」列表末尾添上：「{WORDS}」Q-2 先不关闭，理由见警惕。",
    ],
)
def test_the_line_joins_the_list_its_label_names(tmp_path: Path, suggestion: str) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 0, report
    lines = after.splitlines()
    new = [line for line in lines if line not in KB.splitlines()]
    assert len(new) == 1 and new[0].startswith(f"- {WORDS}"), after
    assert lines.index(new[0]) == lines.index("- 允许合规池合并计算。") + 1, after
    assert "- Q-2 合规池价格能否公开？（开放）" in lines, after


def test_a_sentence_with_no_list_named_is_no_row(tmp_path: Path) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(f"§2 新增一条：「{WORDS}」"), BRIEF_PATH
    )
    assert after == KB, after
    assert code == 1, report
    assert any("rows of a table" in row for row in report_rows(report)), report
