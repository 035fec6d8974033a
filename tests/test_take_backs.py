"""A request taken back is never proposed: an item withdrawn in the closing list (by its tag,
a range, a Chinese numeral, its name, `只…`/`除…外`), and a request whose own sentence takes
it back after asking (`…，但这轮先不做`, `原拟…，现撤回`, `（本轮不落笔）`). Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.models import Action, ActionKind
from kbpatch.parse import parse_brief
from kbpatch.reading import plan

from .conftest import FIXTURE_KB, KB_PATH, applied_kb

ITEMS = (
    ("PageLoom（arXiv:2612.40001）—— 分页前缀复用", "§2.2 新增一条 PageLoom。"),
    ("ShardSched（arXiv:2612.40002）—— 分片感知调度", "§3.2 新增一条 ShardSched。"),
    ("PocketDraft（arXiv:2612.40003）—— 端侧草稿模型", "§5.6 新增一条 PocketDraft。"),
)


def three_items(closing: str, suggestions: tuple[str, ...] | None = None) -> str:
    text = "# inference · E1 预消化简报（2026-12-05）\n\n## 一、增量\n\n"
    for number, (title, suggestion) in enumerate(ITEMS, start=1):
        said = suggestions[number - 1] if suggestions else suggestion
        text += (
            f"### 条目 {number}：{title}\n\n"
            f"- **来源**：organized/paper_cards/30{number}0-2612-4000{number}.md\n"
            f"- **要点**：第 {number} 篇的实测结果，吞吐提升 1{number}%（作者自测）。\n"
            f"- **建议归入**：{said}\n\n"
        )
    return text + f"## 四、本轮结论与建议动作\n\n- {closing}\n"


def one_item(suggestion: str) -> str:
    return (
        "# inference · E1 预消化简报（2026-12-05）\n\n## 一、增量\n\n"
        "### 条目 1：PageLoom（arXiv:2612.40001）—— 分页前缀复用\n\n"
        "- **来源**：organized/paper_cards/3010-2612-40001.md\n"
        "- **要点**：PageLoom 按页复用前缀，命中率从 41% 升到 58%（作者自测）。\n"
        f"- **建议归入**：{suggestion}\n"
    )


def proposed(actions: list[Action]) -> set[str]:
    """The items whose edits would be proposed."""
    return {
        a.item_key for a in actions if a.kind.edits_document and not a.forbidden_by and a.item_key
    }


def read(text: str) -> list[Action]:
    return plan(parse_brief(text))


# Each closing line withdraws 条目 2 only.
WITHDRAW_ITEM_2 = (
    "条目 2 撤回。",
    "条目 2 取消，不入档。",
    "条目 2：复核后不入档（证据只有单卡）。",
    "条目二作罢。",
    "第 2 条增量暂缓。",
    "ShardSched（条目 2）本轮不写。",
    "ShardSched 先放一放。",
    "关于 ShardSched：不收录。",
    "条目 2 先搁着，条目 1、3 照办。",
    "除条目 2 外均照建议落笔。",
    "只落条目 1 和条目 3。",
    "撤回条目 2 的建议。",
    "条目 2: drop.",
    "Item 2 — withdrawn.",
    "第 2 条不落笔。",
    "第二条作罢。",
    "#2 不落笔。",
    "No.2 暂缓。",
    "条 2 先不做。",
    # The analyst disagrees with the item's request, and says why.
    "条目 2 我不同意加，单卡数据不够格，保持原样。",
    "条目 2：我们并不赞成这么做。",
    "ShardSched（条目 2）我不同意收，证据太薄。",
    "条目 2 不支持新增，维持原样。",
)


@pytest.mark.parametrize("closing", WITHDRAW_ITEM_2)
def test_a_closing_line_that_takes_an_item_back_withdraws_that_item_only(closing: str) -> None:
    actions = read(three_items(closing))
    assert proposed(actions) == {"条目 1", "条目 3"}, closing
    vetoed = [a for a in actions if a.forbidden_by]
    assert [a.item_key for a in vetoed] == ["条目 2"]
    assert "brief line" in vetoed[0].forbidden_by


# Any negation word refuses the item, as 不 does: 勿, 别, 免, 无需, 不必, 甭, 不予.
REFUSED_BY_ANY_NEGATION = (
    "条目 2 勿落笔；条目 1、3 照办。",
    "条目 2 免录，其余照建议。",
    "条目 2 无需入档。",
    "条目 2 别写，条目 1 和 3 照建议。",
    "条目 2 本轮不必收录。",
    "条目 2 甭动。",
    "条目 2 无须再写。",
    "条目 2 不予采纳。",
    "ShardSched（条目 2）勿入档。",
)


@pytest.mark.parametrize("closing", REFUSED_BY_ANY_NEGATION)
def test_an_item_refused_with_any_negation_word_is_withdrawn(closing: str) -> None:
    actions = read(three_items(closing))
    assert proposed(actions) == {"条目 1", "条目 3"}, closing
    assert {a.item_key for a in actions if a.forbidden_by} == {"条目 2"}


def test_a_negated_replace_of_an_item_withdraws_its_replace() -> None:
    suggestions = ("§2.2 新增一条 PageLoom。", '§1.6 表 Rapid-MLX 行 "388⭐" 改为 "410⭐"。', "")
    for closing in ("条目 2 别改，条目 1 照办。", "条目 2 勿改。", "条目 2 无需更新。"):
        actions = read(three_items(closing, suggestions))
        assert "条目 2" not in proposed(actions), closing
        assert "条目 1" in proposed(actions), closing


@pytest.mark.parametrize(
    ("closing", "left"),
    [
        ("条目 1–2 暂缓，条目 3 照办。", {"条目 3"}),
        ("条目 1 至 2 都先不做。", {"条目 3"}),
        ("仅条目 1 入档。", {"条目 1"}),
        ("只保留条目 3。", {"条目 3"}),
        ("除条目 1 外都不落笔。", {"条目 1"}),
    ],
)
def test_ranges_and_limits_withdraw_every_item_they_leave_out(closing: str, left: set[str]) -> None:
    assert proposed(read(three_items(closing))) == left


@pytest.mark.parametrize(
    "closing",
    [
        # A paper's own retraction, with a section to edit: a request, not a take-back.
        "§七 第 12 条补注 ShardSched v2 撤回了 Table 3（条目 2）。",
        "条目 2 照办。",
        "ShardSched 的吞吐数字已撤回，见条目 2。",
        "条目 9 撤回。",  # no such item: nothing of this brief is withdrawn
    ],
)
def test_words_that_only_mention_a_retraction_withdraw_nothing(closing: str) -> None:
    assert proposed(read(three_items(closing))) >= {"条目 1", "条目 3"}
    assert "条目 2" in proposed(read(three_items(closing)))


TAKEN_BACK_AFTER = (
    "§2.2 新增一条 PageLoom，但这轮先不做。",
    "§2.2 补一条 PageLoom——本轮暂缓。",
    "原拟 §2.2 新增 PageLoom，现撤回。",
    "§2.2 加一条 PageLoom 本来可以，不过样本太少，放弃。",
    "§2.2 新增一条 PageLoom，这一步留给 E2。",
    "§2.2 新增 PageLoom 一条（本轮不落笔）。",
    "一度想在 §2.2 新增 PageLoom，最终否决。",
    "§2.2 新增 PageLoom 这个动作取消。",
    "§2.2 新增 PageLoom 一条——不，还是不加了。",
    "§2.2 新增一条 PageLoom，改到下轮。",
    "add PageLoom to §2.2, but not this round.",
)


@pytest.mark.parametrize("suggestion", TAKEN_BACK_AFTER)
def test_a_request_its_own_sentence_takes_back_is_reported_never_proposed(
    suggestion: str,
) -> None:
    actions = read(one_item(suggestion))
    assert not proposed(actions), suggestion
    withheld = [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]
    assert withheld and "asks no edit this round" in withheld[0].reason


@pytest.mark.parametrize(
    "suggestion",
    [
        "§2.2 新增一条 PageLoom，不展开实现细节。",
        "§2.2 新增一条 PageLoom，§2.3 不动。",
        "§2.2 新增一条 PageLoom，其余不改。",
        "§2.2 新增一条 PageLoom（不写吞吐结论之外的判断）。",
        "§2.2 新增一条 PageLoom，不新建章节。",
    ],
)
def test_a_limit_after_a_request_takes_nothing_back(suggestion: str) -> None:
    assert proposed(read(one_item(suggestion))) == {"条目 1"}, suggestion


def test_the_kb_keeps_no_entry_of_a_withdrawn_item(tmp_path: Path) -> None:
    kb = FIXTURE_KB.read_text(encoding="utf-8")
    brief = three_items("条目 2 撤回；条目 3 本轮暂缓。")
    after = applied_kb(tmp_path, kb, brief, "inbox/2026-12-05-inference-e1prep.md")
    added = set(after.splitlines()) - set(kb.splitlines())
    assert any("PageLoom" in line for line in added)
    assert not any("ShardSched" in line or "PocketDraft" in line for line in added)
    assert KB_PATH.endswith("inference.md")


@pytest.mark.parametrize(
    "closing",
    [
        "~~§3.2 新增 ShardSched（条目 2）~~",
        "~~条目 2：§3.2 补一条 ShardSched~~",
        "§3.2 新增 ShardSched（条目 2）【已撤回】",
        "§3.2 新增 ShardSched（条目 2）（已撤回）",
        "§3.2 补一条 ShardSched（条目 2）[本轮暂缓]",
    ],
)
def test_a_closing_line_struck_through_or_marked_withdrawn_withdraws_its_edit(
    closing: str,
) -> None:
    actions = read(three_items(closing))
    assert proposed(actions) == {"条目 1", "条目 3"}, closing
    assert any(
        a.item_key == "条目 2" and a.kind in (ActionKind.CONSTRAINT, ActionKind.NOT_UNDERSTOOD)
        for a in actions
    )


def test_words_struck_through_beside_a_request_leave_the_request() -> None:
    actions = read(three_items("§3.2 新增 ShardSched（条目 2），~~并在 §5.6 加一行~~。"))
    assert proposed(actions) == {"条目 1", "条目 2", "条目 3"}
    assert not any(
        a.target
        and a.target.key == "5.6"
        and a.item_key == "条目 2"
        and a.kind.edits_document
        and not a.forbidden_by
        for a in actions
    )


@pytest.mark.parametrize(
    "closing",
    [
        "条目 2 不入档，理由是只测了一种卡。",
        "ShardSched（条目 2）：作罢，细节可对照 §3.2 现有条目。",
        "条目 2 暂缓，原因在值得警惕里。",
        "条目 2 撤回，样本太少。",
    ],
)
def test_an_item_refused_with_more_words_is_reported_never_proposed(closing: str) -> None:
    actions = read(three_items(closing))
    assert "条目 2" not in proposed(actions), closing
    assert {"条目 1", "条目 3"} <= proposed(actions)
    assert any(
        a.item_key == "条目 2" and a.kind is ActionKind.NOT_UNDERSTOOD for a in actions
    ) or any(a.item_key == "条目 2" and a.forbidden_by for a in actions)


@pytest.mark.parametrize(
    "closing",
    [
        "§3.2 不落笔。",
        "§3.2 本轮冻结，不接受改动。",
        "§3.2 这轮封版。",
        "§3.2 留待 E2。",
        "§3.2 先搁着。",
        "§3.2 本轮跳过。",
    ],
)
def test_a_section_taken_back_in_the_closing_list_is_kept(closing: str) -> None:
    actions = read(three_items(closing))
    assert proposed(actions) == {"条目 1", "条目 3"}, closing
    (vetoed,) = [a for a in actions if a.forbidden_by]
    assert vetoed.target is not None and vetoed.target.key == "3.2"


def with_field(field: str) -> str:
    return one_item("§2.2 新增一条 PageLoom。").replace(
        "- **建议归入**", f"{field}\n- **建议归入**"
    )


@pytest.mark.parametrize(
    "field",
    [
        "- **判定**：不入档（只有单卡数据）。",
        "- **判定**：暂缓，等 E2 复核。",
        "- **判定**：撤回（E2 上轮已否）",
        "- **判定**：不计入增量",
        "- **状态**：已撤回",
        "- **优先级**：本轮不做",
        "- **Status**: withdrawn",
        "- **与活文档脉络的关系**：【状态：暂缓】§2.2 已有前缀缓存条目。",
    ],
)
def test_an_item_whose_own_verdict_takes_it_back_is_reported_not_proposed(field: str) -> None:
    actions = read(with_field(field))
    assert not proposed(actions), field
    (report,) = [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]
    assert "own verdict" in report.reason


@pytest.mark.parametrize(
    "field",
    [
        "- **判定**：增量，证据充分。",
        "- **状态**：待落笔",
        "- **判定**：主题相关，建议入档。",
    ],
)
def test_an_item_whose_verdict_agrees_is_proposed(field: str) -> None:
    assert proposed(read(with_field(field))) == {"条目 1"}, field


@pytest.mark.parametrize(
    "suggestion",
    [
        "不入档；结论清单里 §3.2 那一行作废。",
        "不入档（清单里的 §3.2 动作不算数）。",
        "以本栏为准：不入档。",
        "撤回。",
    ],
)
def test_an_item_that_refuses_what_the_closing_list_asks_of_it_is_reported(
    suggestion: str,
) -> None:
    suggestions = (ITEMS[0][1], suggestion, ITEMS[2][1])
    actions = read(three_items("§3.2 新增 ShardSched（条目 2）。", suggestions))
    assert proposed(actions) == {"条目 1", "条目 3"}, suggestion
    # Reported against the item's own words, or (a line of the closing list voided by them,
    # tests/test_closing_lines_voided.py) withheld with them.
    assert any(
        "own 建议归入" in a.reason or "清单" in a.forbidden_by
        for a in actions
        if a.item_key == "条目 2"
    )


def test_an_item_that_refuses_a_part_but_asks_an_edit_keeps_its_edit() -> None:
    suggestions = (ITEMS[0][1], "§3.2 新增一条 ShardSched；§5.6 不动。", ITEMS[2][1])
    actions = read(three_items("§3.2 新增 ShardSched（条目 2）。", suggestions))
    assert proposed(actions) == {"条目 1", "条目 2", "条目 3"}


def test_a_withdrawal_whose_reason_follows_a_colon_withdraws_the_item() -> None:
    actions = read(three_items("增量 2 撤回：ShardSched 只是工具，不进正文。"))
    assert proposed(actions) == {"条目 1", "条目 3"}


@pytest.mark.parametrize(
    "closing",
    [
        "如 E2 不同意，则撤回条目 2。",
        "若复现失败，条目 2 作罢。",
        "要是 E2 否了，那就撤回条目 2。",
    ],
)
def test_a_withdrawal_under_a_condition_leaves_the_edit_and_is_reported(closing: str) -> None:
    actions = read(three_items(closing))
    assert proposed(actions) == {"条目 1", "条目 2", "条目 3"}, closing
    (report,) = [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]
    assert report.item_key == "条目 2" and "under a condition" in report.reason


def test_a_bare_numbered_entry_in_a_line_naming_a_section_is_no_item() -> None:
    actions = read(three_items("§3.2 第 1 条保留；第 2 条不动。"))
    assert "条目 2" in proposed(actions) or any(
        a.item_key == "条目 2" and a.forbidden_by and "§3.2" in a.forbidden_by for a in actions
    )
    assert not any(
        a.kind is ActionKind.CONSTRAINT and a.item_key == "条目 2" and a.target is None
        for a in actions
    )


# Putting an item off, in the words analysts use for it: a verb of setting down with the
# durative 着 or a while (先晾着, 先压一下), a verb of watching (再观望一阵, 看看再说), a time to
# come after them (留着下一轮再说); in English a verb of putting off with its object and what it
# waits on (shelved, hold it until…, waiting on E2), `let it rest`, `not yet`, `wait and see`.
PUT_OFF_ITEM_2 = (
    "条目 2 先晾着。",
    "条目 2 先压一下。",
    "ShardSched 先存着，条目 1、3 照办。",
    "条目 2 留着下一轮再说。",
    "条目 2 再观望一阵。",
    "条目 2 看看再说。",
    "条目 2：先观察一段时间。",
    "Item 2: shelved.",
    "Item 2: hold it until the authors publish code.",
    "Item 2 — waiting on E2.",
    "Item 2: let it rest for now.",
    "Item 2: not yet.",
    "Item 2: put it off.",
    "Item 2: wait and see.",
)


@pytest.mark.parametrize("closing", PUT_OFF_ITEM_2)
def test_a_closing_line_that_puts_an_item_off_withdraws_that_item_only(closing: str) -> None:
    actions = read(three_items(closing))
    assert proposed(actions) == {"条目 1", "条目 3"}, closing
    vetoed = [a for a in actions if a.forbidden_by]
    assert [a.item_key for a in vetoed] == ["条目 2"]
    assert closing.split("，")[0].rstrip("。.")[:30] in vetoed[0].forbidden_by


@pytest.mark.parametrize(
    "closing",
    [
        "Item 2: next week.",
        "Item 2: on hold.",
        "条目 2 跳过。",
        "条目 2 不要了。",
        "条目 2 算了。",
    ],
)
def test_the_put_offs_read_before_still_withdraw_the_item(closing: str) -> None:
    assert proposed(read(three_items(closing))) == {"条目 1", "条目 3"}, closing


@pytest.mark.parametrize(
    "closing",
    [
        # A verb of setting down that places the entry, and a watch or a wait that is the
        # paper's own words, ask for the edit.
        "条目 2 放 §3.2 末尾。",
        "条目 2 照办（作者仍在观察长尾延迟）。",
        "Item 2: as placed; the authors hold the code for now.",
        "§3.2 新增 ShardSched（条目 2），留一行说明等待队列。",
    ],
)
def test_words_of_setting_down_or_waiting_inside_a_request_withdraw_nothing(
    closing: str,
) -> None:
    assert "条目 2" in proposed(read(three_items(closing))), closing


def with_field_last(field: str) -> str:
    """One item whose fields end with its caveats and then `field`, a label the brief's item
    fields give no slot of their own (`Status:`, `状态：`)."""
    return one_item("§2.2 新增一条 PageLoom。") + f"- **值得警惕**：作者自测。\n{field}\n"


@pytest.mark.parametrize(
    "field",
    [
        "- Status: shelved",
        "- Status: waiting on E2",
        "- **Verdict**: not yet",
        "- 状态：先晾着",
        "- 判定：再观望一阵",
        "- **状态**：暂缓",
        "- Status: on hold",
    ],
)
def test_an_item_s_own_status_after_its_caveats_takes_it_back(field: str) -> None:
    actions = read(with_field_last(field))
    assert not proposed(actions), field
    (report,) = [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]
    assert "own verdict" in report.reason


@pytest.mark.parametrize("field", ["- Status: ready", "- 状态：待落笔", "- 判定：增量，可落笔"])
def test_an_item_s_own_status_for_the_filing_after_its_caveats_leaves_it_proposed(
    field: str,
) -> None:
    assert proposed(read(with_field_last(field))) == {"条目 1"}, field


@pytest.mark.parametrize(
    "closing",
    [
        "全部不落笔。",
        "以上各条均不落笔，下轮再看。",
        "所有条目本轮都不写。",
        "三条一律暂缓。",
        "五条一律不落笔。",  # a count that is not the brief's still speaks of all it has
        "统一不落笔。",
        "All items on hold.",
        # The places the round edits, and what the take-back waits for.
        "三处都先不动，等 E2 周一看过再落。",
        "两处均暂缓，待 E2 复核后再说。",
        "都先不落，等作者放码再说。",
        "本轮全部先不落。",
        "三项都不写了。",
    ],
)
def test_a_closing_line_that_takes_back_every_item_withdraws_each(closing: str) -> None:
    actions = read(three_items(closing))
    assert proposed(actions) == set(), [(a.kind, a.item_key, a.reason) for a in actions]
    withheld = {a.item_key for a in actions if a.kind.edits_document and a.forbidden_by}
    assert withheld == {"条目 1", "条目 2", "条目 3"}


@pytest.mark.parametrize(
    "closing",
    [
        "以上各条照建议落笔。",
        "全部照办。",
        "所有条目都按建议落笔。",
        "全部条目的来源均已核对。",
        "三处都照建议落笔，E2 已看过。",
        "都照办，等 E2 看过再合并也行。",
    ],
)
def test_every_item_named_with_no_take_back_withdraws_none(closing: str) -> None:
    assert {"条目 2", "条目 3"} <= proposed(read(three_items(closing)))


@pytest.mark.parametrize(
    "closing",
    [
        "条目 2 挪到 §3.3。",
        "条目 2 移至 3.3 节，其余照办。",
        "把条目 2 搬到 §3.3 落笔。",
        "条目 2 挪到 §3.3 落笔（不放 §3.2）。",
        "条目 2 改放 §3.3。",
        # Any root of moving with a direction: 转/调/换/改 with 去/到/往/入.
        "条目 2 转去 §3.3。",
        "条目 2 调往 3.3 节。",
        "条目 2 换入 §3.3，其余照办。",
        "条目 2 调整到 §3.3 比较好。",
        "条目 2 改到 §3.3。",
    ],
)
def test_an_item_moved_by_a_verb_of_moving_is_added_at_its_new_place_only(closing: str) -> None:
    actions = read(three_items(closing))
    item_2 = [a for a in actions if a.item_key == "条目 2" and a.kind.edits_document]
    places = {a.target.key for a in item_2 if not a.forbidden_by and a.target is not None}
    assert places == {"3.3"}, closing
    assert not any(a.kind is ActionKind.NOT_UNDERSTOOD for a in actions), closing


def test_an_entry_that_stands_moved_by_its_name_to_another_section_is_a_move() -> None:
    actions = read(three_items("§3.2 的 ShardSched 条目挪到 §3.3。"))
    moves = [a for a in actions if a.kind is ActionKind.MOVE]
    assert [(a.anchor, a.target and a.target.key) for a in moves] == [("ShardSched", "3.3")]


@pytest.mark.parametrize(
    "closing",
    [
        "把 ShardSched 移到 §3.3。",
        "把 §3.2 的旧条目搬到 §3.3。",
        "§3.2 的 ShardSched 条目转到 §3.3。",
        "§3.2 ShardSched 那条调去 §3.3。",
    ],
)
def test_moving_words_said_of_an_entry_that_stands_are_reported(closing: str) -> None:
    actions = read(three_items(closing))
    assert any(a.kind is ActionKind.NOT_UNDERSTOOD for a in actions), closing
    assert not any(
        a.target is not None and a.target.key == "3.3" and a.kind.edits_document for a in actions
    ), closing


@pytest.mark.parametrize(
    "closing",
    [
        '条目 1：§2.2 酌情处理；条目 2：ShardSched 那行 "14%" 改为 "15%"。',
        '§2.2 看着办（条目 1）；ShardSched 那行 "14%" 改为 "15%"（条目 2）。',
        '条目 1：2.2 节待斟酌；条目 2：ShardSched 那行 "14%" 改为 "15%"。',
    ],
)
def test_a_clause_of_another_item_takes_no_section_from_the_clause_before(closing: str) -> None:
    actions = read(three_items(closing))
    item_2 = [a for a in actions if a.item_key == "条目 2" and a.target is not None]
    assert not any(a.target.key == "2.2" for a in item_2 if a.target), closing


SOURCE_AND_LINE = (
    ITEMS[0][1],
    '§3.2 ShardSched 那条挂上 arXiv:2612.40002；§七 第 12 条〔〕由"挂账"改为"§3.2"。',
    ITEMS[2][1],
)


def item_2_kinds(actions: list[Action]) -> dict[ActionKind, bool]:
    """Item 2's edits, each with whether it is still proposed."""
    return {
        a.kind: not a.forbidden_by
        for a in actions
        if a.item_key == "条目 2" and a.kind.edits_document
    }


