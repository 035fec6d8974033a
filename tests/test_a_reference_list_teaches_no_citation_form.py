"""A paper's id added to an entry, where its own section has too few citing lines, is cited as
the document's other entries cite theirs: the reference list's own lines (footnote definitions,
authors-and-year references, id-first items) cite for the entries and teach no form, so a
document whose only ids are in its reference list gets kbpatch's own `（arXiv:…）`."""

from __future__ import annotations

import pytest

from kbpatch.api import propose
from kbpatch.kb import Kb

from .conftest import KB_PATH, apply_edit

FOOTNOTES_KB = """\
示例活文档
==========

第1节 召回
----------

- 双塔 —— 查询与文档分别编码，离线建索引 [^1]
- 晚交互 —— 逐词向量交互，精度高、存储大 [^2]

参考文献
--------

[^1]: Lee et al., 2024. Dual Towers Revisited. arXiv:2401.11111
[^2]: Moreau et al., 2025. Late Interaction at Scale. arXiv:2502.22222
[^3]: Ito et al., 2025. Sparse Meets Dense. arXiv:2503.33333
"""

AUTHOR_YEAR_KB = """\
# 示例活文档

## 第1节 召回

- 双塔：查询与文档分别编码，离线建索引 (Lee et al., 2024)
- 晚交互：逐词向量交互，精度高、存储大 (Moreau et al., 2025)

## 参考文献

- Lee, K. et al. (2024). Dual Towers Revisited. arXiv:2401.11111
- Moreau, A. et al. (2025). Late Interaction at Scale. arXiv:2502.22222
- Ito, H. et al. (2025). Sparse Meets Dense. arXiv:2503.33333
"""

# Two entries elsewhere cite with a link after the full stop; the id-first list below them
# would outnumber them if it counted.
LINKED_ENTRIES_KB = """\
# 示例活文档

## 1. 召回

- **双塔**：查询与文档分别编码，离线建索引。

## 2. 重排

- **交叉编码**：逐对打分，精度高。[原文](https://arxiv.org/abs/2401.11111)
- **列表式**：一次看全部候选。[原文](https://arxiv.org/abs/2502.22222)

## 3. 引用列表

- arXiv:2401.11111 — Cross Encoders Revisited
- arXiv:2502.22222 — Listwise Reranking
- arXiv:2503.33333 — Sparse Meets Dense
- arXiv:2504.44444 — Dual Towers at Scale
"""

PHRASINGS = [
    '给第1节"双塔"一行补 arXiv:2607.01234。',
    "第1节 双塔 那条补上出处 arXiv:2607.01234。",
    "第1节的双塔条目补充来源 arXiv:2607.01234。",
]
NUMBERED_PHRASINGS = [
    '§1 "双塔" 那条补上出处 arXiv:2607.01234。',
    "给 1 召回 小节 双塔 一条补引用 arXiv:2607.01234。",
    "§1 双塔 条目补 arXiv:2607.01234 作为出处。",
]


def brief(suggestion: str) -> str:
    return (
        "# retrieval · E1 预消化简报（2026-12-14）\n\n"
        f"对照：{KB_PATH}\n\n## 一、增量\n\n"
        "### 条目 1：双塔新评测\n\n"
        "- **来源**：organized/paper_cards/7101-towers.md\n"
        "- **要点**：论文复测了双塔的召回上限。\n"
        f"- **建议归入**：{suggestion}\n"
    )


def changed(kb: str, suggestion: str) -> list[str]:
    proposal = propose(brief(suggestion), Kb(kb, path=KB_PATH))
    before = kb.splitlines(keepends=True)
    lines = before
    for patch in proposal.patches:
        lines = apply_edit(lines, patch.change)
    return [line.rstrip("\n") for line in lines if line not in before]


@pytest.mark.parametrize("suggestion", PHRASINGS)
def test_footnote_definitions_teach_no_bare_id(suggestion: str) -> None:
    assert changed(FOOTNOTES_KB, suggestion) == [
        "- 双塔 —— 查询与文档分别编码，离线建索引 [^1]（arXiv:2607.01234）"
    ]


@pytest.mark.parametrize("suggestion", PHRASINGS)
def test_author_and_year_references_teach_no_bare_id(suggestion: str) -> None:
    assert changed(AUTHOR_YEAR_KB, suggestion) == [
        "- 双塔：查询与文档分别编码，离线建索引 (Lee et al., 2024)（arXiv:2607.01234）"
    ]


@pytest.mark.parametrize("suggestion", NUMBERED_PHRASINGS)
def test_the_entries_form_wins_over_an_id_first_list(suggestion: str) -> None:
    assert changed(LINKED_ENTRIES_KB, suggestion) == [
        "- **双塔**：查询与文档分别编码，离线建索引。[原文](https://arxiv.org/abs/2607.01234)"
    ]
