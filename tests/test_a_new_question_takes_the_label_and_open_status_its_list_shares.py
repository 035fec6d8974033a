"""A new open question is written as its neighbours are: with the label the section's question
lines open with (`问题：`, the next `Q4`), and with the status bracket they carry when most of
them carry one (`（状态：未决）`, the value the lines not closed write), whether the brief
dictates it after `新增 Q4：`, `开放问题 加一条 Q4：`, `新增开放问题：` or `新增问题：`. A status
the brief gives is written once; neighbours without one (a checklist), or open lines that
disagree, give none. A quoted question line that ends with its status takes no full stop
after it. Our own words and KBs."""

from __future__ import annotations

from pathlib import Path

import pytest

from .apiary_kb import BRIEF_PATH, CHECKLIST_KB, KB_PATH
from .apiary_kb import brief as apiary_brief
from .conftest import proposed_and_applied

MARK = "（E1 2026-12-25 · 条目 1）"

KB = """\
# 养蜂笔记

## 3 越冬管理

- 保温层（2025）— 泡沫板包箱，越冬损失下降约一成。
- 问题：保温层厚度与越冬损失的关系缺少对照（状态：待查）。

## 4 开放问题

- Q1：蜂箱保温层能否降低越冬损失？（状态：已解决，2026-10-02：对照组损失高 12%）
- Q2：螨害负荷是否是越冬失败的主因？（状态：待查）
- Q3：早春奖励饲喂是否加快群势恢复？（状态：待查）
"""


def brief(request: str) -> str:
    return apiary_brief(request, "蜂王与越冬", "换王后的蜂群越冬损失低于未换王的蜂群。")


def added_lines(tmp_path: Path, kb: str, request: str) -> list[str]:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, kb, brief(request), BRIEF_PATH)
    assert code == 0, report
    old = kb.splitlines()
    new = after.splitlines()
    assert [line for line in new if line in old] == old, report  # nothing else changed
    return [line for line in new if line not in old]


@pytest.mark.parametrize(
    "request_words",
    [
        "§4 新增 Q4：蜂王更替是否降低越冬损失？",
        "第 4 部分 新增 Q4：蜂王更替是否降低越冬损失？",
        "开放问题 加一条 Q4：蜂王更替是否降低越冬损失？",
        "§4 新增开放问题：蜂王更替是否降低越冬损失？",
    ],
)
def test_a_labelled_list_s_new_question_carries_its_open_status(
    tmp_path: Path, request_words: str
) -> None:
    assert added_lines(tmp_path, KB, request_words) == [
        f"- Q4：蜂王更替是否降低越冬损失？（状态：待查）{MARK}"
    ]


@pytest.mark.parametrize(
    "request_words",
    [
        "§3 新增问题：蜂王更替是否降低越冬损失？",
        # The brief's own status is the list's: written once, not twice.
        "§3 越冬管理 加一条问题：蜂王更替是否降低越冬损失？（状态：待查）",
        '§3 加一条"问题：蜂王更替是否降低越冬损失？（状态：待查）"。',
    ],
)
def test_a_question_among_entries_takes_the_prefix_of_the_one_there(
    tmp_path: Path, request_words: str
) -> None:
    assert added_lines(tmp_path, KB, request_words) == [
        f"- 问题：蜂王更替是否降低越冬损失？（状态：待查）{MARK}"
    ]


def test_open_lines_that_disagree_give_no_status(tmp_path: Path) -> None:
    kb = KB.replace("主因？（状态：待查）", "主因？（状态：观察中）")
    assert added_lines(tmp_path, kb, "§4 新增 Q4：蜂王更替是否降低越冬损失？") == [
        f"- Q4：蜂王更替是否降低越冬损失？{MARK}"
    ]


def test_a_few_statuses_among_many_questions_give_none(tmp_path: Path) -> None:
    kb = KB.replace("恢复？（状态：待查）", "恢复？").replace("主因？（状态：待查）", "主因？")
    assert added_lines(tmp_path, kb, "§4 新增 Q4：蜂王更替是否降低越冬损失？") == [
        f"- Q4：蜂王更替是否降低越冬损失？{MARK}"
    ]


@pytest.mark.parametrize(
    "request_words",
    ["§4 新增 Q3：蜂王更替是否降低越冬损失？", "第 4 部分 增列 Q3：蜂王更替是否降低越冬损失？"],
)
def test_a_checklist_s_new_question_takes_no_status(tmp_path: Path, request_words: str) -> None:
    added = added_lines(tmp_path, CHECKLIST_KB, request_words)
    assert added == [f"- [ ] Q3 蜂王更替是否降低越冬损失？{MARK}"]
