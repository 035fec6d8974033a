"""Each kind of request, said four ways (our own words), in a flattened and a markdown brief,
reads as the same actions: the reader knows kinds of request, not sentences."""

from __future__ import annotations

import pytest

from kbpatch.models import Action, ActionKind
from kbpatch.parse import parse_brief
from kbpatch.reading import plan

TITLE = "FlowCache —— 按会话冷热分层的前缀缓存（arXiv:2612.00101）"


def flattened(suggestion: str, closing: str = "", relation: str = "") -> str:
    text = (
        "serving · E1 预消化简报(2026-12-03)\n\n一、今日 serving 主题的重要增量（1 条）\n\n"
        f"条目 1：{TITLE}\n\n"
        "  • 来源：organized/paper_cards/2001-2612-00101.md\n"
        "  • 要点：把会话按访问时间分成三档，热档常驻显存。\n"
        + (f"  • 与活文档脉络的关系：{relation}\n" if relation else "")
        + f"  • 建议归入：{suggestion}\n"
    )
    if closing:
        text += f"\n四、本轮结论与建议动作\n\n  • {closing}\n"
    return text


def markdown(suggestion: str, closing: str = "", relation: str = "") -> str:
    text = (
        "# serving · E1 预消化简报（2026-12-03）\n\n## 一、今日条目（1 条）\n\n"
        f"### 条目 1：{TITLE}\n\n"
        "- **来源**：organized/paper_cards/2001-2612-00101.md\n"
        "- **要点**：把会话按访问时间分成三档，热档常驻显存。\n"
        + (f"- **与活文档脉络的关系**：{relation}\n" if relation else "")
        + f"- **建议归入**：{suggestion}\n"
    )
    if closing:
        text += f"\n## 四、本轮结论与建议动作\n\n- {closing}\n"
    return text


FORMS = {"flattened": flattened, "markdown": markdown}


def read(suggestion: str, form: str, closing: str = "", relation: str = "") -> list[Action]:
    return plan(parse_brief(FORMS[form](suggestion, closing, relation)))


def shape(actions: list[Action]) -> set[tuple[str, str, str]]:
    """What the actions do, and where, without their wording."""
    found = set()
    for action in actions:
        where = action.target.key if action.target else "-"
        status = "forbidden" if action.forbidden_by else ""
        found.add((action.kind.value, where, status))
    return found


def edits(actions: list[Action]) -> list[Action]:
    return [a for a in actions if a.kind.edits_document and not a.forbidden_by]


