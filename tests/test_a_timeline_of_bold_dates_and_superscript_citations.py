"""A timeline of bold dates, newest first (`- **2027-01**：…`), in a document that cites by
superscript numbers (`<sup>3</sup>`) into a numbered reference list: a dated line goes where its
month puts it; in a timeline out of date order its place is reported, never its end; a line
citing a reference the list does not hold, and no edit adds, is reported. Our own KB."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
管网笔记
====

一、时间线
----

- **2027-02**：某市发布管网普查导则<sup>2</sup>。
- **2026-11**：某市完成一期普查<sup>1</sup>。
- **2025-06**：试点启动。

二、参考文献
----

1. 某市住建局. 一期普查公报. 2026.
2. 某市住建局. 管网普查导则. 2027.
"""


def brief(suggestion: str) -> str:
    return f"""\
# pipes · E1 预消化简报(2027-03-01)

### 条目 1：二期普查

- **来源**：inbox/a.md
- **要点**：二期普查 2026-12 启动。
- **建议归入**：{suggestion}

## 四、本轮结论与建议动作

- 见条目 1。
"""


NEW = "- **2026-12**：二期普查启动。（E1 2027-03-01 · 条目 1）"


@pytest.mark.parametrize(
    "suggestion",
    [
        "一、时间线按月份插入「- **2026-12**：二期普查启动。」",
        "一、时间线补一条：「- **2026-12**：二期普查启动。」",
    ],
)
def test_a_bold_dated_line_goes_where_its_month_puts_it(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    at = lines.index("- **2027-02**：某市发布管网普查导则<sup>2</sup>。")
    assert lines[at + 1] == NEW, rows


def test_a_timeline_out_of_date_order_is_reported() -> None:
    kb = KB.replace(
        "- **2025-06**：试点启动。", "- **2026-12**：二期筹备。\n- **2025-06**：试点启动。"
    )
    kb = kb.replace("- **2026-11**：", "- **2025-01**：")
    lines, rows = kb_after(kb, brief("一、时间线按月份插入「- **2026-10**：二期招标。」"))
    assert lines == kb.splitlines(), rows
    assert any("no date order" in reason for _, reason in rows), rows


def test_a_line_citing_a_reference_no_one_adds_is_reported() -> None:
    lines, rows = kb_after(
        KB, brief("一、时间线按月份插入「- **2026-12**：二期普查启动<sup>3</sup>。」")
    )
    assert lines == KB.splitlines(), rows
    assert any("<sup>3</sup>" in reason for _, reason in rows), rows
    cited, rows = kb_after(
        KB, brief("一、时间线按月份插入「- **2026-12**：二期普查启动<sup>2</sup>。」")
    )
    assert "- **2026-12**：二期普查启动<sup>2</sup>。（E1 2027-03-01 · 条目 1）" in cited, rows
