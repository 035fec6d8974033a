"""The one-item brief (a paper, Lumen) that the tests of places a request names or refuses
share, and its proposal against a KB of their own in a real repository (dry run)."""

from __future__ import annotations

from pathlib import Path

from kbpatch.api import Proposal
from kbpatch.propose import Options, propose

from .conftest import make_repo

BRIEF = "inbox/lin/2026-12-12-inference-e1prep.md"


def brief(suggestion: str) -> str:
    return (
        "# inference · E1 预消化简报（2026-12-12）\n\n"
        "### 条目 1：Lumen\n\n"
        "- **来源**：organized/paper_cards/7001.md（arXiv:2612.07001）\n"
        "- **要点**：Lumen 用投机解码把首 token 延迟降到 40ms。\n"
        f"- **建议归入**：{suggestion}\n"
        "- **值得警惕**：厂商自测。\n"
    )


def proposal_of(tmp_path: Path, kb: str, suggestion: str) -> Proposal:
    """What kbpatch proposes for the brief with this suggestion, against `kb` at HEAD."""
    repo = make_repo(tmp_path / "kb", kb.encode("utf-8"))
    path = repo.add_brief(brief(suggestion).encode("utf-8"), BRIEF)
    return propose(path, Options(dry_run=True)).proposal
