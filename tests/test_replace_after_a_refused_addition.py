"""`§2·2 不新增条目，只把"A"改为"B"`: a clause that refuses an addition to a section (and leaves
its values free) names the section of the replace asked next, as a keep of values does
(`§2 的 0.3 不变；只把…`), whether the document numbers its sections `2.2`, `2-2` or `2·2`.
The entry named before the values (`只把分级换出条目的"A"…`) is named without its `只把`. A keep
of the whole section (`§2·2 不动，只把…`) or of the rest (`其余不动`) names no section for it."""

from __future__ import annotations

from pathlib import Path

import pytest

from .test_hyphen_section_words import propose_any
from .test_middle_dot_section_numbers import DOT_KB, rows
from .test_section_numbers import applied

OLD_LINE = "- 分级换出：按优先级换出，长会话的恢复时间可压到 50% 以下。"
NEW_LINE = "- 分级换出：按优先级换出，长会话的恢复时间可压到 60% 以下。"
KB = DOT_KB.replace(
    "- Recompute：丢弃 KV，恢复时重算。\n", f"- Recompute：丢弃 KV，恢复时重算。\n{OLD_LINE}\n"
)
NUMBERINGS = ["·", "-", "."]


@pytest.mark.parametrize("dot", NUMBERINGS)
@pytest.mark.parametrize(
    "suggestion",
    [
        '§2{dot}2 不新增条目，只把"50% 以下"改为"60% 以下"。',
        '§2{dot}2 不新增条目，只把分级换出条目的"50% 以下"改为"60% 以下"。',
        '§2{dot}2 无需新增条目；仅把"50% 以下"调整为"60% 以下"。',
        '§2{dot}2 不加新条目，"50% 以下"改成"60% 以下"。',
        '§2{dot}2 不新增引用，只将分级换出那条的"50% 以下"改为"60% 以下"。',
    ],
)
def test_a_replace_after_a_refused_addition_is_made_in_the_section_the_line_names(
    dot: str, suggestion: str, tmp_path: Path
) -> None:
    kb = KB.replace("·", dot)
    root, patches, report = propose_any(tmp_path, kb, suggestion.format(dot=dot))
    assert len(patches) == 1 and "-s2.2-replace" in patches[0].name, report
    assert any(" constraint " in row and " §2.2 " in row for row in rows(report)), report
    lines = applied(root, patches)
    assert NEW_LINE in lines and OLD_LINE not in lines


@pytest.mark.parametrize(
    "suggestion",
    [
        '§2·2 把分级换出条目的"50% 以下"改为"60% 以下"。',
        '§2·2 仅把分级换出条目的"50% 以下"改为"60% 以下"。',
        '§2·2 只将分级换出条目的"50% 以下"改成"60% 以下"。',
    ],
)
def test_an_entry_named_after_its_object_marker_is_found(suggestion: str, tmp_path: Path) -> None:
    root, patches, report = propose_any(tmp_path, KB, suggestion)
    assert len(patches) == 1 and "-s2.2-replace" in patches[0].name, report
    assert NEW_LINE in applied(root, patches)


@pytest.mark.parametrize(
    ("suggestion", "status"),
    [
        # A keep of the section, or of the rest of it, names no section for the replace.
        ('§2·2 不动，只把"50% 以下"改为"60% 以下"。', " not understood "),
        ('§2·2 其余不动；把"50% 以下"改为"60% 以下"。', " not understood "),
        # The section the line names is the one looked in: no guess elsewhere.
        ('§2·1 不新增条目，只把"50% 以下"改为"60% 以下"。', " unresolved "),
    ],
)
def test_a_replace_after_another_keep_is_not_made(
    suggestion: str, status: str, tmp_path: Path
) -> None:
    _, patches, report = propose_any(tmp_path, KB, suggestion)
    assert patches == [], report
    assert any(status in row and "replace values" in row for row in rows(report)), report
