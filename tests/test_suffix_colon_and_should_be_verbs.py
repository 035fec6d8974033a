"""Appends said as a suffix (`那条后缀"…"`, `句末缀上"…"`), or as a verb of writing down, its
colon, then the words (`条目追记："…"`, `那条补记：「…」`), and a replace said as what a value
"should be" (`"A" 应作 "B"`, `宜改为`): read as the append or the replace they ask for. Our own
words."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.models import ActionKind
from kbpatch.parse import parse_brief
from kbpatch.reading import plan

from .conftest import FIXTURE_KB, applied_kb

ENTRY = "- 驱逐策略默认 LRU；agent 场景建议按会话存活时间加权，避免长任务中途被挤出。"


def brief(suggestion: str) -> str:
    return (
        "# inference · E1 预消化简报（2026-12-11）\n\n## 一、增量\n\n"
        "### 条目 1：ColdSpill（arXiv:2612.80021）—— 冷块提前写出\n\n"
        "- **来源**：organized/paper_cards/4101-2612-80021.md\n"
        "- **要点**：ColdSpill 在显存逼近上限时提前写出冷 KV 块，抢占次数降 38%（作者自测）。\n"
        f"- **建议归入**：{suggestion}\n\n"
        "## 四、本轮结论与建议动作\n\n- 条目 1 照建议。\n"
    )


def changed(tmp_path: Path, suggestion: str) -> list[str]:
    kb = FIXTURE_KB.read_text(encoding="utf-8")
    after = applied_kb(tmp_path, kb, brief(suggestion), "inbox/2026-12-11-inference-e1prep.md")
    return sorted(set(after.splitlines()) - set(kb.splitlines()))


@pytest.mark.parametrize(
    "suggestion",
    [
        '§2.2 驱逐策略那条后缀"会话结束后可交给 ColdSpill 写出。"',
        "§2.2 驱逐策略那条句末缀上「会话结束后可交给 ColdSpill 写出。」",
        '§2.2 驱逐策略条目末尾缀以"会话结束后可交给 ColdSpill 写出。"',
        '§2.2 驱逐策略条目追记："会话结束后可交给 ColdSpill 写出。"',
        "§2.2 驱逐策略那条补记：「会话结束后可交给 ColdSpill 写出。」",
        '§2.2 驱逐策略那一条附记: "会话结束后可交给 ColdSpill 写出。"',
        "§2.2 驱逐策略条目补述：“会话结束后可交给 ColdSpill 写出。”",
    ],
)
def test_a_suffix_or_a_verb_and_its_colon_appends_the_words(
    tmp_path: Path, suggestion: str
) -> None:
    assert changed(tmp_path, suggestion) == [ENTRY + "会话结束后可交给 ColdSpill 写出。"]


@pytest.mark.parametrize(
    "suggestion",
    [
        '§2.2 "驱逐策略默认 LRU" 应作 "驱逐策略默认 LRU-K"',
        '§2.2 "驱逐策略默认 LRU" 宜作 "驱逐策略默认 LRU-K"',
        '§2.2 "驱逐策略默认 LRU" 应改为 "驱逐策略默认 LRU-K"',
        "§2.2 「驱逐策略默认 LRU」宜改为「驱逐策略默认 LRU-K」",
        "§2.2 「驱逐策略默认 LRU」应当写作「驱逐策略默认 LRU-K」",
    ],
)
def test_what_a_value_should_be_replaces_it(tmp_path: Path, suggestion: str) -> None:
    assert changed(tmp_path, suggestion) == [ENTRY.replace("LRU；", "LRU-K；")]


@pytest.mark.parametrize(
    ("suggestion", "kind"),
    [
        # The question list's name before the verb: a new question, not an append.
        ("§6.1 开放问题补记：「ColdSpill 的阈值能否自适应？」", ActionKind.ADD_QUESTION),
        ('§6.1 待解问题追加："ColdSpill 的写出带宽是否成瓶颈？"', ActionKind.ADD_QUESTION),
        # `应作为` is "should serve as", no value to swap: the section named as context.
        ("§2.2 驱逐策略条目应作为 ColdSpill 的对照", ActionKind.NO_OP),
        # A colon after a verb that writes no words down is no append.
        ('§2.2 新增一条 ColdSpill，补充："冷块先写出。"', ActionKind.ADD_ENTRY),
        # 点缀 dresses up, it appends nothing.
        ('§2.2 驱逐策略条目点缀"会话结束后可交给 ColdSpill 写出。"', ActionKind.NOT_UNDERSTOOD),
    ],
)
def test_near_phrasings_keep_their_own_reading(suggestion: str, kind: ActionKind) -> None:
    kinds = {a.kind for a in plan(parse_brief(brief(suggestion)))}
    assert (
        kind in kinds
        and ActionKind.APPEND not in kinds
        and (kind is not ActionKind.NOT_UNDERSTOOD or ActionKind.REPLACE not in kinds)
    ), kinds
