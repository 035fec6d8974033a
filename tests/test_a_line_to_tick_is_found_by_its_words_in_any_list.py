"""`跟进事项"X"一项勾选完成`, `"X"标记完成`, `勾选跟进事项中的"X"` with no section named: the
document's one open checkbox line whose words after the box are X is ticked, whether it stands
in the question list or in a to-do list of another name. Two such lines are reported, never
guessed; a checklist line asked `勾掉` (ticked, or struck out?) in the closing list alone is
reported with its words. Our own words and KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied, report_rows
from .loom_kb import BRIEF_PATH, KB, KB_PATH, TODO, brief


@pytest.mark.parametrize(
    "request_words",
    [
        f'待办"{TODO}"一项勾选完成',
        f'"{TODO}"标记完成',
        f"勾选待办中的「{TODO}」",
        f'把"{TODO}"打勾',
    ],
)
def test_the_one_open_line_so_worded_is_ticked(tmp_path: Path, request_words: str) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(request_words), BRIEF_PATH
    )
    assert code == 0, report
    assert f"- [x] {TODO}（@陆）" in after.splitlines(), report
    assert [line for line in KB.splitlines() if line not in after.splitlines()] == [
        f"- [ ] {TODO}（@陆）"
    ]


def test_two_open_lines_so_worded_are_reported(tmp_path: Path) -> None:
    kb = KB.replace("（@陆）\n- [x]", "（@陆）\n- [ ] 向苏州厂要一份换纸记录的扫描件\n- [x]")
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, kb, brief(f'"{TODO}"标记完成'), BRIEF_PATH
    )
    assert after == kb and code == 1, report
    assert any("2 open checkbox lines hold" in row for row in report_rows(report)), report


def test_a_closing_line_asking_gou_diao_alone_is_reported(tmp_path: Path) -> None:
    code, report, after = proposed_and_applied(
        tmp_path,
        KB_PATH,
        KB,
        brief("见文末建议动作。", f'待办"{TODO}"一项勾掉（条目 1）'),
        BRIEF_PATH,
    )
    assert after == KB and code == 1, report
    assert any("tick or strike out" in row and TODO in row for row in report_rows(report))
