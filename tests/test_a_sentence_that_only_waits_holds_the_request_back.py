"""A sentence after a semicolon that only waits for something (`；等下周复测确认后再改`,
`；复核后再落笔`) holds back the request before it, as the same words after a comma do: no
patch, a row with its words. A sentence waiting for another edit (`；等有数据后再补引用`) leaves
the request before it standing."""

from __future__ import annotations

from pathlib import Path

import pytest

from .silent_fixture import new_lines, outcomes, proposal


@pytest.mark.parametrize(
    ("suggestion", "words"),
    [
        ("§2.1 新增 Lumen 条目；等作者放出代码之后再加。", "等作者放出代码之后再加"),
        ("§2.1 补一条 Lumen；复核后再落笔。", "复核后再落笔"),
        ('§2.1 Brisk 一条的"单卡"改为"双卡"；等下周复测确认后再改。', "等下周复测确认后再改"),
        ("§2.1 新增 Lumen 条目; 待 E2 复现之后再加。", "待 E2 复现之后再加"),
    ],
)
def test_the_request_waits_and_is_reported(tmp_path: Path, suggestion: str, words: str) -> None:
    found = proposal(tmp_path, suggestion)
    seen = outcomes(found)
    assert not [line for line in new_lines(found) if "Lumen" in line or "双卡" in line], seen
    assert any(status == "not understood" and words in reason for _, status, reason in seen), seen


def test_waiting_for_another_edit_leaves_the_request(tmp_path: Path) -> None:
    seen = outcomes(proposal(tmp_path, "§2.1 新增 Lumen 条目；等有数据后再补引用。"))
    assert ("2.1", "proposed") in [(key, status) for key, status, _ in seen], seen
