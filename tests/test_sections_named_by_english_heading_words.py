"""A section named by its heading's English words with no `§` and no quote, opening its clause
before `一节` / `小节` (`Episodic memory 一节新增 X，排在 Y 之后`), is that section, as the quoted
`「Episodic memory」一节` is: the entry goes where the line places it, and a closing line that
names the same section by number (`1.2 节：补记 X`) is the same entry, not a second one at the
section's end. Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

KB_PATH = "organized/knowledge/memory.md"
KB = """\
# memory 活文档 · Agent 记忆系统

本文档汇总 agent 记忆系统的设计与证据。

## 一、记忆结构

### 1.1 Working memory

- **Scratchpad**：单轮推理的临时草稿区，随会话清空。
- **Context packing**：按相关度把历史压进上下文。

### 1.2 Episodic memory

- **Paged recall**：把对话分页换入换出，主上下文只留摘要。
- **Reflection logs**：把失败轨迹的反思写成情节记忆，下轮检索。
- **Time-decay recall**：按时间衰减加权召回情节。

### 1.3 Semantic memory

- **Graph store**：实体与关系图谱。
"""
NEW = "- **TraceIndex**（arXiv:2612.80051）：给换出的页建情节索引，召回准确率提升 11%（作者自测）。"


def brief(suggestion: str, closing: str = "条目 1 照建议。") -> str:
    return (
        "# memory · E1 预消化简报（2026-12-13）\n\n## 一、增量\n\n"
        "### 条目 1：TraceIndex（arXiv:2612.80051）—— 情节索引\n\n"
        "- **来源**：organized/paper_cards/5101-2612-80051.md\n"
        "- **要点**：TraceIndex 给换出的页建情节索引，召回准确率提升 11%（作者自测）。\n"
        f"- **建议归入**：{suggestion}\n\n"
        f"## 四、本轮结论与建议动作\n\n- {closing}\n"
    )


def run(tmp_path: Path, said: str) -> tuple[str, list[str]]:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, said, "inbox/2026-12-13-memory-e1prep.md"
    )
    assert code == 0, report
    return report, after.splitlines()


@pytest.mark.parametrize(
    "suggestion",
    [
        "Episodic memory 一节新增 TraceIndex，排在 Paged recall 之后。",
        "Episodic memory 小节新增一条 TraceIndex，放在 Paged recall 后面。",
        "在 Episodic memory 一节补一条 TraceIndex，紧跟 Paged recall 那条。",
        "Episodic memory 这一节新增 TraceIndex，排在 Paged recall 之后。",
    ],
)
@pytest.mark.parametrize("closing", ["条目 1 照建议。", "1.2 节：补记 TraceIndex（条目 1）。"])
def test_english_heading_words_before_the_section_noun_name_that_section(
    tmp_path: Path, suggestion: str, closing: str
) -> None:
    report, lines = run(tmp_path, brief(suggestion, closing))
    written = [line.split("（E1")[0] for line in lines if "TraceIndex" in line]
    assert written == [NEW], report
    assert lines[lines.index(written[0] + "（E1 2026-12-13 · 条目 1）") - 1].startswith(
        "- **Paged recall**"
    ), report


@pytest.mark.parametrize(
    "suggestion",
    [
        "Working memory 一节新增 TraceIndex。",
        "在 Working memory 小节补一条 TraceIndex。",
        "Semantic memory 一节新增一条 TraceIndex。",
        "Semantic memory 这一节补一条 TraceIndex。",
    ],
)
def test_the_entry_goes_to_the_section_its_words_name(tmp_path: Path, suggestion: str) -> None:
    heading = suggestion.split(" memory")[0].split()[-1] + " memory"
    report, lines = run(tmp_path, brief(suggestion))
    [at] = [n for n, line in enumerate(lines) if "TraceIndex" in line]
    assert [line for line in lines[:at] if line.startswith("### ")][-1].endswith(heading), report


@pytest.mark.parametrize(
    "suggestion",
    [
        # No heading holds these words: reported with them, nothing written.
        "Episodic store 一节新增 TraceIndex。",
        "Procedural memory 小节补一条 TraceIndex。",
        "在 Long term memory 一节新增 TraceIndex。",
        "Memory palace 这一节新增一条 TraceIndex。",
    ],
)
def test_words_no_heading_holds_are_reported(tmp_path: Path, suggestion: str) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(suggestion), "inbox/2026-12-13-memory-e1prep.md"
    )
    words = suggestion.removeprefix("在 ").split(" 一节")[0].split(" 小节")[0].split(" 这一节")[0]
    assert after == KB and f"no heading named 「{words}」" in report and code != 0, report
