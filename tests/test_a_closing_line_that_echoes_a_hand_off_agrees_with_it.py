"""An item's request handed to another (`请 Nora 在缓存对比表补…`, `…这件事交给 E3`) or kept
from this round (`…，本轮先记下不落笔`) writes nothing; the closing list's line that only says
so again agrees with it and is no request of its own: a terse hand-over after a section named
by its words (`缓存对比表：交 Nora`), a hand-over to a later stage (`§1.1：交 E3`), or the item's
place and entry named bare (`§1.1：Tern（条目 1）`). A bare line that names another entry is
still reported. Our own words and KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/ivo/2026-12-14-cache-e1prep.md"
KB_PATH = "organized/knowledge/cache.md"

KB = """\
# cache 活文档

## 1 缓存系统

### 1.1 进程内缓存

**Caffeine**：Java 进程内缓存，W-TinyLFU 淘汰策略，命中率接近最优。

**Ristretto**：Go 实现，采样 LFU，吞吐优先。

### 1.2 分布式缓存

**Memcached**：多线程，slab 内存分配，只支持字符串值。

## 2 对比

### 2.1 缓存对比

| 系统 | 语言 | 淘汰策略 | 备注 |
| --- | --- | --- | --- |
| Caffeine | Java | W-TinyLFU | 进程内 |
| Memcached | C | LRU | 分布式 |
"""


def brief(suggestion: str, closing: str) -> str:
    return f"""\
# cache · E1 预消化简报（2026-12-14）

## 一、条目

### 条目 1：Tern 缓存

- 来源：arXiv:2612.07777
- 要点：基于 S3-FIFO 的 Rust 进程内缓存，内存开销低于 Caffeine。
- 建议归入：{suggestion}

## 四、本轮结论与建议动作

- {closing}
"""


def run(tmp_path: Path, suggestion: str, closing: str) -> tuple[int, str, str]:
    return proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion, closing), BRIEF_PATH)


def assert_agrees(code: int, report: str, after: str) -> None:
    assert after == KB, report
    assert "not understood" not in report and "proposed" not in report, report
    assert code == 0, report


@pytest.mark.parametrize(
    "closing",
    [
        "缓存对比表：交 Nora（条目 1）。",
        "缓存对比表：交给 Nora（条目 1）。",
        "缓存对比表 交 Nora 处理。",
    ],
)
def test_a_table_named_by_its_words_handed_over_again_agrees(tmp_path: Path, closing: str) -> None:
    suggestion = "请 Nora 在缓存对比表补 Tern 一行。"
    assert_agrees(*run(tmp_path, suggestion, closing))


@pytest.mark.parametrize("closing", ["§1.1：交 E3（条目 1）。", "§1.1：交 E2 处理（条目 1）。"])
def test_a_section_handed_to_a_later_stage_again_agrees(tmp_path: Path, closing: str) -> None:
    assert_agrees(*run(tmp_path, "§1.1 新增 Tern 条目这件事交给 E3。", closing))


@pytest.mark.parametrize(
    ("suggestion", "closing"),
    [
        ("§1.1 新增 Tern 条目，本轮先记下不落笔。", "§1.1：Tern（条目 1）。"),
        ("§1.1 新增 Tern 条目这件事交给 E3。", "§1.1：Tern（条目 1）。"),
        ("请 Nora 在 §1.1 新增 Tern 条目。", "§1.1：Tern（条目 1）"),
        ("请 Nora 在缓存对比表补 Tern 一行。", "缓存对比表：Tern（条目 1）。"),
    ],
)
def test_the_item_s_place_and_entry_named_bare_join_its_hand_off(
    tmp_path: Path, suggestion: str, closing: str
) -> None:
    code, report, after = run(tmp_path, suggestion, closing)
    assert_agrees(code, report, after)
    # One row: the item's stated no-op, citing both its line and the closing line.
    rows = [line for line in report.splitlines() if line.strip().startswith("A0")]
    assert len(rows) == 1 and "stated no-op" in rows[0] and "lines 9,13" in rows[0], report


def test_a_bare_line_naming_another_entry_is_still_reported(tmp_path: Path) -> None:
    # Guard: the closing line names Ristretto, not the item's Tern; kbpatch cannot tell
    # what it asks, so it stays a row to check by hand.
    code, report, after = run(
        tmp_path, "§1.1 新增 Tern 条目，本轮先记下不落笔。", "§1.1：Ristretto（条目 1）。"
    )
    assert after == KB, report
    assert "not understood" in report and "Ristretto" in report, report
    assert code == 1, report
