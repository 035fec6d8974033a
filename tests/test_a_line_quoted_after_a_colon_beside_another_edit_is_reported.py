"""A clause asking for one more line, quoted whole after its colon, beside an edit kbpatch
makes (`…末尾补一句：「…」；时间轴那里另起一行：`…``) is reported when kbpatch
cannot place it, never dropped as a remark on the edit before (its `一行`, read as a noun,
left no verb). Our own words, on a KB of our own."""

from __future__ import annotations

import pytest

from tests.conftest import kb_after

KB = """\
# 管制

## 一、框架

- 设备：整机出口需许可[注2]。

## 注释

[注2] 来源乙, 2026.
"""


def brief(request: str) -> str:
    return f"""\
# 管制 · E1 预消化简报（2026-12-07）

## 一、今日重要增量

### 条目 1：维修服务

- **来源**：公报（2026-06-17）
- **要点**：维修服务纳入许可。
- **建议归入**：§1 设备那条末尾补一句：「维修服务也纳入许可。」；{request}

## 四、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "request_words",
    [
        "时间轴那里另起一行：`2026-06-17 维修服务纳入许可管理`",
        "附注那里另开一行：「[注3] 来源丙, 2026.」",
    ],
)
def test_the_line_is_reported_with_its_words(request_words: str) -> None:
    lines, rows = kb_after(KB, brief(request_words))
    assert "- 设备：整机出口需许可[注2]。维修服务也纳入许可。" in lines, rows
    assert [status for status, _ in rows] == ["proposed", "not understood"], rows
    assert "`" in rows[1][1] or "「" in rows[1][1], rows
