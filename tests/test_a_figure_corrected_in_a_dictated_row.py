"""A figure of a row the brief dictates whole that the item's caveat corrects (`上面那行里的 120
是标题的数字……以正文为准，写「约 100 t/年」`) is written corrected in its cell; a correction
that gives no one right figure holds the row back. Our own words."""

from __future__ import annotations

from .conftest import kb_after

KB = """\
# 捕集 活文档

## 3 项目

### 3.1 项目表

| 公司 | 路线 | 规模 | 状态 |
|---|---|---|---|
| 甲公司 | 固体吸附 | 约 1,000 t/年 | 运行 |
| 乙公司 | 液体溶剂 | 约 4,000 t/年 | 建设中 |
"""

ROW = "| 丙公司 | 固体吸附 | 约 120 t/年 | 2026-10 投运 |"


def brief(caveat: str) -> str:
    return f"""\
# 捕集 · E1 预消化简报（2026-12-06）

## 一、今日条目

### 条目 1：丙公司投运

- **来源**：丙公司新闻稿（2026-10-22）
- **要点**：丙公司首台机组投运。
- **建议归入**：3.1 表，接在甲公司那一行下面，照抄：`{ROW}`
- 值得警惕：{caveat}
"""


def test_the_corrected_figure_is_written_in_its_cell() -> None:
    caveat = (
        "上面那行里的 120 是新闻稿标题的数字，正文给的是约 100 t/年——入表以正文为准，"
        "写「约 100 t/年」。"
    )
    lines, rows = kb_after(KB, brief(caveat))
    at = lines.index("| 甲公司 | 固体吸附 | 约 1,000 t/年 | 运行 |")
    assert lines[at + 1].startswith("| 丙公司 | 固体吸附 | 约 100 t/年 | 2026-10 投运"), rows
    assert not any("120" in line for line in lines), rows


def test_a_correction_with_two_figures_holds_the_row_back() -> None:
    caveat = "上面那行里的 120 是标题的数字，以正文为准，正文写 100 或 110，待核。"
    lines, rows = kb_after(KB, brief(caveat))
    assert not any("120" in line for line in lines), rows
