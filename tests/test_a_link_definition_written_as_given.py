"""A link reference definition the brief writes out whole (`参考链接末尾新增一行：`[r3]: https://…
"机构，标题，2026-11"``), where the document's sources are such definitions, is written as
given after the last, with no provenance mark after its title (text after the title would
unmake the definition): it was reported as a citation with no arXiv id. A label listed
already, or one the list has passed, is not written. Our own words, on a KB of our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

LAST = '[r2]: https://example.org/b "乙机构，年度报告，2026-05"'
KB = f"""\
# 无人机 活文档

## A. 市场

保有量增速放缓[报告][r1]，价格下行[报告][r2]。

## 参考链接

[r1]: https://example.org/a "甲机构，统计快报，2026-04"
{LAST}
"""

NEW = '[r3]: https://example.net/c "丙机构，新规解读，2026-11"'


def brief(suggestion: str) -> str:
    return f"""\
# drone · E1 预消化简报（2026-12-18）

## 一、今日重要增量

### 条目 1：新规发布

- **来源**：丙机构（2026-11-20）
- **要点**：新规允许一人多机。
- **建议归入**：{suggestion}

## 四、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        f"参考链接末尾新增一行：`{NEW}`",
        f"参考链接加一行 `{NEW}`。",
        f"「参考链接」补一条：{NEW}",
    ],
)
def test_the_definition_is_written_as_given(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert rows[0] == ("proposed", ""), rows
    assert lines == [*KB.splitlines(), NEW], lines


@pytest.mark.parametrize("label", ["r2", "r1"])
def test_a_label_listed_or_passed_is_not_written(label: str) -> None:
    given = NEW.replace("[r3]", f"[{label}]")
    lines, rows = kb_after(KB, brief(f"参考链接末尾新增一行：`{given}`"))
    assert lines == KB.splitlines(), rows
