"""A section that writes nothing of its own and leaves its entries to its sub-sections
(`### 3.2 推理` with only `#### 3.2.1` and `#### 3.2.2` under it): a new entry for it goes
where the brief says (a named neighbour in one of them), or into its one sub-section; with
several and no neighbour the place is not guessed: the action is unresolved and lists them."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import KB_PATH, git, invoke, make_repo

BRIEF = "inbox/mo/2026-12-14-inference-e1prep.md"
OUTPUT = "inbox/mo/2026-12-14-inference-e1prep.patches"

TWO_PARTS = (
    "# inference 活文档\n\n## 1 调度\n\n### 1.1 准入\n\n#### 1.1.1 显存\n\n"
    "- **SlotGate**：按剩余显存准入。\n- **PageGate**：按空闲页准入。\n\n"
    "#### 1.1.2 队列\n\n- **TierQ**：按长度分层排队。\n\n"
    "### 1.2 抢占\n\n- **PageHop**：整页换出。\n\n## 2 修订\n\n- 2026-12-01：初版。\n"
)
ONE_PART = TWO_PARTS.replace("#### 1.1.2 队列\n\n- **TierQ**：按长度分层排队。\n\n", "")
OWN_TEXT = TWO_PARTS.replace("### 1.1 准入\n\n", "### 1.1 准入\n\n- **Gatekeeper**：总闸。\n\n")


def brief(request: str) -> str:
    return (
        "# inference · E1 预消化简报（2026-12-14）\n\n"
        "- **作者**：Mo · E1 预消化（inference）\n"
        "- **时间**：2026-12-14 21:00\n"
        f"- **对照活文档**：{KB_PATH}\n\n"
        "## 二、增量\n\n"
        "### 增量 1：LaneGate —— 按租户准入（arXiv:2612.40401）\n\n"
        "- **来源**：organized/paper_cards/1-2612.40401.md\n"
        "- **要点**：按租户配额准入，尾延迟下降 12%。\n"
        f"- **建议归入**：{request}\n\n"
    )


def run(tmp_path: Path, text: str, request: str) -> tuple[int, str, list[str]]:
    repo = make_repo(tmp_path / "kb", text.encode("utf-8"))
    repo.add_brief(brief(request).encode("utf-8"), BRIEF)
    code, out, err = invoke("propose", "--color", "never", str(repo.root / BRIEF))
    assert code in (0, 1), out + err
    patches = sorted((repo.root / OUTPUT).glob("*.patch"))
    if not patches:
        return code, out, text.splitlines()
    git(repo.root, "apply", "--check", *map(str, patches))
    git(repo.root, "apply", *map(str, patches))
    return code, out, (repo.root / KB_PATH).read_text(encoding="utf-8").splitlines()


@pytest.mark.parametrize(
    "request_words", ["§1.1 新增一条 LaneGate。", "§1.1 准入 新增一条 LaneGate"]
)
def test_an_entry_for_a_section_of_several_parts_is_not_guessed(
    request_words: str, tmp_path: Path
) -> None:
    code, out, lines = run(tmp_path, TWO_PARTS, request_words)
    assert code == 1
    assert "A01 unresolved" in out
    assert "「1.1.1 显存」 (line 7)、「1.1.2 队列」 (line 12)" in out
    assert lines == TWO_PARTS.splitlines()


@pytest.mark.parametrize(
    ("text", "request_words", "after"),
    [
        (TWO_PARTS, "§1.1 新增一条 LaneGate，与 TierQ 并列。", "- **TierQ**：按长度分层排队。"),
        (
            TWO_PARTS,
            "§1.1 新增一条 LaneGate，与 SlotGate 并列。",
            "- **SlotGate**：按剩余显存准入。",
        ),
        (ONE_PART, "§1.1 新增一条 LaneGate。", "- **PageGate**：按空闲页准入。"),
        (OWN_TEXT, "§1.1 新增一条 LaneGate。", "- **Gatekeeper**：总闸。"),
    ],
)
def test_an_entry_for_a_section_of_parts_goes_where_it_is_told(
    text: str, request_words: str, after: str, tmp_path: Path
) -> None:
    code, out, lines = run(tmp_path, text, request_words)
    assert code == 0, out
    new = next(k for k, line in enumerate(lines) if "LaneGate" in line)
    assert lines[new].startswith("- **LaneGate**")
    assert lines[new - 1] == after
