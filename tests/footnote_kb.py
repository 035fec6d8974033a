"""A ship-maintenance KB of our own whose citations are markdown footnotes (`[^n]` markers, `[^n]:`
definitions at the end), with chapters `# 1 …` / `## 1.1 …`, an open-questions table
(编号 | 问题 | 状态 | 负责人), a 待核实 list, and a brief builder of seed-1 style items."""

from __future__ import annotations

KB_PATH = "organized/knowledge/hull.md"

KB = """\
# 船体维护 · 活文档

# 1 范围

## 1.1 覆盖范围

- 近海作业船的船体与推进系统维护。
- 不纳入：船员培训。

# 2 维护实践

## 2.1 坞修周期

近海船的坞修间隔多为 30 个月[^1]。东海海域的附着生物更多，但公开的清洗记录很少。

## 2.2 涂层

防污涂层寿命约 3–5 年[^2]。

# 3 待核实与开放问题

## 3.1 开放问题

| 编号 | 问题 | 状态 | 负责人 |
| --- | --- | --- | --- |
| Q1 | 国产涂层寿命能否达到进口水平？ | 开放 | Jay |
| Q2 | 水下清洗能否延长坞修间隔？ | 开放 | Mo |

## 3.2 待核实

- 待核实：东海附着生物量的季节差异。

# 脚注

[^1]: 中国船级社，《近海船舶坞修统计》，2025。
[^2]: Smith, R. *Antifouling coatings review*, 2024.
"""


def brief(suggestion: str, caveat: str = "", closing: str = "见条目 1。") -> str:
    """A seed-1 style brief of one item asking `suggestion`, with a caveat list line."""
    caveats = f"\n  1. {caveat}\n" if caveat else ""
    return f"""\
hull · E1 预消化简报(2027-02-01)

一、今日 hull 主题的重要增量（1 条）

条目 1：舟山船厂坞修报告 —— 首份国产涂层的实测寿命

  • 来源：inbox/tom/materials/2027-01-30-zhoushan.pdf（舟山船厂，《坞修年报》，2027-01）
  • 要点：国产涂层平均寿命 4.1 年，冬季返修率 71%，满员率 63%。
  • 与活文档脉络的关系：§3.1 的 Q1 第一次有了可对照的数。
  • 建议归入：{suggestion}

二、值得警惕的矛盾与待核实说法
{caveats}
四、本轮结论与建议动作

  • {closing}
"""
