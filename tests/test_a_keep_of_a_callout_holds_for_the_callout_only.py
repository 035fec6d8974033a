"""A keep that names a callout of a section (`§1 的 [!NOTE] 提示无需改`, `§1 的提示框不动`) holds
for that callout: an edit of an entry of the section is still made, while an edit of the
callout's own words is not proposed. Our own words and KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/qi/2027-01-02-codec-e1prep.md"
KB_PATH = "organized/knowledge/codec.md"

KB = """\
# 压缩算法活文档

## 1. 算法

- **zstd**：兼顾速度与压缩比，比 gzip 快约 3 倍。
- **lz4**：速度优先。

> [!NOTE]
> 速度数字均为单线程实测，约 3 倍的差距在多线程下会缩小。
"""


def brief(request: str) -> str:
    return (
        "# codec · E1 预消化简报（2027-01-02）\n\n## 一、增量\n\n"
        "### 条目 1：zstd 复测\n\n"
        "- **来源**：inbox/qi/2027-01-01-notes.md\n"
        "- **要点**：新版 zstd 比 gzip 快约 3.5 倍。\n"
        f"- **建议归入**：{request}\n"
    )


@pytest.mark.parametrize(
    "request_words",
    [
        '§1 zstd 那条的"约 3 倍"换成"约 3.5 倍"；§1 的 [!NOTE] 提示无需改。',
        '§1 zstd 条目里"约 3 倍"改为"约 3.5 倍"，§1 的提示框不动。',
    ],
)
def test_an_entry_beside_a_kept_callout_is_edited(tmp_path: Path, request_words: str) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(request_words), BRIEF_PATH
    )
    assert code == 0, report
    changed = [line for line in after.splitlines() if line not in KB.splitlines()]
    assert changed == ["- **zstd**：兼顾速度与压缩比，比 gzip 快约 3.5 倍。"], report


def test_the_kept_callout_s_own_words_are_not_edited(tmp_path: Path) -> None:
    request = '§1 [!NOTE] 提示里的"单线程实测"改为"四线程实测"；§1 的 [!NOTE] 提示无需改。'
    _code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(request), BRIEF_PATH)
    assert after == KB, report
