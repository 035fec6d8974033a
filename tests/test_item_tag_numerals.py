"""An item tag whose number is written otherwise than in digits (`增量 ②`, `条目二`, `条目 ３`,
`条目 #2`, `Item ❷`) names that item wherever tags are read: a take-back in the closing list,
a keep, a pairing of items with places, an item's heading. A circled number after an item word
is the tag's number, not a mark that parts the line (`增量 ② 不落笔` withdraws item 2). Our own
words."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.models import Action, ActionKind
from kbpatch.parse import parse_brief
from kbpatch.reading import plan
from kbpatch.reading.items import plain_tags
from kbpatch.reading.lexicon import default_lexicon

from .conftest import FIXTURE_KB, applied_kb

ITEMS = (
    ("LoomCache（arXiv:2612.51001）—— 分页缓存复用", "§2.2 新增一条 LoomCache。"),
    ("GridRoute（arXiv:2612.51002）—— 网格路由", "§3.2 新增一条 GridRoute。"),
    ("PalmDraft（arXiv:2612.51003）—— 掌上草稿模型", "§5.6 新增一条 PalmDraft。"),
)


def three_items(closing: str, word: str = "增量", *, heading_numbers: tuple[str, ...] = ()) -> str:
    text = "# inference · E1 预消化简报（2026-12-06）\n\n## 一、增量\n\n"
    for number, (title, suggestion) in enumerate(ITEMS, start=1):
        shown = heading_numbers[number - 1] if heading_numbers else str(number)
        text += (
            f"### {word} {shown}：{title}\n\n"
            f"- **来源**：organized/paper_cards/51{number}0-2612-5100{number}.md\n"
            f"- **要点**：第 {number} 篇的实测，延迟下降 2{number}%（作者自测）。\n"
            f"- **建议归入**：{suggestion}\n\n"
        )
    return text + f"## 四、本轮结论与建议动作\n\n- {closing}\n"


def read(text: str) -> list[Action]:
    return plan(parse_brief(text))


def proposed(actions: list[Action]) -> set[str]:
    return {
        a.item_key for a in actions if a.kind.edits_document and not a.forbidden_by and a.item_key
    }


@pytest.mark.parametrize(
    "closing",
    [
        "增量 ② 不落笔。",
        "增量②撤回。",
        "增量 ❷ 本轮暂缓。",
        "增量 ⑵ 作罢。",
        "增量二 不落笔。",
        "增量 ２ 先不做。",
        "增量 #2 不落笔。",
        "GridRoute（增量 ②）本轮不写。",
        "Item ② — withdrawn.",
    ],
)
def test_a_tag_numbered_in_another_form_withdraws_that_item(closing: str) -> None:
    actions = read(three_items(closing))
    assert proposed(actions) == {"增量 1", "增量 3"}, closing
    assert [a.item_key for a in actions if a.forbidden_by] == ["增量 2"]


def test_the_withdrawn_item_is_written_nowhere_in_the_kb(tmp_path: Path) -> None:
    kb = FIXTURE_KB.read_text(encoding="utf-8")
    after = applied_kb(
        tmp_path, kb, three_items("增量 ② 不落笔。"), "inbox/a/2026-12-06-inference-e1prep.md"
    )
    assert "GridRoute" not in after
    assert "LoomCache" in after and "PalmDraft" in after


@pytest.mark.parametrize(
    ("closing", "left"),
    [
        ("增量 ①、③ 都不落笔。", {"增量 2"}),
        ("增量一、三作罢。", {"增量 2"}),
        ("增量 ①–② 暂缓。", {"增量 3"}),
        ("只落增量 ③。", {"增量 3"}),
        ("除增量 ② 外均照建议落笔。", {"增量 1", "增量 3"}),
    ],
)
def test_lists_ranges_and_limits_read_the_numbers_in_any_form(closing: str, left: set[str]) -> None:
    assert proposed(read(three_items(closing))) == left, closing


def test_a_pairing_of_items_and_places_reads_circled_tags() -> None:
    actions = read(three_items("增量 ① 改放 §2.3。"))
    moved = [a for a in actions if a.item_key == "增量 1" and a.kind is ActionKind.ADD_ENTRY]
    assert [a.target.key for a in moved if a.target and not a.forbidden_by] == ["2.3"]


def test_an_item_headed_with_a_circled_number_is_that_item() -> None:
    brief = parse_brief(three_items("增量 ② 不落笔。", heading_numbers=("①", "②", "③")))
    assert [item.key for item in brief.items] == ["增量 1", "增量 2", "增量 3"]
    assert proposed(plan(brief)) == {"增量 1", "增量 3"}


@pytest.mark.parametrize(
    "text",
    [
        "条目一律不动。",  # every item: no tag
        "增量一致。",
        "增量二成来自缓存。",  # a share
        "条目三条均已核对。",  # a count
        "“增量 ② 不落笔”是上轮的话。",  # quoted words are the brief's, kept as written
        "条目 2、3.1 节照办。",  # a section after the list
        # Circled numbers that part the line's requests, or follow 条目 as an add verb's noun.
        "① §2.2 不新增条目 ② §3.2 暂不动。",
        "§2.2 不新增条目 ② §3.2 暂不动。",
        "（增量 1，二选一，推荐 §2.2）",
    ],
)
def test_words_that_only_look_like_a_numbered_tag_are_kept_as_written(text: str) -> None:
    assert plain_tags(text, default_lexicon()) == text


def test_circled_marks_that_part_a_line_still_part_it() -> None:
    actions = read(three_items("① §2.2 新增 LoomCache（增量 1）；② §5.6 新增 PalmDraft（增量 3）"))
    targets = {
        (a.item_key, a.target.key)
        for a in actions
        if a.kind is ActionKind.ADD_ENTRY and a.target and not a.forbidden_by
    }
    assert ("增量 1", "2.2") in targets and ("增量 3", "5.6") in targets