@pytest.mark.parametrize(
    "closing",
    [
        "条目 2 只做第 12 条，ShardSched 那条先不挂出处。",
        "条目 2：出处先不挂，其余照办。",
        "条目 2 的来源本轮不补，第 12 条照改。",
        "条目 2 先不挂出处。",
    ],
)
def test_a_closing_line_refusing_an_item_s_source_withholds_that_source_alone(
    closing: str,
) -> None:
    actions = read(three_items(closing, SOURCE_AND_LINE))
    assert item_2_kinds(actions) == {ActionKind.ADD_SOURCE: False, ActionKind.REPLACE: True}


@pytest.mark.parametrize(
    "closing",
    [
        "Item 2: don't bother. Items 1 and 3 as suggested.",
        "Item 2 not needed; the rest as suggested.",
        "Item 2: leave it out.",
        "Item 2 — omit.",
        "Item 2: do not add it.",
        "Item 2: no need to write this.",
        "Item 2 is unnecessary.",
    ],
)
def test_an_item_refused_in_english_is_withdrawn(closing: str) -> None:
    actions = read(three_items(closing))
    assert proposed(actions) == {"条目 1", "条目 3"}, closing


@pytest.mark.parametrize(
    "closing",
    [
        "条目 2 的出处挂上即可，§七 第 12 条〔〕下轮再改。",
        "条目 2 出处照挂；§七 第 12 条下次再动。",
        "条目 2 的出处挂上，§七 第 12 条以后再更新。",
        "条目 2 只挂出处，§七 第 12 条〔〕暂缓。",
    ],
)
def test_a_closing_line_putting_off_one_line_of_a_section_withholds_that_line_alone(
    closing: str,
) -> None:
    actions = read(three_items(closing, SOURCE_AND_LINE))
    assert item_2_kinds(actions) == {ActionKind.ADD_SOURCE: True, ActionKind.REPLACE: False}


