"""An entry named by the label of its series alone at a request's start, no section named
(`H5 结案：状态由"跟踪中"改成"已证实（…）"`, `P2 的"约 50 辆"改为"约 80 辆"`), is the one entry
of the document that opens with that label (`- **H5**：…`): it was reported as naming no
section. A label no entry opens is reported. Our own words and our own small KB."""

from __future__ import annotations

import pytest

from .conftest import kb_after
from .test_a_line_naming_only_a_place_heads_the_requests_under_it import brief

KB = """\
# Robotaxi 知识库

## 第一章 玩家

- **P2**：小马智行，广州车队约 50 辆。

## 待验证假设

- **H4**：2027 年前出现单城 2,000 辆车队。（提出 2026-03；状态：跟踪中）
- **H5**：Waymo 周付费订单在 2026 年底前突破 50 万单。（提出 2026-04；状态：跟踪中）
"""


@pytest.mark.parametrize(
    ("asked", "line"),
    [
        (
            'H5 结案：状态由"跟踪中"改成"已证实（2026-11）"。',
            "- **H5**：Waymo 周付费订单在 2026 年底前突破 50 万单。"
            "（提出 2026-04；状态：已证实（2026-11））",
        ),
        ('P2 的"约 50 辆"改为"约 80 辆"。', "- **P2**：小马智行，广州车队约 80 辆。"),
    ],
)
def test_the_entry_the_label_opens_is_changed(asked: str, line: str) -> None:
    lines, rows = kb_after(KB, brief(asked))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert line in lines, rows
    assert sum(a != b for a, b in zip(lines, KB.splitlines(), strict=True)) == 1, rows


def test_a_label_no_entry_opens_is_reported() -> None:
    lines, rows = kb_after(KB, brief('H7 状态由"跟踪中"改成"已证实"。'))
    assert lines == KB.splitlines(), rows
    assert "proposed" not in [status for status, _ in rows], rows
