"""`在 4.1 小节 X 条目后面追加说明：…`, `§4.1 X 条目后面追加：…`, `…末尾补充说明：…`: words added to
the entry X of that section, the words after the label and its colon (never `说明：` with
them). X may be several words (`土壤探针 校准`); an entry the section does not hold is reported
with its name. Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .reading22_fixture import KB, run

WORDS = "脉冲电导法可替代定期校准。"


@pytest.mark.parametrize(
    ("suggestion", "entry"),
    [
        (f"在 4.1 小节 DripLine 条目后面追加说明：{WORDS}", "- **DripLine**"),
        (f"在 4.1 小节 土壤探针 校准 条目后面追加说明：{WORDS}", "- **土壤探针 校准**"),
        (f"§4.1 DripLine 条目后面追加：{WORDS}", "- **DripLine**"),
        (f"在 §4.1 DripLine 条目末尾补充说明：{WORDS}", "- **DripLine**"),
        (f'4.1 节 DripLine 条目后面追加说明："{WORDS}"', "- **DripLine**"),
    ],
)
def test_words_after_the_label_go_on_the_named_entry(
    tmp_path: Path, suggestion: str, entry: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert code == 0, report
    line = next(line for line in after.splitlines() if line.startswith(entry))
    assert line.endswith(WORDS) and "说明：" not in line, after


@pytest.mark.parametrize(
    "suggestion",
    [
        f"在 4.1 小节 Sprinkler 条目后面追加说明：{WORDS}",
        f"在 4.2 小节 DripLine 条目后面追加说明：{WORDS}",
    ],
)
def test_an_entry_the_section_does_not_hold_is_reported(tmp_path: Path, suggestion: str) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert after == KB and code == 1 and "no entry named" in report, report
