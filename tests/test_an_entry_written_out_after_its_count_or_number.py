"""An entry the brief writes out whole after its count and a colon (`补一条：**X**：…`) or after
its own number in the list (`新增第 3 条趋势："**X**：…"`) is written with that name and those
words, not the item's title and 要点; where the words already cite the paper
(`…（arXiv:…）。`), its id is not written a second time."""

from __future__ import annotations

import pytest

from .conftest import added_to

KB = """\
# 语音活文档

## 1 · 合成 TTS

1. **F5-TTS v2**：flow matching 零样本克隆（arXiv:2604.10877）。
2. **CosyVoice 3**：两段式，流式首包 150 ms（arXiv:2605.07712）。

## 2 · 趋势 Trends

1. **流式化**：端到端模型转向流式。
2. **小模型**：端侧 100M 以下成为常态。
"""


def added(suggestion: str) -> list[str]:
    brief = (
        "# speech · E1 预消化简报（2026-12-18）\n\n## 一、今日条目\n\n"
        "### 条目 1：IndexTTS-2 综述与实测（arXiv:2612.02290）\n\n"
        "- **来源**：organized/paper_cards/9201-indextts.md（arXiv:2612.02290）\n"
        "- **要点**：综述统计 41 个语音模型。\n"
        f"- **建议归入**：{suggestion}\n"
    )
    return added_to(KB, brief)[0]


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1 补一条：**IndexTTS-2**：时长可控的零样本 TTS（arXiv:2612.02290）。",
        "§1 增补一条：**IndexTTS-2**：时长可控的零样本 TTS（arXiv:2612.02290）。",
        "§1 新增第 3 条：**IndexTTS-2**：时长可控的零样本 TTS（arXiv:2612.02290）。",
    ],
)
def test_the_written_out_entry_keeps_its_name_and_words_and_one_id(suggestion: str) -> None:
    (line,) = added(suggestion)
    assert line.startswith("3. **IndexTTS-2**：时长可控的零样本 TTS（arXiv:2612.02290）。"), line
    assert line.count("2612.02290") == 1, line


@pytest.mark.parametrize(
    "suggestion",
    [
        '§2 新增第 3 条趋势："**统一 token**：识别、合成与对话共用一套离散 token。"',
        '第 2 章新增第 3 条："**统一 token**：识别、合成与对话共用一套离散 token。"',
    ],
)
def test_the_entry_given_with_its_number_keeps_the_brief_s_words(suggestion: str) -> None:
    (line,) = added(suggestion)
    assert line.startswith("3. **统一 token**"), line
    assert "识别、合成与对话共用一套离散 token。" in line and "41 个" not in line, line
