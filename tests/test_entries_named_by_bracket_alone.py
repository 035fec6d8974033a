"""An append that names its entry only by the bracketed name the document's entries open with
(`【DPO】条目后附上"…"`, `在【RLHF】那条末尾补一句"…"`), no section: the document's one entry of
that name takes the words, wherever it is; none or several are reported, never guessed; a keep
of the section that holds it still holds. Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

KB_PATH = "organized/knowledge/alignment.md"
KB = """\
# alignment 活文档 · 对齐方法

## 一、偏好优化

【RLHF】基于人类偏好的强化学习：先训奖励模型，再用 PPO 优化策略。

【DPO】直接偏好优化：把奖励模型隐式化，直接在偏好对上做分类式损失。

## 二、评测

### 2.1 奖励模型评测

【RewardBench】奖励模型评测集，覆盖对话、安全、推理。

【PrefEval】偏好一致性评测，按人类标注对比。

### 2.2 对话评测

【PrefEval】多轮对话偏好评测（同名的另一套）。
"""
WORDS = "长度归一化可抑制输出膨胀。"


def brief(suggestion: str, closing: str = "条目 1 照建议。") -> str:
    return (
        "# alignment · E1 预消化简报（2026-12-14）\n\n## 一、增量\n\n"
        "### 条目 1：LenNorm（arXiv:2612.80071）—— 长度归一化的偏好优化\n\n"
        "- **来源**：organized/paper_cards/6101-2612-80071.md\n"
        "- **要点**：LenNorm 对偏好对做长度归一化，输出长度膨胀降 30%（作者自测）。\n"
        f"- **建议归入**：{suggestion}\n\n"
        f"## 四、本轮结论与建议动作\n\n- {closing}\n"
    )


def run(tmp_path: Path, said: str) -> tuple[int, str, str]:
    return proposed_and_applied(tmp_path, KB_PATH, KB, said, "inbox/2026-12-14-alignment-e1prep.md")


@pytest.mark.parametrize(
    ("suggestion", "entry"),
    [
        (f'【DPO】条目后附上"{WORDS}"', "【DPO】"),
        (f'在【RLHF】那条末尾补一句"{WORDS}"', "【RLHF】"),
        (f"【RewardBench】这条句末缀上「{WORDS}」", "【RewardBench】"),
        (f'【DPO】那一条追记："{WORDS}"', "【DPO】"),
        (f"给【RLHF】条目末尾添上“{WORDS}”", "【RLHF】"),
    ],
)
def test_the_one_entry_of_that_name_takes_the_words(
    tmp_path: Path, suggestion: str, entry: str
) -> None:
    code, report, after = run(tmp_path, brief(suggestion))
    assert code == 0, report
    changed = sorted(set(after.splitlines()) - set(KB.splitlines()))
    [line] = changed
    assert line.startswith(entry) and line.endswith(WORDS), report


@pytest.mark.parametrize(
    ("suggestion", "reason"),
    [
        (f'【PPO】条目后附上"{WORDS}"', "no entry of the document opens with 【PPO】"),
        (f'在【KTO】那条末尾补一句"{WORDS}"', "no entry of the document opens with 【KTO】"),
        (f'【PrefEval】条目后附上"{WORDS}"', "2 entries open with 【PrefEval】"),
        (f'在【PrefEval】那条末尾补一句"{WORDS}"', "2 entries open with 【PrefEval】"),
    ],
)
def test_no_such_entry_or_several_are_reported(
    tmp_path: Path, suggestion: str, reason: str
) -> None:
    code, report, after = run(tmp_path, brief(suggestion))
    assert after == KB and code != 0 and reason in report, report


@pytest.mark.parametrize(
    "closing", ["§1 不动。", "第一章不动。", "「偏好优化」一章不动。", "仅补 §二。"]
)
def test_a_keep_of_the_section_that_holds_it_still_holds(tmp_path: Path, closing: str) -> None:
    _code, report, after = run(tmp_path, brief(f'【DPO】条目后附上"{WORDS}"', closing))
    assert after == KB and "forbid" in report, report


@pytest.mark.parametrize(
    "suggestion",
    [
        # Two names, or a name that only places something: no entry is searched for.
        f'【DPO】与【RLHF】条目后附上"{WORDS}"',
        "§1 新增一条 LenNorm，排在【DPO】之后。",
        "§1 补一条 LenNorm，紧跟【RLHF】那条。",
        "§1 新增 LenNorm，放在【DPO】后面。",
    ],
)
def test_other_bracketed_names_are_read_as_before(tmp_path: Path, suggestion: str) -> None:
    _code, report, after = run(tmp_path, brief(suggestion))
    assert "no entry of the document opens with" not in report, report
    changed = sorted(set(after.splitlines()) - set(KB.splitlines()))
    assert not any(line.endswith(WORDS) for line in changed), report
