"""A caveat refusing to add a line under a question it names by number (`第 8 问的进展行先不加`,
`问题 3 的答复暂不补`, `Q2 的跟进先别加`) that none of the item's requests names holds that
line only: the item's own new entry elsewhere is written. A refusal of the item's own entry
(`这条先不加`, `Unigrid 条目先不加`) still holds it. Our own words, on a KB of our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 钠电

## 1 产业

### 1.3 欧美动态

- **Natron**（美国）：普鲁士蓝路线。
- **Altris**（瑞典）：普鲁士白路线，授权生产。

## 7 开放问题

1. 欧美厂商会转向授权模式吗？
   - 2026-10-01 更新：Altris 授权一家电芯厂。
"""
LINE = "- **Unigrid**（瑞典）：钠锰氧化物路线，授权印度电芯厂生产。"


def brief(caveat: str) -> str:
    return f"""\
# 钠电 · E1 预消化简报（2026-12-02）

## 一、今日重要增量

### 条目 1：Unigrid 授权生产

- **来源**：公司公告（2026-11-20）
- **要点**：Unigrid 授权印度电芯厂生产。
- **建议归入**：§1.3 末尾加一条，原样写：`{LINE}`
- **值得警惕**：{caveat}

## 四、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "caveat",
    [
        "授权规模没公开，第 8 问的进展行先不加，等协议细节公开再说。",
        "问题 3 的答复暂不补。",
        "Q2 的跟进先别加。",
    ],
)
def test_the_entry_is_written(caveat: str) -> None:
    lines, rows = kb_after(KB, brief(caveat))
    assert "proposed" in [status for status, _ in rows], rows
    at = KB.splitlines().index("- **Altris**（瑞典）：普鲁士白路线，授权生产。") + 1
    assert lines[at].startswith(LINE[:-1]), lines


@pytest.mark.parametrize("caveat", ["这条先不加，等协议细节公开再说。", "Unigrid 条目先不加。"])
def test_a_refusal_of_the_entry_holds_it(caveat: str) -> None:
    lines, rows = kb_after(KB, brief(caveat))
    assert lines == KB.splitlines(), rows
