"""`第 N 个问题后补注"…"`, `第 N 问后补…`: in a section that is one list of unnumbered
questions (checkbox bullets), a question's ordinal names the Nth item, and so does `第 N 条`
in a section that is one list of bullets, as for a replace; a section that is not one list, or
an ordinal past its end, is reported, never guessed. Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied, report_rows

BRIEF_PATH = "inbox/ro/2026-12-23-pumps-e1prep.md"
KB_PATH = "organized/knowledge/pumps.md"

KB = """\
# pumps 活文档

## 1 趋势

- 变频泵在中小楼宇普及。
- 磁悬浮轴承成本逐年下降。

## 2 待解决问题

- [ ] 变频控制能否在低负载下保持效率？
- [ ] 磁悬浮轴承寿命是否已超过十年？
- [ ] 远程诊断的误报率能否降到 1% 以下？

## 3 厂商

### 3.1 国内

- 甲厂：中小型号为主。

### 3.2 海外

- 乙厂：大型号为主。
"""


def brief(suggestion: str) -> str:
    return f"""\
# pumps · E1 预消化简报（2026-12-23）

## 一、今日条目

### 条目 1：寿命实测

- **来源**：organized/paper_cards/life.md
- **要点**：一份实测给出十二年寿命。
- **建议归入**：{suggestion}
"""


def run(tmp_path: Path, suggestion: str) -> tuple[str, list[str]]:
    _, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    return after, report_rows(report)


@pytest.mark.parametrize(
    ("suggestion", "line"),
    [
        (
            '§2 第 2 个问题后补注"（实测见 life.md）"。',
            "- [ ] 磁悬浮轴承寿命是否已超过十年？（实测见 life.md）",
        ),
        (
            '§2 第 3 问后补注"（待复核）"。',
            "- [ ] 远程诊断的误报率能否降到 1% 以下？（待复核）",
        ),
        (
            '§2 第一个问题后补注"（见低负载实测）"。',
            "- [ ] 变频控制能否在低负载下保持效率？（见低负载实测）",
        ),
        (
            '§1 第 2 条后补一句"十二年寿命已有实测。"',
            "- 磁悬浮轴承成本逐年下降。十二年寿命已有实测。",
        ),
        ("§1 第一条句末补〔4〕。", "- 变频泵在中小楼宇普及〔4〕。"),
    ],
)
def test_the_ordinal_names_the_nth_item_of_a_one_list_section(
    tmp_path: Path, suggestion: str, line: str
) -> None:
    after, rows = run(tmp_path, suggestion)
    assert line in after.splitlines(), rows
    assert any("proposed" in row for row in rows), rows


@pytest.mark.parametrize(
    ("suggestion", "why"),
    [
        ('§2 第 5 个问题后补注"（待复核）"。', "lists 3 entries, not 5"),
        ('§3 第 1 个问题后补注"（待复核）"。', "one list"),
        ('§1 第 3 条后补一句"十二年寿命已有实测。"', "lists 2 entries, not 3"),
        ('§3 第 1 条后补一句"十二年寿命已有实测。"', "one list"),
    ],
)
def test_an_ordinal_that_counts_nothing_sure_is_reported(
    tmp_path: Path, suggestion: str, why: str
) -> None:
    after, rows = run(tmp_path, suggestion)
    assert after == KB, rows
    assert any(why in row for row in rows), rows
