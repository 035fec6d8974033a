"""A sentence the brief dictates after a colon for an entry's end (`X 条目末尾补一句：A，不是 B。`)
is written whole, a clause that says what a thing is not being more of the sentence, not a
refusal of the request; and it stands before the entry's trailing citation link
(`…。[论文](…)`), as a sentence of the entry, never in brackets after the link. Our own
words, on a small KB of our own."""

from __future__ import annotations

import pytest

from kbpatch.models import Status

from .conftest import render_brief

KB = """\
# 调度活文档

## 2 方法

1. **FairQ**（斯坦福, 2023）：按租户加权轮转，吞吐比 FIFO 高约 40 倍。[论文](https://arxiv.org/abs/2301.01234)
2. **TokenBudget**（清华, 2024）：按 token 预算排队。[论文](https://arxiv.org/abs/2402.05678)
"""
LINES = KB.splitlines(keepends=True)
DATE = "2026-12-26"
LINK = "[论文](https://arxiv.org/abs/2301.01234)"


def brief(suggestion: str) -> str:
    return (
        "# sched · E1 预消化简报（2026-12-26）\n\n## 一、今日条目\n\n"
        "### 条目 1：FairQ 口径\n\n"
        "- **来源**：inbox/kai/2026-12-25-notes.md\n"
        "- **要点**：复核了吞吐口径。\n"
        f"- **建议归入**：{suggestion}\n"
    )


@pytest.mark.parametrize(
    ("suggestion", "sentence"),
    [
        (
            "§2 FairQ 条目末尾补一句：40 倍指离线吞吐，不是在线延迟。",
            "40 倍指离线吞吐，不是在线延迟。",
        ),
        ("§2 FairQ 条目末尾追加：40 倍是峰值，并非均值。", "40 倍是峰值，并非均值。"),
        ("§2 FairQ 条目末尾补一句：数字来自作者自测。", "数字来自作者自测。"),
    ],
)
def test_the_sentence_is_whole_and_before_the_link(suggestion: str, sentence: str) -> None:
    [(_, rendered)] = render_brief(brief(suggestion), LINES, DATE)
    assert rendered.status is Status.PROPOSED, rendered.reason
    assert rendered.edit is not None
    [line] = [line.rstrip("\n") for line in rendered.edit.lines]
    assert line.endswith("吞吐比 FIFO 高约 40 倍。" + sentence + LINK), line
