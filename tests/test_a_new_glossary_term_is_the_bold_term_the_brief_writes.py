"""A new term of a glossary (`- **术语**：释义`, no paper cited) is the bold term the brief
dictates, whole (two words with a space stay one term) and never the item's title when that
differs; its definition is the rest of the brief's words, without the term again. A term the
glossary already defines is reported, never defined twice; a closing-list line that dictates a
term but names no item is reported with its words, never dropped. Our own words, on a small
KB of our own."""

from __future__ import annotations

import pytest

from kbpatch.models import Status

from .conftest import new_lines_of, render_brief

KB = """\
# 推理服务活文档

## 1 总览

### 1.1 范围

只记录线上推理服务的做法。

### 1.2 术语

- **TTFT**：首 token 延迟，从请求到达到第一个 token 返回的时间。
- **continuous batching**：请求随到随拼批，不等整批结束。
- **预填充**：处理提示词、写入 KV cache 的阶段。

## 2 方法

1. **FlashServe**（港大, 2024）：按请求长度分桶调度。[论文](https://arxiv.org/abs/2401.11111)
"""
LINES = KB.splitlines(keepends=True)
DATE = "2026-12-21"
MARK = "（E1 2026-12-21 · 条目 1）"


def brief(title: str, suggestion: str = "", closing: str = "") -> str:
    return (
        "# serving · E1 预消化简报（2026-12-21）\n\n## 一、今日条目\n\n"
        f"### 条目 1：{title}\n\n"
        "- **来源**：inbox/kim/2026-12-20-notes.md\n"
        "- **要点**：线上 P99 延迟下降 12%（自测）。\n"
        + (f"- **建议归入**：{suggestion}\n" if suggestion else "")
        + "\n## 二、本轮结论与建议动作\n\n"
        + (f"- {closing}\n" if closing else "- 无。\n")
    )


@pytest.mark.parametrize(
    ("title", "suggestion", "written"),
    [
        (
            "名词补录",
            "「术语」一节末尾新增一条：**冷启动**：模型首次加载时多出的延迟。",
            "- **冷启动**：模型首次加载时多出的延迟。",
        ),
        (
            "本周术语",
            "§1.2 新增一条：**pipeline bubble**：流水线并行中各段等待造成的空闲。",
            "- **pipeline bubble**：流水线并行中各段等待造成的空闲。",
        ),
        (
            "prefix cache",
            "「术语」一节末尾新增一条：**prefix cache**：不同请求共享相同前缀的 KV cache。",
            "- **prefix cache**：不同请求共享相同前缀的 KV cache。",
        ),
        (
            "KV 复用",
            "§1.2 新增一条：**KV 复用**：多轮对话沿用上一轮已算好的 KV。",
            "- **KV 复用**：多轮对话沿用上一轮已算好的 KV。",
        ),
        (
            "名词补录",
            "§1.2 新增一条 **冷启动**：模型首次加载时多出的延迟。",
            "- **冷启动**：模型首次加载时多出的延迟。",
        ),
        (
            "名词补录",
            "§1.2 补一条「冷启动」——模型首次加载时多出的延迟。",
            "- **冷启动**：模型首次加载时多出的延迟。",
        ),
        (
            "Speculative 解码",
            "§1.2 末尾新增一条：**Speculative 解码**：小模型先猜、大模型一次验证多个 token。",
            "- **Speculative 解码**：小模型先猜、大模型一次验证多个 token。",
        ),
    ],
)
def test_the_term_is_the_brief_s_bold_term_whole(title: str, suggestion: str, written: str) -> None:
    found = render_brief(brief(title, suggestion), LINES, DATE)
    assert [r.status for _, r in found] == [Status.PROPOSED], [r.reason for _, r in found]
    assert new_lines_of(found, LINES) == [written + MARK]


def test_a_term_the_glossary_defines_already_is_reported() -> None:
    suggestion = "§1.2 新增一条：**TTFT**：第一个 token 返回前的等待时间。"
    [(_, rendered)] = render_brief(brief("名词补录", suggestion), LINES, DATE)
    assert rendered.status is Status.UNRESOLVED
    # The term written after the count and its colon names the entry, as before its colon.
    assert "TTFT" in rendered.reason and "already" in rendered.reason


def test_a_term_named_before_its_colon_that_the_glossary_defines_is_reported() -> None:
    suggestion = "§1.2 新增一条 **TTFT**：第一个 token 返回前的等待时间。"
    [(_, rendered)] = render_brief(brief("名词补录", suggestion), LINES, DATE)
    assert rendered.status is Status.UNRESOLVED
    assert "TTFT" in rendered.reason


@pytest.mark.parametrize(
    "closing",
    [
        "术语新增：**冷启动**：模型首次加载时多出的延迟。",
        "术语表新增一条：**冷启动**：模型首次加载时多出的延迟。",
    ],
)
def test_a_closing_line_dictating_a_term_is_reported_with_its_words(closing: str) -> None:
    found = render_brief(brief("名词补录", closing=closing), LINES, DATE)
    assert new_lines_of(found, LINES) == []
    reasons = [r.reason for _, r in found if r.status is not Status.PROPOSED]
    assert any("冷启动：模型首次加载时多出的延迟" in reason for reason in reasons), reasons
