"""`在"手机控制"后补注"（含 iPad）"`: a note the brief places after named words goes right after
them when the entry holds them once (at the line's end it would speak of other words), and is
reported when the entry holds them never or twice. A sentence appended to an entry that ends
in a footnote marker with no full stop (`…丰富<sup>3</sup>`) joins the entry's sentences before
the marker, not in brackets after it; after a full stop and an author-year marker it goes
before the marker as a sentence, as before. Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .kiln_fixture import KB, changed, rows, run

MINIFIRE = "- **MiniFire**：桌面小窑，支持 Wi-Fi 与手机控制{}，最高温 1200 度，适合釉料试片与小件。"


@pytest.mark.parametrize(
    ("suggestion", "added"),
    [
        ('§2.1 MiniFire 条目在"手机控制"后补注"（含 iPad）"。', "（含 iPad）"),
        ('§2.1 MiniFire 条目，把"手机控制"后面加注"（含 iPad）"。', "（含 iPad）"),
        ('§2.1 MiniFire 条目"手机控制"之后补充"、iPad"。', "、iPad"),
        ("§2.1 MiniFire 条目在“手机控制”后加上“（含 iPad）”。", "（含 iPad）"),
    ],
)
def test_a_note_goes_right_after_the_words_named(
    tmp_path: Path, suggestion: str, added: str
) -> None:
    code, report, after = run(tmp_path, suggestion, "§2.1：MiniFire 补注（条目 1）。")
    assert code == 0, report
    assert changed(after) == [MINIFIRE.format(added)], after


@pytest.mark.parametrize(
    ("suggestion", "why"),
    [
        ('§2.1 MiniFire 条目在"燃气"后补注"（含 iPad）"。', "does not hold 「燃气」"),
        ('§2.1 MiniFire 条目在"小"后补注"（30 升）"。', "holds 2 times 「小」"),
    ],
)
def test_words_the_entry_holds_never_or_twice_are_reported(
    tmp_path: Path, suggestion: str, why: str
) -> None:
    code, report, after = run(tmp_path, suggestion, "§2.1：MiniFire 补注（条目 1）。")
    assert after == KB and code == 1, report
    assert any(why in row for row in rows(report)), report


@pytest.mark.parametrize(
    ("suggestion", "line"),
    [
        (
            "§2.2 WoodFire 条目末尾补一句：落灰形成自然釉。",
            "- **WoodFire** — 柴窑，升温慢，釉色变化丰富；落灰形成自然釉<sup>3</sup>",
        ),
        (
            "§2.2 WoodFire 条目末尾补充一句：落灰形成自然釉",
            "- **WoodFire** — 柴窑，升温慢，釉色变化丰富；落灰形成自然釉<sup>3</sup>",
        ),
        (
            '§2.2 WoodFire 条目末尾补注"（需烧三天）"。',
            "- **WoodFire** — 柴窑，升温慢，釉色变化丰富（需烧三天）<sup>3</sup>",
        ),
        (
            "§2.2 Raku 条目末尾补一句：落灰形成自然釉。",
            "- **Raku**：快烧快冷，开片明显。落灰形成自然釉。[Wu 2023]",
        ),
    ],
)
def test_a_sentence_goes_before_the_entry_s_citation_marker(
    tmp_path: Path, suggestion: str, line: str
) -> None:
    code, report, after = run(tmp_path, suggestion, "§2.2：补一句（条目 1）。")
    assert code == 0, report
    assert changed(after) == [line], after
