"""A section numbered with a hyphen (`### 1-1 运动风筝`) named bare with its heading's own words
(`1-1 运动风筝 Orion-3 的射程…`, `…；1-1 运动风筝里 Vega 的…`) is that section, in a request of its
own or after another; a number so written before other words (`1-2 周内`) is no section.
Our own words, on a KB of our own."""

from __future__ import annotations

from pathlib import Path

from .conftest import proposed_and_applied
from .test_a_keep_of_a_field_a_figure_or_a_close_holds_the_edit import BRIEF_PATH, KB, KB_PATH
from .test_a_new_entry_s_dictated_fields_are_its_sub_items import brief

RANGE = "  - 射程：线长 60 m 时可达 45 m 高"
VEGA = "  - 状态：停产"


def run(tmp_path: Path, suggestion: str) -> tuple[int, str, str]:
    return proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)


def test_the_bare_number_and_its_words_name_the_section(tmp_path: Path) -> None:
    code, report, after = run(
        tmp_path,
        "1-1 运动风筝 Orion-3 的射程由“可达 45 m 高”订正为“可达 48 m 高”；"
        "1-1 运动风筝里 Vega 的状态由“停产”改为“复产”。",
    )
    assert code == 0, report
    assert after == KB.replace(RANGE, RANGE.replace("45 m", "48 m")).replace(
        VEGA, "  - 状态：复产"
    ), report


def test_a_number_before_other_words_is_no_section(tmp_path: Path) -> None:
    code, report, after = run(tmp_path, "1-2 周内复测 Orion-3 的射程，届时再议。")
    assert after == KB, report
    assert code == 0, report
    assert "§1.2" not in report, report
