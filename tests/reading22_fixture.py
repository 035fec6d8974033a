"""A small KB and brief of our own words, shared by the round-22 reading tests: a garden
document whose sections are numbered, with entries in bold, and one item about a new tool."""

from __future__ import annotations

from pathlib import Path

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/lin/2026-12-20-garden-e1prep.md"
KB_PATH = "organized/knowledge/garden.md"

KB = """\
# garden 活文档

## 4 灌溉

### 4.1 滴灌

- **DripLine**（arXiv:2201.00041）：按株定量出水。
- **土壤探针 校准**：每季校一次湿度探针。

### 4.2 喷灌

- **RainBird**（arXiv:2201.00042）：旋转喷头覆盖半径 12 m。

## 5 施肥

### 5.1 有机肥

- **Compost9**（arXiv:2201.00051）：九周堆肥法。
"""

TOOL = "- **SoilPulse**（arXiv:2612.07777）"


def brief(suggestion: str, caveat: str = "", closing: str = "") -> str:
    caveat_line = f"- 值得警惕：{caveat}\n" if caveat else ""
    closing_block = f"\n## 建议动作\n\n- {closing}\n" if closing else ""
    return f"""\
# garden · E1 预消化简报（2026-12-20）

## 一、条目

### 条目 1：SoilPulse

- 来源：arXiv:2612.07777
- 要点：用脉冲电导估计根区含水，节水 27%，误报率 4.5%。
- 建议归入：{suggestion}
{caveat_line}{closing_block}"""


def run(
    tmp_path: Path, suggestion: str, caveat: str = "", closing: str = ""
) -> tuple[int, str, str]:
    return proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(suggestion, caveat, closing), BRIEF_PATH
    )


def section(after: str, heading: str) -> str:
    """The text of one section of the KB after the patches: from its heading to the next."""
    return after.split(heading, 1)[1].split("\n#", 1)[0]
