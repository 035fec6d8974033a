"""A citation asked beside a new entry in the words a document of footnotes or of a bare
`参考` list uses (`脚注新增一条 [^4]`, `并补脚注 [^4]`, `参考补一条`) is a request of its own:
written where the list's form is plain (`[^n]: …`), else reported with its words; a clause
asking the entry to cite by a label kbpatch does not write (`行内引用 [Okafor 2026]`) is
reported. None of them vanishes beside the entry it follows."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.api import Options, propose
from kbpatch.kb import Kb
from kbpatch.models import ActionKind, Outcome, Status

from .conftest import KB_PATH, applied_kb

FOOTNOTED = """\
# 检索活文档

## B. 方法

### B.1 重排

- **ListRank**：listwise 重排，BEIR 上再提 2 点[^1]。

## C. 开放问题

- [ ] Q1: 重排成本能否再降一半？

## 脚注

[^1]: arXiv:2401.00001 — ListRank: Listwise Reranking
"""

BARE_REFERENCES = """\
# 护栏活文档

## 第一部分 输入侧

### 一、越狱检测

- **GateKeep**: single-turn jailbreak classifier (ref 1).

## 参考

- (2025) Adeyemi et al. — GateKeep: Single-Turn Jailbreak Screening, arXiv:2501.22222
"""


def brief(suggestion: str) -> str:
    return f"""# inference · E1 预消化（2026-12-09 · Test）

## 一、条目

### 条目 1 FoldRank

- 来源：paper_cards/3001-2612-04040.md（arXiv:2612.04040）
- 要点：把重排器折叠进检索器，延迟减半。
- 建议归入：{suggestion}
"""


def outcomes(kb_text: str, suggestion: str) -> list[Outcome]:
    kb = Kb(kb_text, kb_text.encode(), path=KB_PATH, commit="0" * 40)
    return list(propose(brief(suggestion), kb, Options(brief_path="inbox/b.md")).outcomes)


def of_kind(found: list[Outcome], kind: ActionKind) -> list[Outcome]:
    return [o for o in found if o.action.kind is kind]


FOOTNOTE_ASKS = (
    "§B.1 新增一条 FoldRank；脚注新增一条 [^2]。",
    "§B.1 新增一条 FoldRank，并补脚注 [^2]。",
    "§B.1 新增一条 FoldRank，加一条脚注。",
    "§B.1 新增一条 FoldRank，脚注里再补一条。",
    "§B.1 新增一条 FoldRank；新增脚注 [^2]。",
)


@pytest.mark.parametrize("suggestion", FOOTNOTE_ASKS)
def test_a_footnote_asked_beside_an_entry_is_written_in_the_footnote_list(
    suggestion: str, tmp_path: Path
) -> None:
    found = outcomes(FOOTNOTED, suggestion)
    assert [o.status for o in of_kind(found, ActionKind.ADD_CITATION)] == [Status.PROPOSED]
    after = applied_kb(tmp_path, FOOTNOTED, brief(suggestion), "inbox/b.md")
    assert after.endswith(
        "[^1]: arXiv:2401.00001 — ListRank: Listwise Reranking\n"
        "[^2]: arXiv:2612.04040 — FoldRank (E1 2026-12-09 · 条目 1)\n"
    )
    assert "- **FoldRank**" in after


@pytest.mark.parametrize(
    "suggestion",
    ["§B.1 新增一条 FoldRank，不加脚注。", "§B.1 新增一条 FoldRank，脚注先不加。"],
)
def test_a_footnote_refused_beside_an_entry_forbids_the_footnote_alone(suggestion: str) -> None:
    found = outcomes(FOOTNOTED, suggestion)
    assert [o.status for o in of_kind(found, ActionKind.ADD_ENTRY)] == [Status.PROPOSED]
    assert not of_kind(found, ActionKind.ADD_CITATION)


@pytest.mark.parametrize(
    "suggestion",
    [
        "「越狱检测」一节新增一条 FoldRank；参考补一条。",
        "「越狱检测」一节新增一条 FoldRank，参考里再加一条。",
        "「越狱检测」一节新增一条 FoldRank；参考新增一条引用。",
        "「越狱检测」一节新增一条 FoldRank，参考中补登一条。",
    ],
)
def test_a_citation_asked_in_a_list_named_by_a_bare_word_is_never_dropped(
    suggestion: str,
) -> None:
    found = outcomes(BARE_REFERENCES, suggestion)
    [citation] = of_kind(found, ActionKind.ADD_CITATION)
    # The `(year) Author — Title` form needs facts the brief does not give: reported, not made.
    assert citation.status is Status.UNRESOLVED
    assert citation.action.target is not None and citation.action.target.key == "references"


@pytest.mark.parametrize(
    ("suggestion", "label"),
    [
        ("§B.1 新增一条 FoldRank，行内引用 [Okafor 2026]。", "[Okafor 2026]"),
        ("§B.1 新增一条 FoldRank，正文标 [^2]。", "[^2]"),
        ("§B.1 新增一条 FoldRank；cite it as [Okafor et al. 2026].", "[Okafor et al. 2026]"),
        ("§B.1 新增一条 FoldRank，文中引作 [R3]。", "[R3]"),
    ],
)
def test_a_label_the_new_entry_is_asked_to_cite_is_reported_with_its_words(
    suggestion: str, label: str
) -> None:
    found = outcomes(FOOTNOTED, suggestion)
    assert [o.status for o in of_kind(found, ActionKind.ADD_ENTRY)] == [Status.PROPOSED]
    [reported] = of_kind(found, ActionKind.NOT_UNDERSTOOD)
    assert label in reported.reason
    assert "check by hand" in reported.reason


def test_a_word_for_reference_inside_a_sentence_names_no_list() -> None:
    # `仅供参考`: the word, not a list; nothing is asked of the citation list.
    found = outcomes(FOOTNOTED, "§B.1 新增一条 FoldRank，数字仅供参考。")
    assert [o.action.kind for o in found] == [ActionKind.ADD_ENTRY]
