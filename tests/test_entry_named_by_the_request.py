"""The name a request gives its new entry in bold or quotes (`新增一条 **X**`, `add a **X**
entry`, `新增一条「X」条目`) names the entry, over a Latin name in the item's heading: the
request's explicit name wins. A Chinese topic in quotes beside a Latin heading stays a label,
and a bold name that is no new thing's (`与 **Y** 并列`) names nothing. Our own words, on a
small English KB and a Chinese one."""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import added_lines, render_brief

KB_EN = """\
# serving — living notes

## Chapter 3 — Autoscaling

- **Queue-depth scaling** — scale out when pending requests exceed 2× replicas.
- **Warm pools** — keep idle replicas with weights loaded; cold start drops to seconds.

## Chapter 4 — Observability

- **Golden signals** — TTFT, TPOT, goodput and error rate.
"""

KB_ZH = """\
# serving 活文档

## 一、调度

### 1.1 扩缩容

- **QueueScale**：排队深度超过副本数两倍即扩容。
- **WarmPool**：保留空闲副本，冷启动降到秒级。
"""


def brief(title: str, request: str) -> str:
    return (
        "# serving · E1 预消化简报（2026-12-06）\n\n## 一、增量\n\n"
        f"### 条目 1：{title}\n\n"
        "- **来源**：organized/paper_cards/3301-2612-33001.md（arXiv:2612.33001）\n"
        "- **要点**：按流量预测提前拉起备用副本，冷启动命中率从 35% 降到 5%。\n"
        f"- **建议归入**：{request}\n"
    )


def new_entry(kb: str, title: str, request: str) -> str:
    lines = kb.splitlines(keepends=True)
    results = render_brief(brief(title, request), lines, "2026-12-06")
    (entry,) = [r for a, r in results if a.kind is ActionKind.ADD_ENTRY]
    assert entry.status is Status.PROPOSED, entry.reason
    (line,) = added_lines(entry, lines)
    return line


@pytest.mark.parametrize(
    "request_words",
    [
        "Chapter 3 末尾新增一条 **Forecast spare replicas**，体例同现有 bullet。",
        "Add a **Forecast spare replicas** entry at the end of Chapter 3.",
        "Chapter 3 末尾 add 一条 **Forecast spare replicas** entry。",
        "Chapter 3 补一条 **Forecast spare replicas** 条目。",
        "Chapter 3 新增一条「Forecast spare replicas」条目。",
        'Add a "Forecast spare replicas" entry to Chapter 3.',
        "Chapter 3 加一条“Forecast spare replicas”。",
    ],
)
def test_the_name_the_request_gives_wins_over_the_headings(request_words: str) -> None:
    line = new_entry(KB_EN, "Anticipatory standby replicas", request_words)
    assert line.startswith("- **Forecast spare replicas** (arXiv:2612.33001) — "), line
    assert "Anticipatory" not in line, line


@pytest.mark.parametrize(
    "request_words",
    [
        "§1.1 新增一条 **ForecastPool**，与 WarmPool 并列。",
        "§1.1 补一条「ForecastPool」条目。",
        "§1.1 末尾加一条 **ForecastPool** 条目。",
        '§1.1 新增一条"ForecastPool"。',
    ],
)
def test_in_a_chinese_kb_too(request_words: str) -> None:
    line = new_entry(KB_ZH, "AnticipaPool（arXiv:2612.33001）—— 预测式备用副本", request_words)
    assert line.startswith("- **ForecastPool**（arXiv:2612.33001）："), line


@pytest.mark.parametrize(
    ("request_words", "start"),
    [
        # A bold name that is no new thing's: the heading names the entry.
        ("Chapter 3 新增一条，与 **Warm pools** 并列。", "- **Anticipatory standby replicas** ("),
        (
            "Add an entry to Chapter 3, next to **Warm pools**.",
            "- **Anticipatory standby replicas** (",
        ),
        # The heading's own name, in bold: the same.
        (
            "Chapter 3 新增一条 **Anticipatory standby replicas**。",
            "- **Anticipatory standby replicas** (",
        ),
        # A quoted Chinese topic beside a Latin heading labels the entry.
        ("Chapter 3 单列一条「预测式备用」。", "- **Anticipatory standby replicas**"),
    ],
)
def test_a_name_that_is_not_the_new_entrys_leaves_the_heading(
    request_words: str, start: str
) -> None:
    line = new_entry(KB_EN, "Anticipatory standby replicas", request_words)
    assert line.startswith(start), line
