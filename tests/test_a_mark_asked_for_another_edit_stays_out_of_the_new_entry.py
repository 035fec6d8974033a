"""Words to mark (`注明"…"`) in a sentence that asks an edit of its own (`§2.1 Wren 模组的 2 mW
改为 1.5 mW，并注明"…"`) belong to that edit: the new entry a sentence before asked for does
not take them as its caveat. In the entry's own sentence they are still its caveat."""

from __future__ import annotations

from .words_fixture import changed_lines, proposal


def test_a_mark_in_another_request_s_sentence_is_not_the_entry_s() -> None:
    found = proposal(
        '§1.1 加一条 **Tinyear-2**：二代模型扩到六种语言。§2.1 Wren 模组的"2 mW"改为"1.5 mW"，'
        '并注明"厂商新数据"。',
        title="Tinyear-2",
    )
    entry = [line for line in changed_lines(found) if line.startswith("**Tinyear-2**")]
    assert entry and "厂商新数据" not in entry[0]


def test_a_mark_in_the_entry_s_own_sentence_stays_its_caveat() -> None:
    found = proposal('§1.1 新增 Tinyear-2 条目，注明"厂商自测"。', title="Tinyear-2")
    entry = [line for line in changed_lines(found) if line.startswith("**Tinyear-2**")]
    assert entry and "厂商自测" in entry[0]
