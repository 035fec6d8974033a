"""An ASCII full stop that ends an English sentence is no part of the value before it: `… 12% →
9%.` writes `9%`, never `9%.`. A decimal point before a digit is (`3.5 → 3.75`), as a version's
points are. Each phrasing is our own, in English and in Chinese with an ASCII stop."""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import render_brief

DATE = "2026-12-02"

KB = """\
# caching — living notes

## 1. Hit rates

- **Prefix reuse** — shared prompts hit 40% of the time on chat traffic.
- **Session pinning** — sticky routing lifts reuse to 62% for agents.
- **Tier map** — engine v0.13.3 splits hot and warm blocks.

## 2. Costs

| Item | Value | Note |
|---|---|---|
| Cache tier | 3.5 | USD per TB-day |
| Eviction rate | 12% | nightly |
"""
LINES = KB.splitlines(keepends=True)


def brief(closing: str) -> str:
    return (
        "# caching · E1 预消化简报（2026-12-02）\n\n"
        "本轮只有几处订正。\n\n"
        f"## 建议动作\n\n1. {closing}\n"
    )


def written(closing: str) -> list[str]:
    results = [
        r
        for a, r in render_brief(brief(closing), LINES, DATE)
        if a.kind in (ActionKind.REPLACE, ActionKind.UPDATE_NUMBER)
    ]
    assert [r.status for r in results] == [Status.PROPOSED], [r.reason for r in results]
    (result,) = results
    assert result.edit is not None
    return [line for line in result.edit.lines if line not in LINES]


@pytest.mark.parametrize(
    "closing",
    [
        "§1 Prefix reuse: 40% → 45%.",
        "In §1, the Prefix reuse entry: 40% -> 45%. Nothing else changes.",
        "§1 Prefix reuse 40%→45%.",
        "Section 1, Prefix reuse line: 40% ⇒ 45%. Keep the rest.",
    ],
)
def test_the_stop_ending_the_sentence_stays_out_of_an_entry_s_new_value(closing: str) -> None:
    assert written(closing) == [
        "- **Prefix reuse** — shared prompts hit 45% of the time on chat traffic.\n"
    ]


@pytest.mark.parametrize(
    "closing",
    [
        "§2 Eviction rate 12% → 9%.",
        "§2, Eviction rate: 12% → 9%.",
        "Update §2: Eviction rate 12% -> 9%. Other rows unchanged.",
        "§2 Eviction rate 12% 改为 9%.",
    ],
)
def test_the_stop_ending_the_sentence_stays_out_of_a_cell(closing: str) -> None:
    assert written(closing) == ["| Eviction rate | 9% | nightly |\n"]


@pytest.mark.parametrize(
    ("closing", "line"),
    [
        ("§2 Cache tier 3.5 → 3.75.", "| Cache tier | 3.75 | USD per TB-day |\n"),
        (
            "§2 table: Cache tier 3.5 -> 3.25. Leave the rest.",
            "| Cache tier | 3.25 | USD per TB-day |\n",
        ),
        (
            "§1 Tier map: v0.13.3 → v0.14.1.",
            "- **Tier map** — engine v0.14.1 splits hot and warm blocks.\n",
        ),
        (
            "§1 Tier map v0.13.3 => v0.13.10.",
            "- **Tier map** — engine v0.13.10 splits hot and warm blocks.\n",
        ),
    ],
)
def test_a_point_before_a_digit_stays_in_the_value(closing: str, line: str) -> None:
    assert written(closing) == [line]


@pytest.mark.parametrize(
    ("closing", "line"),
    [
        ("§2 Eviction rate 的 Note 由 nightly 改成 hourly.", "| Eviction rate | 12% | hourly |\n"),
        (
            "§2 Eviction rate 一行，Note 从 nightly 改为 weekly.",
            "| Eviction rate | 12% | weekly |\n",
        ),
        ("§2 Eviction rate：Note nightly 改为 Note hourly.", "| Eviction rate | 12% | hourly |\n"),
        (
            "§2 Cache tier 的 Note 由 USD per TB-day 改成 USD per TB-month.",
            "| Cache tier | 3.5 | USD per TB-month |\n",
        ),
    ],
)
def test_the_stop_ending_the_sentence_stays_out_of_a_value_running_to_the_clause_end(
    closing: str, line: str
) -> None:
    assert written(closing) == [line]


@pytest.mark.parametrize(
    ("closing", "line"),
    [
        (
            "§2 Eviction rate 的 Note 由 nightly 改成 Acme Inc.",
            "| Eviction rate | 12% | Acme Inc. |\n",
        ),
        (
            "§2 Eviction rate 的 Note 由 nightly 改成 Zeta Ltd.",
            "| Eviction rate | 12% | Zeta Ltd. |\n",
        ),
        (
            "§2 Cache tier 的 Note 由 USD per TB-day 改成 disks etc.",
            "| Cache tier | 3.5 | disks etc. |\n",
        ),
        (
            "§2 Eviction rate 的 Note 由 nightly 改成 Omni Corp.",
            "| Eviction rate | 12% | Omni Corp. |\n",
        ),
    ],
)
def test_an_abbreviation_s_stop_stays_with_the_value(closing: str, line: str) -> None:
    assert written(closing) == [line]
