"""A review line (复查项, no new finding) that asks to remove an entry it names by its words
(`§2.1 中 X 条目删去`, `把 X 一条撤下`) or move it (`X 条目移到 §1.1`) asks for that, as an item's
line would: made, or reported with its reason. Neither is folded into the line's "nothing new"
no-op where a reviewer would not see it."""

from __future__ import annotations

import pytest

from kbpatch.api import propose
from kbpatch.kb import Kb
from kbpatch.models import ActionKind

from .conftest import KB_PATH
from .words_fixture import KB


def brief(review: str) -> str:
    return (
        "# speech · E1 预消化简报（2026-12-21）\n\n## 一、增量\n\n"
        "### 条目 1：Tinyear\n\n"
        "- **来源**：organized/paper_cards/5150-tinyear.md\n"
        "- **要点**：小模型扩到多语种。\n"
        "- **建议归入**：§1.1 Tinyear 条目不动。\n\n"
        "## 二、复查项（非新观点，不计入增量）\n\n"
        f"{review}\n"
    )


@pytest.mark.parametrize(
    "review",
    [
        "Wren 模组：厂商已停产，§2.1 中 Wren 模组 条目删去，等新品发布再登记。",
        "Wren 模组：已停产，建议把 §2.1 的 Wren 模组 一条撤下。",
    ],
)
def test_the_removal_of_an_entry_named_by_its_words_is_proposed(review: str) -> None:
    found = propose(brief(review), Kb(KB, path=KB_PATH))
    assert [p.lines_removed for p in found.patches] == [1], found.outcomes
    removed = KB.splitlines()[found.patches[0].change.start]
    assert "Wren" in removed, removed


def test_a_move_kbpatch_cannot_make_is_reported() -> None:
    # Kestrel 板 is an entry of a numbered list: moved away, the numbers after it would skip.
    review = "Kestrel 板：已改名，§2.1 Kestrel 板 条目移到 §1.1。"
    found = propose(brief(review), Kb(KB, path=KB_PATH))
    assert not found.patches
    reported = [o for o in found.outcomes if o.status.value in ("not understood", "unresolved")]
    assert any(o.action.kind is ActionKind.MOVE and "numbered" in o.reason for o in reported), [
        (o.status.value, o.reason) for o in found.outcomes
    ]
