"""An English brief asks for a new citation by naming the list it goes to (`add R5 to the
references table`, `list the paper in the bibliography`) and for a new open question by the
plain noun with its words after it (`add a question: "…?"`): both are made, in the
document's own lists, as `add a new reference` and `add an open question: "…"` are."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.reading.lexicon import default_lexicon

from .conftest import applied_kb

BRIEF = "inbox/dana/2026-12-20-inference-e1prep.md"
PAPER = "2612.70707"
TITLE = "TokenFence: Blocking Verbatim Extraction at Decode Time"
QUESTION = "Does decode-time filtering survive paraphrased extraction prompts?"

KB = """\
# Privacy Notes

Living document of the privacy team. Labels `[Pn]` run across the whole document.

## Chapter 1 Attacks

### 1.1 Membership inference

- [P1] **Shadow models** still reach 70% AUC on small fine-tunes (R1).

### 1.2 Extraction

- [P2] **Prefix probing** recovers verbatim training strings at 2% of queries (R2).
- [P3] **Divergence attacks** leak more after long repetition (R3).

## Chapter 2 Defences

- [P4] **DP-SGD** at epsilon 8 costs 3 points of accuracy (R4).

## Chapter 3 Open questions

- [ ] Q1 Does DP fine-tuning hold up against divergence attacks?
- [ ] Q2 Can membership be audited without shadow models?

## Chapter 4 References

| Label | arXiv | Title | Used in |
|---|---|---|---|
| R1 | 2601.00101 | Shadow Models Revisited | 1.1 |
| R2 | 2602.00202 | Prefix Probing at Scale | 1.2 |
| R3 | 2603.00303 | Divergence Leaks | 1.2 |
| R4 | 2604.00404 | The Price of DP-SGD | 2 |
"""


def brief(placement: str) -> str:
    """An English brief of one item about one paper, placed by `placement`."""
    return (
        "# inference — E1 prep, 2026-12-20 (Dana)\n\n"
        "## Items\n\n"
        f"### Item 1: TokenFence (arXiv:{PAPER})\n"
        f"- Source: paper_cards/7070-{PAPER.replace('.', '-')}.md\n"
        "- Summary: TokenFence filters decoded spans that match training text and cuts "
        "verbatim extraction by 90% at 5 ms per token.\n"
        f"- Placement: {placement}\n\n"
        "## Citable\n"
        f"- arXiv:{PAPER} — {TITLE}\n"
    )


def question_brief(placement: str) -> str:
    """An English brief whose only item asks for an open question."""
    return (
        "# inference — E1 prep, 2026-12-20 (Dana)\n\n"
        "## Items\n\n"
        "### Item 1: open question\n"
        f"- Placement: {placement}\n"
    )


@pytest.mark.parametrize(
    "placement",
    [
        "Section 1.2: add TokenFence right after [P3]; add R5 to the references table.",
        "Sec. 1.2 — add TokenFence after [P3]; list the paper in the bibliography.",
        "Section 1.2, add TokenFence after [P3]; put it under References.",
        "Section 1.2: add TokenFence after [P3]. Also record R5 in the reference list.",
    ],
)
def test_a_citation_asked_by_naming_the_references_list_is_made_with_the_entry(
    placement: str, tmp_path: Path
) -> None:
    kb = applied_kb(tmp_path / "kb", KB, brief(placement), BRIEF).splitlines()
    row = next(line for line in kb if line.startswith("| R5 |"))
    assert f"| R5 | {PAPER} | {TITLE} | 1.2" in row, row
    entry = next(k for k, line in enumerate(kb) if "TokenFence" in line and line.startswith("- "))
    assert kb[entry - 1].startswith("- [P3]"), kb[entry]
    assert "(R5)" in kb[entry], kb[entry]


@pytest.mark.parametrize(
    "placement",
    ["Section 1.2: add TokenFence after [P3].", "Section 1.2: add TokenFence; no new reference."],
)
def test_without_the_references_list_named_no_citation_is_added(
    placement: str, tmp_path: Path
) -> None:
    kb = applied_kb(tmp_path / "kb", KB, brief(placement), BRIEF)
    assert PAPER not in kb.split("## Chapter 4 References")[1]
    assert "TokenFence" in kb.split("## Chapter 2")[0]


@pytest.mark.parametrize(
    "placement",
    [
        f'Chapter 3 — add a question: "{QUESTION}"',
        f'Chapter 3: add one more question — "{QUESTION}"',
        f'Chapter 3: add the question "{QUESTION}"',
        f'Chapter 3, log a new question: "{QUESTION}"',
        f'Chapter 3: add an open question: "{QUESTION}"',
    ],
)
def test_a_question_asked_by_its_plain_noun_is_added_to_the_open_questions(
    placement: str, tmp_path: Path
) -> None:
    kb = applied_kb(tmp_path / "kb", KB, question_brief(placement), BRIEF).splitlines()
    added = [line for line in kb if QUESTION in line]
    assert len(added) == 1 and added[0].startswith("- [ ] Q3 "), added
    assert kb[kb.index(added[0]) - 1].startswith("- [ ] Q2 ")


@pytest.mark.parametrize(
    ("words", "asks"),
    [
        ('add a question: "Why?"', True),
        ("add the question", True),
        ("add a note on the question of cost", False),
        ("add a question mark to the title", False),
        ("the question is whether to add it", False),
    ],
)
def test_the_plain_noun_asks_for_a_question_only_with_its_words_after_it(
    words: str, asks: bool
) -> None:
    assert (default_lexicon().verbs["question"].search(words) is not None) is asks
