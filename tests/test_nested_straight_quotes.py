"""Straight double quotes inside words added in straight double quotes (`补一句"作者把 "P95"
改称 …"`): paired mark by mark, the sentence would end at the inner quote's opening mark. The
words run to the mark that closes the whole, and the inner quotes stay in them; when no mark
closes the whole, the request is reported with its words: a cut sentence is never written."""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import render_brief

DATE = "2026-12-16"

KB = """\
# 检索活文档

## 3. 索引

### 3.1 图索引

- **HopIndex**（arXiv:2612.08888）：按跳数剪枝，延迟降 30%。
- **VecIndex**（arXiv:2601.00011）：分层图索引，召回 0.92。
"""
LINES = KB.splitlines(keepends=True)


def brief(closing: str) -> str:
    return (
        "# retrieval · E1 预消化简报（2026-12-16）\n\n本轮只有订正。\n\n"
        f"## 建议动作\n\n1. {closing}\n"
    )


def appended(closing: str) -> tuple[ActionKind, str]:
    """The one action the closing line asks for, and the line it writes (or its reason)."""
    ((action, result),) = render_brief(brief(closing), LINES, DATE)
    if result.status is not Status.PROPOSED:
        return action.kind, action.reason or result.reason
    assert result.edit is not None
    (line,) = [line for line in result.edit.lines if line not in LINES]
    return action.kind, line.rstrip("\n")


@pytest.mark.parametrize(
    ("closing", "words"),
    [
        (
            '§3.1 HopIndex 那条末尾补一句"作者称 v1 的 "30%" 用错了基线，v2 为 24%"',
            '作者称 v1 的 "30%" 用错了基线，v2 为 24%',
        ),
        (
            '§3.1 HopIndex 那条末尾补一句"v2 订正：原文 "30%" 改为 "24%""',
            'v2 订正：原文 "30%" 改为 "24%"',
        ),
        (
            '§3.1 VecIndex 那条加注 "recall measured on one corpus ("news-2k" split only)"。',
            'recall measured on one corpus ("news-2k" split only)',
        ),
        (
            '§3.1 HopIndex 那条末尾补一句"跳数上限取 "hop=4" 时最稳"（作者博客）',
            '跳数上限取 "hop=4" 时最稳',
        ),
    ],
)
def test_inner_straight_quotes_stay_in_the_whole_sentence(closing: str, words: str) -> None:
    kind, line = appended(closing)
    assert kind is ActionKind.APPEND
    assert words in line, line
    assert line.count('"') == words.count('"')


@pytest.mark.parametrize(
    "closing",
    [
        '§3.1 HopIndex 那条末尾补一句"作者称 v1 的 "30% 用错了基线"',
        '§3.1 VecIndex 那条加注 "recall on "news-2k only"',
        '§3.1 HopIndex 那条末尾补一句"跳数取 "hop=4 最稳',
        '§3.1 HopIndex 那条末尾补一句"见 "A" 与 "B 两文"',
    ],
)
def test_quotes_that_pair_no_whole_sentence_are_reported_not_cut(closing: str) -> None:
    kind, reason = appended(closing)
    assert kind is ActionKind.NOT_UNDERSTOOD
    assert "quotes inside the quoted words" in reason, reason
    assert closing[:20] in reason


@pytest.mark.parametrize(
    ("closing", "words"),
    [
        ('§3.1 HopIndex 那条末尾补一句"v2 改用新基线"', "v2 改用新基线。"),
        ("§3.1 HopIndex 那条末尾补一句「作者称 v1 的 “30%” 用错了基线」", "用错了基线。"),
        ('§3.1 HopIndex 那条末尾补一句"作者称 v1 的 “30%” 用错了基线"', "用错了基线。"),
        ('§3.1 HopIndex 那条末尾补一句"基线已更正" (v2)', "基线已更正。"),
    ],
)
def test_a_quote_without_inner_straight_quotes_reads_as_before(closing: str, words: str) -> None:
    kind, line = appended(closing)
    assert kind is ActionKind.APPEND
    assert line.endswith(words), line
