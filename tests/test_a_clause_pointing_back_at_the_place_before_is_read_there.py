"""`1.1 的"A"改为"B"；在该节现有两条之后再列一条「- …」`: a clause naming no section but
pointing back at the one the edit before named (该节, 本节, 此节, 这一节) is read in it;
`…"A"改为"B"，并在该段末尾追加一句「…」` appends to the one paragraph that change writes in, in
the same patch. A paragraph named by quoted words it holds (`"A"那段`, `"A"所在段落`) is that
paragraph. `在 X 那条之后再列` places; `复核 X 那条之后再改`, `复现之后再补` still wait. Our own
words, on our own noise-mapping KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import kb_after, proposed_and_applied
from .quiet_kb import KB, KB_PATH, brief

BRIEF_PATH = "inbox/mo/2027-01-08-quiet-e1prep.md"

NEW_LINE = "- 有年度更新的县级地图。"
CHANGED_LINE = "- 覆盖全市域或都市圈的战略噪声地图。"
SENTENCE = "高架路段另行测量。"
FIRST_PARAGRAPH = "夜间指标取 Lnight，昼间取 Lday。测点离地 4 m。"
SECOND_PARAGRAPH = "测点距反射面不少于 1 m，与欧盟指令一致。"


def section_lines(lines: list[str], heading: str) -> list[str]:
    start = lines.index(heading) + 1
    end = next(k for k in range(start, len(lines)) if lines[k].startswith("#"))
    return [line for line in lines[start:end] if line.strip()]


@pytest.mark.parametrize("pointer", ["该节", "本节", "此节", "这一节", "该小节"])
def test_a_new_line_pointed_at_the_section_before_lands_there(pointer: str) -> None:
    lines, rows = kb_after(
        KB, brief(f'1.1：把"全市域"改为"全市域或都市圈"；在{pointer}末尾再列一条「{NEW_LINE}」')
    )
    assert [status for status, _ in rows] == ["proposed", "proposed"], rows
    section = section_lines(lines, "### 1.1 纳入标准")
    assert section[:2] == [CHANGED_LINE, "- 有公开测点数据的区级地图。"], section
    assert section[2].startswith(NEW_LINE.rstrip("。")) and len(section) == 3, section


@pytest.mark.parametrize("pointer", ["该段", "本段", "这段", "此段", "这一段"])
def test_a_sentence_pointed_at_the_paragraph_just_changed_ends_it(pointer: str) -> None:
    lines, rows = kb_after(
        KB, brief(f'1.2：把"离地 4 m"改为"离地 4.0 m"，并在{pointer}末尾追加一句「{SENTENCE}」')
    )
    assert [status for status, _ in rows] == ["proposed", "proposed"], rows
    section = section_lines(lines, "### 1.2 指标口径")
    assert section[0].startswith("夜间指标取 Lnight，昼间取 Lday。测点离地 4.0 m。" + SENTENCE)
    assert section[1] == SECOND_PARAGRAPH, section


def test_the_change_and_the_sentence_after_it_are_one_patch_that_applies(tmp_path: Path) -> None:
    suggestion = f'1.2：把"离地 4 m"改为"离地 4.0 m"，并在该段末尾追加一句「{SENTENCE}」'
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 0, report
    assert "测点离地 4.0 m。" + SENTENCE in after, after
    assert "summary: 1 patch(es)" in report, report


@pytest.mark.parametrize(
    "suggestion",
    [
        f'1.2："离地 4 m"那段末尾追加一句「{SENTENCE}」',
        f'1.2：里面"测点离地 4 m"那一段的末尾补一句「{SENTENCE}」',
        f'1.2："离地 4 m"所在段落末尾补一句「{SENTENCE}」',
    ],
)
def test_a_paragraph_named_by_quoted_words_it_holds_takes_the_sentence(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert [status for status, _ in rows] == ["proposed"], rows
    section = section_lines(lines, "### 1.2 指标口径")
    assert section[0].startswith(FIRST_PARAGRAPH + SENTENCE), section
    assert section[1] == SECOND_PARAGRAPH, section


def test_quoted_words_without_the_noun_of_a_paragraph_name_none() -> None:
    lines, rows = kb_after(KB, brief(f'1.2："离地 4 m"末尾追加一句「{SENTENCE}」'))
    assert lines == KB.splitlines(), rows
    assert any("离地 4 m" in reason for _, reason in rows), rows


def test_a_line_placed_after_a_named_entry_is_not_held() -> None:
    lines, rows = kb_after(KB, brief(f'1.1：在"区级地图"那条之后再列一条「{NEW_LINE}」'))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert section_lines(lines, "### 1.1 纳入标准")[2].startswith(NEW_LINE.rstrip("。")), lines


@pytest.mark.parametrize(
    "suggestion",
    [
        f'1.1：复核"区级地图"那条之后再补一条「{NEW_LINE}」',
        f"1.1：复现之后再补一条「{NEW_LINE}」",
        f"1.1：等深圳数据公开之后再列一条「{NEW_LINE}」",
    ],
)
def test_a_wait_before_the_request_still_holds_it(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert lines == KB.splitlines(), rows
    assert [status for status, _ in rows] == ["not understood"], rows


def test_a_pointer_with_no_section_before_it_is_reported() -> None:
    lines, rows = kb_after(KB, brief(f"在该节末尾补一条「{NEW_LINE}」"))
    assert lines == KB.splitlines(), rows
    assert any("该节末尾补一条" in reason for _, reason in rows), rows
