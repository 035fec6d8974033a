"""A replace that gives its values as two lists (`"A"、"B" 分别改为 "C"、"D"`, `"A" / "B" → "C" /
"D"`, `change "A" and "B" to "C" and "D" respectively`) pairs them in order: A becomes C where
A stands, B becomes D where B stands, each on its own line if need be. Lists of different
lengths, or sections not as many as the pairs, are reported with their words: a value never
takes another one's new value, and no value is written on the wrong line."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import applied_kb, render_brief

DATE = "2026-12-07"
BRIEF = "inbox/lin/2026-12-07-inference-e1prep.md"

KB = """\
# inference 活文档

## 一、部署

### 1.1 项目信号

| 项目 | 说明 | Stars | 状态 |
|---|---|---|---|
| HarborServe | 单机多卡服务端 | 复采 740⭐ / 周增 +12 | beta |
| QuillInfer | 笔记本推理封装 | 复采 215⭐ / 周增 +3 | alpha |

### 1.2 调度

- **短作业优先**：按预测长度排队，平均等待下降 27%（作者自测）。
- **热度感知**：把缓存命中纳入打分，尾延迟下降约 33%（单一来源）。

### 1.3 冷启动

- 权重预取把 30B 模型拉起时间压到 40–60 s（单一来源）。

## 二、引用列表

1. arXiv:2401.00001 — HarborServe〔§1.1〕
"""
LINES = KB.splitlines(keepends=True)


def brief(closing: str) -> str:
    return (
        "# inference · E1 预消化简报(2026-12-07)\n\n"
        "本轮没有新材料，只有几处订正。\n\n"
        f"## 建议动作\n\n1. {closing}\n"
    )


def replaced_kb(closing: str) -> list[str]:
    """The KB's lines after every proposed replace; each asked replace must be proposed."""
    results = [
        r for a, r in render_brief(brief(closing), LINES, DATE) if a.kind is ActionKind.REPLACE
    ]
    assert results
    lines = list(LINES)
    for result in sorted(results, key=lambda r: -(r.edit.start if r.edit else 0)):
        assert result.status is Status.PROPOSED, result.reason
        assert result.edit is not None
        lines[result.edit.start : result.edit.end] = result.edit.lines
    return lines


def line_of(lines: list[str], name: str) -> str:
    return next(line for line in lines if name in line)


@pytest.mark.parametrize(
    "closing",
    [
        '§1.1 "740⭐"、"215⭐" 分别调整为 "768⭐"、"231⭐"。',
        '§1.1 "740⭐" 和 "215⭐" 依次换成 "768⭐" 和 "231⭐"。',
        '§1.1 "740⭐" / "215⭐" → "768⭐" / "231⭐"',
        '§1.1: update "740⭐" and "215⭐" to "768⭐" and "231⭐" respectively.',
        "§1.1 把「740⭐」与「215⭐」各自刷新为「768⭐」与「231⭐」。",
    ],
)
def test_two_lists_of_values_pair_in_order_each_on_its_own_row(closing: str) -> None:
    after = replaced_kb(closing)
    assert "复采 768⭐ / 周增 +12" in line_of(after, "HarborServe")
    assert "复采 231⭐ / 周增 +3" in line_of(after, "QuillInfer")
    assert sum(1 for old, new in zip(LINES, after, strict=True) if old != new) == 2


@pytest.mark.parametrize(
    "closing",
    [
        '§1.2 "27%"、"约 33%" 分别改为 "24%"、"约 30%"。',
        '§1.2 "27%" 与 "约 33%" 依次更新为 "24%" 与 "约 30%"。',
    ],
)
def test_paired_values_of_two_entries_each_go_to_their_own_entry(closing: str) -> None:
    after = replaced_kb(closing)
    assert "平均等待下降 24%（" in line_of(after, "短作业优先")
    assert "尾延迟下降约 30%（" in line_of(after, "热度感知")


@pytest.mark.parametrize(
    "closing",
    [
        '§1.2 与 §1.3 的 "27%"、"40–60 s" 分别改为 "24%"、"35–50 s"。',
        '§1.2、§1.3 "27%"、"40–60 s" 依次改成 "24%"、"35–50 s"。',
    ],
)
def test_paired_values_of_two_sections_pair_with_the_sections_in_order(closing: str) -> None:
    results = [
        (a, r) for a, r in render_brief(brief(closing), LINES, DATE) if a.kind.edits_document
    ]
    assert [(a.target.key if a.target else "", a.pairs) for a, _ in results] == [
        ("1.2", (("27%", "24%"),)),
        ("1.3", (("40–60 s", "35–50 s"),)),
    ]
    assert all(r.status is Status.PROPOSED for _, r in results)


@pytest.mark.parametrize(
    ("closing", "words"),
    [
        ('§1.1 "740⭐" 和 "215⭐" 都改为 "768⭐"。', "2 old values and 1 new"),
        ('§1.1 "740⭐"、"215⭐"、"9⭐" 分别改为 "768⭐"、"231⭐"。', "3 old values and 2 new"),
        ('§1.1、§1.2、§1.3 的 "740⭐"、"27%" 分别改为 "768⭐"、"24%"。', "3 sections for 2 value"),
    ],
)
def test_lists_that_do_not_pair_are_reported_and_nothing_is_replaced(
    closing: str, words: str
) -> None:
    results = render_brief(brief(closing), LINES, DATE)
    assert not [r for _, r in results if r.status is Status.PROPOSED]
    reported = [a for a, _ in results if a.kind is ActionKind.NOT_UNDERSTOOD]
    assert len(reported) == 1 and words in reported[0].reason


def test_pairs_given_one_by_one_on_two_rows_are_both_made() -> None:
    after = replaced_kb('§1.1 "740⭐" 改为 "768⭐"，"215⭐" 改为 "231⭐"。')
    assert "768⭐" in line_of(after, "HarborServe") and "231⭐" in line_of(after, "QuillInfer")


def test_a_value_standing_twice_in_the_section_is_not_guessed() -> None:
    kb = KB.replace("| 单机多卡服务端 |", "| 单机多卡服务端（曾 215⭐） |")
    results = render_brief(
        brief('§1.1 "740⭐"、"215⭐" 分别改为 "768⭐"、"231⭐"。'),
        kb.splitlines(keepends=True),
        DATE,
    )
    [(_, result)] = [(a, r) for a, r in results if a.kind is ActionKind.REPLACE]
    assert result.status is Status.UNRESOLVED
    assert "「215⭐」 occurs 2 times in this section" in result.reason


def test_paired_values_apply_to_the_kb_in_a_real_repository(tmp_path: Path) -> None:
    after = applied_kb(
        tmp_path, KB, brief('§1.1 "740⭐"、"215⭐" 分别改为 "768⭐"、"231⭐"。'), BRIEF
    )
    assert after == KB.replace("复采 740⭐", "复采 768⭐").replace("复采 215⭐", "复采 231⭐")
