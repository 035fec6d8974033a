"""Quoted words the request says the new entry keeps (`同条保留"X"的边界说明`, `条目里带上「X」`,
`并保留"X"这一提示`) are written in the entry, labelled by the caveat noun after them: the asked
caveat is never dropped unseen. A negated keep (`不要保留"X"的说明`) writes nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from .silent_fixture import new_lines, proposal


@pytest.mark.parametrize(
    ("suggestion", "written"),
    [
        ('§2.1 新增一条"Lumen"，同条保留"厂商自测"的边界说明。', "边界说明：厂商自测"),
        ("§2.1 补一条 Lumen，条目里带上「单机 8 卡」。", "单机 8 卡"),
        ("§2.1 新增 Lumen 条目，并保留“仅测首 token”这一提示。", "提示：仅测首 token"),
        ('§2.2 补一条 Lumen，同条要保留"未开源"的口径说明。', "口径说明：未开源"),
    ],
)
def test_the_kept_words_are_in_the_new_entry(tmp_path: Path, suggestion: str, written: str) -> None:
    (line,) = [x for x in new_lines(proposal(tmp_path, suggestion)) if "Lumen" in x]
    assert written in line, line
    assert "投机解码" in line, line


def test_a_refused_keep_writes_nothing(tmp_path: Path) -> None:
    suggestion = '§2.1 新增 Lumen 条目，不要保留"厂商自测"的说明。'
    (line,) = [x for x in new_lines(proposal(tmp_path, suggestion)) if "Lumen" in x]
    assert "厂商自测" not in line, line
