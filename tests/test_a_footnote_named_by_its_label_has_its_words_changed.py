"""A footnote named by its label (`脚注 [^2] 里的「A」换成「B」`, `[^1] 定义修一下："A" -> "B"`,
`[^1] 中「A」改为「B」`) has A changed in its definition line only: words another footnote
holds are never changed in its stead, and a label the document does not define is reported.
Our own footnoted KB (tests/footnote_kb.py)."""

from __future__ import annotations

import pytest

from .conftest import kb_after
from .footnote_kb import KB, brief


@pytest.mark.parametrize(
    ("suggestion", "written"),
    [
        (
            "脚注 [^2] 里的「2024」换成「2025」",
            "[^2]: Smith, R. *Antifouling coatings review*, 2025.",
        ),
        (
            '[^1] 定义修一下："坞修统计" -> "坞修统计（修订版）"',
            "[^1]: 中国船级社，《近海船舶坞修统计（修订版）》，2025。",
        ),
        ("[^1] 中「2025」改为「2026」", "[^1]: 中国船级社，《近海船舶坞修统计》，2026。"),
    ],
)
def test_the_named_footnote_s_definition_is_changed(suggestion: str, written: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert rows[0] == ("proposed", ""), rows
    changed = [line for line in lines if line not in KB.splitlines()]
    assert changed == [written], changed


def test_words_only_another_footnote_holds_are_not_changed_there() -> None:
    lines, rows = kb_after(KB, brief("[^1] 中「Smith」改为「Smyth」"))
    assert lines == KB.splitlines(), rows
    assert rows[0][0] == "unresolved", rows


def test_a_label_the_document_does_not_define_is_reported() -> None:
    lines, rows = kb_after(KB, brief("[^9] 中「2025」改为「2026」"))
    assert lines == KB.splitlines(), rows
    assert rows[0][0] == "unresolved" and "[^9]" in rows[0][1], rows
