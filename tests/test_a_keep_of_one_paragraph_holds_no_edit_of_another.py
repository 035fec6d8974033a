"""A keep of a section's paragraph named by its count (`D.2 第二段勿动`, `第 2 段不改`) holds the
edits of that paragraph, not those the brief asks of another one it names (`D.2 第一段"A"替换为
"B"`); an edit of the same paragraph stays held. Our own KB and words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

# The same section as the lead-in test: two paragraphs, the first with the figures.
from .test_changes_after_a_lead_in_and_its_dash_are_read import BRIEF_PATH, KB, KB_PATH, brief


@pytest.mark.parametrize("keep", ["D.2 第二段（1 GW 的测算）勿动。", "D.2 第 2 段不改。"])
def test_the_other_paragraph_s_edit_is_made(tmp_path: Path, keep: str) -> None:
    suggestion = f'D.2 第一段"2026-09"替换为"2026-12"。{keep}'
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 0, report
    assert "2026-12 欧洲潮流能项目" in after and "装机过 1 GW 后成本可降一半。" in after


def test_the_kept_paragraph_s_own_edit_stays_held(tmp_path: Path) -> None:
    suggestion = 'D.2 第二段"1 GW"改为"2 GW"。D.2 第二段勿动。'
    _, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert after == KB
    assert "forbid" in report, report