@pytest.mark.parametrize(
    "closing",
    [
        "条目 2 的出处挂上即可，第 12 条〔〕下轮再改。",
        "条目 2 出处照挂；第 12 条〔〕以后再更新。",
        "条目 2 只挂出处，第 12 条〔〕暂缓。",
        "条目 2 出处挂上，第 12 条〔〕先搁着。",
    ],
)
def test_a_citation_line_put_off_by_its_bracket_mark_alone_withholds_that_line_and_says_so(
    closing: str,
) -> None:
    actions = read(three_items(closing, SOURCE_AND_LINE))
    assert item_2_kinds(actions) == {ActionKind.ADD_SOURCE: True, ActionKind.REPLACE: False}
    constraints = [a for a in actions if a.kind is ActionKind.CONSTRAINT]
    (put_off,) = [a for a in constraints if "第 12 条〔〕" in a.reason]
    assert put_off.target is not None


def test_a_citation_line_put_off_by_its_mark_leaves_a_new_citation_proposed() -> None:
    suggestions = ("§2.2 新增一条 PageLoom；§七 登记第 73 条〔§2.2〕。", *SOURCE_AND_LINE[1:])
    actions = read(three_items("条目 2 的出处挂上即可，第 12 条〔〕下轮再改。", suggestions))
    citations = [a for a in actions if a.kind is ActionKind.ADD_CITATION]
    assert citations and all(not a.forbidden_by for a in citations)
    assert item_2_kinds(actions)[ActionKind.REPLACE] is False


