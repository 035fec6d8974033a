"""An entry named by its words or its label, written anew as one line the brief dictates (`"X"
那条整行替换为：「- X…」`, `X 那条改写为："- X…"`, `§6 Q4 整行替换为：「- **Q4**…」`), is that
line in the entry's own marker and bold: it was reported as a rewrite kbpatch does not make. A
new line that no longer names the entry, an entry over several lines, a refusal, a condition
or a keep of it is not written. Our own words and our own small KBs."""

from __future__ import annotations

import pytest

from .cold_chain_kb import KB
from .conftest import kb_after
from .test_a_line_naming_only_a_place_heads_the_requests_under_it import brief
from .test_a_new_question_by_the_label_it_takes import KB as QUESTIONS

NEW = "- 自动化立体库占新建项目的比重已过半。"
OLD = "- 自动化立体库占新建项目的比重在上升。"


@pytest.mark.parametrize(
    "asked",
    [
        f'§2.1 "自动化立体库"那条整行替换为：「{NEW}」',
        f'§2.1 自动化立体库那条改写为："{NEW}"',
        f"§2.1 自动化立体库一条整条改写成「{NEW}」",
        f"§2.1 自动化立体库这一条重写为：「{NEW}」",
    ],
)
def test_the_entry_is_the_dictated_line(asked: str) -> None:
    lines, rows = kb_after(KB, brief(asked))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert NEW in lines and OLD not in lines, rows
    assert len(lines) == len(KB.splitlines()), rows


def test_a_question_by_its_label_keeps_its_bold() -> None:
    asked = "§6 Q4 整行替换为：「- **Q4**（2026-10 提出）：CoPoS 能否控制翘曲？——已答：能。」"
    lines, rows = kb_after(QUESTIONS, brief(asked))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert "- **Q4**（2026-10 提出）：CoPoS 能否控制翘曲？——已答：能。" in lines, rows


@pytest.mark.parametrize(
    ("asked", "closing"),
    [
        ("§2.1 自动化立体库一条整条改写成「- 新建项目大多为自动化库。」", "见条目 1。"),
        (f'§2.1 自动化立体库那条别整行替换为："{NEW}"', "见条目 1。"),
        (f'§2.1 自动化立体库那条改写为："{NEW}"，待年报确认后再改。', "见条目 1。"),
        (f'§2.1 自动化立体库那条改写为："{NEW}"', "§2.1 自动化立体库那条不动；见条目 1。"),
    ],
)
def test_the_entry_is_not_written_anew(asked: str, closing: str) -> None:
    lines, rows = kb_after(KB, brief(asked, closing=closing))
    assert lines == KB.splitlines(), rows
    assert "proposed" not in [status for status, _ in rows], rows


def test_a_new_line_dropping_the_entry_s_citation_is_reported() -> None:
    asked = '§2.1 代表项目那条整行替换为："- 代表项目：嘉兴某冷库（2026 年投运）。"'
    lines, rows = kb_after(KB, brief(asked))
    assert lines == KB.splitlines(), rows
    assert [status for status, _ in rows] == ["unresolved"], rows
