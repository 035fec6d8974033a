"""An item's fields labelled in brackets (`【建议归入】`, `〔来源〕`, `[要点]`, `［建议归入］：`)
are the same fields as `建议归入：`: the item is read, never dropped. An item whose labels
kbpatch cannot read at all, but whose words ask for an edit, is reported with those words
(never a silent run with nothing to write). Our own words and document."""

from __future__ import annotations

import pytest

from kbpatch.api import Options, propose
from kbpatch.kb import Kb
from kbpatch.models import Status

from .conftest import KB_PATH

BRIEF = "inbox/lin/2026-12-22-inference-e1prep.md"

KB = """\
# 存储活文档

## 1 缓存

- **LRU**：最近最少使用淘汰。

## 2 预取

- **Stride**：按步长预取。
"""


def brief(source: str, point: str, placed: str) -> str:
    return (
        "# inference · E1 预消化简报（2026-12-22）\n\n## 一、增量\n\n"
        "### 增量 1 — MarkovPrefetch\n\n"
        f"{source}organized/paper_cards/3302-2612-07778.md（arXiv:2612.07778）\n\n"
        f"{point}MarkovPrefetch 用一阶马尔可夫链预测下一次访问。\n\n"
        f"{placed}§2 新增一条 MarkovPrefetch。\n"
    )


def proposed(text: str) -> tuple[list[str], list[str]]:
    """The lines each patch adds, and the report's rows."""
    kb = Kb(KB, KB.encode(), path=KB_PATH, commit="0" * 40)
    proposal = propose(text, kb, Options(brief_path=BRIEF))
    added = [
        line[1:]
        for patch in proposal.patches
        for line in patch.text.splitlines()
        if line.startswith("+") and not line.startswith("+++")
    ]
    rows = [
        o.reason or o.action.reason for o in proposal.outcomes if o.status is not Status.PROPOSED
    ]
    return added, rows


@pytest.mark.parametrize(
    ("source", "point", "placed"),
    [
        ("【来源】", "【要点】", "【建议归入】"),
        ("【来源】：", "【要点】：", "【建议归入】："),
        ("〔来源〕", "〔要点〕", "〔建议归入〕 "),
        ("- [来源] ", "- [要点] ", "- [建议归入] "),
        ("［来源］", "［要点］", "［建议归入］"),
    ],
)
def test_a_field_label_in_brackets_is_read_as_the_field(
    source: str, point: str, placed: str
) -> None:
    added, rows = proposed(brief(source, point, placed))
    assert len(added) == 1, rows
    assert added[0].startswith("- **MarkovPrefetch**")
    assert "用一阶马尔可夫链预测下一次访问" in added[0]
    assert "arXiv:2612.07778" in added[0]


def test_a_link_at_a_line_start_is_no_field_label() -> None:
    text = brief("来源：", "要点：", "建议归入：").replace(
        "MarkovPrefetch 用", "[论文](https://arxiv.org/abs/2612.07778) 说 MarkovPrefetch 用"
    )
    added, rows = proposed(text)
    assert len(added) == 1, rows
    assert "[论文](https://arxiv.org/abs/2612.07778)" in added[0]


@pytest.mark.parametrize("label", ["«建议归入» ", "<建议归入> ", "⟨建议归入⟩"])
def test_an_item_whose_labels_are_unread_but_whose_words_ask_is_reported(label: str) -> None:
    added, rows = proposed(
        brief(label.replace("建议归入", "来源"), label.replace("建议归入", "要点"), label)
    )
    assert not added
    assert any("增量 1" in row and "§2 新增一条 MarkovPrefetch" in row for row in rows), rows


def test_an_item_heading_in_brackets_stays_the_items_heading() -> None:
    text = brief("【来源】", "【要点】", "【建议归入】").replace(
        "### 增量 1 — MarkovPrefetch\n", "【增量一】MarkovPrefetch\n"
    )
    added, rows = proposed(text)
    assert len(added) == 1, rows
    assert added[0].startswith("- **MarkovPrefetch**") and "增量 1" in added[0]
