"""A closing list written as a task list (`- [x] §3.2 新增 X`, `- [ ] §5.6 新增 Y`): beside a
ticked line an unticked one is not (yet) approved, and a box that marks its line dropped
(`[-]`, `☒`) never is: their edits are reported, never proposed (the item's own suggestion
for that place too: the closing list has the last word). A list whose every box is unticked
is a to-do list: its lines are the requests, as a plain list's are. Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.models import Action, ActionKind
from kbpatch.parse import parse_brief
from kbpatch.reading import plan

from .conftest import KB_PATH, git, invoke, make_repo

TITLES = (
    "LoomCache（arXiv:2612.53001）—— 分页缓存复用",
    "GridRoute（arXiv:2612.53002）—— 网格路由",
    "PalmDraft（arXiv:2612.53003）—— 掌上草稿模型",
)
REQUESTS = (
    "§2.2 新增 LoomCache（条目 1）",
    "§3.2 新增 GridRoute（条目 2）",
    "§5.6 新增 PalmDraft（条目 3）",
)


def brief(boxes: tuple[str, str, str], *, suggest: bool = False) -> str:
    """Three items, the closing list one boxed line each (`boxes`); with `suggest`, each item
    also suggests its place itself."""
    text = "# inference · E1 预消化简报（2026-12-08）\n\n## 一、增量\n\n"
    for number, title in enumerate(TITLES, start=1):
        text += (
            f"### 条目 {number}：{title}\n\n"
            f"- **来源**：organized/paper_cards/53{number}0-2612-5300{number}.md\n"
            f"- **要点**：第 {number} 篇的实测，显存下降 1{number}%（作者自测）。\n"
        )
        if suggest:
            text += f"- **建议归入**：{REQUESTS[number - 1].split('（')[0]}。\n"
        text += "\n"
    text += "## 四、本轮结论与建议动作\n\n"
    return text + "".join(f"- {box} {line}\n" for box, line in zip(boxes, REQUESTS, strict=True))


def read(text: str) -> list[Action]:
    return plan(parse_brief(text))


def proposed(actions: list[Action]) -> set[str]:
    return {
        a.item_key for a in actions if a.kind.edits_document and not a.forbidden_by and a.item_key
    }


@pytest.mark.parametrize(
    ("boxes", "kept_out"),
    [
        (("[x]", "[ ]", "[x]"), {"条目 2"}),
        (("[X]", "[]", "[X]"), {"条目 2"}),
        (("☑", "☐", "☑"), {"条目 2"}),
        (("✅", "⬜", "✅"), {"条目 2"}),
        # A dropped line, and an unticked one beside a ticked one.
        (("[x]", "[-]", "[ ]"), {"条目 2", "条目 3"}),
    ],
)
def test_unticked_lines_beside_ticked_ones_are_reported_never_proposed(
    boxes: tuple[str, str, str], kept_out: set[str]
) -> None:
    actions = read(brief(boxes))
    assert proposed(actions) == {"条目 1", "条目 2", "条目 3"} - kept_out, boxes
    reported = [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]
    assert {a.item_key for a in reported} == kept_out
    assert all("box" in a.reason and "check by hand" in a.reason for a in reported)


def test_an_unticked_line_withholds_the_items_own_suggestion_for_that_place() -> None:
    actions = read(brief(("[x]", "[ ]", "[x]"), suggest=True))
    assert proposed(actions) == {"条目 1", "条目 3"}


@pytest.mark.parametrize("box", ["[-]", "[~]", "☒"])
def test_a_line_marked_dropped_is_never_proposed_even_in_a_to_do_list(box: str) -> None:
    actions = read(brief(("[ ]", box, "[ ]")))
    assert proposed(actions) == {"条目 1", "条目 3"}


@pytest.mark.parametrize("boxes", [("[ ]", "[ ]", "[ ]"), ("☐", "☐", "☐"), ("[x]", "[x]", "[x]")])
def test_a_list_boxed_all_alike_is_read_as_the_requests(boxes: tuple[str, str, str]) -> None:
    assert proposed(read(brief(boxes))) == {"条目 1", "条目 2", "条目 3"}


def test_only_the_approved_lines_reach_the_kb(tmp_path: Path) -> None:
    repo = make_repo(tmp_path / "kb")
    brief_path = repo.add_brief(brief(("[x]", "[ ]", "[x]")).encode("utf-8"))
    code, out, err = invoke("propose", str(brief_path))
    assert code == 1, out + err  # a line reported: check by hand
    patches = sorted(brief_path.with_suffix(".patches").glob("*.patch"))
    git(repo.root, "apply", *map(str, patches))
    after = (repo.root / KB_PATH).read_text(encoding="utf-8")
    assert "LoomCache" in after and "PalmDraft" in after
    assert "GridRoute" not in after


def suggested_with_closing(lines: list[str]) -> str:
    """Each item suggests its own place; the closing list is `lines` as written."""
    text = brief(("[x]", "[x]", "[x]"), suggest=True)
    head = text[: text.index("## 四、")]
    return head + "## 四、本轮结论与建议动作\n\n" + "".join(f"{line}\n" for line in lines)


@pytest.mark.parametrize(
    "taken_back",
    [
        "- [x] 条目 2 撤回",
        "- [X] 条目 2：暂缓",
        "☑ 条目 2 先不落",
        "- [x] 搁置条目 2",
        "✅ 条目 2 这轮不收了",
        "- [x] 条目 2 parked",
    ],
)
def test_a_ticked_line_that_takes_an_item_back_withdraws_it(taken_back: str) -> None:
    lines = [f"- [x] {REQUESTS[0]}", taken_back, f"- [x] {REQUESTS[2]}"]
    actions = read(suggested_with_closing(lines))
    assert proposed(actions) == {"条目 1", "条目 3"}, taken_back
    withdrawn = [a for a in actions if a.item_key == "条目 2" and a.kind.edits_document]
    assert withdrawn and all(a.forbidden_by for a in withdrawn)
