"""A line of progress the brief gives for a question named by its label (`Q2 下追加一行：…`,
`在 Q3 下面补一条进展：…`, `问题 4 下新增一行跟进：…`) is written as given, its bold too, under
that question: after the dated lines of its own form that stand there already (the record runs
on in date order, in their indent and with their blank lines), or right under the question where
none does. A line dated before the last one there, lines of another form, a refusal or a
condition write nothing. Our own words, on KBs of our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

HEADINGS = """\
# 卫星 活文档

## §4 开放问题

#### Q2：低轨星座的频谱协调能否在 2027 年前完成？

**进展（2026-10-02）**：工作组已提交初稿。

**进展（2026-11-12）**：两家运营商达成双边协议。

#### Q3：终端价格能否降到 200 美元以下？

## §5 修订记录

- 2026-11-28：新增 Q3。
"""
LISTED = """\
# 钠电 活文档

## 6 开放问题

- Q1：层状氧化物的循环寿命能否过 5000 次？
   - 2026-10-20 更新：头部厂商中试线达到 4000 次。
   - 2026-11-20 更新：第三方检测 4500 次。
- Q2：聚阴离子路线的成本何时低于磷酸铁锂？
- Q3：硬碳前驱体是否会短缺？
  说明：生物质来源占比高，季节性明显。

## 7 修订记录

- 2026-11-28：新增 Q3。
"""

COUNTED = """\
# 钠电 活文档

## 2 材料

1. 层状氧化物：能量密度高。
2. 聚阴离子：循环寿命长。

## 7 开放问题

1. 层状氧化物的循环寿命能否过 5000 次？
   - 2026-10-20 更新：中试线达到 4000 次。
2. 聚阴离子的成本何时低于磷酸铁锂？
   - 2026-11-20 更新：钠价回落。

## 8 修订记录

- 2026-11-28：新增第 7 章。
"""

QUOTED = """\
# 减重 活文档

## 第五章 待解问题

> **待解 5**：停药反弹能否控制在 5 个百分点以内？
> **进展（2026-03-30）**：转为口服后 52 周体重基本维持。

> **待解 6**：类似药上市后原研价格会如何变化？

## 修订记录

- 2026-11-28：新增待解 6。
"""


def brief(suggestion: str) -> str:
    return f"""\
# kb · E1 预消化简报（2026-12-03）

## 一、今日重要增量

### 条目 1：新进展

- **来源**：公告（2026-12-01）
- **要点**：问题有了新进展。
- **建议归入**：{suggestion}

## 四、本轮结论与建议动作

