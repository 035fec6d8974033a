"""A line of the brief's caveats list that asks to remove or move an entry (`建议删去 §2.1 中
X 一条`, `2.1 节的 X 条目撤下`) is reported with its words: kbpatch proposes no removal and
reads that list for no edits, but the request is never left unseen, even where the line
speaks of an item that has requests of its own."""

from __future__ import annotations

import pytest

from kbpatch.api import propose
from kbpatch.kb import Kb

from .conftest import KB_PATH
from .words_fixture import KB


def brief(caveat: str) -> str:
    return (
        "# speech · E1 预消化简报（2026-12-21）\n\n## 一、增量\n\n"
        "### 条目 1：Wren 模组停产\n\n"
        "- **来源**：organized/paper_cards/5151-wren.md\n"
        "- **要点**：厂商宣布停产。\n"
        "- **建议归入**：§1.1 Tinyear 条目不动。\n\n"
        "## 二、值得警惕\n\n"
        f"1. {caveat}\n"
    )


@pytest.mark.parametrize(
    "caveat",
    [
        "Wren 模组已停产，建议删去 §2.1 中 Wren 模组 一条。",
        "Wren 模组的资料已撤回，2.1 节的 Wren 模组 条目撤下。",
        "建议把 §2.1 的 Kestrel 板 一条移到 §1.1。",
        # The section's number written bare, before the word that says "in it".
        "Wren 模组已停产，建议删去 2.1 中 Wren 模组 一条。",
        "2.1 里的 Wren 模组 那条删掉。",
    ],
)
def test_the_removal_is_reported_with_its_words(caveat: str) -> None:
    found = propose(brief(caveat), Kb(KB, path=KB_PATH))
    assert not found.patches
    reported = [o.reason for o in found.outcomes if o.status.value == "not understood"]
    assert any(caveat.rstrip("。") in reason for reason in reported), [
        (o.status.value, o.reason) for o in found.outcomes
    ]
