"""A caveat keeping a section whole whose sentence names figures before the keep (`临江的
9.6% 是单月口径 → 不进 §三（一）`) keeps those figures out of that section: it holds a change
there that writes one, and the section's new entries, not a change of other values the brief
asks there, nor an edit of another section. A keep naming one part of a section (`表 2 表题的
"2026-09"不改`) holds no edit naming another part (`首段`)."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 管网活文档

## 三、案例

### （一）临江水务

截至 2026-09 共建成 DMA 312 个，覆盖率 64%。

表 2　临江重点 DMA（2026-09）

| DMA | MNF |
| --- | --- |
| LJ-047 | 8.9 |

### （二）北塘供水

2026 年计划新增 PRV 18 处。
"""


def brief(request: str, caveat: str) -> str:
    return (
        "# pipes · E1 预消化简报（2026-12-01）\n\n## 一、增量\n\n"
        "### 条目 1：临江月报\n\n"
        "- **来源**：inbox/jay/monthly.md\n"
        "- **要点**：DMA 327 个，覆盖率 67%；11 月漏损率 9.6%（单月）。\n"
        f"- **建议归入**：{request}\n\n"
        f"## 二、值得警惕的矛盾与待核实说法\n\n1. {caveat}\n\n"
        "## 三、本轮建议的归并动作\n\n- 见条目 1。\n"
    )


UPDATE = "§三（一）「DMA 312 个，覆盖率 64%」更新为「DMA 327 个，覆盖率 67%」"
UPDATED = "截至 2026-09 共建成 DMA 327 个，覆盖率 67%。"


@pytest.mark.parametrize(
    "caveat",
    [
        "临江月报的 9.6% 是单月、产销差口径 → 不进 §三（一）。",
        "9.6% 只是单月值，不得写进 §三（一）。",
        "月报的漏损率 9.6% 口径不同，§三（一）不收。",
    ],
)
def test_a_change_of_other_values_is_made(caveat: str) -> None:
    lines, _ = kb_after(KB, brief(UPDATE, caveat))
    assert UPDATED in lines


def test_a_change_writing_the_figure_is_held() -> None:
    request = "§三（一）「覆盖率 64%」更新为「覆盖率 67%，11 月漏损率 9.6%」"
    lines, outcomes = kb_after(KB, brief(request, "9.6% 是单月值，不进 §三（一）。"))
    assert lines == KB.splitlines()
    assert any(status == "forbidden" for status, _ in outcomes)


def test_a_keep_of_another_part_holds_no_edit_of_this_one() -> None:
    request = (
        "§三（一）首段「截至 2026-09 共建成 DMA 312 个」更新为「截至 2026-11 共建成 DMA 327 个」"
    )
    lines, _ = kb_after(KB, brief(request, '表 2 表题的"2026-09"不改。'))
    assert "截至 2026-11 共建成 DMA 327 个，覆盖率 64%。" in lines
    assert "表 2　临江重点 DMA（2026-09）" in lines


@pytest.mark.parametrize(
    ("request_words", "made"),
    [
        ("§三（一）「312 个」更新为「327 个」", True),
        ("§三（一）「312 个」更新为「327 个，已稳定」", False),
    ],
)
def test_a_caveat_banning_words_holds_only_the_change_writing_them(
    request_words: str, made: bool
) -> None:
    lines, _ = kb_after(KB, brief(request_words, '不要在 §三（一）写"已稳定"之类的结论。'))
    assert (lines != KB.splitlines()) is made
