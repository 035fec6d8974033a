"""A name the request gives its new entry without quotes or bold names it when the words are
clearly a name: a Chinese run set apart right after the add verb and ended by `一条` / `条目` /
`条` / `entry` or the clause (`§3.1 新增 可验证奖励合成 一条`), or three or four Latin words
ended by the clause (`Chapter 3 补录 Predictive warm pools；`, `Chapter 3 add Predictive warm
pools`). Words that describe the entry (`一条关于…的说明`, `实验数据`, `Notes on …`) name
nothing: the item's heading names it, as before. Our own words, on a small Chinese KB and an
English one."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import added_lines, proposed_and_applied, render_brief

KB_ZH = """\
# training 活文档

## 三、后训练

### 3.1 奖励建模

- **PRM 过程奖励**：逐步打分，比结果奖励更稳。
- **RLVR**：用可验证奖励（单元测试、数学答案）替代奖励模型。

### 3.2 偏好优化

- **DPO**：直接偏好优化，无需显式奖励模型。
"""

KB_EN = """\
# serving — living notes

## Chapter 3 — Autoscaling

- **Queue-depth scaling** — scale out when pending requests exceed 2× replicas.
- **Warm pools** — keep idle replicas with weights loaded; cold start drops to seconds.

## Chapter 4 — Observability

- **Golden signals** — TTFT, TPOT, goodput and error rate.
"""

ZH_TITLE = "合成奖励建模（arXiv:2612.33001）"
EN_TITLE = "Anticipatory standby replicas"


def brief(title: str, request: str) -> str:
    return (
        "# training · E1 预消化简报（2026-12-02）\n\n## 一、增量\n\n"
        f"### 条目 1：{title}\n\n"
        "- **来源**：organized/paper_cards/3301-2612-33001.md（arXiv:2612.33001）\n"
        "- **要点**：把可验证奖励与偏好数据合成，在数学题上比单一奖励更稳。\n"
        f"- **建议归入**：{request}\n"
    )


def new_entry(kb: str, title: str, request: str) -> str:
    lines = kb.splitlines(keepends=True)
    results = render_brief(brief(title, request), lines, "2026-12-02")
    (entry,) = [r for a, r in results if a.kind is ActionKind.ADD_ENTRY]
    assert entry.status is Status.PROPOSED, entry.reason
    (line,) = added_lines(entry, lines)
    return line


@pytest.mark.parametrize(
    "request_words",
    [
        "§3.1 新增 可验证奖励合成 一条。",
        "§3.1 补录 可验证奖励合成 条目。",
        "§3.1 新增 可验证奖励合成条目，与 RLVR 并列。",
        "§3.1 增录 可验证奖励合成。",
        "§3.1 收录 可验证奖励合成（条目 1），放在末尾。",
        "§3.1 新增 可验证奖励合成 entry。",
    ],
)
def test_an_unquoted_chinese_name_names_the_entry(request_words: str) -> None:
    line = new_entry(KB_ZH, ZH_TITLE, request_words)
    assert line.startswith("- **可验证奖励合成**（arXiv:2612.33001）："), line


@pytest.mark.parametrize(
    "request_words",
    [
        "Chapter 3 补录 Predictive warm pools；",
        "Chapter 3 add Predictive warm pools",
        "Chapter 3: add Predictive warm pools.",
        "Chapter 3 末尾新增 Predictive warm pools，体例同现有 bullet。",
        "Chapter 3: add Predictive warm pools right after the Warm pools entry.",
        "Add Predictive warm pools to Chapter 3.",
    ],
)
def test_three_latin_words_ended_by_the_clause_name_the_entry(request_words: str) -> None:
    line = new_entry(KB_EN, EN_TITLE, request_words)
    assert line.startswith("- **Predictive warm pools** (arXiv:2612.33001) — "), line


@pytest.mark.parametrize(
    "request_words",
    [
        "§3.1 新增 一条关于可验证奖励的说明。",
        "§3.1 新增实验数据。",
        "§3.1 新增 实验数据。",
        "§3.1 新增 进去。",
        "§3.1 新增 本轮增量 一条。",
        "§3.1 新增 条目。",
        # Not set apart from the verb: a description as much as a name.
        "§3.1 新增可验证奖励合成。",
    ],
)
def test_words_that_describe_name_nothing(request_words: str) -> None:
    line = new_entry(KB_ZH, ZH_TITLE, request_words)
    assert line.startswith("- **合成奖励建模**（arXiv:2612.33001）："), line


@pytest.mark.parametrize(
    "request_words",
    [
        "Chapter 3 add Notes on the forecast path.",
        "Chapter 3 add Warmup latency results.",
        "Chapter 3 add More forecast details",
    ],
)
def test_english_words_that_describe_name_nothing(request_words: str) -> None:
    line = new_entry(KB_EN, EN_TITLE, request_words)
    assert line.startswith("- **Anticipatory standby replicas** (arXiv:2612.33001) — "), line


def test_a_chinese_topic_beside_a_latin_heading_leaves_the_heading() -> None:
    """As a quoted Chinese topic does (`单列一条"层级策略"`): the heading's Latin name stays."""
    title = "SynthRM（arXiv:2612.33001）—— 合成奖励"
    line = new_entry(KB_ZH, title, "§3.1 新增 可验证奖励合成 一条。")
    assert line.startswith("- **SynthRM**（arXiv:2612.33001）："), line


def test_the_patch_applies_with_the_requests_name(tmp_path: Path) -> None:
    code, report, kb = proposed_and_applied(
        tmp_path,
        "organized/knowledge/training.md",
        KB_ZH,
        brief(ZH_TITLE, "§3.1 新增 可验证奖励合成 一条。"),
        "inbox/tom/2026-12-02-training-e1prep.md",
    )
    assert code == 0, report
    assert "0001-s3.1-add-" in report
    assert "- **可验证奖励合成**（arXiv:2612.33001）：把可验证奖励与偏好数据合成" in kb
    assert "合成奖励建模" not in kb
