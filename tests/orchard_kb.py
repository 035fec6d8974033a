"""A small orchard KB whose entries are numbered, bold-named, with their maker and year in
brackets and a footnote at their end (`1. **名称**（机构，年份）：说明[^1]。`), and a brief around
one request line, shared by the tests of entries written in the document's own form."""

from __future__ import annotations

BRIEF_PATH = "inbox/he/2026-12-29-orchard-e1prep.md"
KB_PATH = "organized/knowledge/orchard.md"

KB = """\
# 果园管理

## 2. 病害防治

### 2.1 苹果

1. **BlightScan**（农科院，2022）：用叶片图像识别火疫病，田间准确率约 91%[^1]。
2. **ScabNet**（西农，2023）：黑星病早期检测，提前约一周预警[^2]。

### 2.2 梨

1. **PearGuard**（南农，2021）：梨黑斑病的孢子计数模型[^3]。

## References

[^1]: Li et al. BlightScan. 2022.
[^2]: Wang et al. ScabNet. 2023.
[^3]: Zhou et al. PearGuard. 2021.
"""

LAST = "2. **ScabNet**（西农，2023）：黑星病早期检测，提前约一周预警[^2]。"


def brief(request: str, title: str = "RotSense —— 腐烂病无损检测") -> str:
    return f"""\
# orchard · E1 预消化简报（2026-12-29）

## 一、条目

### 条目 1：{title}

- 来源：organized/paper_cards/5521-rotsense.md
- 要点：近红外光谱在树皮下识别腐烂病斑，检出率高于目测。
- **建议归入**：{request}

## 二、本轮结论与建议动作

- 见条目 1。
"""
