"""A new entry among definition-style entries follows the separator its neighbours write,
with its spaces (`名称 —— 说明`, `名称 - 说明`, `名称：说明`), never a glued `——`; and where the
brief dictates the entry's words (`新增 X 一条："X：…"`, `补一条 **X**：…`, `新增 X 一条 —— …`),
those words are the entry's, its name written once in the list's own form. Our own words, on
a small KB of our own."""

from __future__ import annotations

import pytest

from .conftest import new_lines_of, render_brief

KB = """\
# 缓存活文档

## 1 缓存组件

- Redis —— 单线程事件循环，持久化可选
- Memcached —— 多线程，纯内存，无持久化
- Dragonfly —— 多核共享无锁，兼容 Redis 协议

## 2 淘汰策略

- LRU - 最近最少使用，实现简单
- LFU - 按访问频次淘汰，抗扫描
- ARC - 兼顾新近与频次

## 3 框架

- CacheLib：大规模分层缓存库
- Caffeine：JVM 进程内缓存，近似 LFU

## 4 修订

- 2026-12-01：初版。
"""
LINES = KB.splitlines(keepends=True)
MARK = "（E1 2026-12-15 · 条目 1）"


def brief(title: str, summary: str, suggestion: str) -> str:
    return (
        "# cache · E1 预消化简报（2026-12-15）\n\n## 一、增量\n\n"
        f"### 条目 1：{title}\n\n"
        "- **来源**：organized/repo_cards/88-cache-news.md（首次采集 2026-12-14）\n"
        f"- **要点**：{summary}\n"
        f"- **建议归入**：{suggestion}\n"
    )


def written(title: str, summary: str, suggestion: str) -> list[str]:
    return new_lines_of(render_brief(brief(title, summary, suggestion), LINES, "2026-12-15"), LINES)


@pytest.mark.parametrize(
    ("title", "summary", "suggestion", "opening"),
    [
        (
            "KeyDB 复采",
            "多线程分支，兼容 Redis 协议。",
            "§1 新增 **KeyDB** 条目。",
            "- KeyDB —— 多线程分支",
        ),
        (
            "KeyDB 复采",
            "多线程分支，兼容 Redis 协议。",
            "§1 缓存组件补一条 KeyDB。",
            "- KeyDB —— 多线程分支",
        ),
        (
            "TinyLFU 新论文",
            "频次草图加窗口，命中率高于 LRU。",
            "§2 新增 **TinyLFU** 一条。",
            "- TinyLFU - 频次草图",
        ),
        (
            "S3-FIFO 新论文",
            "三个 FIFO 队列，淘汰快。",
            "§2 淘汰策略补 **S3-FIFO** 条目。",
            "- S3-FIFO - 三个 FIFO",
        ),
    ],
)
def test_a_new_entry_takes_the_neighbours_spaced_separator(
    title: str, summary: str, suggestion: str, opening: str
) -> None:
    (line,) = written(title, summary, suggestion)
    assert line.startswith(opening), line
    assert line.endswith(MARK), line


DICTATED = [
    # The name in the dictated words, after a colon or a dash.
    (
        '§3 新增 Ehcache 一条："Ehcache：JVM 缓存，支持堆外存储"',
        "- Ehcache：JVM 缓存，支持堆外存储",
    ),
    (
        "§3 框架新增 Ehcache 一条：「Ehcache：JVM 缓存，支持堆外存储」",
        "- Ehcache：JVM 缓存，支持堆外存储",
    ),
    (
        '§1 新增 KeyDB 一条："KeyDB —— 多线程 Redis 分支，支持主动复制"',
        "- KeyDB —— 多线程 Redis 分支，支持主动复制",
    ),
    # The name before the words, bold or not, then a colon or a dash.
    (
        "§1 补一条 **KeyDB**：多线程 Redis 分支，支持主动复制。",
        "- KeyDB —— 多线程 Redis 分支，支持主动复制",
    ),
    (
        "§1 新增 KeyDB 一条 —— 多线程 Redis 分支，支持主动复制。",
        "- KeyDB —— 多线程 Redis 分支，支持主动复制",
    ),
    ("§2 补一条 **Clock**：环形指针近似 LRU，开销低。", "- Clock - 环形指针近似 LRU，开销低"),
]


@pytest.mark.parametrize(("suggestion", "opening"), DICTATED)
def test_dictated_words_are_the_entry_with_its_name_once(suggestion: str, opening: str) -> None:
    name = opening.split()[1].rstrip("：")
    (line,) = written(f"{name} 复采", "一句不该写进去的要点。", suggestion)
    assert line.startswith(opening), line
    assert "不该写进去" not in line and line.count(name) == 1, line
