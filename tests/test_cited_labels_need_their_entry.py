"""Words an edit writes that cite a label in brackets (`see [S7]`) need that label in the
document: held by the KB, or written by another edit that is proposed (the new entry or
citation the brief adds). When the entry that would take the label is not made, the edit that
cites it is unresolved, with the label in its reason, never proposed to point at nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import git, invoke, make_repo

BRIEF = "inbox/dana/2026-12-15-safety-e1prep.md"
KB = """\
# Safety notes

Labels `[Sn]` run across the whole document.

## 1. Attacks

### 1.1 Automated

- [S1] **Suffix attacks** transfer poorly under adversarial training (R1).
- [S2] **Escalation** still works on most models within five turns (R2).

## 2. Open questions

- [ ] Q1 Does suffix training generalise to escalation?
- [ ] Q2 Can over-refusal be measured without a fixed benign set?
"""


def brief(entry: str, citing: str) -> str:
    return (
        "# safety · E1 预消化简报（2026-12-15）\n\n## 增量\n\n"
        "### 条目 1：DriftWatch（arXiv:2612.50001）\n\n"
        "- **要点**：DriftWatch 跟踪对话状态风险分，三轮内拦下 80% 的升级攻击。\n"
        f"- **建议归入**：{entry}\n\n"
        "### 条目 2：Q2 有了部分答案\n\n"
        "- **要点**：DriftWatch 的良性集按模型生成，部分回答了 Q2。\n"
        f"- **建议归入**：{citing}\n"
    )


def report(tmp_path: Path, text: str) -> str:
    repo = make_repo(tmp_path / "kb", KB.encode("utf-8"))
    repo.write("SAFETY.md", KB.encode("utf-8"))
    repo.commit("kb")
    repo.add_brief(text.encode("utf-8"), BRIEF)
    code, out, err = invoke(
        "propose", str(repo.root / BRIEF), "--kb", "SAFETY.md", "--dry-run", "--color", "never"
    )
    assert code in (0, 1), out + err
    git(repo.root, "status", "--porcelain")
    return out


UNREADABLE_ENTRY = "第一章之外另起一块写 DriftWatch。"
CITING = (
    '§2 Q2 末尾补一句"（部分回答，见 [S3]）"。',
    '第二章 Q2 末尾补一句"（partly answered, see [S3]）"。',
    '§2 的 Q2 句末追加"（见 [S3]）"。',
    '§2 新增一条开放问题："[S3] 的风险分能否跨模型迁移？"',
)


@pytest.mark.parametrize("citing", CITING)
def test_an_edit_citing_the_label_of_an_entry_not_made_is_unresolved(
    tmp_path: Path, citing: str
) -> None:
    out = report(tmp_path, brief(UNREADABLE_ENTRY, citing))
    [line] = [row for row in out.splitlines() if "(条目 2)" in row]
    assert " unresolved " in line and "[S3]" in line, out
    assert "0001-s2" not in out


@pytest.mark.parametrize("citing", CITING)
def test_the_same_edit_is_proposed_beside_the_entry_that_takes_the_label(
    tmp_path: Path, citing: str
) -> None:
    out = report(tmp_path, brief("§1.1 新增一条 DriftWatch。", citing))
    rows = [row for row in out.splitlines() if row.startswith("  A")]
    assert all(" proposed " in row for row in rows if "(条目" in row), out
    assert "[S3] **DriftWatch**" in out


def test_a_label_the_document_already_holds_needs_no_new_entry(tmp_path: Path) -> None:
    out = report(tmp_path, brief(UNREADABLE_ENTRY, '§2 Q2 末尾补一句"（见 [S2]）"。'))
    [line] = [row for row in out.splitlines() if "(条目 2)" in row]
    assert " proposed " in line, out
