"""A new entry in a list written in English takes the list's English form: half-width brackets
for its id and its provenance mark, the bold name as its sentence's subject where the
neighbours write theirs so, the brief's caveat as a clause of the sentence, not under a Chinese
label. An entry the brief words in Chinese keeps the Chinese form beside English neighbours.
Each form is checked on a real repository: the patch applies, and a second run proposes the
entry no more (the mark in its English brackets still identifies it)."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch import forms

from .conftest import KB_PATH, git, invoke, make_repo

BRIEF = "inbox/dana/2026-12-09-inference-e1prep.md"

SUBJECT_KB = """\
# Safety Notes

## Chapter 1 Red-teaming

### 1.1 Automated attacks

- [S1] **Suffix attacks** transfer poorly to adversarially trained models; success 15% (R1).
- [S2] **Crescendo prompts** still work on most models: 40–70% success within 5 turns (R2).

### 1.2 Filters

- [S3] **Template filters** catch 92% of known jailbreaks but under 30% of new ones (R3).

## References

| Label | arXiv | Title | Used in |
|---|---|---|---|
| R1 | 2607.01001 | Suffix Transfer | 1.1 |
| R2 | 2608.02002 | Crescendo Revisited | 1.1 |
| R3 | 2609.03003 | Filters at Scale | 1.2 |
"""

DASH_KB = """\
# Eval Notes

## 1. Benchmarks

### 1.1 Reasoning

1. **HardMath** (arXiv:2608.11111) — harder arithmetic; frontier models score 78–85%. [3]
2. **MonthArena** (arXiv:2609.22222) — monthly fresh problems; scores drift 4 pts. [5]

## 4. References

