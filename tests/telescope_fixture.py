"""A small KB and brief of our own words for the round-29 table tests: a document on
telescopes with two tables (an observatory list by 台址/口径/状态/说明, a survey ranking by
星表/完备度/备注), a list of instruments whose entries hold prices and counts, and a one-item
brief whose suggestion each test writes."""

from __future__ import annotations

from pathlib import Path

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/lin/2026-12-11-optics-e1prep.md"
KB_PATH = "organized/knowledge/optics.md"

KB = """\
# 天文观测 活文档

## 1 设施

### 1.1 望远镜一览

| 名称 | 台址 | 口径 | 状态 | 说明 |
| --- | --- | --- | --- | --- |
| Keck | 夏威夷 | 10 m | 运行 | 双镜并列 |
| Subaru | 夏威夷 | 8.2 m | 运行 | 主焦点大视场 |
| LAMOST | 兴隆 | 4 m | 运行 | 光谱巡天 |
| GTC | 拉帕尔马 | 10 m | 调试 | 单镜最大之一 |

### 1.2 巡天排名

| 巡天 | 星表规模 | 完备度 | 备注 |
| --- | --- | --- | --- |
| Gaia | 18 亿颗 | 高 | 第三期数据 |
| SDSS | 5 亿颗 | 中 | 光度为主 |
| ζ-Sky | 2 亿颗 | 低 | 试运行 |
| LAMOST | 2 千万颗 | 中 | 光谱为主 |

## 2 仪器

- CCD-90（2021）— 背照式探测器，单片售价 3.2 万美元；量子效率 95%。
- 光纤定位器（2019）— 4000 根光纤并行，定位误差 12 微米。

## 3 修订

- 2026-12-01：初版。
"""

POINT = "复核后各项数字有变。"
# Rows of the KB, as the tests that edit them compare them.
KECK = "| Keck | 夏威夷 | 10 m | 运行 | 双镜并列 |"
SUBARU = "| Subaru | 夏威夷 | 8.2 m | 运行 | 主焦点大视场 |"
GAIA = "| Gaia | 18 亿颗 | 高 | 第三期数据 |"


def brief(suggestion: str) -> str:
    return f"""\
# optics · E1 预消化简报（2026-12-11）

## 一、条目

### 条目 1：复核

- 来源：organized/repo_cards/5101-survey.md
- 要点：{POINT}
- 建议归入：{suggestion}
"""


def run(tmp_path: Path, suggestion: str, closing: str = "") -> tuple[int, str, str]:
    """`kbpatch propose` on a one-item brief (with a closing list of one line, if given): the
    exit code, the report and the KB once every written patch is applied."""
    text = brief(suggestion) + (f"\n## 三、建议动作\n\n- {closing}\n" if closing else "")
    return proposed_and_applied(tmp_path, KB_PATH, KB, text, BRIEF_PATH)


def changed(after: str) -> list[tuple[str, str]]:
    """The (old, new) lines the patches replaced, in the KB's order (none added or removed)."""
    old_lines, new_lines = KB.splitlines(), after.splitlines()
    assert len(old_lines) == len(new_lines), after
    return [(old, new) for old, new in zip(old_lines, new_lines, strict=True) if old != new]


def added(after: str) -> list[str]:
    """The lines the patches added to the KB."""
    return [line for line in after.splitlines() if line not in KB.splitlines()]
