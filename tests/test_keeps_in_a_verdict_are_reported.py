"""A keep said in a review item's verdict is shown as every keep is (a skipped constraint row
naming the section), whatever its words: a negation (`免改`, `别动`), a keep with none
(`维持原样`, `原样保留`, `照旧`, `leave as is`, `stays as is`), or a refusal to change its
values (`不用把 A 更新为 B`, `不打算把 A 调为 B`), which keeps those values. None of them is
ever an edit. Each phrasing is our own."""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import render_brief

DATE = "2026-12-02"

KB = """\
# serving 活文档

## 一、引擎

### 1.1 信号表

| 项目 | 说明 | Stars | 状态 |
|---|---|---|---|
| QuillServe | 单卡服务端 | 512⭐ / 周增 +9 | beta |
| MossRT | 端侧运行时 | 230⭐ / 周增 +4 | alpha |

### 1.2 趋势

- 端侧运行时开始支持 NPU。
"""
LINES = KB.splitlines(keepends=True)


def brief(verdict: str) -> str:
    return (
        "# serving · E1 预消化简报（2026-12-02）\n\n"
        "## 一、今日条目\n\n"
        "### 条目 1：NPU 运行时综述\n\n"
        "- **来源**：organized/paper_cards/3001-2611-11111.md\n"
        "- **要点**：端侧 NPU 运行时的对比。\n"
        "- **建议归入**：§1.2 新增一条 NPU 运行时综述。\n\n"
        "### 条目 2：QuillServe 复查（保持不动）\n\n"
        "- **来源**：organized/repo_cards/3002-quillserve.md\n"
        f"- **判定**：星数几乎没变，{verdict}\n\n"
        "## 二、合并建议\n\n- §1.2 新增 NPU 运行时综述（条目 1）。\n"
    )


def rows(verdict: str) -> list[tuple[ActionKind, Status, str, str]]:
    return [
        (a.kind, r.status, a.target.key if a.target else "", r.reason)
        for a, r in render_brief(brief(verdict), LINES, DATE)
    ]


def kept(verdict: str) -> str:
    found = rows(verdict)
    # The item's own edit stands; nothing touches the table.
    assert [(k, s, t) for k, s, t, _ in found if k.edits_document] == [
        (ActionKind.ADD_ENTRY, Status.PROPOSED, "1.2")
    ]
    (keep,) = [(s, t, why) for k, s, t, why in found if k is ActionKind.CONSTRAINT]
    assert keep[:2] == (Status.SKIPPED, "1.1"), found
    return keep[2]


@pytest.mark.parametrize(
    "verdict",
    [
        "§1.1 QuillServe 一行维持原样。",
        "§1.1 QuillServe 原样保留。",
        "§1.1 QuillServe 这行照旧。",
        "§1.1 QuillServe 保持原样即可。",
        "§1.1 QuillServe row: leave as is.",
        "§1.1 QuillServe stays as is.",
        "§1.1 keep the QuillServe row intact.",
    ],
)
def test_a_keep_without_a_negation_gets_its_row(verdict: str) -> None:
    assert kept(verdict).startswith("the brief says §1.1")


@pytest.mark.parametrize(
    "verdict",
    [
        "§1.1 QuillServe 免改。",
        "§1.1 QuillServe 这一行别动。",
        "§1.1 QuillServe 甭改。",
        "§1.1 QuillServe 行无需更新。",
    ],
)
def test_a_keep_with_a_negation_gets_the_same_row(verdict: str) -> None:
    assert kept(verdict).startswith("the brief says §1.1")


@pytest.mark.parametrize(
    "verdict",
    [
        "§1.1 不用把 QuillServe 的 512⭐ 更新为 515⭐。",
        "§1.1 没必要把 512⭐ 改成 515⭐。",
        "§1.1 不打算把 QuillServe 的 512⭐ 调为 515⭐。",
        "§1.1 不需要将 512⭐ 替换为 515⭐。",
    ],
)
def test_a_refused_value_change_keeps_the_value(verdict: str) -> None:
    reason = kept(verdict)
    assert reason.startswith("the brief says §1.1") and "512⭐" in reason


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.1 不打算把 QuillServe 的 512⭐ 调为 515⭐。",
        "§1.1 QuillServe 不准备把 512⭐ 调成 515⭐。",
        "§1.1 不考虑把 MossRT 的 230⭐ 换成 236⭐。",
        "§1.1 不建议把 230⭐ 调至 236⭐。",
    ],
)
def test_a_refused_value_change_in_a_suggestion_is_never_made(suggestion: str) -> None:
    text = brief("无变化。").replace("§1.2 新增一条 NPU 运行时综述。", suggestion)
    found = render_brief(text, LINES, DATE)
    assert not [a for a, r in found if a.kind.changes_values and r.status is Status.PROPOSED]