# (kind, phrasings): each phrasing, alone, must yield one edit of that kind in §2.2 (or §七).
ACTION_PHRASINGS = {
    ActionKind.ADD_ENTRY: (
        "§2.2 末尾新增一条 FlowCache 条目。",
        "在 §2.2 补一条 FlowCache。",
        "FlowCache 归入 2.2 节。",
        "§2.2 加一行 FlowCache 的说明。",
        "§2.2 登记 FlowCache。",
        "FlowCache 列入 §2.2。",
    ),
    ActionKind.APPEND: (
        '§2.2 的 LRU 条目末尾补一句"冷档换出到主机内存"。',
        "在 §2.2 LRU 条目末尾补半句「热档常驻显存」。",
        "§2.2 中 LRU 一行句末补『分三档』。",
        '§2.2 LRU 条目补注"分层做法见 FlowCache"。',
        "§2.2 的 LRU 条目补充一句：冷档换出到主机内存。",
        '在 §2.2 LRU 条目追加一句"三档优于两档"。',
        '§2.2 的 LRU 条目，末尾补一句"冷档换出到主机内存"。',
        '七、引用列表 第 12 条末尾附一句"v2 已更正"。',
        "第 2.2 节 LRU 条目句末补『分三档』。",
        '§2.2 LRU 条目末尾补半句"；冷档换出"。',
        '在 §2.2 "LRU 驱逐"那条里补半句"，冷档换出"。',
    ),
    ActionKind.REPLACE: (
        '§2.2 LRU 一行把"两档"改为"三档"。',
        "§2.2 把『两档』更新为『三档』。",
        "§2.2 LRU 条目：「两档」→「三档」。",
        "§2.2 LRU 一行把“两档”替换为“三档”。",
        "§2.2 LRU 一行由两档改成三档。",
        "§2.2 把 两档 更正为 三档。",
        '§2.2 LRU 那一行，"两档" 订正为 "三档"。',
        "§2.2 的 LRU 条目，由『两档』改为『三档』。",
        "§2.2 LRU 一行 2档调整为3档。",
        '§2.2 "LRU 驱逐" 一行："两档" → "三档"。',
        # The other arrows briefs type.
        "§2.2 LRU 一行：两档⇒三档。",
        '§2.2 LRU 一行："两档" ⟶ "三档"。',
        "§2.2 LRU 一行 两档 ➜ 三档。",
        "§2.2 LRU 条目：「两档」➔「三档」。",
    ),
    ActionKind.ADD_SOURCE: (
        '给 §6.2 "前缀缓存分层"一行补 arXiv:2612.00101。',
        "§6.2「前缀缓存分层」趋势行补上出处 arXiv:2612.00101。",
        "为 §6.2 『前缀缓存分层』那行加注来源 arXiv:2612.00101。",
        "§6.2 “前缀缓存分层”补齐 arXiv 号 2612.00101。",
        '§6.2 "前缀缓存分层" 一行加注 arXiv:2612.00101。',
        "§6.2 中「前缀缓存分层」那一行，补上出处 arXiv:2612.00101。",
    ),
    ActionKind.ADD_QUESTION: (
        '§6.1 新增一条开放问题："热档阈值如何选？"',
        "§6.1 加一条开放问题「冷热分档是否随负载漂移？」",
        "在 §6.1 补一条开放问题：『三档是否足够？』",
        "§6.1 开放问题加一条“分档开销多大？”",
    ),
    ActionKind.ADD_CITATION: (
        "在 §七 末尾新增一条引用（第 73 条）。",
        "§七 登记一条引用 arXiv:2612.00101。",
        "§七 引用列表新增第 73 条引用。",
        "§七 加一条引用，编号顺延。",
        "§七 末尾录入引用第 73 条。",
        "§七 登记为第 73 条（挂账）。",
        # English words for the same request, with the section as `Sec.` / `Part`.
        "Sec. 7 register one citation.",
        "add a new reference to §七.",
        "Part 7: record a citation for it.",
        "§七 log one citation, 〔〕写 §2.2.",
    ),
    ActionKind.ANNOTATE_CITATION: (
        '§七 第 12 条标注"跨主题引用"。',
        "§七 给 arXiv:2612.00101 标注「待核」。",
        "在 §七 标注『跨主题』（第 12 条）。",
        "§七 第 12 条注明“版本待核”。",
        "七、引用列表 第 12 条标注「待核」。",
    ),
}


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    ("kind", "phrasing"),
    [(kind, p) for kind, phrasings in ACTION_PHRASINGS.items() for p in phrasings],
)
def test_each_phrasing_reads_as_its_kind(kind: ActionKind, phrasing: str, form: str) -> None:
    actions = edits(read(phrasing, form))
    assert [a.kind for a in actions] == [kind], [(a.kind, a.reason) for a in actions]


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "phrasing",
    [
        '§2.2 LRU 一行把"两档"改为"三档"，不新增条目。',
        "§2.2 LRU 一行只把『两档』更新为『三档』。",
        "§2.2 LRU 条目：「两档」→「三档」，不新增行。",
        "§2.2 仅把 LRU 一行的“两档”替换为“三档”，其余列不动。",
        '§2.2 LRU 一行把"两档"改为"三档"，勿新增行。',
        '§2.2 LRU 一行把"两档"改为"三档"，无需另起条目。',
    ],
)
def test_a_replace_that_forbids_adding_yields_no_entry(phrasing: str, form: str) -> None:
    actions = read(phrasing, form, closing="§2.2 新增 FlowCache 条目（条目 1）。")
    proposed = edits(actions)
    assert [a.kind for a in proposed] == [ActionKind.REPLACE]
    assert all(a.kind is not ActionKind.ADD_ENTRY for a in proposed)
    assert proposed[0].pairs == (("两档", "三档"),)


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "phrasing",
    [
        "§2.2 末尾新增一条 FlowCache 条目；§2.4 不动。",
        "§2.2 末尾新增一条 FlowCache 条目，不动 §2.4。",
        "§2.2 末尾新增一条 FlowCache 条目；§2.4 保留不动。",
        "§2.2 末尾新增一条 FlowCache 条目；§2.4 正文本轮不改。",
        "§2.2 末尾新增一条 FlowCache 条目；§2.4 保留原样。",
        "§2.2 末尾新增一条 FlowCache 条目，别动 §2.4。",
        "§2.2 末尾新增一条 FlowCache 条目；§2.4 免改。",
        "§2.2 末尾新增一条 FlowCache 条目；§2.4 原样不动。",
    ],
)
def test_a_kept_section_gets_no_edit_from_the_item(phrasing: str, form: str) -> None:
    actions = read(phrasing, form, closing="§2.4 新增 FlowCache 条目（条目 1）。")
    proposed = edits(actions)
    assert [(a.kind, a.target.key if a.target else "") for a in proposed] == [
        (ActionKind.ADD_ENTRY, "2.2")
    ]
    assert ("constraint", "2.4", "") in shape(actions)


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "closing",
    [
        "§2.4、§3.3 均不动。",
        "§2.4 / §3.3 不动。",
        "§2.4 与 §3.3 保留不动。",
        "今夜不新建章节；§2.4、§3.3 都不改。",
    ],
)
def test_a_keep_in_the_closing_list_holds_for_the_whole_brief(closing: str, form: str) -> None:
    actions = read("§2.4 末尾新增一条 FlowCache 条目。", form, closing=closing)
    assert not edits(actions)
    forbidden = [a for a in actions if a.forbidden_by]
    assert [(a.kind, a.target.key if a.target else "") for a in forbidden] == [
        (ActionKind.ADD_ENTRY, "2.4")
    ]
    assert not [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "phrasing",
    [
        "§2.2 末尾新增一条 FlowCache 条目，并转交 evaluation 活文档 §2.4。",
        "§2.2 末尾新增一条 FlowCache 条目；另见攻略 §3 的部署步骤。",
        "§2.2 末尾新增一条 FlowCache 条目，同步给 agent 活文档 §5.1。",
        "§2.2 末尾新增一条 FlowCache 条目，卡片 §2 的数字不引用。",
    ],
)
def test_a_section_of_another_document_is_never_edited_here(phrasing: str, form: str) -> None:
    actions = read(phrasing, form)
    assert [(a.kind, a.target.key if a.target else "") for a in edits(actions)] == [
        (ActionKind.ADD_ENTRY, "2.2")
    ]


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "phrasing",
    [
        "不写入 serving 活文档。",
        "主题外，不入档。",
        "本轮保留不动。",
        "无需改写，今晚不必动。",
        "本条维持原样。",
        "正文保持不变，不需要改。",
        "本条保留原样。",
        "已写明，无需再写。",
    ],
)
def test_a_stated_no_op_is_read_and_does_nothing(phrasing: str, form: str) -> None:
    actions = read(phrasing, form)
    assert not edits(actions)
    assert {a.kind for a in actions} <= {ActionKind.NO_OP, ActionKind.CONSTRAINT}
    assert actions


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "phrasing", ["§2.2 下周再议。", "§2.2 这周再议。", "§2.2 交给 Jay 决定。", "§2.2 交给 Jay。"]
)
def test_a_section_put_off_or_handed_to_a_person_is_kept(phrasing: str, form: str) -> None:
    """A section named with a time to come or with a person it is left to asks nothing of it
    now: a keep of the section, as `§2.2 暂缓` is."""
    actions = read(phrasing, form)
    assert not edits(actions)
    assert [(a.kind, a.target.key if a.target else "") for a in actions] == [
        (ActionKind.CONSTRAINT, "2.2")
    ]


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "phrasing",
    [
        "§2.2 请作者看看。",
        "§2.2 的作者可能会回应。",
    ],
)
def test_a_section_named_without_a_readable_request_is_not_understood(
    phrasing: str, form: str
) -> None:
    actions = read(phrasing, form)
    assert not edits(actions)
    assert [a.kind for a in actions] == [ActionKind.NOT_UNDERSTOOD]
    assert "2.2" in actions[0].reason


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "pointers",
    ["两者互相指引", "条目与问题相互引用", "二者双向链接", "新条目和新问题互引"],
)
def test_an_entry_and_a_question_that_must_point_at_each_other_do(pointers: str, form: str) -> None:
    suggestion = (
        f'§2.2 末尾新增一条 FlowCache 条目；§6.1 新增一条开放问题："三档是否够用？"；{pointers}。'
    )
    entry, question = edits(read(suggestion, form))
    assert (entry.kind, question.kind) == (ActionKind.ADD_ENTRY, ActionKind.ADD_QUESTION)
    assert entry.entry is not None and "§6.1" in entry.entry.cross_refs
    assert question.phrase == "三档是否够用？（见 §2.2）"
    assert (entry.depends_on, question.depends_on) == ((question.id,), (entry.id,))


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "relation",
    [
        "最合理的处置是移出本主题并转交 evaluation 活文档，并在本档 §七 标注“跨主题”。"
        "次选：归入 §3.1。",
        "推荐转交 agent 活文档，同时在本档 §七 标注“跨主题”；§3.1 一行附注只是备选。",
        "首选是移出并转交 evaluation 主题，并在本档 §七 标注“跨主题”。其次才是 §3.1 末尾一行。",
        "优先转交 evaluation 活文档，并在本档 §七 标注“跨主题”；若要保留，§3.1 一行注为次选。",
    ],
)
def test_the_option_the_reasoning_prefers_is_recommended(relation: str, form: str) -> None:
    suggestion = "二选一——(a) 移出本主题并转交；(b) §3.1 末尾一行跨主题注 + §七 标注。"
    actions = read(suggestion, form, relation=relation)
    chosen = {
        (a.kind, a.target.key if a.target else "-"): a.recommended
        for a in actions
        if a.kind in (ActionKind.OFF_DOCUMENT, ActionKind.ADD_ENTRY, ActionKind.ANNOTATE_CITATION)
    }
    assert chosen == {
        (ActionKind.OFF_DOCUMENT, "-"): True,
        (ActionKind.ADD_ENTRY, "3.1"): False,
        # Both options ask for the §七 mark: it is done whichever is chosen.
        (ActionKind.ANNOTATE_CITATION, "7"): True,
    }
    handed = next(a for a in actions if a.kind is ActionKind.OFF_DOCUMENT)
    assert "alternatives/" in handed.reason


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "rest",
    ["§2.2 其余各行免改", "§2.2 其他行均不动", "§2.2 其余条目保持不变", "§2.2 其他列一律不改"],
)
def test_keeping_the_rest_of_a_section_does_not_forbid_the_named_edit(rest: str, form: str) -> None:
    actions = read(f'§2.2 LRU 一行把"两档"改为"三档"；{rest}。', form)
    proposed = edits(actions)
    assert [a.kind for a in proposed] == [ActionKind.REPLACE]
    assert proposed[0].pairs == (("两档", "三档"),)
    assert not [a for a in actions if a.forbidden_by]


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "spare",
    [
        "§2.2 已有条目勿删。",
        "§2.2 原有内容一概不要删除。",
        "§2.2 现有几条都保留。",
        "Keep the existing §2.2 entries.",
        "Don't remove anything from §2.2.",
    ],
)
def test_a_refusal_to_delete_lets_the_add_in_that_section_stand(spare: str, form: str) -> None:
    actions = read("§2.2 末尾新增一条 FlowCache 条目。", form, closing=spare)
    assert [(a.kind, a.target.key if a.target else "") for a in edits(actions)] == [
        (ActionKind.ADD_ENTRY, "2.2")
    ]
    assert not [a for a in actions if a.forbidden_by or a.kind is ActionKind.NOT_UNDERSTOOD]


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "keep", ["§2.2 原有条目保留不动。", "§2.2 不动，也不删。", "§2.2 不改不删。", "§2.2 勿删勿改。"]
)
def test_a_refusal_to_delete_beside_a_keep_still_keeps_the_section(keep: str, form: str) -> None:
    actions = read("§2.2 末尾新增一条 FlowCache 条目。", form, closing=keep)
    assert not edits(actions)
    assert [a.target.key for a in actions if a.forbidden_by and a.target] == ["2.2"]


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "mark",
    ["〔〕内写 §2.2", "〔〕内注 §2.2", "括号内写明 §2.2", "〔〕中标 §2.2"],
)
def test_the_section_a_new_citation_names_is_not_an_edit_of_that_section(
    mark: str, form: str
) -> None:
    actions = read(f"§2.2 末尾新增一条 FlowCache 条目；§七 末尾登记一条引用，{mark}。", form)
    assert [(a.kind, a.target.key if a.target else "") for a in edits(actions)] == [
        (ActionKind.ADD_ENTRY, "2.2"),
        (ActionKind.ADD_CITATION, "7"),
    ]
    assert not [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize("common", ["另在", "同时在", "此外在", "另外在"])
def test_a_sentence_after_the_options_holds_for_every_option(common: str, form: str) -> None:
    suggestion = (
        "(a) §2.2 末尾新增一条 FlowCache 条目（首选）；(b) §2.4 补一条（备选）。二者择一。"
        f'{common} §6.1 新增一条开放问题："三档是否够用？"'
    )
    actions = read(suggestion, form)
    chosen = {(a.kind, a.target.key if a.target else "-"): a.recommended for a in edits(actions)}
    assert chosen == {
        (ActionKind.ADD_ENTRY, "2.2"): True,
        (ActionKind.ADD_ENTRY, "2.4"): False,
        (ActionKind.ADD_QUESTION, "6.1"): True,
    }


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    ("phrasing", "words"),
    [("删除 §2.2 中 LRU 这一条。", "删除"), ("§2.2 的 LRU 一条撤下。", "撤下")],
)
def test_a_removal_of_an_entry_named_by_its_words_is_that_removal_only(
    phrasing: str, words: str, form: str
) -> None:
    actions = read(phrasing, form, closing=f"§2.2 {words} LRU 一条（条目 1）。")
    assert [(a.kind, a.target and a.target.key, a.anchor) for a in edits(actions)] == [
        (ActionKind.REMOVE, "2.2", "LRU")
    ]


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    ("phrasing", "words"),
    [
        ("§2.2 的 LRU 条目移除，登记一条说明。", "移除"),
        ("把 §2.2 LRU 条目挪到 §2.4 开头。", "挪到"),
        ("§2.2 LRU 一条改写成三档的说法。", "改写"),
    ],
)
def test_a_move_rewrite_or_removal_with_more_is_not_understood_never_another_edit(
    phrasing: str, words: str, form: str
) -> None:
    actions = read(phrasing, form, closing=f"§2.2 {words} LRU 一条（条目 1）。")
    assert not edits(actions)
    unread = [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]
    assert unread and all(words in a.reason for a in unread)


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "closing",
    [
        "§2.4 等下周再看（条目 1）。",
        "§2.4 见上（条目 1，优先）。",
        "§2.4 同上（增量 1）。",
    ],
)
def test_an_item_tag_in_the_closing_list_asks_for_nothing(closing: str, form: str) -> None:
    actions = read("§2.2 末尾新增一条 FlowCache 条目。", form, closing=closing)
    assert [(a.kind, a.target.key if a.target else "") for a in edits(actions)] == [
        (ActionKind.ADD_ENTRY, "2.2")
    ]


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize("verb", ["换成", "改为", "更新为", "替换为"])
def test_unquoted_pairs_after_a_replace_all_belong_to_it(verb: str, form: str) -> None:
    phrasing = f"§2.2 LRU 一行：2档 {verb} 3档、旧式 {verb} 新式、beta {verb} stable。"
    proposed = edits(read(phrasing, form))
    assert [a.kind for a in proposed] == [ActionKind.REPLACE]
    assert proposed[0].pairs == (("2档", "3档"), ("旧式", "新式"), ("beta", "stable"))


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "keep", ["§2 全章免改。", "第二章 不动。", "§二 勿动。", "§2 各节均保留原样。"]
)
def test_a_keep_of_a_chapter_keeps_its_sections(keep: str, form: str) -> None:
    actions = read("§2.4 末尾新增一条 FlowCache 条目。", form, closing=keep)
    assert not edits(actions)
    assert [a.target.key for a in actions if a.forbidden_by and a.target] == ["2.4"]


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    ("phrasing", "sibling"),
    [
        ('在 §2.2 "LRU 驱逐"那条之后插入一条 FlowCache。', "LRU 驱逐"),
        ("§2.2 LRU 条目之后新增一条 FlowCache。", "LRU"),
        ("§2.2 的「LRU 驱逐」后面补一条 FlowCache。", "LRU 驱逐"),
        ("§2.2 中 LRU 一行之后加一条 FlowCache。", "LRU"),
    ],
)
def test_a_new_entry_after_a_named_one_stands_beside_it(
    phrasing: str, sibling: str, form: str
) -> None:
    proposed = edits(read(phrasing, form))
    assert [(a.kind, a.target.key if a.target else "") for a in proposed] == [
        (ActionKind.ADD_ENTRY, "2.2")
    ]
    assert proposed[0].siblings == (sibling,)


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    ("suggestion", "closing"),
    [
        ("§2.2 LRU 条目之后新增一条 FlowCache。", "§2.2: add FlowCache after APC."),
        ("§2.2 新增一条 FlowCache，放在 LRU 那条之后。", "§2.2 add FlowCache at the end."),
        ("§2.2 的「LRU 驱逐」后面补一条 FlowCache。", "§2.2 新增 FlowCache，放在 APC 之后。"),
        ("§2.2 末尾补一条 FlowCache。", "§2.2 中 APC 一行之后加一条 FlowCache。"),
    ],
)
def test_two_lines_placing_one_entry_differently_in_its_section_are_reported(
    suggestion: str, closing: str, form: str
) -> None:
    actions = read(suggestion, form, closing=closing)
    assert not edits(actions)
    (torn,) = [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]
    assert "different places" in torn.reason
    assert "line 9: 「" in torn.reason and "line 13: 「" in torn.reason


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    ("suggestion", "closing", "sibling"),
    [
        ("§2.2 LRU 条目之后新增一条 FlowCache。", "§2.2 新增 FlowCache（条目 1）。", "LRU"),
        ("§2.2 末尾新增一条 FlowCache。", "§2.2 末尾新增 FlowCache（条目 1）。", ""),
        (
            "§2.2 的「LRU 驱逐」后面补一条 FlowCache。",
            "§2.2 在 LRU 之后新增 FlowCache。",
            "LRU 驱逐",
        ),
        ("§2.2 新增一条 FlowCache。", "§2.2: add FlowCache after LRU.", "LRU"),
    ],
)
def test_two_lines_saying_one_place_or_one_saying_none_place_the_entry(
    suggestion: str, closing: str, sibling: str, form: str
) -> None:
    (entry,) = edits(read(suggestion, form, closing=closing))
    assert entry.kind is ActionKind.ADD_ENTRY
    assert entry.siblings == ((sibling,) if sibling else ())


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "closing",
    [
        "§3.1 末尾 或 §2.2 新增 FlowCache（条目 1，二选一）。",
        "§2.2 或 §3.1 末尾新增 FlowCache 一条（条目 1，二选一）。",
        "新增 FlowCache：§3.1 最后，或 §2.2（条目 1，择一）。",
        "§3.1 结尾或者 §2.2 补一条 FlowCache（条目 1，二者择一）。",
    ],
)
def test_an_end_said_beside_another_section_is_no_place_in_this_one(
    closing: str, form: str
) -> None:
    actions = read("§2.2 LRU 条目之后新增一条 FlowCache。", form, closing=closing)
    assert not any("different places" in a.reason for a in actions)
    here = [a for a in edits(actions) if a.target and a.target.key == "2.2"]
    assert [a.siblings for a in here] == [("LRU",)]


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "phrasing",
    [
        "§2.2 LRU 一行的 1,180⭐ 改为 1,240⭐。",
        "只需把 §2.2 LRU 一行 1,180⭐ 更新为 1,240⭐。",
        "§2.2 LRU 一行：1,180⭐ → 1,240⭐。",
        "§2.2 LRU 一行 1,180⭐ 调整为 1,240⭐，其他列别动。",
    ],
)
def test_a_value_with_a_thousands_separator_stays_whole(phrasing: str, form: str) -> None:
    proposed = edits(read(phrasing, form))
    assert [a.kind for a in proposed] == [ActionKind.REPLACE]
    assert proposed[0].pairs == (("1,180⭐", "1,240⭐"),)


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "phrasing",
    [
        "§2.2 补一条 FlowCache，与 LRU、APC 并列。",
        "§2.2 与 LRU、APC 并列新增一条 FlowCache。",
        "§2.2 加一条 FlowCache，与 LRU / APC 并列；同条写明“三档”。",
        "在 §2.2 新增 FlowCache 条目，与 LRU 和 APC 并列。",
    ],
)
def test_a_new_entry_beside_named_siblings_knows_them(phrasing: str, form: str) -> None:
    proposed = edits(read(phrasing, form))
    assert [(a.kind, a.target.key if a.target else "") for a in proposed] == [
        (ActionKind.ADD_ENTRY, "2.2")
    ]
    assert proposed[0].siblings == ("LRU", "APC")


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "fallback",
    ["退而求其次放 §2.4 末尾", "次选：§2.4 末尾补一条", "备选放在 §2.4", "或者放到 2.4 节末尾"],
)
def test_a_sentence_offering_another_place_is_an_option_of_the_edit_before(
    fallback: str, form: str
) -> None:
    actions = read(f"优先在 §2.2 末尾新增一条 FlowCache 条目；{fallback}。", form)
    chosen = {(a.kind, a.target.key if a.target else "-"): a.recommended for a in edits(actions)}
    assert chosen == {(ActionKind.ADD_ENTRY, "2.2"): True, (ActionKind.ADD_ENTRY, "2.4"): False}


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "fallback",
    [
        "退而求其次放 §2.4 末尾。",
        "次选：§2.4 末尾补一条。",
        "备选放在 §2.4。",
        "或者放到 2.4 节末尾。",
    ],
)
def test_another_place_with_no_edit_before_it_is_not_an_edit(fallback: str, form: str) -> None:
    actions = read(f"§6.1 不动；{fallback}", form)
    assert not edits(actions)
    assert [a.kind for a in actions if a.target and a.target.key == "2.4"] == [
        ActionKind.NOT_UNDERSTOOD
    ]


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "no_question", ["无需新增开放问题", "不新增开放问题", "勿加开放问题", "不必新增待解问题"]
)
def test_not_adding_a_question_does_not_forbid_the_entry(no_question: str, form: str) -> None:
    actions = read(f"§2.2 末尾新增一条 FlowCache 条目；{no_question}。", form)
    assert [(a.kind, a.target.key if a.target else "") for a in edits(actions)] == [
        (ActionKind.ADD_ENTRY, "2.2")
    ]


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "keep",
    ["本档不再改动 §2.4、§3.3", "不动 §2.4、§3.3", "勿改 §2.4 / §3.3", "本轮别碰 §2.4、§3.3"],
)
def test_a_negation_before_a_list_of_sections_keeps_each(keep: str, form: str) -> None:
    actions = read(
        "§2.4 末尾新增一条 FlowCache 条目。", form, closing=f"§3.3 新增一行（条目 1）；{keep}。"
    )
    assert not edits(actions)
    assert not [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "phrasing",
    [
        '在 §2.2 "LRU 驱逐"那条里补半句"，冷档换出"。',
        "§2.2「LRU 驱逐」这条末尾补一句『冷档换出』。",
        "§2.2 “LRU 驱逐”条目句末补“冷档换出”。",
        "§2.2 的『LRU 驱逐』一条末尾追加一句「冷档换出」。",
    ],
)
def test_an_entry_named_by_a_quote_of_its_words_is_the_one_appended_to(
    phrasing: str, form: str
) -> None:
    proposed = edits(read(phrasing, form))
    assert [a.kind for a in proposed] == [ActionKind.APPEND]
    assert (proposed[0].anchor, proposed[0].phrase) == ("LRU 驱逐", "冷档换出")


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "keep",
    [
        '§6.2 "热档常驻" 一行无需改动',
        "§6.2「热档常驻」那一行保留原样",
        "§6.2 “热档常驻”这条不动",
        "§6.2『热档常驻』一行维持原样",
    ],
)
def test_a_keep_of_a_quoted_line_forbids_only_that_line(keep: str, form: str) -> None:
    other = read(f'{keep}；给 §6.2 "前缀缓存分层"一行补 arXiv:2612.00101。', form)
    assert [a.kind for a in edits(other)] == [ActionKind.ADD_SOURCE]
    same = read(f'{keep}；给 §6.2 "热档常驻"一行补 arXiv:2612.00101。', form)
    assert not edits(same)


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "closing",
    [
        "§2.4 决策树、§3.3 不动。",
        "§2.4 观察区、§3.3 保留原样。",
        "§2.4 正文、§3.3 勿改。",
    ],
)
def test_a_named_part_in_a_list_of_kept_sections_is_kept_too(closing: str, form: str) -> None:
    actions = read("§2.4 末尾新增一条 FlowCache 条目。", form, closing=closing)
    assert not edits(actions)
    assert not [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "no_body", ["正文各节均不新增", "正文不新增条目", "正文暂不新增", "正文部分勿新增"]
)
def test_no_new_body_entry_still_lets_the_citation_in(no_body: str, form: str) -> None:
    actions = read(f"§七 登记一条引用 arXiv:2612.00101；§2.2 新增一条 FlowCache；{no_body}。", form)
    assert [a.kind for a in edits(actions)] == [ActionKind.ADD_CITATION]
    assert [a.kind for a in actions if a.forbidden_by] == [ActionKind.ADD_ENTRY]


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "closing",
    [
        "第七章 以外不新建章节。",
        "§七 之外均不新建章节。",
        "除 §2.2 以外不新建章节。",
        "§七 除外，不新建章节。",
    ],
)
def test_a_section_named_as_an_exception_is_not_kept(closing: str, form: str) -> None:
    actions = read(
        "§2.2 末尾新增一条 FlowCache 条目；§七 末尾新增一条引用（第 73 条）。",
        form,
        closing=closing,
    )
    assert [(a.kind, a.target.key if a.target else "") for a in edits(actions)] == [
        (ActionKind.ADD_ENTRY, "2.2"),
        (ActionKind.ADD_CITATION, "7"),
    ]


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "phrasing",
    [
        "Sec. 2.2 add one entry FlowCache。",
        "Section 2.2：新增一条 FlowCache 条目。",
        "在 section 2.2 补一条 FlowCache。",
        "FlowCache 归入 sect. 2.2。",
        "add to Sec.2.2: FlowCache",
    ],
)
def test_a_section_named_in_english_words_is_that_section(phrasing: str, form: str) -> None:
    (edit,) = edits(read(phrasing, form))
    assert edit.kind is ActionKind.ADD_ENTRY and edit.target is not None
    assert edit.target.key == "2.2"


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "closing",
    [
        "leave sections 2.4 and 3.3 as is.",
        "sections 2.4, 3.3 unchanged.",
        "Sections 2.4 & 3.3 no change。",
        "secs 2.4/3.3 untouched.",
    ],
)
def test_every_number_after_an_english_plural_is_a_section(closing: str, form: str) -> None:
    actions = read("§2.4 末尾新增一条 FlowCache 条目。", form, closing=closing)
    assert not edits(actions)
    assert ("constraint", "2.4", "") in shape(actions)
    assert ("constraint", "3.3", "") in shape(actions)


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "phrasing",
    [
        'section 1.6, Rapid-MLX row: "857⭐" → "912⭐"',
        'Sec. 1.6，Rapid-MLX 一行："857⭐" 改为 "912⭐"。',
        "§1.6，Rapid-MLX 那一行 857⭐ 调整为 912⭐。",
        'section 1.6: "857⭐" → "912⭐" in the Rapid-MLX row',
    ],
)
def test_a_section_alone_before_a_comma_is_the_place_of_the_replace_after_it(
    phrasing: str, form: str
) -> None:
    (edit,) = edits(read(phrasing, form))
    assert edit.kind is ActionKind.REPLACE and edit.target is not None
    assert edit.target.key == "1.6" and edit.pairs == (("857⭐", "912⭐"),)


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "closing",
    [
        "§1.6 flare 一行 1,186⭐ 改为 1,240⭐（条目 1），其余列不动。",
        "§1.6 flare 一行 1,186⭐ 调整为 1,240⭐ （条目 1）。",
        "§1.6 flare 那一行 1,186⭐ 更新为 1,240⭐（条目 1）",
        "§1.6 flare 一行 1,186⭐ 换成 1,240⭐（增量 1，复采）。",
    ],
)
def test_an_item_tag_after_an_unquoted_value_is_no_part_of_it(closing: str, form: str) -> None:
    (edit,) = edits(read("见归并动作。", form, closing=closing))
    assert edit.kind is ActionKind.REPLACE and edit.target is not None
    assert edit.target.key == "1.6" and edit.pairs == (("1,186⭐", "1,240⭐"),)


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "phrasing",
    [
        "§5.8「回滚检查单」小节末尾加一行 FlowCache。",
        "第五章第八节「回滚检查单」小节补一条 FlowCache。",
        "5.8 节『回滚检查单』部分新增一条 FlowCache 条目。",
        '§5.8 "回滚检查单" 小节末尾登记 FlowCache。',
    ],
)
def test_a_quoted_part_right_after_a_section_number_is_the_place(phrasing: str, form: str) -> None:
    (edit,) = edits(read(phrasing, form))
    assert edit.kind is ActionKind.ADD_ENTRY and edit.target is not None
    assert (edit.target.key, edit.target.part) == ("5.8", "回滚检查单")