- 见条目 1。
"""


MARK = "（E1 2026-12-03 · 条目 1）"


@pytest.mark.parametrize(
    ("kb", "suggestion", "after", "new"),
    [
        (
            HEADINGS,
            "Q2 下追加一行：`**进展（2026-12-01）**：第三家运营商加入协议。`",
            "**进展（2026-11-12）**：两家运营商达成双边协议。",
            ["", f"**进展（2026-12-01）**：第三家运营商加入协议{MARK}。"],
        ),
        (
            HEADINGS,
            "在 Q2 下面补一条进展：**进展（2026-12-01）**：第三家运营商加入协议，另有一家观望。",
            "**进展（2026-11-12）**：两家运营商达成双边协议。",
            ["", f"**进展（2026-12-01）**：第三家运营商加入协议，另有一家观望{MARK}。"],
        ),
        (
            HEADINGS,
            "Q3 下新增一条：`**进展（2026-12-01）**：新终端报价 299 美元。`",
            "#### Q3：终端价格能否降到 200 美元以下？",
            ["", f"**进展（2026-12-01）**：新终端报价 299 美元{MARK}。"],
        ),
        (
            LISTED,
            "Q1 下面增补一行：`- 2026-12-01 更新：量产线达到 5200 次。`",
            "   - 2026-11-20 更新：第三方检测 4500 次。",
            [f"   - 2026-12-01 更新：量产线达到 5200 次{MARK}。"],
        ),
        (
            LISTED,
            "Q1 下添一条跟进：`   - 2026-12-01 更新：量产线达到 5200 次。`",
            "   - 2026-11-20 更新：第三方检测 4500 次。",
            [f"   - 2026-12-01 更新：量产线达到 5200 次{MARK}。"],
        ),
        (
            LISTED,
            "Q1 下追加一条更新，放在 11-20 那条后面：`- 2026-12-01 更新：量产线达到 5200 次。`",
            "   - 2026-11-20 更新：第三方检测 4500 次。",
            [f"   - 2026-12-01 更新：量产线达到 5200 次{MARK}。"],
        ),
        (
            COUNTED,
            "第 7 章第 2 问下加进展行：`   - 2026-12-01 更新：差距收窄到一成。`",
            "   - 2026-11-20 更新：钠价回落。",
            [f"   - 2026-12-01 更新：差距收窄到一成{MARK}。"],
        ),
        (
            COUNTED,
            "第七章第 1 个问题下面追加一条更新：`- 2026-12-01 更新：量产线达到 5200 次。`",
            "   - 2026-10-20 更新：中试线达到 4000 次。",
            [f"   - 2026-12-01 更新：量产线达到 5200 次{MARK}。"],
        ),
        (
            QUOTED,
            "待解 5 下追加一条进展：`> **进展（2026-11-18）**：完整报告显示维持效果有差异。`",
            "> **进展（2026-03-30）**：转为口服后 52 周体重基本维持。",
            [f"> **进展（2026-11-18）**：完整报告显示维持效果有差异{MARK}。"],
        ),
        (
            QUOTED,
            "待解 6 下加进展：`> **进展（2026-11-28）**：进入医保谈判名单。`",
            "> **待解 6**：类似药上市后原研价格会如何变化？",
            [f"> **进展（2026-11-28）**：进入医保谈判名单{MARK}。"],
        ),
        (
            LISTED,
            "Q2 下面加一行：`   - 2026-12-01 更新：钠价回落，差距收窄。`",
            "- Q2：聚阴离子路线的成本何时低于磷酸铁锂？",
            [f"   - 2026-12-01 更新：钠价回落，差距收窄{MARK}。"],
        ),
    ],
)
def test_the_line_continues_the_question_s_record(
    kb: str, suggestion: str, after: str, new: list[str]
) -> None:
    lines, rows = kb_after(kb, brief(suggestion))
    assert rows[0] == ("proposed", ""), rows
    at = kb.splitlines().index(after) + 1
    assert lines == [*kb.splitlines()[:at], *new, *kb.splitlines()[at:]], lines


@pytest.mark.parametrize(
    ("kb", "suggestion"),
    [
        # Dated before the last line there: where it goes is not guessed.
        (HEADINGS, "Q2 下追加一行：`**进展（2026-11-01）**：初稿被退回。`"),
        # Put after a line that is not the last there.
        (
            LISTED,
            "Q1 下追加一条更新，放在 10-20 那条后面：`- 2026-12-01 更新：量产线达到 5200 次。`",
        ),
        # A line of another form under the question (a note, no date).
        (LISTED, "Q3 下追加一行：`  - 2026-12-01 更新：前驱体价格上涨。`"),
        # Refused, put off, conditional; a question no line opens with.
        (LISTED, "Q1 下面先不要追加一行：`- 2026-12-01 更新：量产线达到 5200 次。`"),
        (LISTED, "Q1 下追加一行：`- 2026-12-01 更新：量产线达到 5200 次。`，暂不写入，等检测报告"),
        (LISTED, "如果检测报告发布，Q1 下追加一行：`- 2026-12-01 更新：量产线达到 5200 次。`"),
        (LISTED, "Q9 下追加一行：`- 2026-12-01 更新：量产线达到 5200 次。`"),
        # A question counted with no chapter: `2.` opens lines of two lists.
        (COUNTED, "第 2 问下加进展行：`   - 2026-12-01 更新：差距收窄到一成。`"),
    ],
)
def test_no_clear_place_or_no_ask_writes_nothing(kb: str, suggestion: str) -> None:
    lines, rows = kb_after(kb, brief(suggestion))
    assert lines == kb.splitlines(), rows
    assert rows and all(status != "proposed" for status, _ in rows), rows
