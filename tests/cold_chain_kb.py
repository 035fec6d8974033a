"""A cold-chain logistics KB of our own: setext chapters (`二、设施` over dashes) with
sub-sections numbered in brackets (`### （一）冷库`), sentences citing `<sup>n</sup>`, a timeline,
questions each over its answer (`**问 1：** …？` / `**答：** …`), a numbered reference list
(`1. 作者. 标题. 年.`) and a changelog under version headings; and a brief builder whose items
are records of labelled fields (`item: 1`, `where: …`, `edit:` then its list, `keep:`)."""

from __future__ import annotations

KB_PATH = "organized/knowledge/cold-chain.md"

KB = """\
冷链物流 · 活文档
================

版本：v2.0（2027-01-10）｜维护：周（E2 合并）｜上一版：v1.9（2026-12-20）

一、范围
--------

### （一）统计口径

冷库容量按公称容积计。

二、设施
--------

### （一）冷库

全国冷库总容量约 2.1 亿立方米<sup>1</sup>，其中华东占比约 38%。

- 自动化立体库占新建项目的比重在上升。
- 代表项目：上海临港某冷库（2024 年投运，公称容积 8 万立方米）<sup>2</sup>。

### （二）冷藏车

保有量约 45 万辆<sup>3</sup>。

- 新能源冷藏车渗透率约 12%。

三、时间线
----------

- **2026-11**：冷藏车技术条件新国标发布<sup>3</sup>。

四、问答
--------

**问 1：** 冷库自动化率能否在 2030 年过半？
**答：** 待定。

**问 2：** 冷藏车新能源化的瓶颈在哪？
**答：** 初步判断是补能网络，待年报核实。

参考文献
--------

1. 中物联冷链委. 冷链物流发展报告 2026. 2026.
2. 上海市商务委. 临港冷链项目通报. 2025.
3. 交通运输部. 冷藏车统计公报. 2026.

修订记录
--------

### v2.0（2027-01-10）

- 二、重组设施一章。

### v1.9（2026-12-20）

- 二（二）新增冷藏车保有量。
"""

CHANGED = "全国冷库总容量约 2.3 亿立方米<sup>1</sup>，其中华东占比约 38%。"


def record_brief(
    fields: str, *, merge: str = "(1) 冷库：见 item 1。", other: str = "", item: str = "item"
) -> str:
    """A brief of one item written as a record: `fields` are its lines after `item: 1`
    (each `label: value`, or a label ending its line and a list under it)."""
    others = f"other:\n  - {other}\n\n" if other else ""
    return f"""\
# cold-chain · E1 prep · 2027-02-05

analyst: 周
summary: one item; fields per item — where, edit, keep.

---

{item}: 1
{fields}

---

{others}merge list:
  {merge}
"""
