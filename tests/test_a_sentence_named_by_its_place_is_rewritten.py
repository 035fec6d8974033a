"""A sentence named by its place in a paragraph named by its place (`§2.1 第一段末句整句替换为：
「…」`, `第二段首句整句换成「…」`, `第一段第二句…`) is written anew, the paragraph's other
sentences as they stand. Never where the paragraph runs over several lines, has no sentence
there, or where the new words drop a marker the old sentence cites by. Our own words, on our
own KB."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 潮汐能 · 活文档

## 2. 设备

### 2.1. 机组

潮流机组的单机容量在 2026 年达到 2 MW[[1]]。浮式机组的运维成本仍高于坐底式。阵列化尚在示范阶段。

坐底式机组的基础施工窗口每年只有约 40 天[[2]]。

浮式机组的锚泊系统
跨越两行写成。
"""

FIRST = "潮流机组的单机容量在 2026 年达到 2 MW[[1]]。"
SECOND = "浮式机组的运维成本仍高于坐底式。"
THIRD = "阵列化尚在示范阶段。"


def brief(suggestion: str) -> str:
    return f"""\
# 潮汐能 · E1 预消化简报（2026-12-06）

## 一、今日重要增量

### 条目 1：运维数据

- **来源**：运维报告（2026-12-01）
- **要点**：新数据。
- **建议归入**：{suggestion}

## 二、今晚建议的归并动作

1. 见条目 1。
"""


NEW = "浮式机组的运维成本已与坐底式持平。"


@pytest.mark.parametrize(
    ("asked", "line"),
    [
        (f"§2.1 第一段第二句整句替换为：「{NEW}」", FIRST + NEW + THIRD),
        (f"2.1 第一段末句整句换成「{NEW}」", FIRST + SECOND + NEW),
        (
            "§2.1 首段第一句整句改写为「潮流机组单机已达 2 MW[[1]]。」",
            "潮流机组单机已达 2 MW[[1]]。" + SECOND + THIRD,
        ),
        (
            "§2.1 第二段首句整句替换为「坐底式的施工窗口约 45 天[[2]]。」",
            "坐底式的施工窗口约 45 天[[2]]。",
        ),
    ],
)
def test_the_sentence_at_its_place_is_written_anew(asked: str, line: str) -> None:
    lines, rows = kb_after(KB, brief(asked))
    assert [status for status, _ in rows] == ["proposed"], rows
    changed = [new for new in lines if new not in KB.splitlines()]
    assert changed == [line], changed


@pytest.mark.parametrize(
    ("asked", "reason"),
    [
        ("§2.1 第一段首句整句替换为「潮流机组单机已达 2 MW。」", "drops"),
        (f"§2.1 第二段第三句整句替换为「{NEW}」", "none at the place"),
        (f"§2.1 第三段首句整句替换为「{NEW}」", "runs over lines"),
    ],
)
def test_a_sentence_kbpatch_cannot_place_is_reported(asked: str, reason: str) -> None:
    lines, rows = kb_after(KB, brief(asked))
    assert lines == KB.splitlines(), rows
    assert rows[0][0] == "unresolved" and reason in rows[0][1], rows