def test_a_line_of_a_section_put_off_leaves_a_new_citation_in_that_section_proposed() -> None:
    suggestions = ("§2.2 新增一条 PageLoom；§七 登记第 73 条〔§2.2〕。", *SOURCE_AND_LINE[1:])
    actions = read(three_items("条目 2 的出处挂上即可，§七 第 12 条〔〕下轮再改。", suggestions))
    citations = [a for a in actions if a.kind is ActionKind.ADD_CITATION]
    assert citations and all(not a.forbidden_by for a in citations)
    assert item_2_kinds(actions)[ActionKind.REPLACE] is False


@pytest.mark.parametrize(
    "closing",
    [
        "Item 2: put it under §3.3 instead.",
        "Item 2: file it under §3.3 instead of §3.2.",
        "Item 2: place it in §3.3 instead.",
        "条目 2 改放 §3.3。",
        # A verb of moving with the item and the section after it, no `instead` needed.
        "Move item 2 to §3.3.",
        "Item 2: move it to Sec. 3.3.",
        "Put item 2 under §3.3.",
        "Item 2 — file it into section 3.3.",
    ],
)
def test_an_item_put_elsewhere_instead_in_english_is_added_there_only(closing: str) -> None:
    actions = read(three_items(closing))
    item_2 = [a for a in actions if a.item_key == "条目 2" and a.kind.edits_document]
    places = {a.target.key for a in item_2 if not a.forbidden_by and a.target is not None}
    assert places == {"3.3"}, closing


