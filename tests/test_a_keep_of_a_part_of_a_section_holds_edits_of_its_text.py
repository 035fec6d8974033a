"""A caveat keeping a part of a section's own text (`§1-1 末段暂不改`, `1-1 节最后一段不动`,
`1-1 节下方的注释暂不改`, `导语不动`) holds every edit of the section's text that names no
line of it (a sentence added to the part, a value wherever it stands), and leaves a new entry
of the section's list, which changes none of that text. Our own words, on a KB of our own."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied, report_rows
from .test_a_keep_of_a_field_a_figure_or_a_close_holds_the_edit import BRIEF_PATH, KB_PATH
from .test_a_keep_of_a_field_a_figure_or_a_close_holds_the_edit import KB as KITES

KB = KITES.replace(
    "  - 状态：停产\n",
    "  - 状态：停产\n\n运动风筝多用碳杆，低温下易断。\n\n> 注：射程按无风条件折算。\n",
)


def brief(suggestion: str, caveat: str) -> str:
    return f"""\
# kites · E1 预消化简报（2026-12-21）

## 一、条目

### 条目 1：Lyra

- 来源：organized/paper_cards/6102-lyra.md
- 要点：新一轮试飞重测了高度。
- 建议归入：{suggestion}
- 值得警惕：{caveat}
"""


def run(tmp_path: Path, suggestion: str, caveat: str) -> tuple[int, str, str]:
    return proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion, caveat), BRIEF_PATH)


@pytest.mark.parametrize("caveat", ["1-1 节末段暂不改。", "§1-1 最后一段不动。"])
@pytest.mark.parametrize(
    "suggestion",
    ["运动风筝一节末段补一句：“2026 年起改用玻纤杆。”", "§1-1 中“低温下易断”改为“低温下更易断”"],
)
def test_an_edit_of_the_section_s_text_is_held(
    tmp_path: Path, suggestion: str, caveat: str
) -> None:
    code, report, after = run(tmp_path, suggestion, caveat)
    assert after == KB, report
    assert code == 0, report
    assert any(" forbidden " in row for row in report_rows(report)), report


@pytest.mark.parametrize("caveat", ["1-1 节末段暂不改。", "1-1 节下方的注释暂不改。"])
def test_a_new_entry_of_the_list_is_not_held(tmp_path: Path, caveat: str) -> None:
    code, report, after = run(
        tmp_path, "运动风筝一节补录一条：**Lyra**（厂商：南湖工坊；状态：在售）", caveat
    )
    assert code == 0, report
    assert "- **Lyra**" in after, report
