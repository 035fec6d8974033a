"""A line under a heading that names no item (`撤回项`, `备注`, `补遗`, `Notes`), between the
items or after them, is no line of the item before it: in a plain-text brief such a heading on
a line of its own (numbered, bold, with an aside or a colon) ends the item, as `### 备注` does
in markdown. What the lines under it ask is reported with their heading, never proposed with
the item's words. Each phrasing is our own."""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind, Status
from kbpatch.parse import parse_brief
from kbpatch.reading import plan

from .conftest import render_brief

DATE = "2026-12-02"

KB = """\
# serving 活文档

## 一、引擎

### 1.1 服务端

- **QuillServe**：单卡服务端，支持连续批处理。

### 1.2 端侧

- **MossRT**：端侧运行时。

### 1.3 待核查

- 暂无。
"""
LINES = KB.splitlines(keepends=True)


def flat(heading: str, line: str) -> str:
    """A plain-text brief: every line a paragraph, no markdown."""
    return (
        "serving · E1 预消化简报（2026-12-02）\n\n"
        "增量 1：LoomRT 端侧运行时\n\n"
        "来源 - organized/repo_cards/5001-loomrt.md\n\n"
        "要点 手机 NPU 上的 INT4 运行时。\n\n"
        "建议归入：§1.2 末尾新增一条 LoomRT。\n\n"
        f"{heading}\n\n{line}\n\n"
        "归并动作\n\n§1.2 新增 LoomRT（增量 1）。\n"
    )


def markdown(heading: str, line: str) -> str:
    return (
        "# serving · E1 预消化简报（2026-12-02）\n\n## 一、今日条目\n\n"
        "### 条目 1：LoomRT 端侧运行时\n\n"
        "- **来源**：organized/repo_cards/5001-loomrt.md\n"
        "- **要点**：手机 NPU 上的 INT4 运行时。\n"
        "- **建议归入**：§1.2 末尾新增一条 LoomRT。\n\n"
        f"{heading}\n\n- {line}\n\n"
        "## 二、合并建议\n\n- §1.2 新增 LoomRT（条目 1）。\n"
    )


HEADINGS = ["撤回项", "备注", "补遗：", "撤回项（1 条）", "Notes", "三、撤回项"]
LINES_ASKING = [
    "§2.3 新增一条 SparseKV 条目：撤销此前的新增建议。",
    "§1.1 补一条 QuietServe。",
    "§1.3 待核查 加一条：LoomRT 的功耗数据。",
    "前稿建议 §1.1 添加 FluxServe 条目，收回。",
]


def outcome(text: str) -> tuple[list[tuple[str, str]], list[str]]:
    found = render_brief(text, LINES, DATE)
    proposed = [
        (a.kind.value, a.target.key if a.target else "")
        for a, r in found
        if a.kind.edits_document and r.status is Status.PROPOSED
    ]
    reported = [a.reason for a, _ in found if a.kind is ActionKind.NOT_UNDERSTOOD]
    return proposed, reported


@pytest.mark.parametrize("heading", HEADINGS)
@pytest.mark.parametrize("line", LINES_ASKING)
def test_a_request_under_an_aside_heading_of_a_flat_brief_is_reported(
    heading: str, line: str
) -> None:
    proposed, reported = outcome(flat(heading, line))
    # The item's own entry stands; the line under the heading borrows nothing from it.
    assert proposed == [(ActionKind.ADD_ENTRY.value, "1.2")]
    [why] = reported
    assert f"stands under 「{heading}」" in why


@pytest.mark.parametrize("heading", ["**撤回项**", "**备注**", "补遗", "Notes:"])
@pytest.mark.parametrize("line", LINES_ASKING[:2])
def test_a_bold_or_plain_aside_heading_in_markdown_ends_the_item(heading: str, line: str) -> None:
    proposed, reported = outcome(markdown(heading, line))
    assert proposed == [(ActionKind.ADD_ENTRY.value, "1.2")]
    assert len(reported) == 1


@pytest.mark.parametrize(
    "line",
    [
        "备注：作者称下月开源。",
        "备注 作者称下月开源",
        "其他实现细节见仓库 README。",
        "Notes: the runtime ships as an AAR.",
    ],
)
def test_a_line_that_only_starts_with_the_word_stays_the_item_s(line: str) -> None:
    brief = parse_brief(flat(line, "§1.2 末尾新增一条 LoomRT。"))
    [item] = brief.items
    # The line is the item's text, and the lines after it are still the item's.
    said = [s.text for s in (*item.summary, *item.relation, *item.suggestions)]
    assert line.rstrip("。") in " ".join(said)
    assert not brief.outside
    assert [a.kind for a in plan(brief) if a.kind.edits_document] == [ActionKind.ADD_ENTRY]


@pytest.mark.parametrize("heading", ["撤回项", "## 备注", "附带观察"])
@pytest.mark.parametrize(
    "line",
    [
        "§1.1 的 QuillServe 一条已过时，建议从 §1.1 删去。",
        "§1.2 的 MossRT 一条移到 §1.1。",
        "§1.1 第 1 条与第 2 条并为一条。",
        '§1.1 "QuillServe" 一条撤下。',
    ],
)
def test_a_request_kbpatch_does_not_make_under_an_aside_heading_is_reported(
    heading: str, line: str
) -> None:
    proposed, reported = outcome(markdown(heading, line) if "#" in heading else flat(heading, line))
    assert proposed == [(ActionKind.ADD_ENTRY.value, "1.2")]
    [why] = reported
    assert f"stands under 「{heading.lstrip('# ')}」" in why


@pytest.mark.parametrize(
    "line",
    [
        "§1.1 的 QuillServe 与本条思路相近。",
        "与 §1.2 的 MossRT 不可直接比较。",
        "§1.1 的基线是单卡。",
        "作者此前的工作见 §1.1。",
    ],
)
def test_a_remark_under_an_aside_heading_stays_silent(line: str) -> None:
    proposed, reported = outcome(flat("备注", line))
    assert proposed == [(ActionKind.ADD_ENTRY.value, "1.2")]
    assert not reported
