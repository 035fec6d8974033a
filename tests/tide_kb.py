"""A tidal-energy KB of our own, lettered chapters (`## A. 范围`, `### B.1 …`), a glossary of
bold terms one a line with no blank line between, and a reference list of labelled lines
(`- [R1] …`), with a brief builder for one item's 建议归入 and a closing line."""

from __future__ import annotations

KB_PATH = "organized/knowledge/tide.md"

KB = """\
# 潮汐能 活文档

> 维护：海能组 ｜ 最近更新：2026-11-30

## A. 范围

### A.1 纳入标准

- 装机 ≥ 1 MW 的并网项目。
- 有公开运行数据的示范机组。

## B. 项目

### B.1 机组清单

- MeyGen 1A：4 × 1.5 MW 水平轴机组，2017 年并网 [R1]。
- Sihwa：254 MW 潮汐坝，韩国，2011 年投运 [R2]。
- O2：2 MW 漂浮式机组，2021 年并网 [R3]。

### B.2 运行表现

MeyGen 1A 累计发电量已超过 60 GWh [R1]。2025 年公开征求意见的《海洋能发展规划》草案提到"鼓励潮流\
能规模化"，但未涉及电价。

## C. 术语

**TSR**：叶尖速比，叶尖线速度与来流速度之比。
**Cp**：功率系数，机组输出功率与来流动能通量之比。
**LCOE**：平准化度电成本。

## 参考资料

- [R1] SIMEC Atlantis. MeyGen operational update. 2025.
- [R2] KOWACO. Sihwa tidal power station report. 2024.
- [R3] Orbital Marine Power. O2 performance summary. 2025.

## 变更记录

- 2026-11-30：初版。
"""


def brief(suggestion: str, closing: str = "见条目 1。", caveat: str = "") -> str:
    """A brief of one item asking `suggestion`, with `caveat` as its 值得警惕 if given."""
    caveat_line = f"- **值得警惕**：{caveat}\n" if caveat else ""
    return f"""\
# tide · E1 预消化简报（2026-12-07）

## 一、今日条目

### 条目 1：潮流能新进展

- **来源**：organized/paper_cards/2612-tide.md
- **要点**：新一轮运行数据公布，新机组 Nova 并网。
- **建议归入**：{suggestion}
{caveat_line}
## 二、本轮结论与建议动作

- {closing}
"""
