"""A question asked with a word for its kind before the noun (`加一个复选框问题："…？"`,
`补一个 checkbox 问题`, `新增一项待核实问题`, `加一条复选框：『…？』`) writes the brief's
question into the list, never the item's 要点 as an entry. A list whose items all ask, or
whose heading names things still to settle (`待确认`, `待核实`), takes no paper as an entry:
an entry sent there is reported. Our own words, on a small KB with a `- [ ]` list."""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import new_lines_of, render_brief

KB = (
    "# agents 活文档\n\n"
    "## 1 框架\n\n"
    "- 名称：StepFlow——按图编排工具调用（来源：organized/repo_cards/8001-stepflow.md）\n\n"
    "## 2 待确认\n\n"
    "- [ ] StepFlow 的并发上限是否可配置？\n"
    "- [ ] MemLane 是否支持增量索引？\n\n"
    "## 3 修订\n\n"
    "- 2026-12-01：初版。\n"
)
LINES = KB.splitlines(keepends=True)
QUESTION = "ToolMesh 新版是否改为非商用许可？"
SUMMARY = "有用户反映 ToolMesh 新版许可改为非商用，官方尚未回复。"


def brief(request: str) -> str:
    return (
        "# agents · E1 预消化简报（2026-12-14）\n\n## 一、增量\n\n"
        "### 条目 1：ToolMesh 许可疑点\n\n"
        "- **来源**：organized/repo_cards/8003-toolmesh.md\n"
        f"- **要点**：{SUMMARY}\n"
        f"- **建议归入**：{request}\n"
    )


def written(request: str) -> tuple[list[str], list[str]]:
    found = render_brief(brief(request), LINES, "2026-12-14")
    new = new_lines_of(found, LINES)
    reasons = [r.reason for a, r in found if a.kind is not ActionKind.CONSTRAINT]
    return new, reasons


@pytest.mark.parametrize(
    "request_",
    [
        f'§2 待确认 加一个复选框问题："{QUESTION}"',
        f"§2 补一个 checkbox 问题：「{QUESTION}」",
        f'§2 新增一项待核实问题："{QUESTION}"',
        f"§2 添一条复选框：『{QUESTION}』",
        f'§2 增加一个待确认问题 "{QUESTION}"',
        f"§2 待确认 添一个 Checkbox：{QUESTION}",
    ],
)
def test_a_question_named_by_its_box_writes_the_question(request_: str) -> None:
    new, reasons = written(request_)
    assert new == [f"- [ ] {QUESTION}（E1 2026-12-14 · 条目 1）"], reasons


@pytest.mark.parametrize(
    "request_",
    [
        "§1 暂不加 ToolMesh，先放 §2 待确认。",
        "§2 新增一条 ToolMesh。",
        "§2 待确认 补录 ToolMesh 条目",
        "§1 不收 ToolMesh，改放 §2 待确认",
    ],
)
def test_an_entry_is_not_filed_among_questions(request_: str) -> None:
    new, reasons = written(request_)
    # Never the 要点 as a `- [ ]` line: the request is reported.
    assert new == [], new
    assert any("list of open questions" in r for r in reasons), reasons


@pytest.mark.parametrize(
    ("heading", "items", "filed"),
    [
        # Boxes that all ask are questions, whatever the heading.
        ("跟进", "- [ ] A 是否可配置？\n- [ ] B 是否开源？\n", False),
        ("待核实", "- [ ] A 是否可配置？\n- B 的许可未知。\n- C 是否开源？\n", False),
        # Plain items that end in ？ under a heading that names nothing to settle, and boxes
        # that are tasks, still take entries.
        ("实测", "1. 一？\n2. 二？\n", True),
        ("跟进", "- [ ] 联系作者\n- [ ] 补测功耗\n", True),
    ],
)
def test_which_lists_take_no_entry(heading: str, items: str, filed: bool) -> None:
    kb = f"# agents 活文档\n\n## 1 {heading}\n\n{items}\n## 2 修订\n\n- 2026-12-01：初版。\n"
    lines = kb.splitlines(keepends=True)
    found = render_brief(brief("§1 新增一条 ToolMesh。"), lines, "2026-12-14")
    statuses = [r.status for a, r in found if a.kind is ActionKind.ADD_ENTRY]
    assert statuses == [Status.PROPOSED if filed else Status.UNRESOLVED]
