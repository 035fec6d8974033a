"""An item's caveat that gives the figure to write in place of one its own words dictate
(`「规模」一格应填 1380，不填 1400`) has the edit write that figure, citing the caveat; with
any doubt (the figure twice, or in two edits) the edit stays held. A keep pointing back at
several other things the sentence quotes (`…"12 个"…，"截至 2026-11"…，本轮这两处都先不碰`)
keeps those, not the item's edit. Our own words, on a KB of our own."""

from __future__ import annotations

import pytest

from tests.conftest import kb_after

KB = """\
# 园区

**摘要**：登记园区 12 个（截至 2026-11-20）。

## 第四部分 园区

### 4-1 园区登记

| 园区 | 运营方 | 规模 MW |
| --- | --- | --- |
| Project Jupiter（新墨西哥） | OpenAI | 1000 |
| Stargate UAE | G42 | 1000 |
"""
ROW = "| Stargate Saline（密歇根） | OpenAI / Related | 1400 |"


def brief(request: str, caveat: str) -> str:
    return f"""\
# 园区 · E1 预消化简报（2026-12-07）

## 一、今日重要增量

### 条目 2：Stargate 密歇根园区

- **来源**：监管申请（2026-11-24）
- **要点**：合同容量 1,380 MW。
- **建议归入**：{request}
- **值得警惕**：{caveat}

## 四、本轮结论与建议动作

- 见条目 2。
"""


AFTER = "4-1 在 Project Jupiter（新墨西哥）那一行之后插一行："


@pytest.mark.parametrize(
    "caveat",
    [
        "上面的 1400 是媒体口径，「规模 MW」一格应填 1380，不填 1400。",
        "监管文件优先：规模只能用 1380，不要写 1400。",
        (
            "应填 1380，不填 1400。摘要里“登记园区 12 个”理应变成 13 个，“截至 2026-11-20”"
            "也该跟着改，交 Lin 定，本轮这两处都先不碰。"
        ),
    ],
)
def test_the_row_writes_the_figure_given_instead(caveat: str) -> None:
    lines, rows = kb_after(KB, brief(f"{AFTER}`{ROW}`", caveat))
    assert "proposed" in [status for status, _ in rows], rows
    at = lines.index("| Project Jupiter（新墨西哥） | OpenAI | 1000 |")
    assert lines[at + 1].startswith("| Stargate Saline（密歇根） | OpenAI / Related | 1380"), lines
    assert not any("1400" in line for line in lines)
    assert "**摘要**：登记园区 12 个（截至 2026-11-20）。" in lines


def test_a_figure_written_twice_is_not_swapped() -> None:
    row = "| Stargate Saline（1400 MW 口径） | OpenAI / Related | 1400 |"
    lines, rows = kb_after(KB, brief(f"{AFTER}`{row}`", "「规模 MW」一格应填 1380，不填 1400。"))
    assert lines == KB.splitlines(), rows
    assert "forbidden" in [status for status, _ in rows], rows
