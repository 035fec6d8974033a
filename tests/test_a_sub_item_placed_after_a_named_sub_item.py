"""A nested item asked after another one it names (`在 X 那一子项之后补一个子项：「…」`), led by a
clause naming the entry it is under (`§2「华东」下，在…`): written right after that nested item,
in its list; the lead clause was read alone ("no request"), and the first 子项 (the one named)
taken for the one asked. A nested item the words do not name is reported. Our own KB."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 船厂笔记

## 1. 范围

近海船厂。

## 2. 区域

- **华北**：
  - 青岛船厂 2024 年扩建。
- **华东**：
  - 舟山船厂 2025 年投产首条干坞。
  - 台风期停工规程由厂方自定。
"""


def brief(suggestion: str) -> str:
    return f"""\
# yard · E1 预消化简报(2027-02-01)

### 条目 1：宁波新坞

- **来源**：inbox/a.md
- **要点**：宁波船厂 2026 年投产。
- **建议归入**：{suggestion}

## 四、本轮结论与建议动作

- 见条目 1。
"""


NEW = "  - 宁波船厂 2026 年投产。（E1 2027-02-01 · 条目 1）"


@pytest.mark.parametrize(
    "suggestion",
    [
        "§2「华东」下，在舟山船厂那一子项之后补一个子项：「宁波船厂 2026 年投产。」",
        "§2 在舟山船厂那一子项之后补一个子项：「宁波船厂 2026 年投产。」",
        "第 2 节「华东」下，在舟山船厂那一子项之后加一个子项：「宁波船厂 2026 年投产。」",
    ],
)
def test_the_new_nested_item_follows_the_one_named(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    at = lines.index("  - 舟山船厂 2025 年投产首条干坞。")
    assert lines[at + 1] == NEW, rows
    assert len(lines) == len(KB.splitlines()) + 1, rows


def test_a_nested_item_the_words_do_not_name_is_reported() -> None:
    lines, rows = kb_after(
        KB, brief("§2「华东」下，在宁波船厂那一子项之后补一个子项：「宁波船厂 2026 年投产。」")
    )
    assert lines == KB.splitlines(), rows
    assert rows and all(status != "proposed" for status, _ in rows), rows
