"""A new citation names the section its item's new entry lands in, by the number that section's
heading writes, in the brackets the neighbours use: `〔§2.2〕` where the brief named the
section by its words, `（§1-2）` where a chapter's sub-section numbered with a hyphen took the
entry, `（见 3.1）` where a section left its entries to its one sub-section, `（§III.2）` under a
Roman chapter. (Our own KBs and briefs; every patch applies to the KB it was made from.)"""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import git, invoke, make_repo

KB = "organized/knowledge/serving.md"
BRIEF = "inbox/mo/2026-12-16-serving-e1prep.md"
OUTPUT = "inbox/mo/2026-12-16-serving-e1prep.patches"


def brief(request: str) -> str:
    return (
        "# serving · E1 预消化简报（2026-12-16）\n\n"
        "- **作者**：Mo · E1 预消化（serving）\n"
        "- **时间**：2026-12-16 21:00\n"
        f"- **对照活文档**：{KB}\n\n"
        "## 二、增量\n\n"
        "### 增量 1：RingLin —— 环形缓冲的线性注意力（arXiv:2612.50501）\n\n"
        "- **来源**：organized/paper_cards/1-2612.50501.md\n"
        "- **要点**：RingLin 用环形缓冲保存状态，长序列吞吐提升约 20%。\n"
        f"- **建议归入**：{request}\n\n"
    )


SHAPES = {
    "hyphen sub-sections, footnotes": (
        "# serving 活文档\n\n"
        "## 第1章 注意力\n\n"
        "### 1-1 稀疏\n\n"
        "- **BlockSel**：按块选 top-k。[^1]\n\n"
        "### 1-2 线性\n\n"
        "- **GateLin**：门控线性注意力。[^2]\n\n"
        "## 第2章 参考文献\n\n"
        "[^1]: arXiv:2501.00001 — BlockSel: Block Selection（§1-1）\n"
        "[^2]: arXiv:2501.00002 — GateLin: Gated Linear Attention（§1-2）\n",
        "第1章「线性」小节新增一条 RingLin，与 GateLin 并列；第2章 参考文献登记一条引用。",
        "[^3]: arXiv:2612.50501",
        "（§1-2）",
    ),
    "numbered sections named by their words": (
        "# serving 活文档\n\n"
        "## 2 注意力\n\n"
        "### 2.1 稀疏注意力\n\n"
        "- BlockSel（arXiv:2501.00001）：按块选 top-k。\n\n"
        "### 2.2 线性注意力\n\n"
        "- GateLin（arXiv:2501.00002）：门控线性注意力。\n\n"
        "## 7 引用\n\n"
        "1. arXiv:2501.00001 — BlockSel: Block Selection〔§2.1〕\n"
        "2. arXiv:2501.00002 — GateLin: Gated Linear Attention〔§2.2〕\n",
        "「线性注意力」小节添一条 RingLin；§7 登一条新引用。",
        "3. arXiv:2612.50501",
        "〔§2.2〕",
    ),
    "a section that leaves its entries to its one sub-section": (
        "# serving 活文档\n\n"
        "## 3 注意力\n\n"
        "### 3.1 线性注意力\n\n"
        "- GateLin（arXiv:2501.00002）：门控线性注意力。\n\n"
        "## 5 参考\n\n"
        "- [A1] arXiv:2501.00001 BlockSel（见 2.1）\n"
        "- [A2] arXiv:2501.00002 GateLin（见 3.1）\n",
        "§3 新增一条 RingLin；§5 参考新增一条引用。",
        "- [A3] arXiv:2612.50501",
        "（见 3.1）",
    ),
    "Roman chapters with numbered sub-sections": (
        "# serving 活文档\n\n"
        "## III. 注意力\n\n"
        "### III.1 稀疏注意力\n\n"
        "- BlockSel（arXiv:2501.00001）：按块选 top-k。\n\n"
        "### III.2 线性注意力\n\n"
        "- GateLin（arXiv:2501.00002）：门控线性注意力。\n\n"
        "## A. 参考文献\n\n"
        "1. arXiv:2501.00001 — BlockSel: Block Selection（§III.1）\n"
        "2. arXiv:2501.00002 — GateLin: Gated Linear Attention（§III.2）\n",
        "「线性注意力」小节新增一条 RingLin，与 GateLin 并列；参考文献新增一条引用。",
        "3. arXiv:2612.50501",
        "（§III.2）",
    ),
}


@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_a_new_citation_names_the_section_its_entry_lands_in_by_its_own_number(
    shape: str, tmp_path: Path
) -> None:
    text, request, starts, mark = SHAPES[shape]
    repo = make_repo(tmp_path / "kb", text.encode("utf-8"))
    repo.write(KB, text.encode("utf-8"))
    repo.commit("serving KB")
    repo.add_brief(brief(request).encode("utf-8"), BRIEF)
    code, out, err = invoke("propose", "--color", "never", str(repo.root / BRIEF))
    assert code == 0, out + err
    patches = sorted((repo.root / OUTPUT).glob("*.patch"))
    git(repo.root, "apply", "--check", *map(str, patches))
    git(repo.root, "apply", *map(str, patches))
    patched = (repo.root / KB).read_text(encoding="utf-8").splitlines()
    citation = [line for line in patched if line.startswith(starts)]
    assert len(citation) == 1, patched
    assert mark in citation[0], citation[0]
    # The entry stands under the heading whose number the citation gives.
    entry = next(k for k, line in enumerate(patched) if line.startswith("- ") and "RingLin" in line)
    heading = next(line for line in reversed(patched[:entry]) if line.startswith("#"))
    assert heading.split()[1] == mark.strip("（）〔〕").removeprefix("见 ").removeprefix("§")
