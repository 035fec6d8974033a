"""An entry written as a fold (`<details><summary>名</summary>`, one paragraph, `</details>`) is
found by its summary, as an entry written as a heading is by its heading: a source or words
added to it go on its paragraph, never on the summary line. A fold holding more than one
paragraph is not guessed into. Quoted words an append request gives but kbpatch did not read as
the words to append hold the append back."""

from __future__ import annotations

import pytest

from kbpatch.api import propose
from kbpatch.kb import Kb
from kbpatch.models import Status

from .conftest import KB_PATH, apply_edit

KB = """\
# 评测活文档

## 一、基准 Benchmarks

### (1) 检索 Retrieval

<details><summary>BEIR-Lite</summary>

十八个检索任务的精简版，nDCG@10 为主指标。doi:10.48550/arXiv.2104.08663

</details>

<details><summary>MTEB-Zh</summary>

中文嵌入基准，35 个任务；排行榜前列差距不到 1 点。

</details>

<details><summary>LoCoV2</summary>

长文档检索，文档平均 8K token。doi:10.48550/arXiv.2402.07440

</details>

## 二、做法 Practice

- **固定种子**：每个基准跑 3 个种子取均值。
"""


def brief(suggestion: str) -> str:
    return (
        "# eval · E1 预消化简报（2026-12-14）\n\n"
        f"对照：{KB_PATH}\n\n## 一、增量\n\n"
        "### 条目 1：MTEB-Zh 论文\n\n"
        "- **来源**：organized/paper_cards/7005-mteb-zh.md\n"
        "- **要点**：论文给出任务构成。\n"
        f"- **建议归入**：{suggestion}\n"
    )


def outcome(kb: str, suggestion: str) -> tuple[list[str], list[str]]:
    """The lines the patches change or add, and the reasons of the actions not proposed."""
    proposal = propose(brief(suggestion), Kb(kb, path=KB_PATH))
    lines = kb.splitlines(keepends=True)
    for patch in proposal.patches:
        lines = apply_edit(lines, patch.change)
    new = [line.rstrip("\n") for line in lines if line not in kb.splitlines(keepends=True)]
    # (`我们只跑…` reads as a constraint too, skipped: no row a reviewer acts on.)
    skipped = (Status.PROPOSED, Status.SKIPPED)
    return new, [o.reason for o in proposal.outcomes if o.status not in skipped]


@pytest.mark.parametrize(
    "suggestion",
    [
        "「MTEB-Zh」条目补出处 arXiv:2210.07316。",
        "给 MTEB-Zh 条目加出处 arXiv:2210.07316。",
        "「MTEB-Zh」那条补上出处 arXiv:2210.07316。",
    ],
)
def test_a_source_goes_on_the_fold_s_words_in_the_neighbours_form(suggestion: str) -> None:
    new, reasons = outcome(KB, suggestion)
    assert reasons == []
    assert new == [
        "中文嵌入基准，35 个任务；排行榜前列差距不到 1 点。doi:10.48550/arXiv.2210.07316"
    ]


@pytest.mark.parametrize(
    "suggestion",
    [
        "「MTEB-Zh」条目末尾补一句：我们只跑其中 12 个任务。",
        'MTEB-Zh 那条末尾补"我们只跑其中 12 个任务"。',
        '「MTEB-Zh」那条末尾加"我们只跑其中 12 个任务"。',
    ],
)
def test_words_appended_go_on_the_fold_s_words(suggestion: str) -> None:
    new, reasons = outcome(KB, suggestion)
    assert reasons == []
    assert new == ["中文嵌入基准，35 个任务；排行榜前列差距不到 1 点。我们只跑其中 12 个任务。"]


def test_a_fold_of_two_paragraphs_is_not_guessed_into() -> None:
    kb = KB.replace("不到 1 点。\n", "不到 1 点。\n\n另有英文对照集。\n")
    new, reasons = outcome(kb, "「MTEB-Zh」条目末尾补一句：我们只跑其中 12 个任务。")
    assert new == [] and reasons


@pytest.mark.parametrize(
    "suggestion",
    [
        'append "we run 12 of its tasks" to the MTEB-Zh entry.',
        'Append "we run 12 of its tasks" to the MTEB-Zh entry',
    ],
)
def test_quoted_words_not_read_as_the_words_appended_hold_it_back(suggestion: str) -> None:
    new, reasons = outcome(KB, suggestion)
    assert not any("MTEB-Zh entry" in line for line in new), new
    if not new:
        assert reasons
    else:
        assert new == ["中文嵌入基准，35 个任务；排行榜前列差距不到 1 点。we run 12 of its tasks。"]
