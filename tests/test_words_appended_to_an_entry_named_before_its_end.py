"""`在 X 后面加上："…"`, `§2.1 给 X 后面补一句：…`, `在 §2.1 X 之后追加：…`: an entry named bare
(a Latin name of up to four words, or Chinese words) before the end its words go after takes
those words, as `X 条目末尾追加：…` does; a name the section does not hold is reported with it,
and a place (`在本节后面`) names no entry. Words dictated after the verb's colon run to the
sentence's end: a comma inside them cuts none off (`…追加：A，且 B。` writes both), and an
"only" among them limits no other edit of the item. Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .brewing_fixture import KB, rows, run, section

WORDS = "需先静置十分钟。"


@pytest.mark.parametrize(
    ("suggestion", "entry"),
    [
        (f'§2.1 在 ColdDrip 后面加上："{WORDS}"', "- **ColdDrip**"),
        (f"§2.1 给 ColdDrip 后面补一句：{WORDS}", "- **ColdDrip**"),
        (f"在 §2.1 ColdDrip 之后追加：{WORDS}", "- **ColdDrip**"),
        (f"§2.1 在 慢滴 萃取 后面加上：「{WORDS}」", "- **慢滴 萃取**"),
        (f"在 §2.1 慢滴 萃取 之后追加：{WORDS}", "- **慢滴 萃取**"),
    ],
)
def test_the_entry_named_before_the_end_takes_the_words(
    tmp_path: Path, suggestion: str, entry: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert code == 0, report
    [line] = [line for line in after.splitlines() if line.startswith(entry)]
    assert line.endswith(WORDS) and line.count(WORDS) == 1, after
    assert after.count(WORDS) == 1


@pytest.mark.parametrize(
    ("suggestion", "why"),
    [
        (f'§2.1 在 PourOver 后面加上："{WORDS}"', "no entry named 「PourOver」"),
        (f"在 §2.1 手冲 之后追加：{WORDS}", "no entry named 「手冲」"),
        (f'§2.1 在本节后面加上："{WORDS}"', "does not name the entry"),
    ],
)
def test_a_name_the_section_does_not_hold_is_reported(
    tmp_path: Path, suggestion: str, why: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert after == KB and code == 1, report
    assert any("append to entry" in row and why in row for row in rows(report)), report


@pytest.mark.parametrize(
    ("suggestion", "written"),
    [
        (
            "§2.1 ColdDrip 条目末尾追加：需先静置，且仅限深烘豆。§2.2 新增 BloomBrew",
            "需先静置，且仅限深烘豆。",
        ),
        (
            "在 §2.1「ColdDrip」条目后补一句：需先静置，且仅限深烘豆。§2.2 新增 BloomBrew",
            "需先静置，且仅限深烘豆。",
        ),
        (
            "§2.1 给 ColdDrip 条目追加说明：需先静置，且仅限深烘豆。§2.2 新增 BloomBrew",
            "需先静置，且仅限深烘豆。",
        ),
        # A reason or a condition after the comma is the request's, never words to write.
        ("§2.1 ColdDrip 条目末尾追加：需先静置，理由是作者自述。§2.2 新增 BloomBrew", "需先静置。"),
        ("§2.1 ColdDrip 条目末尾追加：需先静置，待复测后再定。§2.2 新增 BloomBrew", ""),
    ],
)
def test_words_dictated_after_a_colon_are_written_whole(
    tmp_path: Path, suggestion: str, written: str
) -> None:
    _, report, after = run(tmp_path, suggestion)
    cold = section(after, "### 2.1 冷萃")
    if written:
        assert f"苦味降低 18%。{written}" in cold, after
    else:
        assert cold == section(KB, "### 2.1 冷萃"), after
    assert "- **BloomBrew**（arXiv:2612.04321）：" in section(after, "### 2.2 热萃"), report
