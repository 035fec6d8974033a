"""An entry whose bold name carries an aside (`**首包时间（TTFB）**：…`) is the entry a brief names
by that whole name (`首包时间（TTFB）条目`), or by the name before the aside when exactly one
entry of the section opens with it. Before, the aside (and a name opening with 首) left the
request "not naming the entry to append to"."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

KB_PATH = "organized/knowledge/retrieval.md"
BRIEF_PATH = "inbox/ada/2026-12-18-retrieval-e1prep.md"

KB = """\
# 检索活文档

## 1 指标

### 1.1 延迟口径

**首包时间（TTFB）**：从请求发出到收到第一个字节，含排队。

**整句时延（End-to-End Latency）**：从请求到完整结果返回，通常 200–600ms。

**吞吐**：每秒处理的查询数，批量场景更高。

### 1.2 质量口径

- **召回率（Recall@10）**：前十条里命中标准答案的比例。
- **召回率（Recall@100）**：前一百条里命中标准答案的比例。
- **MRR**：首个正确结果排名倒数的均值。
"""


def brief(suggested: str) -> str:
    return (
        "# retrieval · E1 预消化简报（2026-12-18）\n\n## 一、今日条目\n\n"
        "### 条目 1：网关计时\n\n"
        "- **来源**：inbox/ada/notes.md\n"
        "- **要点**：网关日志复核了计时口径。\n"
        f"- **建议归入**：{suggested}\n"
    )


@pytest.mark.parametrize(
    ("suggested", "opening"),
    [
        ("在 §1.1 首包时间（TTFB）条目末尾补一句：网关侧另计握手耗时。", "**首包时间（TTFB）**"),
        ('§1.1 首包时间（TTFB）那条末尾补一句"网关侧另计握手耗时"。', "**首包时间（TTFB）**"),
        ("§1.1 首包时间条目末尾补一句：网关侧另计握手耗时。", "**首包时间（TTFB）**"),
        ("§1.1 首包时间(TTFB)条目末尾补一句：网关侧另计握手耗时。", "**首包时间（TTFB）**"),
        (
            "§1.1 整句时延（End-to-End Latency）条目末尾补一句：网关侧另计握手耗时。",
            "**整句时延（End-to-End Latency）**",
        ),
        ("§1.1 吞吐（QPS）条目末尾补一句：网关侧另计握手耗时。", "**吞吐**"),
        (
            "§1.2 召回率（Recall@10）条目末尾补一句：网关侧另计握手耗时。",
            "- **召回率（Recall@10）**",
        ),
    ],
)
def test_words_go_to_the_entry_named_with_or_without_its_aside(
    tmp_path: Path, suggested: str, opening: str
) -> None:
    code, report, kb = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggested), BRIEF_PATH)
    assert code == 0, report
    changed = [line for line in kb.splitlines() if line not in KB.splitlines()]
    assert len(changed) == 1, kb
    assert changed[0].startswith(opening) and changed[0].endswith("。网关侧另计握手耗时。"), kb
    assert len(kb.splitlines()) == len(KB.splitlines()), kb


@pytest.mark.parametrize(
    "suggested",
    [
        # Two entries open with 召回率; the aside names neither of them.
        "§1.2 召回率（R@1000）条目末尾补一句：网关侧另计握手耗时。",
        "§1.2 召回率条目末尾补一句：网关侧另计握手耗时。",
    ],
)
def test_a_name_before_the_aside_that_opens_two_entries_is_reported(
    tmp_path: Path, suggested: str
) -> None:
    _code, report, kb = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggested), BRIEF_PATH)
    assert kb == KB
    assert "unresolved" in report and "召回率" in report, report
