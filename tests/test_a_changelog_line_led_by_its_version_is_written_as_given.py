"""A changelog whose lines open with their version and its date in brackets (`- v1.2（2027-02-01）：
…`) takes a line dictated in that form (`变更记录顶部追加一行：`- v1.3（2027-03-08）：…``) as
given, newest first, quoted words in it and all; never its sections read as requests. Our own
words, on our own tram KB."""

from __future__ import annotations

from pathlib import Path

from .conftest import kb_after, proposed_and_applied
from .test_a_keep_holds_only_the_thing_it_names import brief
from .test_words_given_in_backticks_or_whole_lines_are_written_as_given import KB as TRAM

KB_PATH = "organized/knowledge/tram.md"
BRIEF_PATH = "inbox/lin/2027-03-07-tram-e1prep.md"
OLDER = "- v1.2（2027-02-01）：1 表更新至 2026 年底。\n- v1.1（2027-01-05）：新增淮安条目。\n"
KB = f"{TRAM}\n## 9 变更记录\n\n{OLDER}"
LINE = "- v1.3（2027-03-08）：1 表苏州 2026 更新；删去 1「淮安」条目。"


def test_the_version_led_line_goes_on_top_as_given() -> None:
    text = brief(
        ("苏州客流", "§1 表「苏州」行 2026 一格由「4」改为「5」。"),
        closing=f"变更记录顶部追加一行：`{LINE}`",
    )
    lines, rows = kb_after(KB, text)
    assert [status for status, _ in rows] == ["proposed", "proposed"], rows
    top = lines.index("## 9 变更记录") + 2
    assert lines[top].startswith(LINE.rstrip("。")) and lines[top + 1].startswith("- v1.2"), lines
    assert any(line.startswith("- **淮安**") for line in lines), rows


def test_the_line_applies_with_git(tmp_path: Path) -> None:
    text = brief(
        ("苏州客流", "§1 表「苏州」行 2026 一格由「4」改为「5」。"),
        closing=f"变更记录顶部追加一行：`{LINE}`",
    )
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, text, BRIEF_PATH)
    assert code == 0, report
    assert "## 9 变更记录\n\n- v1.3（2027-03-08）" in after, after
