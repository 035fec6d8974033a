"""`§2.1：18% 改写为 15%`: an unquoted value replaced by another with a verb of the lexicon's
replace roots (verbs.replace.value_links: `改写为`, `改写成`, `修改为`, `改动为`, `修改成`),
with or without the section's colon, after 由 / 将 / 把 too, is replaced as `18% → 15%` is.
A value the section does not hold, or holds on two lines, is reported, never guessed.
Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .brewing_fixture import KB, rows, run, section


@pytest.mark.parametrize(
    "suggestion",
    [
        "§2.1：18% 改写为 15%",
        "§2.1 18% 改写为 15%",
        "§2.1：18% 改写成 15%",
        "§2.1：18% 修改为 15%",
        "§2.1 将 18% 改写为 15%",
        "§2.1：由 18% 修改成 15%",
        "§2.1：把 18% 改动为 15%",
        '§2.1："18%" 改写成 "15%"',
        # The forms read before, for the same kind: one reading for every linking verb.
        "§2.1：18% 改成 15%",
        "§2.1 18% 更正为 15%",
        "§2.1：由 18% 改为 15%",
        "§2.1 将 18% 改为 15%",
        "§2.1：把 18% 调整成 15%",
    ],
)
def test_the_old_value_is_replaced_by_the_new(tmp_path: Path, suggestion: str) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert code == 0, report
    assert "- **ColdDrip**（arXiv:2402.00021）：十二小时冷萃，苦味降低 15%。" in after, after
    assert "18%" not in after
    assert section(after, "### 2.2 热萃") == section(KB, "### 2.2 热萃")


@pytest.mark.parametrize(
    ("suggestion", "why"),
    [
        ("§2.1：25% 改写为 15%", "no line of this section holds 「25%」"),
        ("§2.1 将 25% 修改为 15%", "no line of this section holds 「25%」"),
        ("§2.2：20% 改写为 19%", "2 lines of this section hold 「20%」"),
        ("§2.2 由 20% 改动为 19%", "2 lines of this section hold 「20%」"),
    ],
)
def test_a_value_the_section_does_not_hold_once_is_reported(
    tmp_path: Path, suggestion: str, why: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert after == KB and code == 1, report
    assert any("replace values" in row and why in row for row in rows(report)), report
