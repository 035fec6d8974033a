"""A replace whose new quote is the old quote's tail with its numbers changed (`"中文键名压缩率约
63%"改为"约 66%"`) quotes only what changes: the old quote's head (the line's subject) stays,
`中文键名压缩率约 66%`. A new quote whose words differ from the old tail's is the new text as
written (`"中文键名压缩率约 63%"改为"英文键名约 66%"`). Our own words."""

from __future__ import annotations

import pytest

from kbpatch.models import Status

from .conftest import KB_PATH, new_lines_of, render_brief

DATE = "2026-12-15"

KB = """\
# 存储 活文档

## 2. 存储引擎

### 2.1 日志结构

* **LogMerge**：分层合并，写放大约 11 倍。
  + 中文键名压缩率约 63%，低于英文键名。
* **ZoneLog**：分区盘日志布局，空间回收时间缩短 40%。
"""
LINES = KB.splitlines(keepends=True)


def brief(suggestion: str) -> str:
    return (
        "# storage · E1 预消化简报（2026-12-15）\n\n"
        f"对照：{KB_PATH}\n\n## 一、增量\n\n"
        "### 条目 1：LogMerge 压缩率复核\n\n"
        "- **来源**：inbox/lin/2026-12-14-logmerge.md\n"
        "- **要点**：新版字典让中文键名压缩率升到 66%。\n"
        f"- **建议归入**：{suggestion}\n"
    )


def written(suggestion: str) -> list[str]:
    results = render_brief(brief(suggestion), LINES, DATE)
    edits = [r for a, r in results if a.kind.edits_document]
    assert edits and all(r.status is Status.PROPOSED for r in edits), [r.reason for r in edits]
    return new_lines_of(results, LINES)


@pytest.mark.parametrize(
    "suggestion",
    [
        "§2.1 中“中文键名压缩率约 63%”改为“约 66%”。",
        "2.1 节把“中文键名压缩率约 63%”改成“66%”。",
        "§2.1：“中文键名压缩率约 63%” → “约 66%”",
        "in §2.1 change “中文键名压缩率约 63%” to “约 66%”.",
        "§2.1 LogMerge 一条：“中文键名压缩率约 63%”更新为“约66%”。",
    ],
)
def test_a_new_quote_of_the_old_tail_keeps_the_old_head(suggestion: str) -> None:
    [line] = written(suggestion)
    assert line.startswith("  + 中文键名压缩率约") and "66%，低于英文键名。" in line, line


@pytest.mark.parametrize(
    ("suggestion", "expected"),
    [
        (
            "§2.1 “中文键名压缩率约 63%”改为“英文键名约 66%”。",
            "  + 英文键名约 66%，低于英文键名。",
        ),
        (
            "§2.1 把“中文键名压缩率约 63%”改成“中文键名压缩比约 66%”。",
            "  + 中文键名压缩比约 66%，低于英文键名。",
        ),
        (
            "§2.1 “中文键名压缩率约 63%”改为“压缩率约 66%（中文键名）”。",
            "  + 压缩率约 66%（中文键名），低于英文键名。",
        ),
        (
            "§2.1 “写放大约 11 倍”改为“读放大约 13 倍”。",
            "* **LogMerge**：分层合并，读放大约 13 倍。",
        ),
        ("§2.1 “低于英文键名”改为“高于”。", "  + 中文键名压缩率约 63%，高于。"),
    ],
)
def test_a_new_quote_with_other_words_is_written_as_given(suggestion: str, expected: str) -> None:
    assert written(suggestion) == [expected]
