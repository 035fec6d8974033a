"""What a brief's blocks are, read from their kinds: a closing list under any heading that
says what to do (a conclusion, advice, actions, a to-do list), items under headings written
without the colon, with a Chinese numeral, a sub-number, or a bare number. A line no block
reads that asks for something is reported with its words and where it stands: a request is
never dropped unseen, and never guessed into an edit."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.models import Action, ActionKind
from kbpatch.parse import parse_brief
from kbpatch.reading import plan

from .conftest import KB_PATH, applied_kb, git, invoke, make_repo, render_brief

DATE = "2026-12-09"
BRIEF = "inbox/mei/2026-12-09-inference-e1prep.md"

KB = """\
# inference 活文档

## 一、缓存

### 1.1 分层存储

- **HotCold**：冷块写回主机内存。

### 1.2 调度

- **FairQueue**：按租户轮转。

## 二、部署

### 2.1 端侧

- **PocketLM**：手机上跑 3B 模型。
"""
LINES = KB.splitlines(keepends=True)

ITEMS = (
    ("SparseHop", "2612.04411", "稀疏跳读把冷块预取提前一步，命中率升 6 点。"),
    ("GlueRank", "2612.04412", "按租户优先级重排队列，尾延迟降 18%。"),
    ("TileServe", "2612.04413", "把 3B 模型切块放进 NPU 缓存，首 token 快 1.3 倍。"),
)
HEADINGS = tuple(
    f"条目 {n}：{name}（arXiv:{paper}）" for n, (name, paper, _) in enumerate(ITEMS, 1)
)


def brief(
    closing_heading: str | None,
    closing: tuple[str, ...],
    *,
    headings: tuple[str, ...] = HEADINGS,
    suggestions: tuple[str, ...] = ("", "", ""),
) -> str:
    """A three-item brief: the items' headings, their suggestions (none when empty), and the
    closing lines under `closing_heading` (None: right after the arXiv list, no heading)."""
    text = "# inference · E1 预消化简报（2026-12-09）\n\n> 作者：mei\n\n## 一、增量\n\n"
    for heading, (_, paper, summary), suggestion in zip(headings, ITEMS, suggestions, strict=True):
        text += f"### {heading}\n\n- **来源**：arXiv:{paper}\n- **要点**：{summary}\n"
        text += f"- **建议归入**：{suggestion}\n\n" if suggestion else "\n"
    text += "## 二、值得警惕\n\n- 三条都只有作者自测。\n\n## 三、可引用的 arXiv 号\n\n"
    text += "".join(f"- arXiv:{paper} — {name}\n" for name, paper, _ in ITEMS)
    if closing_heading is not None:
        text += f"\n## {closing_heading}\n\n"
    return text + "".join(f"- {line}\n" for line in closing)


CLOSING = (
    "§1.1 补一条 SparseHop（条目 1）。",
    "条目 2 本轮不落笔。",
    "§2.1 补一条 TileServe（条目 3）。",
)


SUGGESTIONS = ("§1.1 新增一条 SparseHop。", "§1.2 新增一条 GlueRank。", "§2.1 新增一条 TileServe。")


def shape(actions: list[Action]) -> list[tuple[str, str, str, bool]]:
    return [
        (a.kind.value, a.target.key if a.target else "-", a.item_key, bool(a.forbidden_by))
        for a in actions
    ]


def edits(actions: list[Action]) -> list[tuple[str, str]]:
    return [
        (a.target.key if a.target else "-", a.item_key)
        for a in actions
        if a.kind.edits_document and not a.forbidden_by
    ]


@pytest.mark.parametrize(
    "heading",
    [
        "四、本轮结论",
        "四、建议",
        "结论",
        "五、下一步",
        "四、待办",
        "四、落笔清单",
        "四、合并建议",
        "四、处置",
        "四、今晚要做的事",
        "四、交给 E2 的合并指引",
        "四、动作清单",
        "Actions",
        "Next steps",
        "TODO",
    ],
)
def test_a_closing_list_is_read_under_any_heading_of_its_kind(heading: str) -> None:
    actions = plan(parse_brief(brief(heading, CLOSING)))
    assert edits(actions) == [("1.1", "条目 1"), ("2.1", "条目 3")], shape(actions)


@pytest.mark.parametrize("heading", ["四、建议", "#### 今晚动作", "结论"])
def test_a_refusal_under_such_a_heading_vetoes_the_items_own_suggestion(heading: str) -> None:
    suggestions = ("§1.1 新增一条 SparseHop。", "§1.2 新增一条 GlueRank。", "")
    text = brief(heading.lstrip("# "), ("条目 2 本轮不落笔。",), suggestions=suggestions)
    assert edits(plan(parse_brief(text))) == [("1.1", "条目 1")]


def test_a_heading_that_names_the_items_stays_the_items_section() -> None:
    text = brief("四、本轮结论与建议动作", CLOSING).replace("## 一、增量", "## 一、条目清单")
    actions = plan(parse_brief(text))
    assert edits(actions) == [("1.1", "条目 1"), ("2.1", "条目 3")]


def outside_reports(actions: list[Action]) -> list[Action]:
    return [
        a
        for a in actions
        if a.kind is ActionKind.NOT_UNDERSTOOD and "outside every item" in a.reason
    ]


@pytest.mark.parametrize(
    "heading",
    [None, "四、附带观察", "四、补遗", "Misc"],
    ids=["after-the-arxiv-list", "observations", "addenda", "english"],
)
def test_requests_under_a_heading_of_no_known_kind_are_reported_never_dropped(
    heading: str | None,
) -> None:
    actions = plan(parse_brief(brief(heading, CLOSING)))
    assert not edits(actions)
    reported = outside_reports(actions)
    assert [a.request for a in reported] == list(CLOSING)
    where = f"under 「{heading or '三、可引用的 arXiv 号'}」"
    assert all(where in a.reason for a in reported), reported[0].reason


@pytest.mark.parametrize(
    "remark",
    [
        "三篇都还没有第三方复现。",
        "arXiv:2612.04411 — SparseHop（v2 已更新）",
        "SparseHop 的作者此前也做过 HotCold。",
        "§1.1 的 HotCold 条目已提到冷块写回。",
    ],
)
def test_a_remark_outside_every_block_is_no_request(remark: str) -> None:
    text = brief("四、本轮结论与建议动作", CLOSING).replace(
        "## 三、可引用的 arXiv 号", f"## 附带观察\n\n- {remark}\n\n## 三、可引用的 arXiv 号"
    )
    actions = plan(parse_brief(text))
    assert not outside_reports(actions), shape(actions)
    assert edits(actions) == [("1.1", "条目 1"), ("2.1", "条目 3")]


@pytest.mark.parametrize(
    "headings",
    [
        tuple(f"{n}. {name}（arXiv:{paper}）" for n, (name, paper, _) in enumerate(ITEMS, 1)),
        tuple(f"增量 {c}：{name}" for c, (name, _, _) in zip("一二三", ITEMS, strict=True)),
        tuple(f"条目 {n} {name}" for n, (name, _, _) in enumerate(ITEMS, 1)),
        tuple(f"条目 {n} - {name}" for n, (name, _, _) in enumerate(ITEMS, 1)),
        tuple(f"条目 {n} —— {name}" for n, (name, _, _) in enumerate(ITEMS, 1)),
        tuple(f"条目 {n}｜{name}" for n, (name, _, _) in enumerate(ITEMS, 1)),
        tuple(f"【条目 {n}】{name}" for n, (name, _, _) in enumerate(ITEMS, 1)),
        tuple(f"条目 {n}. {name}" for n, (name, _, _) in enumerate(ITEMS, 1)),
        tuple(f"条目 {n}）{name}" for n, (name, _, _) in enumerate(ITEMS, 1)),
        tuple(f"第 {n} 条：{name}" for n, (name, _, _) in enumerate(ITEMS, 1)),
        tuple(f"增量 #{n}：{name}" for n, (name, _, _) in enumerate(ITEMS, 1)),
        tuple(f"新增条目 {n}：{name}" for n, (name, _, _) in enumerate(ITEMS, 1)),
    ],
    ids=[
        "numbered",
        "chinese-numeral",
        "no-colon",
        "hyphen",
        "dash",
        "full-width-bar",
        "brackets",
        "full-stop",
        "parenthesis",
        "di-n-tiao",
        "hash",
        "xinzeng",
    ],
)
def test_items_headed_in_other_forms_are_items(headings: tuple[str, ...]) -> None:
    suggestions = (
        "§1.1 新增一条 SparseHop。",
        "§1.2 新增一条 GlueRank。",
        "§2.1 新增一条 TileServe。",
    )
    text = brief("四、本轮结论与建议动作", (), headings=headings, suggestions=suggestions)
    parsed = parse_brief(text)
    assert [item.title.split("（")[0] for item in parsed.items] == [n for n, _, _ in ITEMS]
    actions = plan(parsed)
    assert [target for target, _ in edits(actions)] == ["1.1", "1.2", "2.1"], shape(actions)
    assert not [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]


def test_sub_numbered_items_are_items_of_their_own() -> None:
    headings = ("条目 1a：SparseHop", "条目 1b：GlueRank", "条目 2：TileServe")
    suggestions = (
        "§1.1 新增一条 SparseHop。",
        "§1.2 新增一条 GlueRank。",
        "§2.1 新增一条 TileServe。",
    )
    parsed = parse_brief(brief(None, (), headings=headings, suggestions=suggestions))
    assert [item.key for item in parsed.items] == ["条目 1a", "条目 1b", "条目 2"]
    assert edits(plan(parsed)) == [("1.1", "条目 1a"), ("1.2", "条目 1b"), ("2.1", "条目 2")]


def test_a_line_starting_with_an_item_tag_inside_an_item_starts_no_item() -> None:
    text = brief("四、本轮结论与建议动作", (), suggestions=("§1.1 新增一条 SparseHop。", "", ""))
    text = text.replace("- **要点**：稀疏", "- 条目 2 的思路与本条相近\n- **要点**：稀疏")
    assert [item.key for item in parse_brief(text).items] == ["条目 1", "条目 2", "条目 3"]


@pytest.mark.parametrize(
    "heading",
    ["SparseHop：稀疏跳读", "第一篇 SparseHop", "Item A — SparseHop", "一 SparseHop"],
)
def test_a_suggestion_under_a_heading_that_is_no_item_is_reported(heading: str) -> None:
    headings = (heading, *HEADINGS[1:])
    suggestions = ("§1.1 新增一条 SparseHop。", "", "")
    actions = plan(parse_brief(brief("四、建议", (), headings=headings, suggestions=suggestions)))
    assert not edits(actions)
    [reported] = outside_reports(actions)
    assert "建议归入" in reported.request and "§1.1 新增一条 SparseHop" in reported.reason


def test_an_items_section_with_no_item_read_is_reported() -> None:
    text = brief("四、本轮结论与建议动作", ("§1.1 不动。",)).replace(
        "## 一、增量\n\n", "## 一、增量\n\n本轮三篇，见下。\n\n"
    )
    text = text.replace("### 条目", "### 篇目")
    actions = plan(parse_brief(text))
    [reported] = [a for a in actions if "holds lines but no item" in a.reason]
    assert reported.kind is ActionKind.NOT_UNDERSTOOD and "一、增量" in reported.reason


def test_two_items_with_one_number_are_reported() -> None:
    headings = (HEADINGS[0], HEADINGS[1].replace("条目 2", "条目 1"), HEADINGS[2])
    actions = plan(parse_brief(brief("四、待办", ("条目 1 本轮不落笔。",), headings=headings)))
    [reported] = [a for a in actions if "items are headed 条目 1" in a.reason]
    assert reported.kind is ActionKind.NOT_UNDERSTOOD


def test_a_closing_list_under_a_to_do_heading_patches_the_repository(tmp_path: Path) -> None:
    text = brief("四、待办", CLOSING)
    kb = applied_kb(tmp_path / "kb", KB, text, BRIEF)
    assert "SparseHop" in kb.split("### 1.2")[0] and "TileServe" in kb.split("### 2.1")[1]
    assert "GlueRank" not in kb
    assert (tmp_path / "kb" / KB_PATH).is_file()


def test_the_items_under_numbered_headings_render_their_own_entries() -> None:
    headings = tuple(f"{n}. {name}（arXiv:{paper}）" for n, (name, paper, _) in enumerate(ITEMS, 1))
    text = brief("四、动作清单", CLOSING, headings=headings)
    written = [
        line
        for action, result in render_brief(text, LINES, DATE)
        if result.edit is not None and action.kind is ActionKind.ADD_ENTRY
        for line in result.edit.lines
        if line.startswith("- ")
    ]
    assert len(written) == 2
    assert "SparseHop" in written[0] and "命中率升 6 点" in written[0]
    assert "TileServe" in written[1] and "首 token 快 1.3 倍" in written[1]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("条目 1、3 分别放进 §1.1、§2.1。", [("1.1", "条目 1"), ("2.1", "条目 3")]),
        ("§1.1、§2.1 依次补条目 1、条目 3。", [("1.1", "条目 1"), ("2.1", "条目 3")]),
        ("条目 1 和条目 3 各自放进 §1.1、§2.1。", [("1.1", "条目 1"), ("2.1", "条目 3")]),
        (
            "条目 1–3 分别列入 §1.1、§1.2、§2.1。",
            [("1.1", "条目 1"), ("1.2", "条目 2"), ("2.1", "条目 3")],
        ),
        (
            "§1.1 / §1.2 / §2.1 依次收录条目 1 / 2 / 3。",
            [("1.1", "条目 1"), ("1.2", "条目 2"), ("2.1", "条目 3")],
        ),
    ],
)
def test_a_closing_line_pairs_listed_items_with_listed_places_in_order(
    line: str, expected: list[tuple[str, str]]
) -> None:
    actions = plan(parse_brief(brief("四、本轮结论与建议动作", (line,))))
    assert edits(actions) == expected, shape(actions)
    assert not [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]


@pytest.mark.parametrize(
    "line",
    [
        "条目 1 与条目 2 合成一条，放 §1.2。",
        "条目 1–3 分别新增于 §1.1、§2.1。",
        "条目 1、2 新增于 §1.1 或 §1.2。",
    ],
)
def test_listed_items_that_do_not_pair_with_the_places_are_reported(line: str) -> None:
    text = brief("四、本轮结论与建议动作", (line,), suggestions=SUGGESTIONS)
    actions = plan(parse_brief(text))
    assert all(target == "2.1" for target, _ in edits(actions)), shape(actions)
    # A merge of items into one entry is reported as one (tests/test_merged_items.py).
    reported = [
        a
        for a in actions
        if "which item's edit goes where" in a.reason or "into one entry" in a.reason
    ]
    assert {a.item_key for a in reported} >= {"条目 1", "条目 2"}
    assert all(line.rstrip("。") in a.reason for a in reported), reported[0].reason


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "§1.1、§1.2、§2.1 分别新增 SparseHop、GlueRank、TileServe。",
            [("1.1", "条目 1"), ("1.2", "条目 2"), ("2.1", "条目 3")],
        ),
        ("GlueRank 与 SparseHop 分别新增于 §1.2、§1.1。", [("1.2", "条目 2"), ("1.1", "条目 1")]),
        (
            "新增 TileServe、SparseHop 两条，分别放 §2.1、§1.1。",
            [("2.1", "条目 3"), ("1.1", "条目 1")],
        ),
        ("§1.1 与 §2.1 各补一条（SparseHop、TileServe）。", [("1.1", "条目 1"), ("2.1", "条目 3")]),
        ("§1.2 / §2.1 依次收录 GlueRank / TileServe。", [("1.2", "条目 2"), ("2.1", "条目 3")]),
    ],
)
def test_a_closing_line_pairs_items_listed_by_name_with_listed_places_in_order(
    line: str, expected: list[tuple[str, str]]
) -> None:
    actions = plan(parse_brief(brief("四、本轮结论与建议动作", (line,))))
    assert edits(actions) == expected, shape(actions)
    assert not [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]


@pytest.mark.parametrize(
    "line",
    [
        "§1.1、§1.2、§2.1 分别新增 SparseHop、GlueRank。",
        "SparseHop、GlueRank、TileServe 分别新增于 §1.1、§1.2。",
    ],
)
def test_items_listed_by_name_that_do_not_pair_with_the_places_are_reported(line: str) -> None:
    actions = plan(parse_brief(brief("四、本轮结论与建议动作", (line,))))
    assert not edits(actions), shape(actions)
    reported = [a for a in actions if "which item's edit goes where" in a.reason]
    assert {a.item_key for a in reported} >= {"条目 1", "条目 2"}


def test_items_listed_by_name_patch_the_repository_each_in_its_place(tmp_path: Path) -> None:
    text = brief("四、本轮结论与建议动作", ("§2.1、§1.1 依次新增 TileServe、SparseHop。",))
    kb = applied_kb(tmp_path / "kb", KB, text, BRIEF)
    first, rest = kb.split("### 1.2")
    assert "SparseHop" in first and "TileServe" not in first
    assert "TileServe" in rest.split("### 2.1")[1] and "SparseHop" not in rest


@pytest.mark.parametrize(
    "line",
    [
        "§1.1 补一条 SparseHop（条目 1），§2.1 补一条 TileServe（条目 3）。",
        "条目 1、2 本轮不落笔，条目 3 放 §2.1。",
    ],
)
def test_items_named_one_by_one_keep_their_own_places(line: str) -> None:
    actions = plan(parse_brief(brief("四、本轮结论与建议动作", (line,))))
    assert ("2.1", "条目 3") in edits(actions)
    assert all(item != "条目 2" for _, item in edits(actions))
    assert not [a for a in actions if "which item's edit goes where" in a.reason]


def test_paired_items_patch_the_repository_each_in_its_place(tmp_path: Path) -> None:
    text = brief("四、本轮结论与建议动作", ("条目 1、3 分别新增于 §1.1、§2.1。",))
    kb = applied_kb(tmp_path / "kb", KB, text, BRIEF)
    first, rest = kb.split("### 1.2")
    assert "SparseHop" in first and "TileServe" not in first
    assert "TileServe" in rest.split("### 2.1")[1] and "SparseHop" not in rest


@pytest.mark.parametrize(
    "line",
    [
        "条目 2 的去处由 §1.2 改为 §1.1。",
        "条目 2 的位置从 §1.2 改到 §1.1。",
        "条目 2 归入位置由 §1.2 调整为 §1.1。",
        "条目 2 落点 §1.2 → §1.1。",
        "GlueRank（条目 2）的归属从 §1.2 换成 §1.1。",
        "条目 2 改放 §1.1。",
        "GlueRank（条目 2）改挂到 §1.1。",
        "条目 2 改列入 §1.1。",
        "条目 2 改归 §1.1 更合适。",
    ],
)
def test_a_change_of_an_items_place_moves_its_edit(line: str) -> None:
    actions = plan(parse_brief(brief("四、待办", (line,), suggestions=SUGGESTIONS)))
    assert edits(actions) == [("1.1", "条目 1"), ("2.1", "条目 3"), ("1.1", "条目 2")], shape(
        actions
    )
    assert not [a for a in actions if a.kind is ActionKind.REPLACE]
    [moved] = [a for a in actions if a.target and a.target.key == "1.2"]
    # The first place is left with the words that moved it, nothing to check by hand.
    assert moved.kind is ActionKind.NO_OP and "moves it to §1.1" in moved.reason


def test_a_change_of_place_naming_no_item_is_reported() -> None:
    text = brief("四、待办", ("§1.2 → §1.1。",), suggestions=SUGGESTIONS)
    actions = plan(parse_brief(text))
    [reported] = [a for a in actions if "names no item" in a.reason]
    assert reported.kind is ActionKind.NOT_UNDERSTOOD
    assert ("1.2", "条目 2") in edits(actions)


def test_values_that_are_no_sections_are_still_replaced() -> None:
    text = brief("四、待办", ('§1.2 的 "按租户轮转" 改为 "按租户加权轮转"。',))
    [(_, result)] = [
        (a, r) for a, r in render_brief(text, LINES, DATE) if a.kind is ActionKind.REPLACE
    ]
    assert result.edit is not None
    assert any("按租户加权轮转" in line for line in result.edit.lines)


def test_a_moved_item_patches_the_new_place_only(tmp_path: Path) -> None:
    text = brief("四、待办", ("条目 2 的去处由 §1.2 改为 §1.1。",), suggestions=SUGGESTIONS)
    repo = make_repo(tmp_path / "kb", KB.encode("utf-8"))
    repo.add_brief(text.encode("utf-8"), BRIEF)
    code, out, err = invoke("propose", str(repo.root / BRIEF))
    assert code == 0, out + err  # the item's own §1.2 suggestion is skipped, not proposed
    assert "moves it to §1.1" in out and "where it is proposed instead" in out
    patches = sorted((repo.root / BRIEF).with_suffix(".patches").glob("*.patch"))
    git(repo.root, "apply", *map(str, patches))
    kb = (repo.root / KB_PATH).read_text(encoding="utf-8")
    assert "GlueRank" in kb.split("### 1.2")[0] and "GlueRank" not in kb.split("### 1.2")[1]


@pytest.mark.parametrize(
    "line",
    [
        "新增：SparseHop（§1.1）、GlueRank（§1.2）、TileServe（§2.1）。",
        "补一条：SparseHop（§1.1），GlueRank（§1.2），TileServe（§2.1）。",
        "收录：SparseHop（§1.1，条目 1）、GlueRank（§1.2，条目 2）和 TileServe（§2.1，条目 3）。",
        "新增: SparseHop (§1.1)、GlueRank (§1.2)、TileServe (§2.1)",
    ],
)
def test_one_verb_for_a_list_of_names_with_their_places_adds_each_item(line: str) -> None:
    actions = plan(parse_brief(brief("四、本轮结论与建议动作", (line,))))
    assert edits(actions) == [("1.1", "条目 1"), ("1.2", "条目 2"), ("2.1", "条目 3")], shape(
        actions
    )


def test_a_listed_name_no_item_has_is_never_given_another_items_words() -> None:
    line = "新增：SparseHop（§1.1）、HaloCache（§1.2）。"
    results = render_brief(brief("四、本轮结论与建议动作", (line,)), LINES, DATE)
    proposed = [a for a, r in results if r.edit is not None]
    assert [(a.target.key if a.target else "", a.item_key) for a in proposed] == [("1.1", "条目 1")]
    [unnamed] = [a for a, _ in results if a.target and a.target.key == "1.2"]
    assert unnamed.item_key == ""


def test_a_remark_listing_names_with_places_asks_nothing() -> None:
    line = "说明：SparseHop（§1.1）与 GlueRank（§1.2）都只有作者自测。"
    actions = plan(parse_brief(brief("四、本轮结论与建议动作", (line,))))
    assert not edits(actions)


@pytest.mark.parametrize(
    "line",
    [
        "条目 1 → §1.1，条目 3 → §2.1（均新增一条）。",
        "条目 1 进 §1.1，条目 3 进 §2.1（都补一条）。",
        "条目 1 放 §1.1，条目 3 放 §2.1（各新增一条）",
        "SparseHop（条目 1）→ §1.1，TileServe（条目 3）→ §2.1（统一新增）。",
    ],
)
def test_a_closing_aside_gives_every_place_of_its_sentence_its_verb(line: str) -> None:
    actions = plan(parse_brief(brief("四、本轮结论与建议动作", (line,))))
    assert edits(actions) == [("1.1", "条目 1"), ("2.1", "条目 3")], shape(actions)


@pytest.mark.parametrize(
    "line",
    [
        "条目 1 → §1.1，条目 3 → §2.1（均不落笔）。",
        "条目 1 进 §1.1，条目 3 进 §2.1（都暂不新增）。",
    ],
)
def test_a_closing_aside_that_refuses_leaves_every_place_of_its_sentence_unedited(
    line: str,
) -> None:
    assert not edits(plan(parse_brief(brief("四、本轮结论与建议动作", (line,)))))


def test_an_aside_that_asks_no_edit_adds_nothing_to_its_sentence() -> None:
    line = "§1.1、§1.2 的条目格式不变（均为一行一条）。"
    actions = plan(parse_brief(brief("四、本轮结论与建议动作", (line,), suggestions=SUGGESTIONS)))
    assert edits(actions) == [("1.1", "条目 1"), ("1.2", "条目 2"), ("2.1", "条目 3")]


@pytest.mark.parametrize(
    ("suggestion", "words"),
    [
        (
            '§1.2 FairQueue 那条，"按租户轮转" 改为 "按租户加权轮转"；末尾补一句"尾延迟降 18%。"',
            "尾延迟降 18%。",
        ),
        (
            '§1.2 FairQueue 条目："按租户轮转" → "按租户加权轮转"；句末补一句"见 GlueRank。"',
            "见 GlueRank。",
        ),
        (
            '§1.2 的 FairQueue 一行，"按租户轮转" 改成 "按租户加权轮转"；'
            '另在末尾补一句"见 GlueRank。"',
            "见 GlueRank。",
        ),
        (
            '§1.2 FairQueue 那一行 "按租户轮转" 改为 "按租户加权轮转"。'
            '末尾补半句"（GlueRank 复测）"',
            "（GlueRank 复测）",
        ),
    ],
)
def test_an_append_after_an_edit_of_a_named_entry_is_an_append_to_that_entry(
    suggestion: str, words: str
) -> None:
    text = brief("四、本轮结论与建议动作", (), suggestions=(suggestion, "", ""))
    results = render_brief(text, LINES, DATE)
    assert not [a for a, _ in results if a.kind is ActionKind.NOT_UNDERSTOOD]
    [appended] = [r for a, r in results if a.kind is ActionKind.APPEND and words in a.phrase]
    assert appended.edit is not None
    assert any("FairQueue" in line and words in line for line in appended.edit.lines)


@pytest.mark.parametrize(
    "suggestion",
    [
        '§1.2 FairQueue 那条，"按租户轮转" 改为 "按租户加权轮转"；'
        'HotCold 那条末尾补一句"见 GlueRank。"',
        '§1.2 新增一条 GlueRank；末尾补一句"见 FairQueue。"',
        '§1.2 FairQueue 那条，"按租户轮转" 改为 "按租户加权轮转"；末尾不要补"已复现"。',
    ],
)
def test_an_append_that_names_another_entry_or_follows_no_named_entry_is_not_carried(
    suggestion: str,
) -> None:
    text = brief("四、本轮结论与建议动作", (), suggestions=(suggestion, "", ""))
    appends = [a for a in plan(parse_brief(text)) if a.kind is ActionKind.APPEND]
    assert not [
        a for a in appends if a.target and a.target.key == "1.2" and "FairQueue" in a.subject
    ]


ABBREVIATED_KB = """\
# inference 活文档

