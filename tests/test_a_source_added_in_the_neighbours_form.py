"""A paper's id added to an entry is cited as the other entries cite theirs at their end, where
most of them agree: a link after the full stop (`…。[原文](https://arxiv.org/abs/…)`), words in
brackets before it (`…（参阅 arXiv …）。`), an HTML comment closing the line kept last. Where
they disagree, or too few cite, kbpatch's own `（arXiv:…）` stays."""

from __future__ import annotations

import pytest

from kbpatch.api import propose
from kbpatch.kb import Kb

from .conftest import KB_PATH, apply_edit

LINKED_KB = """\
# 编译活文档

## 1. 图优化

### 1.2 算子融合

- **Epilogue 融合**：把激活函数并进 GEMM 尾部，访存减少约 30%。[原文](https://arxiv.org/abs/2604.11223)
- **FlashFuse**：注意力与 softmax 一次读写，长序列加速 1.8×。
- **纵向融合**：逐元素算子链合成一个 kernel，小 batch 收益最大。[原文](https://arxiv.org/abs/2605.02231)

### 1.3 调度

- **自动调优**：搜索空间缩小后调优时间降到原来的 1/5。[原文](https://arxiv.org/abs/2606.07781)
"""

BRACKETED_KB = """\
# 编译活文档

## 1. 图优化

### 1.2 算子融合

**Epilogue 融合**：激活并进 GEMM 尾部（参阅 arXiv 2604.11223）。<!-- id: fu-01 -->

---

**FlashFuse**：注意力与 softmax 一次读写，长序列加速 1.8×。<!-- id: fu-02 -->

---

**纵向融合**：逐元素算子合成一个 kernel（参阅 arXiv 2605.02231）。<!-- id: fu-03 -->
"""

PHRASINGS = [
    '§1.2 "FlashFuse" 那条补上出处 arXiv:2607.01234。',
    "给 1.2 小节 FlashFuse 一条补引用 arXiv:2607.01234。",
    "cite arXiv:2607.01234 on the FlashFuse entry in §1.2.",
]


def brief(suggestion: str) -> str:
    return (
        "# compiler · E1 预消化简报（2026-12-13）\n\n"
        f"对照：{KB_PATH}\n\n## 一、增量\n\n"
        "### 条目 1：FlashFuse 论文\n\n"
        "- **来源**：organized/paper_cards/7003-fuse.md\n"
        "- **要点**：论文给出融合规则。\n"
        f"- **建议归入**：{suggestion}\n"
    )


def changed(kb: str, suggestion: str) -> list[str]:
    proposal = propose(brief(suggestion), Kb(kb, path=KB_PATH))
    lines = kb.splitlines(keepends=True)
    for patch in proposal.patches:
        lines = apply_edit(lines, patch.change)
    return [line.rstrip("\n") for line in lines if line not in kb.splitlines(keepends=True)]


@pytest.mark.parametrize("suggestion", PHRASINGS)
def test_a_link_after_the_full_stop_as_the_neighbours_write(suggestion: str) -> None:
    assert changed(LINKED_KB, suggestion) == [
        "- **FlashFuse**：注意力与 softmax 一次读写，长序列加速 1.8×。"
        "[原文](https://arxiv.org/abs/2607.01234)"
    ]


@pytest.mark.parametrize("suggestion", PHRASINGS)
def test_words_in_brackets_before_the_full_stop_and_the_comment(suggestion: str) -> None:
    assert changed(BRACKETED_KB, suggestion) == [
        "**FlashFuse**：注意力与 softmax 一次读写，长序列加速 1.8×（参阅 arXiv 2607.01234）。"
        "<!-- id: fu-02 -->"
    ]


def test_neighbours_that_disagree_keep_kbpatch_s_own_form() -> None:
    kb = LINKED_KB.replace(
        "[原文](https://arxiv.org/abs/2605.02231)", "（参阅 arXiv 2605.02231）"
    ).replace("[原文](https://arxiv.org/abs/2606.07781)", "（arXiv:2606.07781）")
    assert changed(kb, PHRASINGS[0]) == [
        "- **FlashFuse**：注意力与 softmax 一次读写，长序列加速 1.8×（arXiv:2607.01234）。"
    ]


NEW_ENTRY_PHRASINGS = [
    "§1.2 新增一条 TileMerge 条目。",
    "1.2 节补录 TileMerge 一条。",
    "在 §1.2 算子融合 加一条 TileMerge。",
]


def new_entry_brief(suggestion: str) -> str:
    return (
        "# compiler · E1 预消化简报（2026-12-13）\n\n"
        f"对照：{KB_PATH}\n\n## 一、增量\n\n"
        "### 条目 1：TileMerge（arXiv:2608.04455）\n\n"
        "- **来源**：organized/paper_cards/7004-tilemerge.md\n"
        "- **要点**：按 tile 合并相邻 kernel，端到端提速 1.3×。\n"
        f"- **建议归入**：{suggestion}\n"
    )


def new_lines(kb: str, suggestion: str) -> list[str]:
    proposal = propose(new_entry_brief(suggestion), Kb(kb, path=KB_PATH))
    lines = kb.splitlines(keepends=True)
    for patch in proposal.patches:
        lines = apply_edit(lines, patch.change)
    return [line for line in lines if line.strip() and line not in kb.splitlines(keepends=True)]


@pytest.mark.parametrize("suggestion", NEW_ENTRY_PHRASINGS)
def test_a_new_entry_links_its_paper_after_its_words(suggestion: str) -> None:
    [line] = new_lines(LINKED_KB, suggestion)
    assert line.startswith("- **TileMerge**：按 tile 合并相邻 kernel")
    assert "[原文](https://arxiv.org/abs/2608.04455)（E1 2026-12-13 · 条目 1）" in line
    assert "arXiv:2608.04455" not in line


@pytest.mark.parametrize("suggestion", NEW_ENTRY_PHRASINGS)
def test_a_new_entry_cites_its_paper_in_the_neighbours_brackets(suggestion: str) -> None:
    [line] = new_lines(BRACKETED_KB, suggestion)
    assert line.startswith("**TileMerge**：按 tile 合并相邻 kernel")
    assert "（参阅 arXiv 2608.04455）。（E1 2026-12-13 · 条目 1）" in line
    assert "arXiv:2608.04455" not in line
