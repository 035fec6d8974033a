"""`新增 RewardBench 2 条目`: a Latin name whose last word is a number (`GRPO 2`, `Llama 3`)
names one entry; before, `2 条目` was read as a count of two and the line reported. A count
said alone (`新增 2 条目`, `新增 2 个条目`, `新增两条`) is still one."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

KB_PATH = "organized/knowledge/evaluation.md"
BRIEF_PATH = "inbox/kai/2026-12-16-evaluation-e1prep.md"

KB = """\
# 评测活文档

## 1. 基准

### 1.1 奖励模型

- **RewardBench**：奖励模型的偏好判断基准。
"""


def brief(title: str, suggested: str) -> str:
    return (
        "# evaluation · E1 预消化简报(2026-12-16)\n\n## 一、增量\n\n"
        f"### 条目 1：{title}（arXiv:2612.07777）\n\n"
        "- **来源**：paper_cards/7.md\n"
        "- **要点**：第二版扩充了多语种与长上下文子集。\n"
        f"- **建议归入**：{suggested}\n"
    )


@pytest.mark.parametrize(
    ("title", "suggested"),
    [
        ("RewardBench 2", "§1.1 新增 RewardBench 2 条目。"),
        ("GRPO 2", "1.1 节新增 GRPO 2 条目"),
        ("Llama 3 Judge", "§1.1 补一条 Llama 3 条目。"),
    ],
)
def test_a_name_s_last_number_names_one_entry(tmp_path: Path, title: str, suggested: str) -> None:
    code, report, kb = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(title, suggested), BRIEF_PATH
    )
    assert code == 0, report
    assert "counts" not in report, report
    assert kb.count("\n- ") == 2, kb


@pytest.mark.parametrize(
    "suggested", ["§1.1 新增 2 条目。", "§1.1 新增 2 个条目。", "§1.1 新增两条。"]
)
def test_a_count_said_alone_is_still_one(tmp_path: Path, suggested: str) -> None:
    _, report, kb = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief("RewardBench 2", suggested), BRIEF_PATH
    )
    assert kb == KB, kb
    assert "the line counts 2 new entries" in report, report
