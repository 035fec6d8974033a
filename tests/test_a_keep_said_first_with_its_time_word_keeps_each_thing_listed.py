"""A keep said before its colon with a time word first (`本轮不动：A、B、C`, `这次不改：…`,
`暂不动：…`) keeps every thing it lists, each read with the keep, never as a bare place to add
the item to; an item whose title shares a listed entry's name gets no entry there. Our own
words, on a KB of our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 封装 知识库

## A. 技术路线

### A.1 CoWoS

- **CoWoS-S**
  - 说明：硅中介层。

### A.2 SoIC

- **SoIC**
  - 说明：混合键合。

## B. 产能

### B.3 基板

- **ABF 基板**
  - 说明：味之素供应。
"""


def brief(keep: str) -> str:
    return f"""\
# 封装 · E1 预消化简报（2026-12-02）

## 一、今日重要增量

### 条目 1：CoWoS-S 良率

- **来源**：公告（2026-12-01）
- **要点**：CoWoS-S 良率提升。
- **建议归入**：A.1 CoWoS-S 条目说明末尾补一句：「良率提升至 95%。」

### 条目 2：绕开 ABF 基板的新封装

- **来源**：传闻（2026-12-01）
- **要点**：有厂商评估绕开 ABF 基板。
- **建议归入**：只观察，不入库。

## 四、本轮结论与建议动作

1. §A.1：CoWoS-S 说明补良率一句（条目 1）。
2. {keep}
"""


@pytest.mark.parametrize(
    "keep",
    [
        "本轮不动：A.2 SoIC 条目、B.3 ABF 基板条目。",
        "这次不改：§A.2 SoIC 条目、§B.3 ABF 基板条目。",
        "暂不动：B.3 ABF 基板条目、A.2 SoIC 条目。",
    ],
)
def test_only_the_asked_sentence_is_written(keep: str) -> None:
    lines, rows = kb_after(KB, brief(keep))
    old = "  - 说明：硅中介层。"
    at = KB.splitlines().index(old)
    assert lines[at].startswith("  - 说明：硅中介层。良率提升至 95%"), lines
    assert lines[:at] + lines[at + 1 :] == KB.splitlines()[:at] + KB.splitlines()[at + 1 :], rows
    assert not any(status == "not understood" for status, _ in rows), rows