- [3] arXiv:2608.11111 — HardMath (§1.1)
- [5] arXiv:2609.22222 — MonthArena (§1.1)
"""


def brief(summary: str, caveat: str, placement: str) -> str:
    return (
        "# inference · E1 pre-digest (2026-12-09)\n\n## Items\n\n"
        "### Item 1: TurnGuard (arXiv:2612.50001)\n"
        "- Source: paper_cards/5001-2612-50001.md\n"
        f"- Summary: {summary}\n"
        f"- Placement: {placement}\n"
        f'- Caveats: {caveat} The entry must say "{caveat.rstrip(".")}".\n'
    )


def added(tmp_path: Path, kb: str, text: str) -> list[str]:
    """The lines the patches add; each patch applies, and once applied a second run on the
    new HEAD proposes no entry again."""
    repo = make_repo(tmp_path / "kb", kb.encode("utf-8"))
    repo.add_brief(text.encode("utf-8"), BRIEF)
    code, out, err = invoke("propose", str(repo.root / BRIEF))
    assert (code, err) == (0, ""), out
    patches = sorted((repo.root / BRIEF).with_suffix(".patches").glob("*.patch"))
    body = [p.read_text("utf-8") for p in patches]
    lines = [
        line[1:]
        for text in body
        for line in text.splitlines()
        if line.startswith("+") and not line.startswith("+++")
    ]
    git(repo.root, "apply", *map(str, patches))
    git(repo.root, "rm", "-rq", "--cached", "inbox")
    (repo.root / BRIEF).with_suffix(".patches").rename(tmp_path / "first-run")
    repo.commit("merged")
    code, out, _ = invoke("propose", str(repo.root / BRIEF), "--dry-run")
    assert "add entry" in out and "already" in out, out
    assert "would be proposed again" not in out
    assert (repo.root / KB_PATH).read_text("utf-8").count("**TurnGuard**") == 1
    return lines


@pytest.mark.parametrize(
    ("summary", "caveat"),
    [
        (
            "TurnGuard tracks a risk score per dialogue; it blocks 85% of escalations.",
            "self-reported",
        ),
        ("TurnGuard scores each turn and stops escalation early.", "one model family only."),
        (
            "TurnGuard watches dialogue state; false positives stay at 4%.",
            "self-reported; small set",
        ),
    ],
)
@pytest.mark.parametrize(
    ("placement", "cited"),
    [
        # The new reference's label is known: the entry cites by it, as its neighbours do.
        ("Sec. 1.1 add a new entry TurnGuard; add a citation R4.", "{said}; {kept} (R4)."),
        # No label: the paper's id in the place the neighbours give their reference.
        ("§1.1 新增一条 TurnGuard。", "{said} (arXiv:2612.50001); {kept}."),
    ],
)
def test_a_bold_subject_list_gets_the_name_as_its_sentences_subject(
    tmp_path: Path, summary: str, caveat: str, placement: str, cited: str
) -> None:
    lines = added(tmp_path, SUBJECT_KB, brief(summary, caveat, placement))
    (entry,) = [line for line in lines if line.startswith("- [S4]")]
    said = summary.removeprefix("TurnGuard").rstrip(".")
    text = cited.format(said=said, kept=caveat.rstrip("."))
    assert entry == f"- [S4] **TurnGuard**{text} (E1 2026-12-09 · Item 1)"


def test_a_dash_list_gets_the_id_and_its_separator_in_english_brackets(tmp_path: Path) -> None:
    text = brief(
        "TurnGuard re-runs 6 benchmarks under 4 harnesses; scores move 7 pts.",
        "self-reported",
        "Sec. 1.1 add a new entry TurnGuard; References add a citation.",
    )
    lines = added(tmp_path, DASH_KB, text)
    (entry,) = [line for line in lines if "**TurnGuard**" in line]
    assert entry.startswith("3. **TurnGuard** (arXiv:2612.50001) — ")
    assert entry.endswith("; self-reported. [6] (E1 2026-12-09 · Item 1)")


def test_an_entry_worded_in_chinese_keeps_the_chinese_form_beside_english_neighbours() -> None:
    form = forms.learn_list(
        (
            "**Suffix attacks** transfer poorly to trained models (R1).",
            "**Crescendo prompts** still work on most models (R2).",
        )
    )
    facts = forms.Facts(
        name="TurnGuard",
        ids=("2612.50001",),
        sentences=("按轮次给对话打风险分，拦下 85% 的升级攻击。",),
        caveats=(("说明", "作者自测"),),
        mark="（E1 2026-12-09 · 条目 1）",
    )
    entry = forms.list_entry(form, facts)
    assert "说明：作者自测。" in entry and entry.endswith("（E1 2026-12-09 · 条目 1）")
    assert "; " not in entry


@pytest.mark.parametrize(
    ("summary", "said"),
    [
        (
            "TurnGuard re-runs 6 benchmarks under 4 harnesses; scores move 7 pts.",
            "re-runs 6 benchmarks under 4 harnesses; scores move 7 pts",
        ),
        ("TurnGuard tracks a risk score per turn.", "tracks a risk score per turn"),
        ("TurnGuard is a suite of 40 multi-turn probes.", "a suite of 40 multi-turn probes"),
        ("TurnGuard scores every reply against a rubric.", "scores every reply against a rubric"),
        # The name heads a longer subject: the sentence is kept whole.
        ("TurnGuard and Crescendo share one judge.", "TurnGuard and Crescendo share one judge"),
        ("TurnGuard's judge agrees with humans 81% of the time.", "TurnGuard's judge agrees"),
    ],
)
def test_an_english_entry_after_its_name_and_a_dash_does_not_repeat_the_name(
    summary: str, said: str
) -> None:
    form = forms.learn_list(
        (
            "**HardMath** (arXiv:2608.11111) — harder arithmetic; models score 78–85%. [3]",
            "**MonthArena** (arXiv:2609.22222) — monthly fresh problems; drift 4 pts. [5]",
        )
    )
    facts = forms.Facts(
        name="TurnGuard",
        ids=("2612.50001",),
        sentences=(summary,),
        mark=" (E1 2026-12-09 · Item 1)",
    )
    entry = forms.list_entry(form, facts)
    assert entry.startswith(f"**TurnGuard** (arXiv:2612.50001) — {said}")


@pytest.mark.parametrize(
    "placement",
    [
        "Sec. 1.1 add a new entry TurnGuard; add a citation R4.",
        "§1.1 新增一条 TurnGuard；参考文献补一条。",
        "Sec. 1.1: add a new entry TurnGuard; add R4 to the references table.",
        "§1.1 add a new entry TurnGuard; References add a citation.",
    ],
)
def test_a_row_of_an_english_citation_table_ends_with_the_mark_in_english_brackets(
    tmp_path: Path, placement: str
) -> None:
    text = brief("TurnGuard tracks a risk score per dialogue.", "self-reported", placement)
    lines = added(tmp_path, SUBJECT_KB, text)
    (row,) = [line for line in lines if line.startswith("| R4 |")]
    assert row.endswith(" | 1.1 (E1 2026-12-09 · Item 1) |")


@pytest.mark.parametrize(
    ("neighbours", "words", "mark"),
    [
        (["Does a judge drift?", "Q2 Is 4% enough?"], "Can X be measured?", " (E1 · Item 1)"),
        (["| R1 | 2607.01001 | Suffix Transfer | 1.1 |"], "TurnGuard", " (E1 · Item 1)"),
        (["arXiv:2601.00001 — HopBench (§1.1)"], "MeshBench", " (E1 · Item 1)"),
        (["Label", "Used in", "R1", "1.1"], "Crescendo Revisited 2.1", " (E1 · Item 1)"),
        # Chinese beside it, or in its own words: the mark keeps the Chinese brackets.
        (["正文位置", "§2.1"], "Gamma", "（E1 · Item 1）"),
        (["Does a judge drift?"], "评审是否漂移？", "（E1 · Item 1）"),
        (["arXiv:2201.00001 — Orca 〔§1〕"], "Llumnix", "（E1 · Item 1）"),
        (["[R3] Li et al. (2025). Orca. arXiv:2201.00001 —— 1.1"], "Tan", "（E1 · Item 1）"),
    ],
)
def test_the_provenance_mark_takes_english_brackets_only_among_english_words(
    neighbours: list[str], words: str, mark: str
) -> None:
    assert forms.mark_in_script("（E1 · Item 1）", neighbours, words) == mark
