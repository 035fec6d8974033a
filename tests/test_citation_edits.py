"""Edits of a citation named by its number: `§二 第 2 条〔〕由"A"改为"B"` changes citation 2's
brackets only, though other citations hold A too; `§二 补登第 4 条〔§1.1〕` is a new citation
whose section mark is §1.1 (no edit of §1.1); `第 1 条〔〕内加注 §1.2` writes §1.2 into citation
1's brackets (no edit of §1.2)."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import KB_PATH, applied_kb, git, invoke, make_repo, render_brief

DATE = "2026-12-09"
BRIEF = "inbox/mo/2026-12-09-inference-e1prep.md"

KB = """\
# inference 活文档

## 一、缓存

### 1.1 分层存储

- **HotCold**：冷块写回主机内存（arXiv:2401.00001）。

### 1.2 调度

- **FairQueue**：按租户轮转（arXiv:2401.00002）。

## 二、引用列表

1. arXiv:2401.00001 — HotCold KV〔§1.1〕
2. arXiv:2401.00002 — FairQueue〔挂账，正文未引用〕
3. arXiv:2401.00003 — SlowPath〔挂账，正文未引用〕
"""
LINES = KB.splitlines(keepends=True)


def brief(suggestion: str) -> str:
    return (
        "# inference · E1 预消化简报(2026-12-09)\n\n"
        f"对照活文档：{KB_PATH}\n\n"
        "## 一、增量\n\n"
        "### 条目 1：TierStore（arXiv:2612.20001）\n\n"
        "- **来源**：organized/paper_cards/9101-2612-20001.md\n"
        "- **要点**：三档 KV 分层，温档放 CXL 内存。\n"
        f"- **建议归入**：{suggestion}\n"
    )


def edits(suggestion: str) -> list[tuple[ActionKind, str, list[str]]]:
    """Each edit the brief asks for: its kind, section and the lines it writes."""
    found = []
    for action, result in render_brief(brief(suggestion), LINES, DATE):
        if not action.kind.edits_document:
            continue
        assert result.status is Status.PROPOSED, (action.kind, result.reason)
        assert result.edit is not None and action.target is not None
        written = [line for line in result.edit.lines if line not in LINES]
        found.append((action.kind, action.target.key, written))
    return found


@pytest.mark.parametrize(
    "suggestion",
    [
        '§二 第 2 条〔〕由"挂账，正文未引用"改为"§1.2"。',
        '§二 第2条〔〕里"挂账，正文未引用"换成"§1.2"',
        "二、引用列表 第二条〔〕中「挂账，正文未引用」更新为「§1.2」。",
        '§二 第 2 条 〔〕："挂账，正文未引用" → "§1.2"。',
    ],
)
def test_a_citation_named_by_its_number_has_only_its_brackets_changed(suggestion: str) -> None:
    assert edits(suggestion) == [
        (ActionKind.REPLACE, "2", ["2. arXiv:2401.00002 — FairQueue〔§1.2〕\n"])
    ]


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.1 新增一条 TierStore；§二 补登第 4 条〔§1.1〕。",
        "§1.1 新增一条 TierStore，§二 增登第 4 条〔§1.1〕。",
        "§1.1 新增一条 TierStore；二、引用列表 补登第4条〔§1.1〕",
        "§1.1 新增一条 TierStore；§二 补登第 4 条 〔§1.1〕。",
    ],
)
def test_a_citation_registered_with_its_section_mark_edits_no_other_section(
    suggestion: str,
) -> None:
    found = edits(suggestion)
    assert [(kind, key) for kind, key, _ in found] == [
        (ActionKind.ADD_ENTRY, "1.1"),
        (ActionKind.ADD_CITATION, "2"),
    ]
    [citation] = found[1][2]
    assert citation.startswith("4. arXiv:2612.20001 — ") and "〔§1.1〕" in citation


@pytest.mark.parametrize(
    "suggestion",
    [
        "§二 第 1 条〔〕内加注 §1.2。",
        "§二 第1条〔〕里补 §1.2",
        "§二 第 1 条〔〕中写 §1.2。",
        "二、引用列表 第一条〔〕内加注 §1.2",
    ],
)
def test_sections_written_into_a_citations_brackets_are_its_words(suggestion: str) -> None:
    [(kind, key, written)] = edits(suggestion)
    assert (kind, key) == (ActionKind.ANNOTATE_CITATION, "2")
    [line] = written
    assert line.startswith("1. arXiv:2401.00001 — HotCold KV〔§1.1") and "§1.2〕" in line


def test_citation_edits_apply_to_the_repository(tmp_path: Path) -> None:
    text = brief(
        "§1.1 新增一条 TierStore；§二 补登第 4 条〔§1.1〕；"
        '§二 第 2 条〔〕由"挂账，正文未引用"改为"§1.2"。'
    )
    kb = applied_kb(tmp_path / "kb", KB, text, BRIEF)
    assert "2. arXiv:2401.00002 — FairQueue〔§1.2〕" in kb
    assert "3. arXiv:2401.00003 — SlowPath〔挂账，正文未引用〕" in kb
    assert "4. arXiv:2612.20001" in kb


@pytest.mark.parametrize(
    "suggestion",
    [
        "Sec. 1.1: add one entry for TierStore. Register it as citation 4 in §二, 〔〕 = §1.1.",
        "§1.1 新增一条 TierStore；register it as citation 4 in §二。",
        "Sec. 1.1: add one entry for TierStore. Register the paper as reference 4 in §二.",
        "Sec. 1.1: add one entry for TierStore; list this paper as a new citation in §二.",
    ],
)
def test_registering_the_paper_as_a_citation_in_english_is_a_new_citation(
    suggestion: str,
) -> None:
    found = edits(suggestion)
    assert [(kind, key) for kind, key, _ in found] == [
        (ActionKind.ADD_ENTRY, "1.1"),
        (ActionKind.ADD_CITATION, "2"),
    ]
    [citation] = found[1][2]
    assert citation.startswith("4. arXiv:2612.20001 — ")


def propose_report(tmp_path: Path, suggestion: str) -> tuple[str, str]:
    """The report row of the new citation and the KB after its patches are applied."""
    repo = make_repo(tmp_path / "kb", KB.encode("utf-8"))
    repo.add_brief(brief(suggestion).encode("utf-8"), BRIEF)
    code, out, err = invoke("propose", str(repo.root / BRIEF))
    assert code == 0, out + err
    patches = sorted((repo.root / BRIEF).with_suffix(".patches").glob("*.patch"))
    git(repo.root, "apply", *map(str, patches))
    [row] = [line for line in out.splitlines() if "add citation" in line]
    return row, (repo.root / KB_PATH).read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("suggestion", "asked"),
    [
        ("§1.1 新增一条 TierStore；§二 登记第 7 条〔§1.1〕。", "7"),
        ("§1.1 新增一条 TierStore；§二 补登第 2 条〔§1.1〕。", "2"),
        ("§1.1 新增一条 TierStore，并在 §二 登记为第 10 条。", "10"),
        ("Sec. 1.1: add one entry for TierStore. Register the paper as reference 9 in §二.", "9"),
    ],
)
def test_a_citation_number_the_list_does_not_give_is_written_as_the_next_and_said(
    tmp_path: Path, suggestion: str, asked: str
) -> None:
    row, kb = propose_report(tmp_path, suggestion)
    assert "4. arXiv:2612.20001" in kb
    assert "proposed" in row and f"the brief asks for {asked}," in row and "written as 4" in row


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.1 新增一条 TierStore；§二 补登第 4 条〔§1.1〕。",
        "§1.1 新增一条 TierStore；§二 登记一条引用〔§1.1〕。",
    ],
)
def test_a_citation_asked_as_the_next_number_or_none_says_nothing_more(
    tmp_path: Path, suggestion: str
) -> None:
    row, kb = propose_report(tmp_path, suggestion)
    assert "4. arXiv:2612.20001" in kb
    assert row.rstrip().endswith(".patch")


@pytest.mark.parametrize(
    "closing",
    [
        "§二 引用列表补一条 arXiv:2612.20001。",
        "§二 参考文献补一条 arXiv:2612.20001。",
        "引用列表里补登一条 arXiv:2612.20001。",
        "§二 引用列表新增一条：arXiv:2612.20001。",
    ],
)
def test_the_citation_list_named_before_its_add_verb_gets_the_item_s_citation(
    tmp_path: Path, closing: str
) -> None:
    # The line names no item: the id is item 1's paper, so the citation is item 1's.
    text = brief("§1.1 新增一条 TierStore。") + f"\n## 四、本轮结论与建议动作\n\n- {closing}\n"
    results = render_brief(text, LINES, DATE)
    kinds = [(a.kind, a.item_key, r.status) for a, r in results]
    assert (ActionKind.ADD_CITATION, "条目 1", Status.PROPOSED) in kinds, kinds
    assert not [k for k in kinds if k[0] in (ActionKind.ADD_SOURCE, ActionKind.NO_CONTENT)], kinds
    after = applied_kb(tmp_path, KB, text, BRIEF)
    added = [line for line in after.splitlines() if line not in KB.splitlines()]
    assert [line for line in added if "arXiv:2612.20001 —" in line] == [
        "4. arXiv:2612.20001 — TierStore〔§1.1〕（E1 2026-12-09 · 条目 1）"
    ], added
