"""A title the request gives the new entry in a clause after its add (`条目标题用"X（Y）"`,
`标题为「X（Y）」`, `命名为“X（Y）”`) names the entry whole, its brackets too, in the
neighbours' form; the summary does not say the bare name again."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.propose import Options, propose

from .conftest import make_repo
from .lumen_fixture import BRIEF, brief
from .silent_fixture import KB, new_lines, proposal


@pytest.mark.parametrize(
    ("suggestion", "head"),
    [
        (
            '§2.1 新增 Lumen 条目，条目标题用"Lumen（投机解码）"。',
            "* Lumen（投机解码） — 用投机解码",
        ),
        ("§2.1 补一条 Lumen，标题为「Lumen（首 token 优化）」。", "* Lumen（首 token 优化） — 用"),
        (
            "§2.2 新增 Lumen，命名为“Lumen（投机）”。",
            "- **Lumen（投机）**（arXiv:2612.07001）：用投机解码",
        ),
    ],
)
def test_the_given_title_heads_the_entry(tmp_path: Path, suggestion: str, head: str) -> None:
    (line,) = [x for x in new_lines(proposal(tmp_path, suggestion)) if "Lumen" in x]
    assert line.startswith(head), line


def test_an_aside_whose_words_the_heading_holds_unbracketed_is_kept(tmp_path: Path) -> None:
    # The heading says `Lumen 投机解码引擎`; the title asked brackets 投机解码: not cut from it.
    repo = make_repo(tmp_path / "kb", KB.encode("utf-8"))
    text = brief('§2.1 新增 Lumen 条目，标题用"Lumen（投机解码）"。').replace(
        "### 条目 1：Lumen\n", "### 条目 1：Lumen 投机解码引擎\n"
    )
    path = repo.add_brief(text.encode("utf-8"), BRIEF)
    found = propose(path, Options(dry_run=True)).proposal
    (line,) = [x for x in new_lines(found) if "Lumen" in x]
    assert line.startswith("* Lumen（投机解码） — "), line