## 一、注意力

### 1.1 稀疏化

- **Dense vs. sparse**：稀疏注意力在 32k 以上快 1.4 倍。
- **Gao et al. 2025**：块稀疏在 128k 时召回降 12%。
- **Probe-set**：常用基线 e.g. vLLM 与 SGLang，差 3%。
"""


@pytest.mark.parametrize(
    ("suggestion", "changed"),
    [
        ('§1.1 Dense vs. sparse 那条，"1.4 倍" 改为 "1.5 倍"。', "快 1.5 倍"),
        ('§1.1 Gao et al. 2025 那条，"12%" 改为 "10%"。', "召回降 10%"),
        ('§1.1 Probe-set 那条，"差 3%" 改为 "差 4%"（cf. 附录）。', "差 4%"),
        ('§1.1 Dense vs. sparse 一行："32k" → "16k"。', "在 16k 以上"),
    ],
)
def test_an_abbreviation_stop_inside_a_name_does_not_end_the_sentence(
    suggestion: str, changed: str
) -> None:
    text = brief("四、本轮结论与建议动作", (), suggestions=(suggestion, "", ""))
    lines = ABBREVIATED_KB.splitlines(keepends=True)
    [(action, result)] = [
        (a, r) for a, r in render_brief(text, lines, DATE) if a.kind is not ActionKind.NO_OP
    ]
    assert action.kind is ActionKind.REPLACE and result.edit is not None, action.reason
    assert any(changed in line for line in result.edit.lines)


def test_a_full_stop_between_two_requests_still_ends_the_first() -> None:
    suggestion = "Add SparseHop to §1.1. Then add GlueRank to §1.2."
    actions = plan(
        parse_brief(brief("四、本轮结论与建议动作", (), suggestions=(suggestion, "", "")))
    )
    assert {a.target.key for a in actions if a.target and a.kind.edits_document} == {"1.1", "1.2"}


def english_brief(heading: str, placement_label: str = "Suggested placement") -> str:
    return (
        "# inference · E1 pre-digest brief (2026-12-09)\n\n## 1. Increments\n\n"
        f"### {heading.format(n=1, name='SparseHop')}\n\n"
        "- **Source**: arXiv:2612.04411\n"
        "- **Key points**: SparseHop prefetches cold blocks one step early; hit rate up 6 points.\n"
        f"- **{placement_label}**: add a new entry for SparseHop to §1.1; do not touch §1.2.\n\n"
        f"### {heading.format(n=2, name='GlueRank')}\n\n"
        "- **Source**: arXiv:2612.04412\n"
        "- **Key points**: GlueRank reorders the queue by tenant priority.\n"
        f"- **{placement_label}**: add a new entry for GlueRank to §1.2.\n\n"
        "## 2. Caveats\n\n- Both are author-run.\n\n"
        "## 3. Citable arXiv ids\n\n- arXiv:2612.04411 — SparseHop\n- arXiv:2612.04412 — GlueRank\n"
    )


@pytest.mark.parametrize(
    ("heading", "label"),
    [
        ("Item {n}: {name}", "Suggested placement"),
        ("Item {n} — {name}", "Placement"),
        ("Delta {n}: {name}", "Proposed action"),
        ("**Item #{n}: {name}**", "Suggestion"),
    ],
)
def test_english_items_are_items_and_their_placement_is_their_suggestion(
    heading: str, label: str
) -> None:
    parsed = parse_brief(english_brief(heading, label))
    assert [item.number for item in parsed.items] == [1, 2]
    assert all(item.suggestions and item.summary for item in parsed.items)
    word = heading.strip("*").split()[0]
    actions = plan(parsed)
    assert edits(actions) == [("1.1", f"{word} 1"), ("1.2", f"{word} 2")], shape(actions)
    [kept] = [a for a in actions if a.kind is ActionKind.CONSTRAINT]
    assert kept.target is not None and kept.target.key == "1.2"


def test_an_english_label_that_names_no_field_stays_the_items_text() -> None:
    text = english_brief("Item {n}: {name}").replace(
        "- **Source**: arXiv:2612.04411\n",
        "- **Source**: arXiv:2612.04411\n- Note: §1.2 新增一条 X。\n",
    )
    parsed = parse_brief(text)
    item = parsed.items[0]
    assert not [s for s in item.suggestions if "Note" in s.text]
    # The item's words (a line of its own after the source's, not more of the source).
    words = [s.text for s in (*item.sources, *item.summary, *item.relation)]
    assert "Note: §1.2 新增一条 X。" in words


def test_an_english_closing_line_tags_the_english_item() -> None:
    text = (
        english_brief("Item {n}: {name}").replace(
            "add a new entry for GlueRank to §1.2.", "not for this round."
        )
        + "\n## 4. Closing actions\n\n- Item 2: skip this round.\n"
    )
    actions = plan(parse_brief(text))
    assert edits(actions) == [("1.1", "Item 1")]


@pytest.mark.parametrize(
    "suggestion",
    [
        "In §1.1, add an entry for SparseHop.",
        "在 §1.1，新增一条 SparseHop。",
        "For Sec. 1.1, add a new entry for SparseHop.",
        "于 §1.1，补一条 SparseHop。",
    ],
)
def test_a_place_cut_from_its_request_at_a_comma_is_the_requests_place(suggestion: str) -> None:
    text = brief("四、本轮结论与建议动作", (), suggestions=(suggestion, "", ""))
    actions = plan(parse_brief(text))
    assert edits(actions) == [("1.1", "条目 1")], shape(actions)
    assert not [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]


@pytest.mark.parametrize("suggestion", ["In §1.2, do not add anything.", "在 §1.2，不动。"])
def test_a_place_cut_from_its_keep_at_a_comma_is_kept(suggestion: str) -> None:
    text = brief(
        "四、本轮结论与建议动作", (), suggestions=(suggestion, "§1.2 新增一条 GlueRank。", "")
    )
    actions = plan(parse_brief(text))
    [kept] = [a for a in actions if a.kind is ActionKind.CONSTRAINT]
    assert kept.target is not None and kept.target.key == "1.2"


@pytest.mark.parametrize("form", ["条目 {n}｜{name}", "【条目 {n}】{name}", "【条目 {n}】 {name}"])
def test_an_item_heading_no_sentence_starts_with_is_an_item_on_a_plain_line(form: str) -> None:
    headings = tuple(form.format(n=n, name=name) for n, (name, _, _) in enumerate(ITEMS, 1))
    suggestions = (
        "§1.1 新增一条 SparseHop。",
        "§1.2 新增一条 GlueRank。",
        "§2.1 新增一条 TileServe。",
    )
    text = brief("四、本轮结论与建议动作", (), headings=headings, suggestions=suggestions)
    text = text.replace("### ", "")
    parsed = parse_brief(text)
    assert [item.key for item in parsed.items] == ["条目 1", "条目 2", "条目 3"]
    assert [target for target, _ in edits(plan(parsed))] == ["1.1", "1.2", "2.1"]


def flat_brief(closing_heading: str, closing: tuple[str, ...], suggestions: tuple[str, ...]) -> str:
    """The three items as a plain-text brief: no markdown, each block's heading a plain line
    of its own, the closing lines numbered `1.`."""
    text = (
        "inference E1 预消化简报（2026-12-09，mei）\n\n对照：organized/knowledge/inference.md。\n\n"
    )
    for heading, (_, paper, summary), suggestion in zip(HEADINGS, ITEMS, suggestions, strict=True):
        text += f"{heading}\n来源：arXiv:{paper}\n要点：{summary}\n建议归入：{suggestion}\n\n"
    text += "arXiv 列表\n" + "".join(f"arXiv:{p} —— {name}\n" for name, p, _ in ITEMS)
    text += f"\n{closing_heading}\n"
    return text + "".join(f"{n}. {line}\n" for n, line in enumerate(closing, 1))


FLAT_SUGGESTIONS = (
    "§1.1 新增一条 SparseHop。",
    '§1.2 FairQueue 那条末尾补一句"（另见 GlueRank 的优先级重排）"。',
    "§2.1 新增一条 TileServe。",
)
FLAT_CLOSING = ("条目 1 照建议落笔。", "条目 2：交 E2 复核。", "条目 3 照建议落笔。", "§1.2 不动。")


@pytest.mark.parametrize(
    "heading",
    [
        "结论与建议",
        "结论与建议动作：",
        "本轮结论",
        "下一步",
        "待办清单",
        "处置建议",
        "Next steps",
        "Recommendations:",
    ],
)
def test_a_plain_line_naming_the_closing_list_heads_it_in_a_plain_text_brief(heading: str) -> None:
    actions = plan(parse_brief(flat_brief(heading, FLAT_CLOSING, FLAT_SUGGESTIONS)))
    assert edits(actions) == [("1.1", "条目 1"), ("2.1", "条目 3")], shape(actions)
    (kept,) = [a for a in actions if a.kind is ActionKind.APPEND]
    assert kept.target is not None and kept.target.key == "1.2"
    assert "§1.2 不动" in kept.forbidden_by
    assert not [a for a in actions if "items are headed" in a.reason]


def test_a_plain_closing_heading_keeps_the_section_in_the_patched_repository(
    tmp_path: Path,
) -> None:
    text = flat_brief("结论与建议", FLAT_CLOSING, FLAT_SUGGESTIONS)
    kb = applied_kb(tmp_path / "kb", KB, text, BRIEF.replace(".md", ".txt"))
    assert "SparseHop" in kb.split("### 1.2")[0] and "TileServe" in kb.split("### 2.1")[1]
    assert "另见 GlueRank" not in kb


@pytest.mark.parametrize(
    "line",
    [
        # A field, a sentence, a table row or a ticked line that holds a heading's word
        # heads nothing: the closing list stays under its own heading.
        "结论：只测了一种卡。",
        "结论是证据偏薄。",
        "| 下一步 | 复测 |",
        "☑ 建议",
    ],
)
def test_a_line_holding_a_closing_word_in_an_item_heads_no_block(line: str) -> None:
    text = flat_brief("结论与建议", FLAT_CLOSING, FLAT_SUGGESTIONS).replace(
        "要点：稀疏跳读", f"{line}\n要点：稀疏跳读"
    )
    actions = plan(parse_brief(text))
    assert edits(actions) == [("1.1", "条目 1"), ("2.1", "条目 3")], shape(actions)


@pytest.mark.parametrize(
    "line",
    [
        "Items 1 and 2 → Chapter 1.",
        "条目 1、2 → 第一章。",
        "Item 3 → §2.1.",
        "条目 3 -> 第二章",
        "Item 2 → Sec. 1.2",
    ],
)
def test_an_arrow_that_points_items_where_they_already_go_is_their_repeat(line: str) -> None:
    actions = plan(parse_brief(brief("四、待办", (line,), suggestions=SUGGESTIONS)))
    assert edits(actions) == [("1.1", "条目 1"), ("1.2", "条目 2"), ("2.1", "条目 3")]
    assert not [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD], shape(actions)
    closing_line = max(line for a in actions for line in a.lines)
    assert any(closing_line in a.lines for a in actions if a.kind.edits_document)


@pytest.mark.parametrize(
    ("line", "pointed"),
    [
        ("Item 2 → §2.1.", {"条目 2"}),
        ("Items 1 and 2 → Chapter 2.", {"条目 1", "条目 2"}),
        ("条目 3 → §1.2。", {"条目 3"}),
    ],
)
def test_an_arrow_that_points_an_item_elsewhere_is_reported_with_the_item(
    line: str, pointed: set[str]
) -> None:
    actions = plan(parse_brief(brief("四、待办", (line,), suggestions=SUGGESTIONS)))
    reported = [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]
    assert any("arrow" in a.reason for a in reported)
    # The two lines disagree on where the item goes: its entry is not proposed at either.
    assert {item for _, item in edits(actions)} == {"条目 1", "条目 2", "条目 3"} - pointed
