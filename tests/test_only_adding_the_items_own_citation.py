"""`仅补 §七` in the closing list of a brief whose item asks its own citation there beside its new
entry: the limit keeps the entry out and asks for what the citation list takes, so the item's
citation is written on its own (naming no section, as no entry lands) and the limit's line
joins it; a keep of the entry's section said so (`§2.1 不动`) still holds the citation back with
the entry. Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.models import ActionKind
from kbpatch.parse import parse_brief
from kbpatch.reading import plan

from .conftest import FIXTURE_KB, proposed_and_applied

KB_PATH = "organized/knowledge/inference.md"


def brief(suggestion: str, closing: str) -> str:
    return (
        "# inference · E1 预消化简报（2026-12-15）\n\n## 一、增量\n\n"
        "### 条目 1：DrainSafe（arXiv:2612.80081）—— 安全排空\n\n"
        "- **来源**：organized/paper_cards/7001-2612-80081.md\n"
        "- **要点**：DrainSafe 在权重同步前分批排空请求，排空时延降 35%（作者自测）。\n"
        f"- **建议归入**：{suggestion}\n\n"
        f"## 四、本轮结论与建议动作\n\n- {closing}\n"
    )


def run(tmp_path: Path, said: str) -> tuple[int, str, list[str]]:
    kb = FIXTURE_KB.read_text(encoding="utf-8")
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, kb, said, "inbox/2026-12-15-inference-e1prep.md"
    )
    return code, report, sorted(set(after.splitlines()) - set(kb.splitlines()))


@pytest.mark.parametrize(
    "suggestion",
    [
        "§3.5 新增一条 DrainSafe；§七 登记一条引用。",
        "§3.5 新增一条 DrainSafe，并在 §七 补登引用。",
        "§3.5 新增 DrainSafe；§七 引用也登记。",
        "§3.5 新增一条 DrainSafe；§七 登记一条引用（注明用于 §3.5）。",
    ],
)
@pytest.mark.parametrize(
    "closing", ["仅补 §七。", "只补 §7。", "本轮仅登 §七。", "仅补 §七，其余一律不动。"]
)
def test_the_items_own_citation_is_written_alone(
    tmp_path: Path, suggestion: str, closing: str
) -> None:
    code, report, added = run(tmp_path, brief(suggestion, closing))
    assert code == 0, report
    # No entry lands, so the citation names no section, unless the brief names one for it.
    note = "（§3.5）" if "注明用于 §3.5" in suggestion else ""
    line = f"- arXiv:2612.80081 — DrainSafe：安全排空{note}（E1 2026-12-15 · 条目 1）"
    assert added == [line], report
    assert "not understood" not in report, report


@pytest.mark.parametrize(
    "closing", ["§3.5 不动。", "第三章不动。", "§3.5 本轮不落笔。", "仅补 §3.1。"]
)
def test_a_keep_of_the_entrys_place_holds_the_citation_back(closing: str) -> None:
    actions = plan(parse_brief(brief("§3.5 新增一条 DrainSafe；§七 登记一条引用。", closing)))
    [citation] = [a for a in actions if a.kind is ActionKind.ADD_CITATION]
    assert citation.depends_on or citation.forbidden_by, citation
