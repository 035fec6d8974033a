"""Values a replace swaps are whole values: a number keeps its unit after a space (`340 tok/s`,
`40–60 s`), an arrow pair of several words keeps all of them (`v2.4.1 仍可复现 → v2.4.2 仍可复现`),
a new value given first keeps the old one of its aside (`调为"B"（原"A"）`). When the words do
not say where a value starts, the request is reported with its words, never cut by a guess."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.models import Action, ActionKind, Status
from kbpatch.render import Rendered

from .conftest import KB_PATH, applied_kb, render_brief

DATE = "2026-12-06"
BRIEF = "inbox/tom/2026-12-06-inference-e1prep.md"

KB = """\
# inference 活文档

## 一、部署

### 1.1 引擎版本

- **P1：调度器死锁**（2026-09 登记，v2.4.1 仍可复现）：高并发下偶发。
- 生产锁定版本 v2.3.0，升级前先灰度。

### 1.2 吞吐信号

| 项目 | 说明 | Stars | 状态 |
|---|---|---|---|
| FlashServe | 单机 8 卡总吞吐 340 tok/s | 1,020⭐ / 周增 +40 | beta |
| SlowServe | 单卡 90 tok/s | 210⭐ / 周增 +5 | alpha |

### 1.3 冷启动

- 冷启动：权重预取把 30B 模型拉起时间压到 40–60 s（单一来源）。
- 首 token 延迟 0.9–1.2 s，比基线低。

## 二、引用列表

