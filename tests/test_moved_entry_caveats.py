"""An entry the closing list moves to another section (`条目 1 改放 §2.2`) keeps what the item
says it must state (`条目里要写明"…"`, in its caveats or its suggestion): the words are written
in the moved entry as they would be in the unmoved one."""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import FIXTURE_KB, render_brief

DATE = "2026-12-14"
LINES = FIXTURE_KB.read_text(encoding="utf-8").splitlines(keepends=True)


def brief(suggestion: str, caveat: str, closing: str) -> str:
    return (
        "# inference · E1 预消化简报（2026-12-14）\n\n## 增量\n\n"
        "### 条目 1：ShelfKV（arXiv:2612.30001）\n\n"
        "- **要点**：ShelfKV 把端侧 KV cache 分到统一内存与 SSD 两层，长上下文下吞吐几乎不降。\n"
        f"- **建议归入**：{suggestion}\n"
        + (f"- **值得警惕**：{caveat}\n" if caveat else "")
        + f"\n## 建议动作\n\n- {closing}\n"
    )


def added_entry(text: str) -> tuple[str, str]:
    """The section and the line of the one new entry the brief's edits write."""
    found = [
        (action, result)
        for action, result in render_brief(text, LINES, DATE)
        if action.kind is ActionKind.ADD_ENTRY and result.status is Status.PROPOSED
    ]
    [(action, result)] = found
    assert result.edit is not None and action.target is not None
    [line] = [line for line in result.edit.lines if line.strip() and line not in LINES]
    return action.target.key, line


CAVEAT = '只在单台笔记本上测过；条目里要写明"仅单机实测"。'
MOVES = (
    "条目 1 改放 §2.2（本质是 KV 分层）",
    "① 条目一照建议落笔 ② 条目一改放 §2.2",
    "条目 1 改列入 §2.2",
    "条目 1 改挂到 §2.2，其余照办",
)


@pytest.mark.parametrize("closing", MOVES)
def test_a_moved_entry_states_the_items_caveat_words(closing: str) -> None:
    section, line = added_entry(brief("§5.6 新增一条 ShelfKV。", CAVEAT, closing))
    assert section == "2.2"
    assert "仅单机实测" in line


@pytest.mark.parametrize("closing", MOVES)
def test_a_moved_entry_states_the_words_its_suggestion_requires(closing: str) -> None:
    suggestion = '§5.6 新增一条 ShelfKV，条目里要写明"仅单机实测"。'
    section, line = added_entry(brief(suggestion, "", closing))
    assert section == "2.2"
    assert "仅单机实测" in line


def test_the_unmoved_entry_states_them_too() -> None:
    section, line = added_entry(brief("§5.6 新增一条 ShelfKV。", CAVEAT, "条目 1 照建议落笔"))
    assert section == "5.6"
    assert "仅单机实测" in line
