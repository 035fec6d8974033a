"""Clauses said after a new entry's request are obeyed or reported, never dropped: an item
nested under the new entry (`带一条子要点"…"`, `with a sub-bullet "…"`) is reported with its
words (kbpatch writes entries, not their nested items), the entry itself still proposed; where
the words also place the entry under another (`下挂子条目"…"`, `作为 X 下的子项`: `place.under`),
the entry itself is reported. A citation label the entry is to carry (`引用用参考式链接 [4]`,
`引用写 [4]`, `cite it as [4]`) is reported the same way. A negated clause (`不带子要点`) asks
nothing. Our own words."""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind, Status

from .test_link_definitions_asked import brief, run

# Its neighbours cite by labels at their end (`[3]`): the id stands there, in their brackets.
ADDED = "+- **SpillCache**：把冷块溢出到主机内存，命中率 0.63（arXiv:2612.04104）。"


def rows(request_: str) -> tuple[list[str], str]:
    found, diff = run(brief(request_))
    (entry,) = [o for o in found if o.action.kind is ActionKind.ADD_ENTRY]
    assert entry.status is Status.PROPOSED
    reported = [o.reason for o in found if o.action.kind is ActionKind.NOT_UNDERSTOOD]
    return reported, diff


@pytest.mark.parametrize(
    ("request_", "said"),
    [
        ('C.2 补一条 **SpillCache**，带一条子要点"仅主机内存"。', '带一条子要点"仅主机内存"'),
        ('C.2 补一条 SpillCache，附一条子要点："仅主机内存"。', '附一条子要点："仅主机内存"'),
        (
            'C.2 新增 SpillCache 一条，下面再挂一个子要点"仅主机内存"。',
            '下面再挂一个子要点"仅主机内存"',
        ),
        ('C.2: add a SpillCache entry, with a sub-bullet "host memory only".', "sub-bullet"),
        (
            'In C.2 add one entry for SpillCache; nested bullet: "host memory only".',
            "nested bullet",
        ),
    ],
)
def test_a_sub_item_of_the_new_entry_is_reported(request_: str, said: str) -> None:
    reported, diff = rows(request_)
    assert ADDED in diff
    assert any(said in reason and "nested under an entry" in reason for reason in reported)


@pytest.mark.parametrize(
    ("request_", "said"),
    [
        ('C.2 新增 SpillCache 一条，下挂子条目"仅主机内存"。', "下挂子条目"),
        ('C.2 加一条 SpillCache，并附一个子项："仅主机内存"。', "并附一个子项"),
        ("C.2 补一条 SpillCache，作为 TierKV 下的子项。", "TierKV 下的子项"),
        ("C.2 补一条 SpillCache，挂成 TierKV 的二级条目。", "二级条目"),
    ],
)
def test_words_that_place_the_entry_under_another_report_the_entry(
    request_: str, said: str
) -> None:
    # `子项`, `子条目` also say where an entry stands (`place.under`): the entry itself is
    # reported with the words, never written at the section's end.
    found, diff = run(brief(request_))
    assert diff == ""
    assert any(said in o.reason for o in found if o.action.kind is ActionKind.NOT_UNDERSTOOD)


@pytest.mark.parametrize(
    "request_",
    [
        "C.2 补一条 SpillCache；引用用参考式链接 [4]。",
        "C.2 补一条 SpillCache，引用写 [4]。",
        "C.2 新增 SpillCache 一条，文中引用标 [4]。",
        "C.2 补一条 SpillCache; cite it as [4].",
    ],
)
def test_a_label_the_new_entry_is_to_cite_is_reported(request_: str) -> None:
    reported, _ = rows(request_)
    assert any("to cite [4]" in reason for reason in reported)


@pytest.mark.parametrize(
    "request_",
    [
        "C.2 补一条 SpillCache，不带子要点。",
        "C.2 补一条 SpillCache，无需子要点。",
        "C.2 新增 SpillCache 一条，不要子要点。",
        "C.2 补一条 SpillCache，不需要子要点。",
    ],
)
def test_a_negated_sub_item_asks_nothing(request_: str) -> None:
    reported, _ = rows(request_)
    assert reported == []
