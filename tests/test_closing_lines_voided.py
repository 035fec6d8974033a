"""An item's own suggestion may void a line of the closing list (`不在本档范围；结论清单第 3 行
请划掉`, by the line's place, its section, or the line for this item): that line's edit is not
proposed. A line kbpatch cannot tie to the item exactly (no such line, another item's line) is
reported, never guessed at. Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.models import Action, ActionKind
from kbpatch.parse import parse_brief
from kbpatch.reading import plan

from .conftest import FIXTURE_KB, applied_kb

TITLES = (
    "LoomCache（arXiv:2612.52001）—— 分页缓存复用",
    "GridRoute（arXiv:2612.52002）—— 网格路由",
    "PalmDraft（arXiv:2612.52003）—— 掌上草稿模型",
)
CLOSING = (
    "§2.2 新增 LoomCache（条目 1）。",
    "§3.2 新增 GridRoute（条目 2）。",
    "§5.6 新增 PalmDraft（条目 3）。",
)


def brief(third_says: str, closing: tuple[str, ...] = CLOSING) -> str:
    """Three items; the third's suggestion says `third_says`; the closing list adds each."""
    text = "# inference · E1 预消化简报（2026-12-07）\n\n## 一、增量\n\n"
    suggestions = ("§2.2 新增一条 LoomCache。", "§3.2 新增一条 GridRoute。", third_says)
    for number, (title, said) in enumerate(zip(TITLES, suggestions, strict=True), start=1):
        text += (
            f"### 条目 {number}：{title}\n\n"
            f"- **来源**：organized/paper_cards/52{number}0-2612-5200{number}.md\n"
            f"- **要点**：第 {number} 篇的实测，吞吐提升 3{number}%（作者自测）。\n"
            f"- **建议归入**：{said}\n\n"
        )
    lines = "".join(f"{n}. {line}\n" for n, line in enumerate(closing, start=1))
    return text + "## 四、本轮结论与建议动作\n\n" + lines


def read(text: str) -> list[Action]:
    return plan(parse_brief(text))


def proposed(actions: list[Action]) -> set[str]:
    return {
        a.item_key for a in actions if a.kind.edits_document and not a.forbidden_by and a.item_key
    }


VOIDS_LINE_3 = (
    "不在本档范围；结论清单第 3 行请划掉。",
    "跳过；删去下方建议动作第三条。",
    "主题外，清单中本条那一行作废。",
    "不收；清单里 §5.6 那条动作不算。",
    "超出主题（文末动作清单里对应本条的那行忽略）。",
    "Off topic; drop line 3 of the closing list.",
)


@pytest.mark.parametrize("said", VOIDS_LINE_3)
def test_an_item_that_voids_its_closing_line_has_that_edit_withheld(said: str) -> None:
    actions = read(brief(said))
    assert proposed(actions) == {"条目 1", "条目 2"}, said
    withheld = [a for a in actions if a.item_key == "条目 3" and a.kind is ActionKind.ADD_ENTRY]
    assert withheld and all(a.forbidden_by for a in withheld), said
    assert all("brief line" in a.forbidden_by for a in withheld)


def test_the_voided_line_is_written_nowhere_in_the_kb(tmp_path: Path) -> None:
    kb = FIXTURE_KB.read_text(encoding="utf-8")
    after = applied_kb(
        tmp_path, kb, brief(VOIDS_LINE_3[0]), "inbox/a/2026-12-07-inference-e1prep.md"
    )
    assert "PalmDraft" not in after
    assert "LoomCache" in after and "GridRoute" in after


@pytest.mark.parametrize(
    ("said", "doubtful"),
    [
        # No such line: the closing list has three.
        ("主题外；归并动作第 5 行删去。", {"条目 3"}),
        # Line 1 speaks of another item: neither its edit nor this item's is guessed at.
        ("主题外；归并动作第 1 行删去。", {"条目 1", "条目 3"}),
        # No line of the closing list names §4.1 for this item.
        ("不收；清单里 §4.1 那条动作作废。", {"条目 3"}),
    ],
)
def test_a_voided_line_not_found_exactly_is_reported_never_guessed(
    said: str, doubtful: set[str]
) -> None:
    actions = read(brief(said))
    assert proposed(actions) == {"条目 1", "条目 2", "条目 3"} - doubtful, said
    reported = [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]
    assert {a.item_key for a in reported} >= doubtful
    assert all("check by hand" in a.reason for a in reported)


def test_a_void_with_no_line_to_void_is_reported() -> None:
    actions = read(brief("主题外；结论清单第 2 行删去。", closing=CLOSING[:1]))
    rows = [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]
    assert [a.item_key for a in rows] == ["条目 3"]
    assert "1 line(s)" in rows[0].reason


@pytest.mark.parametrize(
    "said",
    [
        "§5.6 新增一条 PalmDraft。",
        # A list of the document, not the closing list: no line of it is voided.
        "§5.6 新增一条 PalmDraft；回滚清单里那条不动。",
        "§5.6 新增一条 PalmDraft，结论只写作者自测。",
    ],
)
def test_suggestions_that_void_no_closing_line_leave_every_edit(said: str) -> None:
    assert proposed(read(brief(said))) == {"条目 1", "条目 2", "条目 3"}, said