@pytest.mark.parametrize("form", sorted(FORMS))
def test_a_quoted_title_after_a_new_section_is_no_part_of_it(form: str) -> None:
    (edit,) = edits(read('新增 §8.1 "推理安全" 小节，收 FlowCache 一条。', form))
    assert edit.target is not None and (edit.target.key, edit.target.part) == ("8.1", "")


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "phrasing",
    ["§5.7 也不因此改动。", "§5.7 不为此调整。", "§5.7 无需因此改动。", "§5.7 不随之改动。"],
)
def test_a_keep_whose_negation_stands_apart_from_its_verb_keeps(phrasing: str, form: str) -> None:
    actions = read(phrasing, form, closing="§5.7 新增 FlowCache 条目（条目 1）。")
    assert not edits(actions)
    assert ("constraint", "5.7", "") in shape(actions)
    assert ("add entry", "5.7", "forbidden") in shape(actions)


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "phrasing",
    ["不要新开章节", "勿另开一节", "无需新开小节", "不必另开章节"],
)
def test_a_refusal_of_a_new_chapter_is_read_as_a_no_op(phrasing: str, form: str) -> None:
    actions = read(f"§2.2 新增一条 FlowCache；{phrasing}。", form)
    (edit,) = edits(actions)
    assert edit.target is not None and edit.target.key == "2.2"
    assert any(a.kind is ActionKind.NO_OP and phrasing in a.reason for a in actions)
    assert not [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "phrasing",
    [
        "§七 登记一条引用，用于 §2.2。",
        "§七 新增一条引用，用在 §2.2。",
        "§七 补一条引用，〔〕写 §2.2。",
        "§七 新增一条引用，用于 2.2 节。",
    ],
)
def test_the_section_a_citation_is_used_in_is_no_edit_of_that_section(
    phrasing: str, form: str
) -> None:
    actions = read(f"§2.2 末尾新增一条 FlowCache 条目；{phrasing}", form)
    assert [(a.kind, a.target.key if a.target else "") for a in edits(actions)] == [
        (ActionKind.ADD_ENTRY, "2.2"),
        (ActionKind.ADD_CITATION, "7"),
    ]
    assert not [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "phrasing",
    [
        "§2.2 第一行那种写法很好。",
        "§2.2 第一行讲的就是这件事。",
        "§2.2 每一行都有出处。",
        "§2.2 表格第一行已经覆盖。",
    ],
)
def test_the_first_or_each_row_is_no_request_to_add_one(phrasing: str, form: str) -> None:
    assert edits(read(phrasing, form)) == []


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "keep",
    ["§1 导语不动", "第一章引言保留不动", "Part I intro unchanged", "§1.6 表注不改"],
)
def test_a_keep_of_a_part_of_a_section_does_not_forbid_its_entries(keep: str, form: str) -> None:
    actions = read(f"{keep}；§1.6 新增一条 FlowCache。", form)
    (edit,) = edits(actions)
    assert edit.kind is ActionKind.ADD_ENTRY and edit.target is not None
    assert edit.target.key == "1.6"


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    ("closing", "kept"),
    [
        ("Part III、§2.2 本轮不动。", {"3", "2.2"}),
        ("Part II / Part III 不动。", {"2", "3"}),
        ("Chapter 2、§3.3 均不改。", {"2", "3.3"}),
        ("§2.2、Part IV 都不改。", {"2.2", "4"}),
    ],
)
def test_a_list_of_parts_and_sections_shares_its_keep(
    closing: str, kept: set[str], form: str
) -> None:
    actions = read("§5.3 新增一条 FlowCache。", form, closing=closing)
    assert {a.target.key for a in actions if a.kind is ActionKind.CONSTRAINT and a.target} == kept
    assert not [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize("verb", ["校正为", "纠正为", "勘误为", "写成", "统一为"])
def test_a_verb_of_correcting_replaces_the_value(verb: str, form: str) -> None:
    proposed = edits(read(f'§2.2 LRU 一行，"两档"{verb}"三档"。', form))
    assert [(a.kind, a.pairs) for a in proposed] == [(ActionKind.REPLACE, (("两档", "三档"),))]


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "suggestion", ["§2.4 另起一条 FlowCache。", "在 §2.4 另开一条 FlowCache。"]
)
def test_a_new_entry_started_apart_is_added(suggestion: str, form: str) -> None:
    proposed = edits(read(suggestion, form))
    assert [(a.kind, a.target.key if a.target else "") for a in proposed] == [
        (ActionKind.ADD_ENTRY, "2.4")
    ]


@pytest.mark.parametrize("form", sorted(FORMS))
def test_writing_as_one_entry_is_no_replace(form: str) -> None:
    actions = read("§2.4 新增 FlowCache，与 LRU 写成一条。", form)
    assert not [a for a in actions if a.kind is ActionKind.REPLACE]
