"""A new entry put right after an entry the brief names (`X 条目之后插入`, `排在 X 后面`) in a
list whose entries stand a blank line apart keeps that blank line, as an entry added at the
list's end does, also after the list's first entry; a tight list stays tight. Our own words,
on a small KB."""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import apply_edit, render_brief

LOOSE = """\
# serving 活文档

## 一、调度

### 1.1 批处理

- **ChunkFill**：把长提示切块填进解码批。

- **SlackBatch**：按尾延迟余量决定批大小。

- **DrainGate**：排空前先停接新请求。

### 1.2 趋势

- 动态批成为默认。
"""

TIGHT = LOOSE.replace("批。\n\n", "批。\n").replace("小。\n\n", "小。\n")


def brief(request: str) -> str:
    return (
        "# serving · E1 预消化简报（2026-12-06）\n\n## 一、增量\n\n"
        "### 条目 1：PaceMix（arXiv:2612.55501）—— 按节拍混合预填与解码\n\n"
        "- **来源**：organized/paper_cards/5501-2612-55501.md\n"
        "- **要点**：PaceMix 按固定节拍交替预填与解码，尾延迟降 18%（作者自测）。\n"
        f"- **建议归入**：{request}\n"
    )


def written(kb: str, request: str) -> list[str]:
    lines = kb.splitlines(keepends=True)
    results = render_brief(brief(request), lines, "2026-12-06")
    (edit,) = [
        r.edit for a, r in results if a.kind is ActionKind.ADD_ENTRY and r.status is Status.PROPOSED
    ]
    assert edit is not None
    return [line.rstrip("\n") for line in apply_edit(lines, edit)]


AFTER_FIRST = [
    "§1.1，在 ChunkFill 条目之后插入一条 PaceMix。",
    "§1.1 新增 PaceMix，排在 ChunkFill 后面。",
    "§1.1 补一条 PaceMix，紧跟 ChunkFill 之后。",
    "在 §1.1 的 ChunkFill 之后加一条 PaceMix。",
]
AFTER_MIDDLE = [
    "§1.1，在 SlackBatch 条目之后插入一条 PaceMix。",
    "§1.1 新增 PaceMix，排在 SlackBatch 后面。",
    "§1.1 补一条 PaceMix，紧跟 SlackBatch 之后。",
    "在 §1.1 的 SlackBatch 之后加一条 PaceMix。",
]


@pytest.mark.parametrize("request_words", AFTER_FIRST + AFTER_MIDDLE)
def test_an_entry_after_a_named_one_keeps_the_blank_line_between_entries(
    request_words: str,
) -> None:
    out = written(LOOSE, request_words)
    neighbour = "ChunkFill" if "ChunkFill" in request_words else "SlackBatch"
    (at,) = [k for k, line in enumerate(out) if line.startswith("- **PaceMix**")]
    assert out[at - 1] == "", out
    assert out[at - 2].startswith(f"- **{neighbour}**"), out
    assert out[at + 1] == "" and out[at + 2].startswith("- **"), out


@pytest.mark.parametrize("request_words", AFTER_FIRST[:2] + AFTER_MIDDLE[:2])
def test_a_tight_list_takes_no_blank_line(request_words: str) -> None:
    out = written(TIGHT, request_words)
    (at,) = [k for k, line in enumerate(out) if line.startswith("- **PaceMix**")]
    assert out[at - 1].startswith("- **") and out[at + 1].startswith("- **"), out


def test_the_end_of_a_loose_list_keeps_its_blank_line_too() -> None:
    out = written(LOOSE, "§1.1 新增一条 PaceMix。")
    (at,) = [k for k, line in enumerate(out) if line.startswith("- **PaceMix**")]
    assert out[at - 1] == "" and out[at - 2].startswith("- **DrainGate**"), out
