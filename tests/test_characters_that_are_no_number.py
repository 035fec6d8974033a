"""Runs of numeral characters that are no number (`一一`, `十十`) where kbpatch reads an item's
tag, a question's number or a numbered question list: read as naming nothing, never a crash.
Briefs and KBs come from pull requests. Our own words and document."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import git, invoke, make_repo

BRIEF = "inbox/lin/2026-12-21-inference-e1prep.md"

KB = """\
# 缓存活文档

## 1 缓存策略

- **LRU**：最近最少使用淘汰。

## 2 开放问题

（一）预取何时比淘汰更重要？
（{odd}）提示能否跨租户共享？
"""


def brief(suggestion: str, closing: str) -> str:
    return (
        "# inference · E1 预消化简报（2026-12-21）\n\n## 一、增量\n\n"
        "### 增量 1：HintCache —— 提示驱动的缓存（arXiv:2612.07777）\n\n"
        "- 来源：organized/paper_cards/3301-2612-07777.md\n"
        "- 要点：HintCache 让调用方附带访问提示决定淘汰顺序。\n"
        f"- 建议归入：{suggestion}\n\n## 三、建议动作\n\n- {closing}\n"
    )


@pytest.mark.parametrize("odd", ["一一", "十十", "三二一"])
def test_numeral_runs_that_are_no_number_name_nothing(tmp_path: Path, odd: str) -> None:
    repo = make_repo(tmp_path / "kb", KB.format(odd=odd).encode("utf-8"))
    text = brief(
        f"§2 新增一问：提示是否会泄露访问模式？；在第{odd}个问题后补充“（见 HintCache）”。",
        f"条目{odd} 正文不动。",
    )
    repo.add_brief(text.encode("utf-8"), BRIEF)
    code, out, err = invoke("propose", str(repo.root / BRIEF))
    # 1: a row needs a look (the append names no question kbpatch can find), no internal error.
    assert code == 1, out + err
    # The append is read in §2, named by the clause before; its question is found nowhere.
    assert ("not understood" in out or "unresolved" in out) and "internal error" not in out + err
    patches = sorted((repo.root / BRIEF).with_suffix(".patches").glob("*.patch"))
    assert len(patches) == 1
    git(repo.root, "apply", str(patches[0]))
    kb = (repo.root / "organized/knowledge/inference.md").read_text(encoding="utf-8")
    asked = next(line for line in kb.splitlines() if "泄露访问模式" in line)
    assert kb.index(asked) > kb.index(f"（{odd}）")
