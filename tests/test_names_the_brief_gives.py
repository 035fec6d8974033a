"""The words a new entry, question or lead takes into the KB are the KB's words: the name
the brief asks for (never the analyst's remark in the item heading, a star or an attributive
before the name), the quoted question (never the item's notes), and leads without the brief's
references to its own items or a bracket left open. Each said several ways in our own words."""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import added_lines, render_brief

DATE = "2026-12-09"

KB = """\
# serving 活文档

## 一、缓存

- **RadixCache**：按前缀树共享 KV。

- **分层卸载**：冷 KV 下放主机内存。

## 二、开放问题

1. 冷档落盘的延迟能否被预取掩盖？
2. 预取命中率该如何评测？
"""


def two_items(first_suggestion: str, second_suggestion: str, first_title: str = "") -> str:
    title = first_title or "TideKV（arXiv:2612.04417）—— 按层冷热的 KV 放置"
    return (
        "serving · E1 预消化简报(2026-12-09)\n\n一、今日增量\n\n"
        f"条目 1：{title}\n\n"
        "来源：organized/paper_cards/2101-2612-04417.md\n\n"
        "要点：浅层 KV 常驻显存，深层 KV 下放主机内存，多轮复用时首字延迟降 1.8×。\n\n"
        f"建议归入：{first_suggestion}\n\n"
        "条目 2：草稿头的 KV 放哪里 —— 只提问题\n\n"
        "来源：Jay 12-08 工程简报第 2 条（讨论，无论文）\n\n"
        "要点：卸载后草稿头的 KV 是否同层下放，没有人答。\n\n"
        f"建议归入：{second_suggestion}\n"
    )


def added(text: str, kind: ActionKind) -> list[str]:
    lines = KB.splitlines(keepends=True)
    found = []
    for action, result in render_brief(text, lines, DATE):
        if action.kind is kind:
            assert result.status is Status.PROPOSED, result.reason
            found += added_lines(result, lines)
    return found


@pytest.mark.parametrize(
    "asked",
    [
        "§二 加一问「草稿头的 KV 该随目标模型同层下放吗？」，挂条目 1 的 TideKV 作线索。",
        "§二 新增一问「草稿头的 KV 该随目标模型同层下放吗？」，以条目 1 的 TideKV 作为线索。",
        "§二 加一问「草稿头的 KV 该随目标模型同层下放吗？」，挂 TideKV（条目 1）作线索。",
        "§二 加一问「草稿头的 KV 该随目标模型同层下放吗？」，附条目 1 里的 TideKV 为线索。",
    ],
)
def test_a_lead_named_by_its_item_is_written_with_the_items_id_not_its_tag(asked: str) -> None:
    (question,) = added(two_items("§一 新增一条 TideKV。", asked), ActionKind.ADD_QUESTION)
    assert "（线索：TideKV，arXiv:2612.04417）" in question, question
    assert "条目" not in question.split("（E1")[0], question


WITH_ID = "TideKV，arXiv:2612.04417"


@pytest.mark.parametrize(
    ("asked", "lead"),
    [
        ("§二 第 2 问后面挂线索 TideKV（arXiv:2612.04417）。", f"（线索：{WITH_ID}）"),
        ("§二 第 2 问补上线索 TideKV（arXiv:2612.04417）", f"（线索：{WITH_ID}）"),
        ("§二 第 2 问挂上线索「TideKV（实测）」。", "（线索：TideKV（实测））"),
        ("§二 第 2 问补线索（TideKV）。", "（线索：TideKV）"),
    ],
)
def test_a_lead_appended_to_a_question_closes_every_bracket_it_opens(asked: str, lead: str) -> None:
    appended = added(two_items("§一 新增一条 TideKV。", asked), ActionKind.APPEND)
    (line,) = [line for line in appended if line.startswith("2.")]
    assert lead in line, line
    body = line.split("（E1")[0]
    assert body.count("（") == body.count("）"), line
