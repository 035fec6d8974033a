"""A table row named by its quoted first cell with no section (`国产加速器表「昇腾 950PR」一行，
状态栏由「样片」改为「量产」`, `表里「思元 690」那行的状态由…改为…`) is the document's one row
so named; two rows of that name are not guessed between. Our own words, on a KB of our own."""

from __future__ import annotations

import pytest

from tests.conftest import kb_after

KB = """\
# 国产替代

## 一、格局

| 型号 | 厂商 | 状态 |
| --- | --- | --- |
| 昇腾 950PR | 华为 | 样片 |
| 思元 690 | 寒武纪 | 小批量 |

## 二、历史

| 型号 | 年份 |
| --- | --- |
| 思元 690 | 2025 |
| 思元 590 | 2024 |
"""


def brief(request: str) -> str:
    return f"""\
# 国产替代 · E1 预消化简报（2026-12-07）

## 一、今日重要增量

### 条目 1：批量出货

- **来源**：发布会实录（2026-12-03）
- **要点**：950PR 批量发货。
- **建议归入**：{request}

## 四、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "request_words",
    [
        "国产加速器表「昇腾 950PR」一行，状态栏由「样片」改为「量产」。",
        "国产加速器表「昇腾 950PR」一行状态栏由「样片」改为「量产」。",
        "表里「昇腾 950PR」那行的状态由「样片」更新为「量产」。",
    ],
)
def test_the_one_row_so_named_is_changed(request_words: str) -> None:
    lines, rows = kb_after(KB, brief(request_words))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert "| 昇腾 950PR | 华为 | 量产 |" in lines, rows


def test_a_name_two_rows_have_is_not_guessed() -> None:
    lines, rows = kb_after(KB, brief("「思元 690」那行，状态由「小批量」改为「量产」。"))
    assert lines == KB.splitlines(), rows
    assert "proposed" not in [status for status, _ in rows], rows