1. arXiv:2401.00001 — FlashServe〔§1.2〕
"""
LINES = KB.splitlines(keepends=True)
P1 = "- **P1：调度器死锁**"


def brief(closing: str) -> str:
    return (
        "# inference · E1 预消化简报(2026-12-06)\n\n"
        "本轮没有新材料，只有几处订正。\n\n"
        f"## 建议动作\n\n1. {closing}\n"
    )


def replaces(closing: str) -> list[tuple[Action, Rendered]]:
    return [
        (a, r)
        for a, r in render_brief(brief(closing), LINES, DATE)
        if a.kind in (ActionKind.REPLACE, ActionKind.UPDATE_NUMBER)
    ]


def changed(result: Rendered) -> list[str]:
    assert result.status is Status.PROPOSED, result.reason
    assert result.edit is not None
    return [line for line in result.edit.lines if line not in LINES]


@pytest.mark.parametrize(
    "closing",
    [
        "§1.1 P1 那条：v2.4.1 仍可复现 → v2.4.2 仍可复现。",
        "§1.1 调度器死锁一条，v2.4.1 仍可复现 ⇒ v2.4.2 仍可复现（上游确认未修）。",
        "1.1 节 P1：v2.4.1 仍可复现 -> v2.4.2 仍可复现",
        "§1.1 P1 那条：v2.4.1 仍可复现 ➜ v2.4.2 仍可复现（10-30 复核）",
    ],
)
def test_an_arrow_pair_sharing_a_tail_swaps_the_whole_values(closing: str) -> None:
    [(action, result)] = replaces(closing)
    assert action.pairs == (("v2.4.1 仍可复现", "v2.4.2 仍可复现"),)
    assert changed(result) == [f"{P1}（2026-09 登记，v2.4.2 仍可复现）：高并发下偶发。\n"]


@pytest.mark.parametrize(
    "closing",
    [
        "§1.1 P1 那条：v2.4.1 仍可复现 → v2.4.2 已修复。",
        "§1.1 调度器死锁一条：v2.4.1 仍可复现 => v2.4.2 已修复",
        "§1.1 P1：v2.4.1 仍可复现 ⟶ v2.4.2 已修复（上游 PR 已合）。",
        "§1.1 P1 那条，v2.4.1 仍可复现 → v2.4.2 已修复。",
    ],
)
def test_an_arrow_pair_whose_values_fill_their_clause_swaps_them_whole(closing: str) -> None:
    [(action, result)] = replaces(closing)
    assert action.pairs == (("v2.4.1 仍可复现", "v2.4.2 已修复"),)
    assert changed(result) == [f"{P1}（2026-09 登记，v2.4.2 已修复）：高并发下偶发。\n"]


@pytest.mark.parametrize(
    "closing",
    [
        # One word before the arrow, two after: which words of the line does it replace?
        "§1.1 P1 那条：仍可复现 → v2.4.2 仍可复现。",
        # Three words after the arrow, two before.
        "§1.1 P1 那条：v2.4.1 仍可复现 → 已在 v2.4.2 修复。",
        # No clause mark: the words before the arrow run into the row's name.
        "§1.1 P1 那条 v2.4.1 仍可复现 → v2.4.2 已修复。",
        "§1.1 P1 仍可复现 → v2.4.2 已修复",
    ],
)
def test_an_arrow_pair_cut_nowhere_by_its_words_is_reported_not_guessed(closing: str) -> None:
    results = render_brief(brief(closing), LINES, DATE)
    assert not [r for a, r in results if a.kind.edits_document and r.status is Status.PROPOSED]
    # Reported with the brief's words, the arrow pair among them.
    reported = [a.request + a.reason for a, r in results if r.status is not Status.PROPOSED]
    assert any("仍可复现 →" in words for words in reported), reported


@pytest.mark.parametrize(
    ("closing", "pairs", "line"),
    [
        (
            "§1.2 FlashServe 一行：340 tok/s 换成 360 tok/s。",
            [("340 tok/s", "360 tok/s")],
            "| FlashServe | 单机 8 卡总吞吐 360 tok/s | 1,020⭐ / 周增 +40 | beta |\n",
        ),
        (
            "§1.2 FlashServe 一行：1,020⭐ 调为 1,100⭐、+40 调为 +60、340 tok/s 改为 360 tok/s。",
            [("1,020⭐", "1,100⭐"), ("+40", "+60"), ("340 tok/s", "360 tok/s")],
            "| FlashServe | 单机 8 卡总吞吐 360 tok/s | 1,100⭐ / 周增 +60 | beta |\n",
        ),
        (
            "§1.3 冷启动那条：40–60 s 调整为 30–45 s。",
            [("40–60 s", "30–45 s")],
            "- 冷启动：权重预取把 30B 模型拉起时间压到 30–45 s（单一来源）。\n",
        ),
        (
            "§1.3 首条的 40–60 s 应为 30–45 s（作者勘误）。",
            [("40–60 s", "30–45 s")],
            "- 冷启动：权重预取把 30B 模型拉起时间压到 30–45 s（单一来源）。\n",
        ),
        (
            "§1.3 首 token 延迟 0.9–1.2 s 应为 1.0–1.3 s。",
            [("0.9–1.2 s", "1.0–1.3 s")],
            "- 首 token 延迟 1.0–1.3 s，比基线低。\n",
        ),
    ],
)
def test_a_number_keeps_its_unit_after_a_space(
    closing: str, pairs: list[tuple[str, str]], line: str
) -> None:
    [(action, result)] = replaces(closing)
    assert list(action.pairs) == pairs
    assert changed(result) == [line]


@pytest.mark.parametrize(
    "closing",
    [
        '§1.2 FlashServe 一行，Stars 列调为"1,100⭐ / 周增 +60"（原"1,020⭐ / 周增 +40"），不另起',
        "§1.2 表 FlashServe 一行：Stars 列改成「1,100⭐ / 周增 +60」（原「1,020⭐ / 周增 +40」）。",
        "§1.2 FlashServe 一行，Stars 更新为『1,100⭐ / 周增 +60』（原为『1,020⭐ / 周增 +40』）。",
        "§1.2 FlashServe 这一行 Stars 列调整为“1,100⭐ / 周增 +60”（旧值“1,020⭐ / 周增 +40”）",
    ],
)
def test_a_new_value_given_first_replaces_the_old_one_of_its_aside(closing: str) -> None:
    results = render_brief(brief(closing), LINES, DATE)
    assert not [a for a, _ in results if a.kind is ActionKind.ADD_ENTRY]
    [(action, result)] = replaces(closing)
    assert action.pairs == (("1,020⭐ / 周增 +40", "1,100⭐ / 周增 +60"),)
    assert changed(result) == [
        "| FlashServe | 单机 8 卡总吞吐 340 tok/s | 1,100⭐ / 周增 +60 | beta |\n"
    ]


def test_whole_value_patches_apply_to_the_repository(tmp_path: Path) -> None:
    text = (
        "# inference · E1 预消化简报(2026-12-06)\n\n"
        f"对照：{KB_PATH}\n\n## 建议动作\n\n"
        "1. §1.1 P1 那条：v2.4.1 仍可复现 → v2.4.2 仍可复现。\n"
        "2. §1.2 SlowServe 一行：90 tok/s 换成 110 tok/s。\n"
        "3. §1.3 冷启动那条：40–60 s 调整为 30–45 s。\n"
    )
    kb = applied_kb(tmp_path / "kb", KB, text, BRIEF)
    assert "（2026-09 登记，v2.4.2 仍可复现）" in kb
    assert "| SlowServe | 单卡 110 tok/s |" in kb
    assert "拉起时间压到 30–45 s（单一来源）" in kb


@pytest.mark.parametrize(
    "closing",
    [
        '§1.3 冷启动那条：40–60 s 调整为 30–45 s，括号里的 "40–60s" 也一起换。',
        "§1.3 冷启动那条：40–60 s 改为 30–45 s，摘要里的「40–60s」也改。",
        '§1.3 冷启动那条的 40–60 s 应为 30–45 s，表注中 "40–60s" 一并改。',
        "§1.3 冷启动那条：40–60 s 换成 30–45 s，图注的『40–60s』一并替换",
    ],
)
def test_a_value_to_replace_too_without_its_new_value_is_reported(closing: str) -> None:
    results = render_brief(brief(closing), LINES, DATE)
    [(replace, result)] = [(a, r) for a, r in results if a.kind is ActionKind.REPLACE]
    assert replace.pairs == (("40–60 s", "30–45 s"),)
    assert result.status is Status.PROPOSED
    [reported] = [a for a, _ in results if a.kind is ActionKind.NOT_UNDERSTOOD]
    assert "40–60s" in reported.reason and "no new value" in reported.reason
