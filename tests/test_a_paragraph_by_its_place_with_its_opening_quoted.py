"""A paragraph named by its place with an aside quoting how it opens (`第二段（"设备侧，…"那段）
段末附一句：「…」`) takes the sentence at its end, where the paragraph so counted opens with those
words; where it opens otherwise the sentence is reported, never put on another. A sentence
citing a note (`[注3]`) the brief asks for in a request kbpatch does not make is reported
too: its marker would point at nothing. Our own words, on a KB of our own."""

from __future__ import annotations

import pytest

from tests.conftest import kb_after

KB = """\
# 管制

## 一、框架

### （一）设备

存储侧，HBM 单独列管[注1]。

设备侧，整机出口需许可[注2]。另有一句。

## 注释

[注1] 来源甲, 2025.
[注2] 来源乙, 2026.
"""
DEVICES = "设备侧，整机出口需许可[注2]。另有一句。"


def brief(request: str) -> str:
    return f"""\
# 管制 · E1 预消化简报（2026-12-07）

## 一、今日重要增量

### 条目 1：维修服务

- **来源**：公报（2026-06-17）
- **要点**：维修服务纳入许可。
- **建议归入**：{request}

## 四、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "request_words",
    [
        '§一（一）第二段（"设备侧，…"那段）段末附一句：「维修服务也纳入许可。」',
        "§一（一）「设备」第二段（“设备侧……”那段）末尾补一句「维修服务也纳入许可。」",
        "§一（一）第二段段末附一句：「维修服务也纳入许可。」",
    ],
)
def test_the_sentence_ends_the_paragraph_named(request_words: str) -> None:
    lines, rows = kb_after(KB, brief(request_words))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert f"{DEVICES}维修服务也纳入许可。" in lines, rows


def test_a_paragraph_opening_otherwise_than_quoted_is_reported() -> None:
    said = '§一（一）第一段（"设备侧，…"那段）段末附一句：「维修服务也纳入许可。」'
    lines, rows = kb_after(KB, brief(said))
    assert lines == KB.splitlines(), rows
    assert [status for status, _ in rows] == ["unresolved"], rows


def test_a_sentence_citing_a_note_no_patch_adds_is_reported() -> None:
    said = (
        "§一（一）第二段段末附一句：「维修服务也纳入许可[注5]。」"
        "注释在 [注2] 之后增加一行：「[注5] 来源丙（出处待补）」"
    )
    lines, rows = kb_after(KB, brief(said))
    assert DEVICES in lines, rows
    assert "proposed" not in [status for status, _ in rows], rows


def test_a_sentence_citing_the_note_the_brief_adds_is_written_with_it() -> None:
    said = (
        "§一（一）第二段段末附一句：「维修服务也纳入许可[注3]。」"
        "注释在 [注2] 之后增加一行：「[注3] 来源丙, 2026.」"
    )
    lines, rows = kb_after(KB, brief(said))
    assert f"{DEVICES}维修服务也纳入许可[注3]。" in lines, rows
    assert lines[-1].startswith("[注3] 来源丙, 2026"), lines
