"""A section named by its heading's words alone, run on into the request's verb with no
`小节` or `§` (`硬件平台新增 X 条目`), is that section where the words open the request and
match one heading whole; the same words inside a sentence are the sentence's own, no place.
Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .robo_kb_fixture import KB, run


@pytest.mark.parametrize(
    "suggestion",
    [
        "硬件平台新增 **Kite One** 条目：轻量双臂。",
        "硬件平台补一条 **Kite One**，轻量双臂平台。",
        "硬件平台添加 Kite One 条目。",
    ],
)
def test_heading_words_run_on_into_the_verb_name_the_section(
    tmp_path: Path, suggestion: str
) -> None:
    after, rows = run(tmp_path, suggestion)
    hardware = after.split("### 评测")[0]
    assert "3. **Kite One** — 轻量双臂平台" in hardware, rows
    assert any("proposed" in row and "§硬件平台" in row for row in rows), rows


@pytest.mark.parametrize(
    "suggestion",
    [
        # A heading's words after a comma, inside the sentence: no place.
        "与同类相比，评测新增了两个抓取任务。",
        "新增 **Kite One** 条目，评测新增抓取任务。",
    ],
)
def test_heading_words_inside_a_sentence_name_no_section(tmp_path: Path, suggestion: str) -> None:
    # A guard for the precision of the reading above: it passes on the base commit too.
    after, rows = run(tmp_path, suggestion)
    assert after == KB, rows
    assert any("names no section" in row for row in rows), rows
