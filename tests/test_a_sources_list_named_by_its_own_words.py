"""A document that cites by its sources' numbers lists them under `## 来源` or `## 来源清单`,
`[12] …` or `【来源 12】…` a line; a brief adds one there by naming the list so (`来源新增：
`[27] …``, `来源清单新增一行 `【来源 23】…``), the line written as given, a link at its end
and all. `来源新增：…` in an item is that request, never the item's source field (it was read
as one, and the request dropped unreported). Our own words, on KBs of our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

SQUARE = """\
# 减重药 活文档

## 已上市产品

司美格鲁肽 2025 年销售额约 180 亿美元 [1]。

## 来源

[1] 诺和诺德，2025 年年报，2026-02-05，https://example.com/novo-2025
[2] 礼来，2025 年年报，2026-02-10，https://example.com/lilly-2025
"""
FULL_WIDTH = """\
# 航运 活文档

## 一、运价

SCFI 在 11 月回落【来源 1】。

## 来源清单

【来源 1】上海航运交易所，SCFI 周度发布，2026-11-27。
【来源 2】德鲁里，WCI 周报，2026-11-26。
"""
SQUARE_LINE = "[3] 礼来，Q3 业绩，2026-10-30，https://example.com/lilly-q3"
FULL_WIDTH_LINE = "【来源 3】马士基，全年业绩指引调整公告，2026-12-03。"


def brief(suggestion: str) -> str:
    return f"""\
# kb · E1 预消化简报（2026-12-16）

## 一、今日重要增量

### 条目 1：新来源

- **来源**：公司公告（2026-12-03）
- **要点**：一份新的来源。
- **建议归入**：
  - {suggestion}

## 四、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    ("kb", "suggestion", "written"),
    [
        (SQUARE, f"来源新增：`{SQUARE_LINE}`", f"{SQUARE_LINE} （E1 2026-12-16 · 条目 1）"),
        (SQUARE, f"来源新增 `{SQUARE_LINE}`", f"{SQUARE_LINE} （E1 2026-12-16 · 条目 1）"),
        (
            FULL_WIDTH,
            f"来源清单新增一行 `{FULL_WIDTH_LINE}`",
            "【来源 3】马士基，全年业绩指引调整公告，2026-12-03（E1 2026-12-16 · 条目 1）。",
        ),
    ],
)
def test_the_line_is_the_list_s_next(kb: str, suggestion: str, written: str) -> None:
    lines, rows = kb_after(kb, brief(suggestion))
    assert rows[0] == ("proposed", ""), rows
    assert lines == [*kb.splitlines(), written], lines


def test_a_label_listed_already_is_not_listed_again() -> None:
    line = FULL_WIDTH_LINE.replace("来源 3", "来源 2")
    lines, rows = kb_after(FULL_WIDTH, brief(f"来源清单新增一行 `{line}`"))
    assert lines == FULL_WIDTH.splitlines(), rows