def test_an_item_moved_in_english_is_written_into_its_new_section_only(tmp_path: Path) -> None:
    kb = FIXTURE_KB.read_text(encoding="utf-8")
    brief = three_items("Move item 2 to §3.3.")
    after = applied_kb(tmp_path, kb, brief, "inbox/2026-12-05-inference-e1prep.md")
    lines = after.splitlines()
    (added,) = [line for line in lines if "ShardSched" in line]
    section = lines[: lines.index(added)]
    assert [h for h in section if h.startswith("### ")][-1].startswith("### 3.3 "), added


@pytest.mark.parametrize(
    "closing",
    [
        "条目 2 → §3.3。",
        "条目 2 落 §3.3。",
        "条目 2 入 3.3 节。",
        "§3.3（条目 2）。",
        # The section's end after it: where any new entry goes, no other place.
        "条目 2 落 §3.3 末尾。",
        "条目 2 进 §3.3 最后。",
        "条目 2 → §3.3 结尾。",
        "条目 2 落 3.3 节末尾。",
    ],
)
def test_an_item_pointed_elsewhere_in_words_not_read_is_not_proposed_at_its_own_place(
    closing: str,
) -> None:
    actions = read(three_items(closing))
    assert proposed(actions) == {"条目 1", "条目 3"}, closing
    assert any(a.item_key == "条目 2" and a.kind is ActionKind.NOT_UNDERSTOOD for a in actions)


@pytest.mark.parametrize(
    "closing",
    ["条目 2 → §3.2。", "条目 2 落 §3.2。", "条目 2 入 3.2 节。", "条目 2 落 §3.2 末尾。"],
)
def test_an_item_pointed_at_its_own_place_is_proposed_with_nothing_to_check(closing: str) -> None:
    actions = read(three_items(closing))
    assert proposed(actions) == {"条目 1", "条目 2", "条目 3"}, closing
    assert not any(a.kind is ActionKind.NOT_UNDERSTOOD for a in actions), closing


@pytest.mark.parametrize("verb", ["调到", "改到", "换到", "调整到"])
def test_a_verb_of_moving_before_a_value_still_replaces_it(verb: str) -> None:
    actions = read(three_items(f'§3.2 ShardSched 那行 "14%" {verb} "15%"。'))
    replaced = [a for a in actions if a.kind is ActionKind.REPLACE and not a.forbidden_by]
    assert [a.pairs for a in replaced] == [(("14%", "15%"),)], verb
