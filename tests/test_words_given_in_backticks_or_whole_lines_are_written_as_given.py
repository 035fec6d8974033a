"""Words a brief gives in backticks or as a whole line are written as given: a sentence to
append given in backticks loses its backticks (`追加一句 `…。``), a cell value in backticks after
any verb of change (`由 `7` 更新成 `8``, `修订为`, `替为`), and a source list's line given whole
with its marker and label (`添入：`- [S9] …``, `「- [S9] …」`) keeps one label and adds no full
stop where the list's lines have none. Our own words, on our own tram KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import kb_after, proposed_and_applied

KB_PATH = "organized/knowledge/tram.md"
BRIEF_PATH = "inbox/lin/2027-03-05-tram-e1prep.md"
KB = """\
# 有轨电车 · 活文档

## 1 线路

| 城市 | 2025 | 2026 | 备注 |
|---|---|---|---|
| 苏州 | 3 | 4 | 高新区 |
| 淮安 | 1 | 1 | 单线 |

- **苏州**：高新区 1 号线 2014 年开通<sup>[S1]</sup>。
- **淮安**：全线无接触网供电<sup>[S2]</sup>。

## 2 来源清单

- [S1] 苏州高新有轨电车公司 · 年报 · 2025-06
- [S2] 淮安市交通局 · 通报 · 2025-09
"""
SOURCE = "- [S3] 苏州市交通局 · 线网规划调整 · 2027-02"


def brief(asked: str) -> str:
    return f"""\
# tram · E1 预消化简报（2027-03-05）

## 一、今日重要增量

### 条目 1：苏州线网调整

- **来源**：苏州市交通局（2027-02-28）
- **要点**：苏州 2026 年开通第 5 条线。
- **建议归入**：{asked}

## 四、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "asked",
    [
        "§1 苏州条目末尾追加一句 `2 号线延伸段 2026 年底开通。`",
        "§1 苏州条目末尾追加一句：`2 号线延伸段 2026 年底开通。`。",
    ],
)
def test_a_sentence_in_backticks_is_appended_without_them(asked: str) -> None:
    lines, rows = kb_after(KB, brief(asked))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert (
        "- **苏州**：高新区 1 号线 2014 年开通<sup>[S1]</sup>。2 号线延伸段 2026 年底开通。"
        in lines
    )


@pytest.mark.parametrize("verb", ["更新成", "修订为", "替为", "调整为", "改为"])
def test_a_cell_value_in_backticks_is_written_bare(verb: str) -> None:
    lines, rows = kb_after(KB, brief(f"§1 表「苏州」行 2026 一格由 `4` {verb} `5`。"))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert "| 苏州 | 3 | 5 | 高新区 |" in lines, rows


@pytest.mark.parametrize(
    "asked", [f"来源清单添入：`{SOURCE}`", f"来源清单添入：「{SOURCE}」", f"§2 添入：`{SOURCE}`"]
)
def test_a_source_line_given_whole_keeps_one_label_and_no_stop(asked: str) -> None:
    lines, rows = kb_after(KB, brief(asked))
    assert [status for status, _ in rows] == ["proposed"], rows
    added = [line for line in lines if line.startswith("- [S3]")]
    assert len(added) == 1 and added[0].startswith(SOURCE), added
    assert "[S3] [S3]" not in added[0] and "2027-02。" not in added[0], added


def test_a_source_line_of_another_label_is_not_renumbered() -> None:
    lines, rows = kb_after(KB, brief(f"来源清单添入：「{SOURCE.replace('S3', 'S9')}」"))
    assert lines == KB.splitlines(), rows
    assert any("[S9]" in reason for _, reason in rows), rows


def test_the_source_line_applies_with_git(tmp_path: Path) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(f"来源清单添入：`{SOURCE}`"), BRIEF_PATH
    )
    assert code == 0, report
    assert "- [S2] 淮安市交通局 · 通报 · 2025-09\n- [S3] 苏州市交通局" in after, after
