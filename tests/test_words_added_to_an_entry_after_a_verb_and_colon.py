"""`中华蜜蜂条目追加：…`, `X 那条补记："…"`: a verb of adding more right after an entry that
stands, then a colon or a quote, appends the words to that entry. After a new entry's noun
(`新增 X 条目追加：…`) nothing is appended to an entry that stands. Our own words and KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .beekeeping_kb import BRIEF_PATH, KB, KB_PATH, brief
from .conftest import proposed_and_applied

ENTRY = "- 中华蜜蜂（1950）— 抗螨，采集零星蜜源。"


@pytest.mark.parametrize(
    "request_words",
    [
        "1.2 中华蜜蜂条目追加：高原种群耐寒性更强。",
        "§1.2 中华蜜蜂 条目追记：高原种群耐寒性更强。",
        '1.2 中华蜜蜂那条补记"高原种群耐寒性更强"。',
    ],
)
def test_the_words_are_appended_to_the_entry(tmp_path: Path, request_words: str) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(request_words), BRIEF_PATH
    )
    assert code == 0, report
    assert f"{ENTRY}高原种群耐寒性更强。" in after.splitlines(), after
    assert len(after.splitlines()) == len(KB.splitlines())
