"""A heading whose number is followed by a bar or a colon instead of a space (`### 3.2｜欧盟
ETS`, `### 3.2|欧盟 ETS`, `### 3.2：欧盟 ETS`) is numbered 3.2, never its chapter's 3: a brief
naming 3.2 (`§3.2`, `3.2 节`, bare) lands there. Our own words, on KBs of our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after


def kb(bar: str) -> str:
    return f"""\
# 碳市场知识库

## 3 价格

### 3.1{bar}价格总览

1) 欧盟：价格回落。

### 3.2{bar}欧盟 ETS

1) EUA：12 月合约在 80 欧元附近。

## 4 政策

### 4.1{bar}CBAM

1) 过渡期：2025 年底结束。
"""


def brief(suggestion: str) -> str:
    return f"""\
# 碳市场 · E1 预消化简报（2026-12-02）

## 一、今日重要增量

### 条目 1：MSR 调整

- **来源**：欧委会公告（2026-12-01）
- **要点**：市场稳定储备吸收比例下调。
- **建议归入**：{suggestion}

## 四、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize("bar", ["｜", "|", "：", " ｜ "])
@pytest.mark.parametrize(
    "suggestion",
    [
        "§3.2 新增一条：`2) MSR：吸收比例下调至 20%。`",
        "3.2 末尾加一条：`2) MSR：吸收比例下调至 20%。`",
    ],
)
def test_the_entry_lands_in_the_numbered_section(bar: str, suggestion: str) -> None:
    text = kb(bar)
    lines, rows = kb_after(text, brief(suggestion))
    assert [status for status, _ in rows] == ["proposed"], rows
    at = text.splitlines().index("1) EUA：12 月合约在 80 欧元附近。") + 1
    assert lines[at].startswith("2) MSR：吸收比例下调至 20%"), lines
    assert len(lines) == len(text.splitlines()) + 1
