"""A citation list whose links are named by their papers' ids (`- [arXiv:ID](url) Authors,
Title, year.`) takes a new link named the same way (`[arXiv:NEW]`), not by the paper's name:
the link text follows the list's own lines, whichever words ask for the citation. A list
named by titles keeps taking titles."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import applied_kb

KB = """\
# Retrieval notes

## 1 Dense retrievers

- **ColBERT**: late interaction over token embeddings.

## 4 References

{links}
## 5 Changelog

- 2026-11-30: first version.
"""

BY_ID = (
    "- [arXiv:2004.12832](https://arxiv.org/abs/2004.12832) Khattab et al., ColBERT, 2020.\n"
    "- [arXiv:2112.09118](https://arxiv.org/abs/2112.09118) Izacard et al., Contriever, 2021.\n"
)
BY_TITLE = (
    "- [ColBERT](https://arxiv.org/abs/2004.12832) Khattab et al., 2020.\n"
    "- [Contriever](https://arxiv.org/abs/2112.09118) Izacard et al., 2021.\n"
)


def brief(suggestion: str) -> str:
    return f"""# inference · E1 预消化（2026-12-14 · Test）

## 一、条目

### 条目 1：SparseHop —— 稀疏多跳检索（arXiv:2612.07781）

- 来源：organized/paper_cards/6101-2612-07781.md
- 要点：多跳问答上召回率高 5 个点。
- 建议归入：{suggestion}
"""


ASKS = (
    "参考文献末尾登记 arXiv:2612.07781。",
    "References 新增一条引用。",
    "参考文献补一条引用，arXiv:2612.07781。",
    "引用列表登记 2612.07781。",
)


def added_lines(tmp_path: Path, links: str, suggestion: str) -> list[str]:
    kb = KB.format(links=links)
    after = applied_kb(tmp_path, kb, brief(suggestion), "inbox/b.md")
    return [line for line in after.splitlines() if line not in kb.splitlines()]


@pytest.mark.parametrize("suggestion", ASKS)
def test_a_link_named_by_id_names_the_new_one_by_its_id(suggestion: str, tmp_path: Path) -> None:
    [line] = added_lines(tmp_path, BY_ID, suggestion)
    assert line.startswith("- [arXiv:2612.07781](https://arxiv.org/abs/2612.07781)"), line


@pytest.mark.parametrize("suggestion", ASKS[:2])
def test_a_link_named_by_title_keeps_naming_by_title(suggestion: str, tmp_path: Path) -> None:
    [line] = added_lines(tmp_path, BY_TITLE, suggestion)
    assert line.startswith("- [SparseHop"), line
    assert "[arXiv:" not in line
