"""A small KB and brief of our own words, shared by the round-16 reading tests: a coffee
brewing document whose sections are numbered, with entries in bold, one section with a value
said twice, and one item about a new method whose 要点 says 31%; and the same kind of document
numbered by circled chapters (`## ③ 萃取`, `### ③-1 冷萃`)."""

from __future__ import annotations

from pathlib import Path

from .conftest import proposed_and_applied, report_rows

BRIEF_PATH = "inbox/mei/2026-12-09-brewing-e1prep.md"
KB_PATH = "organized/knowledge/brewing.md"

KB = """\
# brewing 活文档

## 2 萃取

### 2.1 冷萃

- **ColdDrip**（arXiv:2402.00021）：十二小时冷萃，苦味降低 18%。
- **慢滴 萃取**：每秒一滴，得率 22%。

### 2.2 热萃

- **PourOver**（arXiv:2402.00022）：分段注水，得率 20%。
- **Siphon**：虹吸加热，得率 20%。

## 3 器具

- **Grinder9**：锥刀研磨，细粉 7%。
"""

CIRCLED_KB = """\
# brewing 活文档

## ② 烘焙

- **SlowRoast**：低温长烘，失重 14%。

## ③ 萃取

### ③-1 冷萃

- **ColdDrip**：十二小时冷萃。

### ③-2 热萃

- **PourOver**：分段注水。
"""

POINT = "预浸泡 40 秒再冷萃，苦味降低 31%，香气评分 8.6。"


def brief(suggestion: str, point: str = POINT) -> str:
    return f"""\
# brewing · E1 预消化简报（2026-12-09）

## 一、条目

### 条目 1：BloomBrew

- 来源：arXiv:2612.04321
- 要点：{point}
- 建议归入：{suggestion}
"""


def run(tmp_path: Path, suggestion: str, kb: str = KB, point: str = POINT) -> tuple[int, str, str]:
    """`kbpatch propose` on a one-item brief: the exit code, the report and the KB once every
    written patch is applied."""
    return proposed_and_applied(tmp_path, KB_PATH, kb, brief(suggestion, point), BRIEF_PATH)


def section(after: str, heading: str) -> str:
    """The text of one section of the KB after the patches: from its heading to the next."""
    return after.split(heading, 1)[1].split("\n#", 1)[0]


# The report's action rows, under the name the tests of this fixture use.
rows = report_rows
