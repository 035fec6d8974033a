"""A dated row the brief dictates for a changelog table, quoted or in backticks, after the
changelog's name, the place it takes and a colon (`变更记录在表头下第一行插入：「| … |」`,
`变更记录最上面：「| … |」`, `变更记录 top: `| … |``): written where the table's date order puts
it (newest first here), its quote marks no cells. It was reported as a line that does not open
with its date, read as five cells, or dropped unseen. Our own KB (tests/footnote_kb.py)."""

from __future__ import annotations

import pytest

from .conftest import kb_after
from .footnote_kb import KB as BASE
from .footnote_kb import brief

KB = BASE.replace(
    "# 脚注\n",
    "# 4 变更记录\n\n| 日期 | 作者 | 变更 |\n| --- | --- | --- |\n"
    "| 2027-01-20 | Mo | 3.1 增 Q2 |\n| 2027-01-08 | Jay | 初版 |\n\n# 脚注\n",
)
ROW = "| 2027-02-01 | Tom | 2.1 补舟山坞修 |"


@pytest.mark.parametrize(
    "closing",
    [
        f"变更记录在表头下第一行插入：「{ROW}」",
        f"变更记录最上面：「{ROW}」",
        f"变更记录 top: `{ROW}`",
        f"变更记录：「{ROW}」",
        f"变更记录: new top row 「{ROW}」",
        f"变更记录：最上面一行「{ROW}」",
    ],
)
def test_a_dated_row_dictated_in_quotes_goes_in_date_order(closing: str) -> None:
    lines, rows = kb_after(KB, brief("§2.1 不动。", closing=closing))
    at = lines.index("| --- | --- | --- |")
    assert lines[at + 1] == "| 2027-02-01 | Tom | 2.1 补舟山坞修（E1 2027-02-01 · 简报） |", rows
    assert lines[at + 2 :] == KB.splitlines()[at + 1 :], rows


def test_a_merge_checklist_is_the_closing_list() -> None:
    # `## Merge checklist` and its `- [ ] …` lines: the brief's list of what to merge, read
    # as its closing list (its lines were reported as standing outside every item).
    text = brief("§2.1 不动。").split("四、本轮结论与建议动作")[0]
    text += f"## Merge checklist\n\n- [ ] 变更记录：「{ROW}」\n"
    lines, rows = kb_after(KB, text)
    assert "| 2027-02-01 | Tom | 2.1 补舟山坞修（E1 2027-02-01 · 简报） |" in lines, rows
