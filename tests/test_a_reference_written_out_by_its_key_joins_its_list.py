"""A reference the brief writes out whole by its key, a name and a year (`- Lilly 2026c. Title.
Source.`), for a list of references that all read so, is written as given: right after the
one the brief names (`排在 Lilly 2026b 之后`, `在 Lilly 2026a 之后补`), else in the list's order
by key. A key listed already, or a named one the list lacks, writes nothing. Our own words, on
a KB of our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 减重药

## 第一章 靶点

- 替尔泊肽 —— GIP/GLP-1 双激动（Lilly 2026a）。

## 参考文献

- Garvey 2025. REDEFINE 1. NEJM.
- Lilly 2026a. SURMOUNT-5. 礼来新闻稿.
- Lilly 2026b. TRIUMPH-1. 礼来新闻稿.
- Novo Nordisk 2026. Amycretin Phase 3. 诺和诺德新闻稿.
"""
NEW = "- Lilly 2026c. TRIUMPH-2 Topline Results. 礼来新闻稿."


def brief(suggestion: str) -> str:
    return f"""\
# 减重 · E1 预消化简报（2026-12-03）

## 一、今日重要增量

### 条目 1：TRIUMPH-2

- **来源**：礼来新闻稿（2026-12-01）
- **要点**：TRIUMPH-2 顶线结果。
- **建议归入**：{suggestion}

## 四、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    ("suggestion", "after"),
    [
        (
            f"参考文献补一条，排在 Lilly 2026b 之后：`{NEW}`",
            "- Lilly 2026b. TRIUMPH-1. 礼来新闻稿.",
        ),
        (f"参考文献新增：`{NEW}`", "- Lilly 2026b. TRIUMPH-1. 礼来新闻稿."),
        (f"参考文献在 Lilly 2026a 之后补：`{NEW}`", "- Lilly 2026a. SURMOUNT-5. 礼来新闻稿."),
        (
            # (`Once-Weekly`: a word of the title, no condition.)
            "参考文献按首字母顺序补 `- Lilly 2026c. Once-Weekly TRIUMPH-2. 礼来新闻稿.`",
            "- Lilly 2026b. TRIUMPH-1. 礼来新闻稿.",
        ),
        (
            "参考文献补 `- Zealand 2026. ZUPREME-1. Zealand 新闻稿.`，按首字母放在最后。",
            "- Novo Nordisk 2026. Amycretin Phase 3. 诺和诺德新闻稿.",
        ),
    ],
)
def test_the_reference_is_written_as_given(suggestion: str, after: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert [status for status, _ in rows] == ["proposed"], rows
    at = KB.splitlines().index(after) + 1
    new = [line for line in lines if line not in KB.splitlines()]
    assert len(new) == 1 and lines[at] == new[0], lines
    assert new[0].startswith("- Lilly 2026c." if "Lilly" in suggestion else "- Zealand 2026.")


@pytest.mark.parametrize(
    "suggestion",
    [
        "参考文献新增：`- Lilly 2026b. TRIUMPH-1 revised. 礼来新闻稿.`",
        f"参考文献在 Lilly 2026d 之后补：`{NEW}`",
    ],
)
def test_a_listed_key_or_a_missing_neighbour_writes_nothing(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert lines == KB.splitlines(), rows
