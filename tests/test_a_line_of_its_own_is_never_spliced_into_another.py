"""Words placed after quoted words of a line that read as a line of their own (a label and its
colon, a list mark: `表 1 在"注 2"之后补「注 3：…」`, `在"注 2"之后接上「- …」`) are never spliced
into that line: reported. Words that read as part of it (`在"X"之后接上「（含 2 家）」`) are
inserted as before. Our own KB and words."""

from __future__ import annotations

import pytest

from .conftest import kb_after
from .heat_pump_brief import brief

KB = """\
# 热泵 活文档

## 三、数据

表 1　出货量

| 年份 | 出货量（万台） |
| --- | --- |
| 2025 | 455 |

注 1：含户用与商用机组。
注 2：2025 年为初步统计。
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        '表 1 在"注 2"之后补「注 3：商用机组含多联机。」',
        '表 1 在"注 2"之后接上「注 3：商用机组含多联机。」',
        '表 1 在"注 2"后面加「- 商用机组含多联机。」',
    ],
)
def test_a_line_of_its_own_after_quoted_words_is_reported(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert lines == KB.splitlines(), rows
    assert rows[0][0] in ("unresolved", "not understood"), rows


def test_words_that_read_as_part_of_the_line_are_inserted() -> None:
    lines, rows = kb_after(KB, brief('表 1 在"含户用与商用机组"之后接上「（含多联机）」'))
    assert "注 1：含户用与商用机组（含多联机）。" in lines, rows
