"""A new citation takes the paper's title as its request writes it after the id (`参考文献补脚注
arXiv:2612.04410 GLM-5V Technical Report`), whole (its colon too), where the item's sources
give only a card, and in a closing line of no item; never the item's heading cut to its Latin
name, nor no title at all. Our own words and KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

KB_PATH = "organized/knowledge/vision.md"
BRIEF_PATH = "inbox/mei/2026-12-15-vision-e1prep.md"

KB = """\
# vision 活文档

## 二、模型

**Qwen3-VL**（阿里，2026-09）：原生 256K 上下文。[^1]

## 九、参考文献

[^1]: arXiv:2609.14021 Qwen3-VL Technical Report
[^2]: arXiv:2610.03317 InternVL-4.1: Scaling Open Multimodal Models
"""


def brief(request: str, closing: str = "") -> str:
    tail = f"\n## 二、建议动作\n\n- {closing}\n" if closing else ""
    return (
        "# vision · E1 预消化简报（2026-12-15）\n\n## 一、增量\n\n"
        "### 条目 1：GLM-5V 技术报告\n\n"
        "- **来源**：organized/paper_cards/2204-glm-5v.md\n"
        "- **要点**：GLM-5V 为 106B MoE 原生多模态模型。\n"
        f"- **建议归入**：{request}\n{tail}"
    )


@pytest.mark.parametrize(
    ("request_words", "closing", "line"),
    [
        (
            "§九 参考文献补脚注 arXiv:2612.04410 GLM-5V Technical Report。",
            "",
            "[^3]: arXiv:2612.04410 GLM-5V Technical Report",
        ),
        (
            "见文末建议动作。",
            "§九：补脚注 arXiv:2612.00931 DenseCap-Video: Million-Scale Timestamped Captions",
            "[^3]: arXiv:2612.00931 DenseCap-Video: Million-Scale Timestamped Captions",
        ),
    ],
)
def test_the_citation_takes_the_title_the_request_gives(
    tmp_path: Path, request_words: str, closing: str, line: str
) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(request_words, closing), BRIEF_PATH
    )
    assert code == 0, report
    (new,) = [x for x in after.splitlines() if x not in KB.splitlines()]
    assert new.startswith(line), new
