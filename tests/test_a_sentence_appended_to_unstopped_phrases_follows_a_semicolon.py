"""An entry written as phrases with no full stop (`1. **X** — 四核 NPU 的语音开发板`) takes an
appended sentence as one more of them, after `；`, as it does before an unstopped footnote:
never as an aside in brackets, which would read as a note on its last words."""

from __future__ import annotations

import pytest

from .words_fixture import changed_lines, proposal


@pytest.mark.parametrize(
    ("suggestion", "line"),
    [
        (
            "§2.1 Wren 模组 条目末尾补一句：官方已宣布停产。",
            "2. **Wren 模组** — 低功耗唤醒模组，待机 2 mW；官方已宣布停产",
        ),
        (
            "请务必在 §2.1 Kestrel 板 条目末尾补一句：二代板已发布。",
            "1. **Kestrel 板** — 四核 NPU 的语音开发板；二代板已发布",
        ),
        (
            '§2.1 Kestrel 板 那条末尾补"二代板已发布"。',
            "1. **Kestrel 板** — 四核 NPU 的语音开发板；二代板已发布",
        ),
    ],
)
def test_the_sentence_follows_a_semicolon_not_brackets(suggestion: str, line: str) -> None:
    assert changed_lines(proposal(suggestion, title="Kestrel")) == [line]
