"""A table row the closing list writes out cell by cell (`§1.6 表新增一行：| … |`, `§1.6 table:
add a row | … |`) is the new row's text: its cells are no words of the request (`待定` no
condition, a shared word no tie to an item whose limit would forbid it), and it needs no item.
Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.models import ActionKind
from kbpatch.parse import parse_brief
from kbpatch.reading import plan

from .conftest import FIXTURE_KB, applied_kb


def brief(closing: str) -> str:
    return (
        "# inference · E1 预消化简报（2026-12-10）\n\n## 一、增量\n\n"
        "### 条目 1：草稿头选择（无论文）\n\n"
        "- **来源**：inbox/lin/2026-12-09-notes.md\n"
        "- **要点**：两篇博客称草稿头在长上下文下接受率掉到一半；没有论文。\n"
        '- **建议归入**：仅作为开放问题："草稿头在长上下文下是否仍划算？"\n\n'
        f"## 四、本轮结论与建议动作\n\n- 条目 1 照建议。\n- {closing}\n"
    )


ROWS = [
    # A cell that reads as a condition (待定, 如果, if), or shares a word with item 1's title
    # (草稿头), whose own limit (only as an open question) must not reach the row.
    "§1.6 表新增一行：| QuillServe | 草稿头服务层，是否收录待定 | 412⭐ | cards/4601.md |",
    "§1.6 表新增一行：| QuillServe | 如果开了草稿头则吞吐翻倍 | 412⭐ | cards/4601.md |",
    "§1.6 table: add a row | QuillServe | draft heads, if enabled | 412⭐ | cards/4601.md |",
    "§1.6 项目表加一行如下 | QuillServe | 草稿头选择的服务层 | 412⭐ | cards/4601.md |",
]


@pytest.mark.parametrize("closing", ROWS)
def test_a_row_written_out_in_the_closing_list_is_added_as_given(
    tmp_path: Path, closing: str
) -> None:
    actions = plan(parse_brief(brief(closing)))
    (row,) = [a for a in actions if a.kind is ActionKind.ADD_ENTRY]
    assert not row.forbidden_by and row.item_key == "", (row.reason, row.forbidden_by)
    kb = FIXTURE_KB.read_text(encoding="utf-8")
    after = applied_kb(tmp_path, kb, brief(closing), "inbox/2026-12-10-inference-e1prep.md")
    added = [line for line in after.splitlines() if line not in kb.splitlines()]
    cells = [c.strip() for c in closing[closing.index("|") :].strip("|").split("|")]
    (new_row,) = [line for line in added if line.startswith("| QuillServe")]
    assert new_row == "| " + " | ".join(cells) + "（E1 2026-12-10 · 简报） |"
    # The row goes into §1.6's table, right after its last row.
    lines = after.splitlines()
    assert lines[lines.index(new_row) - 1].startswith("| Rapid-MLX |")
    # Item 1's open question is still asked, beside the row.
    assert any("草稿头在长上下文下是否仍划算" in line for line in added)


@pytest.mark.parametrize(
    "closing",
    [
        # Pipes with no words asking for a row before them: a table of the closing list itself.
        "| 1 | §1.6 | 待定 |",
        # A row that names its item keeps it.
        "§1.6 表新增一行（条目 1）：| QuillServe | 草稿头服务层 | 412⭐ | cards/4601.md |",
    ],
)
def test_pipes_that_are_no_written_out_row_or_a_row_of_an_item_read_as_before(
    closing: str,
) -> None:
    actions = plan(parse_brief(brief(closing)))
    rows = [a for a in actions if a.kind is ActionKind.ADD_ENTRY and not a.forbidden_by]
    assert not [a for a in rows if a.item_key == ""], [(a.kind, a.reason) for a in actions]
