"""A closing-list line that only names an item's new entry again under its section, with a word
of adding or none (`C.2：补 SpillCache（条目 1）`, `C.2：SpillCache（条目 1）`), is the item's add
said again: its line joins the item's action, with no "no request kbpatch can read" row. Only
where it is clearly the same request: the same item, an entry so named, the same section (or
one the item's own line names too, `「分层存储」一节（C.2）`). Named under another section, it
stays reported. Our own KB and words."""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind, Outcome

from .test_link_definitions_asked import brief, run


def with_closing(request_: str, closing: str) -> str:
    return brief(request_).replace("## 合并建议\n\n- 无。\n", f"## 合并建议\n\n{closing}\n")


def kinds(found: list[Outcome]) -> list[ActionKind]:
    return [o.action.kind for o in found]


@pytest.mark.parametrize(
    "request_",
    [
        "C.2 补一条 **SpillCache**。",
        "「分层存储」一节（C.2）新增一条 SpillCache。",
        "在「分层存储」小节（C.2）补一条 **SpillCache**，写法同 TierKV 条。",
    ],
)
@pytest.mark.parametrize(
    "closing",
    [
        "- C.2：补 SpillCache（条目 1）。",
        "- C.2：SpillCache（条目 1）",
        "- C.2：**SpillCache**（条目 1）。",
        "- C.2：收 **SpillCache**（条目 1）。",
        "- C.2: SpillCache (item 1).",
    ],
)
def test_a_closing_line_naming_the_item_s_new_entry_joins_its_add(
    request_: str, closing: str
) -> None:
    text = with_closing(request_, closing)
    found, diff = run(text)
    assert kinds(found) == [ActionKind.ADD_ENTRY], [(o.action.kind, o.reason) for o in found]
    closing_line = text.splitlines().index(closing) + 1
    assert closing_line in found[0].action.lines
    assert diff.count("+- **SpillCache**") == 1


@pytest.mark.parametrize(
    "closing",
    [
        "- C.1：补 SpillCache（条目 1）。",
        "- C.1：SpillCache（条目 1）",
        "- C.1：**SpillCache**（条目 1）。",
        "- C.1：收 **SpillCache**（条目 1）。",
    ],
)
@pytest.mark.parametrize(
    "request_", ["C.2 补一条 **SpillCache**。", "「分层存储」一节（C.2）新增一条 SpillCache。"]
)
def test_a_closing_line_naming_another_section_stays_reported(request_: str, closing: str) -> None:
    found, diff = run(with_closing(request_, closing))
    (row,) = [o for o in found if o.action.kind is ActionKind.NOT_UNDERSTOOD]
    assert "C.1" in row.reason
    assert diff.count("+- **SpillCache**") == 1
