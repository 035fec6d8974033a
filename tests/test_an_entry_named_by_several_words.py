"""An entry named by three to five Latin words (`Claude Opus 4.5 条目`, `Gemini 3 Pro Deep Think
条目`) is that entry, never the one its last two words would name (`Opus 4.5`, which no
paragraph opens with). Our own words, on a small KB of bold-led paragraphs."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

KB_PATH = "organized/knowledge/vision.md"
BRIEF_PATH = "inbox/ren/2026-12-15-vision-e1prep.md"

KB = """\
# vision 活文档

## 二、模型

### （一）开源模型

**Qwen3-VL**（阿里，2026-09）：原生 256K 上下文，长视频召回提升 6.3%。

### （二）闭源模型

**Claude Opus 4.5**（Anthropic，2026-11）：文档与截图理解稳定；无视频输入。[^8]

**Gemini 3 Pro Deep Think**（Google，2026-11）：长视频理解领先。

[^8]: arXiv:2611.22901 Model Card Addendum
"""


def brief(request: str) -> str:
    return (
        "# vision · E1 预消化简报（2026-12-15）\n\n## 一、增量\n\n"
        "### 条目 1：闭源模型补充\n\n"
        "- **来源**：organized/paper_cards/9999-probe.md\n"
        "- **要点**：两家闭源模型的能力更新。\n"
        f"- **建议归入**：{request}\n"
    )


@pytest.mark.parametrize(
    ("request_words", "old", "new"),
    [
        (
            "§二（二）Claude Opus 4.5 条目末尾添一句：12 月起支持 PDF 原生输入。",
            "无视频输入。[^8]",
            "无视频输入。12 月起支持 PDF 原生输入。[^8]",
        ),
        (
            "第二章第二节 Gemini 3 Pro Deep Think 条目后附一句「推理模式默认关闭。」",
            "长视频理解领先。",
            "长视频理解领先。推理模式默认关闭。",
        ),
    ],
)
def test_the_entry_is_named_by_all_its_words(
    tmp_path: Path, request_words: str, old: str, new: str
) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(request_words), BRIEF_PATH
    )
    assert code == 0, report
    assert after == KB.replace(old, new), report


@pytest.mark.parametrize(
    ("request_words", "old", "new"),
    [
        # The section's noun after its number (`2.2 节`) is no word of the name.
        (
            '2.2 节 Claude Opus 4.5 条目的"无视频输入"更新为"支持短视频输入"。',
            "无视频输入",
            "支持短视频输入",
        ),
        # An unquoted new value after a quote of the words around the old one.
        ('2.1 节 Qwen3-VL 条目的"长视频召回提升 6.3%"更新为 7.1%。', "6.3%", "7.1%"),
    ],
)
def test_the_entry_is_named_after_its_section_s_noun(
    tmp_path: Path, request_words: str, old: str, new: str
) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(request_words), BRIEF_PATH
    )
    assert code == 0, report
    assert after == KB.replace(old, new, 1), report
