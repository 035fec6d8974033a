"""A noise-mapping KB of our own: chapters `## 第一章　…` with sections `### 1.1 …`, a table
captioned under it (`*表 2-1　…。…*`), an appendix of author-year references
(`## 附录B　参考文献`), a changelog of `* date 人：…` lines, and a brief builder of plain-line
items (`增量 N：…` with run-in labels) and a closing list."""

from __future__ import annotations

KB_PATH = "organized/knowledge/quiet.md"

KB = """\
# 城市噪声地图（活文档）

## 第一章　范围

### 1.1 纳入标准

- 覆盖全市域的战略噪声地图。
- 有公开测点数据的区级地图。

### 1.2 指标口径

夜间指标取 Lnight，昼间取 Lday。测点离地 4 m。

测点距反射面不少于 1 m，与欧盟指令一致。

## 第二章　观测

### 2.1 城市对比

| 城市 | Lden（dB） | 年份 | 来源 |
|---|---|---|---|
| 北京 | 68 | 2022 | Li 等, 2023 |
| 伦敦 | 66 | 2021 | Defra, 2022 |

*表 2-1　主要城市道路噪声。Lden 取全市平均。*

各城市口径不同，比较时须同时引原始文献。

## 附录B　参考文献

- Defra (2022). Strategic noise mapping: London summary. 政府报告.
- Li, M. 等 (2023). 北京道路交通噪声分布. 《环境科学》, 44(2), 101–110.
- Wu, T. 等 (2021). Urban noise and sleep. *Environment International*, 150, 106403.

## 附录C　修订记录

* 2026-11-02 Jay：新增表 2-1。
* 2026-12-01 Mo：补 1.2 口径。
"""


def brief(suggestion: str, caveat: str = "", closing: str = "见增量 1。") -> str:
    """A brief of one plain-line item asking `suggestion`, with `caveat` if given."""
    caveats = f"\n值得警惕之处 - {caveat}\n" if caveat else ""
    return f"""\
# quiet · E1 预消化简报（2027-01-08）

增量 1：深圳噪声地图更新 ★

来源 - 深圳市生态环境局公告（2026-12）

要点 深圳 2025 年全市 Lden 均值 67 dB。

与 quiet.md 现有脉络的关系 - 建议归入 {suggestion}
{caveats}
今晚建议的归并动作

{closing}
"""
