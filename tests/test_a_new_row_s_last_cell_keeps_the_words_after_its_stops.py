"""A table row the brief writes out bare (`新增一行：A | B | C`) keeps every word of its
cells: a last cell that goes on past a `；`, `，` or `。` (`增加亲和力头；仅 4 个靶点，预印本。`)
and a middle cell holding a `；` are written whole. Words after the cells that ask more of
the document (`，放在 X 之后`, `。§2.1 不动。`) still end the last cell."""

from __future__ import annotations

import pytest

from kbpatch.reading.text import bare_row_cells


@pytest.mark.parametrize(
    ("request_words", "cells"),
    [
        (
            "§1.3 的表格新增一行：Boltz-2 | MIT | 2025 | 增加亲和力头；仅 4 个靶点，预印本。",
            ("Boltz-2", "MIT", "2025", "增加亲和力头；仅 4 个靶点，预印本"),
        ),
        (
            "表里加一行：Boltz-2 | MIT | 2025 | 增加亲和力头，仅 4 个靶点对比",
            ("Boltz-2", "MIT", "2025", "增加亲和力头，仅 4 个靶点对比"),
        ),
        (
            "§3.2 表新增一行：Isomorphic Labs | IMX-101 | 实体瘤；肺癌 | I 期",
            ("Isomorphic Labs", "IMX-101", "实体瘤；肺癌", "I 期"),
        ),
        ("新增一行：X | 1.9 | 3.8 | 论文，放在 Y 之后", ("X", "1.9", "3.8", "论文")),
        ("新增一行：X | 1.9 | 3.8 | 出处。§2.1 不动。", ("X", "1.9", "3.8", "出处")),
        ("新增一行：X | 1.9 | 3.8 | 出处（条目 1）。", ("X", "1.9", "3.8", "出处")),
        ("新增一行：X | 1.9 | 3.8 | 作者自测；其余不动。", ("X", "1.9", "3.8", "作者自测")),
    ],
)
def test_the_row_s_cells_are_the_brief_s_words(request_words: str, cells: tuple[str, ...]) -> None:
    assert bare_row_cells(request_words) == cells
