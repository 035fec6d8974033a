"""A request that must wait for something (`…条目要等论文录用`, `…须待代码开源`, `代码开源后，
§1.1 新增…`, `…——基准来自作者，需 E2 复核后才能写`), that the brief only notes (`…，本轮先记下
不落笔`) or hands to a later stage as a whole (`…这件事交给 E2`) writes no patch: it is reported
with those words. A wait said not to be needed (`不需要等 E2 复核`) asks for the edit. Our own
words and KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/zed/2026-12-18-store-e1prep.md"
KB_PATH = "organized/knowledge/store.md"

KB = """\
# store 活文档

## 1 存储引擎

### 1.1 日志结构

**RocksDB**：LSM 树，写放大约 10 倍，分层压实为默认策略。

## 2 基准

### 2.1 写入吞吐（万 ops/s）

| 引擎 | 随机写 | 顺序写 | 来源 |
| --- | --- | --- | --- |
| RocksDB | 42 | 95 | 官方 |
"""


def brief(suggestion: str) -> str:
    return f"""\
# store · E1 预消化简报（2026-12-18）

## 一、条目

### 条目 1：Badger 引擎

- 来源：arXiv:2612.04444
- 要点：键值分离的 LSM 引擎，值日志单独存放。
- 建议归入：{suggestion}
"""


def run(tmp_path: Path, suggestion: str) -> tuple[int, str, str]:
    return proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)


WITHHELD = [
    ("§1.1 新增 **Badger** 条目要等论文录用。", "要等论文录用"),
    ("§1.1 新增 **Badger** 条目须待代码开源。", "须待代码开源"),
    ("§1.1 新增 **Badger** 条目得先等作者放出基准。", "得先等作者放出基准"),
    ("代码开源后，§1.1 新增 **Badger** 条目。", "代码开源后"),
    ("论文录用以后，§1.1 新增 **Badger** 条目。", "论文录用以后"),
    ("§1.1 新增 **Badger** 条目，本轮先记下不落笔。", "本轮先记下不落笔"),
    ("§1.1 新增 **Badger** 条目这件事交给 E2。", "交给 E2"),
    ("§2.1 表新增 Badger 一行——吞吐来自作者，需 E2 复核后才能写。", "需 E2 复核后"),
]


@pytest.mark.parametrize(("suggestion", "said"), WITHHELD)
def test_a_request_that_waits_or_is_handed_on_writes_nothing(
    tmp_path: Path, suggestion: str, said: str
) -> None:
    _, report, after = run(tmp_path, suggestion)
    assert after == KB, report
    assert "proposed" not in report, report
    assert said in report, report


@pytest.mark.parametrize(
    "suggestion",
    ["§1.1 新增 **Badger** 条目，不需要等 E2 复核。", "§1.1 新增 **Badger** 条目。"],
)
def test_a_request_that_needs_no_wait_is_an_edit(tmp_path: Path, suggestion: str) -> None:
    _, report, after = run(tmp_path, suggestion)
    added = [line for line in after.splitlines() if line not in KB.splitlines()]
    assert any("Badger" in line and "键值分离" in line for line in added), report
