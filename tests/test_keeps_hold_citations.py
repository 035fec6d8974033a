"""A keep of the place an item's new entry goes (its section or its chapter, said on another line
of the closing list) holds back the entry, and with it the citation the brief asks for that
entry: a citation is never written alone for an entry the brief keeps out. Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import FIXTURE_KB, KB_PATH, proposed_and_applied, render_brief

LINES = FIXTURE_KB.read_text(encoding="utf-8").splitlines(keepends=True)


def brief(keep: str) -> str:
    return (
        "# inference · E1 预消化简报（2026-12-10）\n\n## 一、增量\n\n"
        "### 条目 1：TideRoute（arXiv:2612.72001）—— 按潮汐负载路由\n\n"
        "- **来源**：organized/paper_cards/3501-2612-72001.md\n"
        "- **要点**：TideRoute 按日内负载曲线预调路由权重，尾延迟降 17%（作者自测）。\n"
        "- **建议归入**：§3.1 末尾新增一条 TideRoute。\n\n"
        "## 四、本轮结论与建议动作\n\n"
        "1. §3.1 新增 TideRoute（条目 1）。\n"
        "2. §七 登记一条引用（条目 1）。\n"
        f"3. {keep}\n"
    )


def statuses(keep: str) -> dict[ActionKind, Status]:
    return {
        action.kind: result.status
        for action, result in render_brief(brief(keep), LINES, "2026-12-10")
        if action.kind.edits_document
    }


@pytest.mark.parametrize(
    "keep",
    [
        "第三章不动。",
        "§3 全章保持原样。",
        "第三章各节本轮都不改。",
        "§3.1 这轮不碰。",
        "第三章：本轮不作改动。",
    ],
)
def test_a_keep_of_the_entry_s_place_holds_back_its_citation_too(keep: str) -> None:
    found = statuses(keep)
    assert found[ActionKind.ADD_ENTRY] is Status.FORBIDDEN, found
    assert found[ActionKind.ADD_CITATION] is Status.UNRESOLVED, found


@pytest.mark.parametrize("keep", ["第四章不动。", "§2 全章保持原样。", "§3.2 这轮不碰。"])
def test_a_keep_of_another_place_leaves_the_entry_and_its_citation(keep: str) -> None:
    found = statuses(keep)
    assert found == {
        ActionKind.ADD_ENTRY: Status.PROPOSED,
        ActionKind.ADD_CITATION: Status.PROPOSED,
    }, found


@pytest.mark.parametrize("keep", ["「调度与路由」一章不动。", "调度与路由那一章保持原样。"])
def test_a_chapter_kept_by_its_heading_words_holds_back_the_citation_too(
    tmp_path: Path, keep: str
) -> None:
    kb = FIXTURE_KB.read_text(encoding="utf-8")
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, kb, brief(keep), "inbox/2026-12-10-inference-e1prep.md"
    )
    assert code == 1, report
    assert after == kb, report
    assert "add citation" in report and "depends on A01, which is forbidden" in report
