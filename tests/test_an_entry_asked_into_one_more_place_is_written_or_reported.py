"""After an add, a clause that asks for the same entry in one more place (`同时写进 X`, `并同步到
X`, `X 里也补上`) gets its own entry where kbpatch finds that place, and otherwise a row with
its words to check by hand: never passed over as a remark on the first add."""

from __future__ import annotations

from pathlib import Path

import pytest

from .silent_fixture import new_lines, outcomes, proposal


@pytest.mark.parametrize(
    ("suggestion", "words"),
    [
        ("§2.1 新增 Lumen 条目，同时写进路线图第 2 条。", "同时写进路线图第 2 条"),
        ("§2.1 新增 Lumen 条目，并同步到周报摘要。", "并同步到周报摘要"),
        ("§2.1 补一条 Lumen；路线图里也补上。", "路线图里也补上"),
        ("§2.1 新增一条 Lumen，另外也加进演进脉络。", "另外也加进演进脉络"),
    ],
)
def test_a_second_place_kbpatch_cannot_find_is_reported_with_its_words(
    tmp_path: Path, suggestion: str, words: str
) -> None:
    found = proposal(tmp_path, suggestion)
    seen = outcomes(found)
    assert [key for key, status, _ in seen if status == "proposed"] == ["2.1"], seen
    assert any(status == "not understood" and words in reason for _, status, reason in seen), seen
    assert sum(line.startswith("* Lumen") for line in new_lines(found)) == 1


@pytest.mark.parametrize(
    "suggestion",
    [
        # Guards: a second place kbpatch finds gets its own entry, in its neighbours' form.
        "§2.1 新增 Lumen 条目，并同步到 §2.2。",
        "§2.1 新增 Lumen 条目，另在 §2.2 也记一笔。",
    ],
)
def test_a_second_place_kbpatch_finds_gets_its_own_entry(tmp_path: Path, suggestion: str) -> None:
    found = proposal(tmp_path, suggestion)
    seen = outcomes(found)
    assert sorted(key for key, status, _ in seen if status == "proposed") == ["2.1", "2.2"], seen
    lines = new_lines(found)
    assert any(line.startswith("* Lumen — ") for line in lines), lines
    assert any(line.startswith("- **Lumen**（arXiv:2612.07001）：") for line in lines), lines


def test_a_remark_after_the_add_is_no_second_place(tmp_path: Path) -> None:
    # A guard: `与 X 并列` places the entry; nothing to report.
    seen = outcomes(proposal(tmp_path, "§2.1 新增 Lumen 条目，与 Quill 并列。"))
    assert [status for _, status, _ in seen] == ["proposed"], seen
