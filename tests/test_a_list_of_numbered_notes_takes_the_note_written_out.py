"""A document citing by numbered notes (`…许可[注2]。` with `## 注释` listing `[注2] 来源乙,
2026.`) takes a note the brief writes out whole (`注释补一行：「[注3] …」`, `注释在 [注2] 之后
增加一行：…`) after its last, as a list of `[12]` references does; one asked after a note
that is not the last is reported, as is a label the list has already. Our own words."""

from __future__ import annotations

import pytest

from tests.conftest import kb_after

KB = """\
# 管制

## 一、框架

设备侧，整机出口需许可[注2]。

## 注释

[注1] 来源甲, 2025.
[注2] 来源乙, 2026.
"""


def brief(request: str) -> str:
    return f"""\
# 管制 · E1 预消化简报（2026-12-08）

## 一、今日重要增量

### 增量 2：许可

- **来源**：8-K（2026-12-02）
- **要点**：获得许可。
- **建议归入**：{request}

## 四、本轮结论与建议动作

- 见增量 2。
"""


@pytest.mark.parametrize(
    "request_words",
    [
        "注释补一行：「[注3] NVIDIA, Form 8-K, 2026-12-02.」",
        "注释在 [注2] 之后增加一行：「[注3] NVIDIA, Form 8-K, 2026-12-02.」",
        "注释补一行：\n  `[注3] NVIDIA, Form 8-K, 2026-12-02.`",
    ],
)
def test_the_note_follows_the_last(request_words: str) -> None:
    lines, rows = kb_after(KB, brief(request_words))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert lines[-2] == "[注2] 来源乙, 2026.", lines
    assert lines[-1].startswith("[注3] NVIDIA, Form 8-K, 2026-12-02"), lines


@pytest.mark.parametrize(
    "request_words",
    [
        "注释在 [注1] 之后增加一行：「[注3] NVIDIA, Form 8-K, 2026-12-02.」",
        "注释补一行：「[注2] NVIDIA, Form 8-K, 2026-12-02.」",
    ],
)
def test_a_note_placed_elsewhere_or_listed_already_is_reported(request_words: str) -> None:
    lines, rows = kb_after(KB, brief(request_words))
    assert lines == KB.splitlines(), rows
    assert [status for status, _ in rows] == ["unresolved"], rows
