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
    ),
    ActionKind.REPLACE: (
        '§2.2 LRU 一行把"两档"改为"三档"。',
        "§2.2 把『两档』更新为『三档』。",
        "§2.2 LRU 条目：「两档」→「三档」。",
        "§2.2 LRU 一行把“两档”替换为“三档”。",
        "§2.2 LRU 一行由两档改成三档。",
        "§2.2 把 两档 更正为 三档。",
    ),
    ActionKind.ADD_SOURCE: (
        '给 §6.2 "前缀缓存分层"一行补 arXiv:2612.00101。',
        "§6.2「前缀缓存分层」趋势行补上出处 arXiv:2612.00101。",
        "为 §6.2 『前缀缓存分层』那行加注来源 arXiv:2612.00101。",
        "§6.2 “前缀缓存分层”补齐 arXiv 号 2612.00101。",
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
    ),
    ActionKind.ANNOTATE_CITATION: (
        '§七 第 12 条标注"跨主题引用"。',
        "§七 给 arXiv:2612.00101 标注「待核」。",
        "在 §七 标注『跨主题』（第 12 条）。",
        "§七 第 12 条注明“版本待核”。",
    ),
}


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    ("kind", "phrasing"),
    [(kind, p) for kind, phrasings in ACTION_PHRASINGS.items() for p in phrasings],
)
def test_each_phrasing_reads_as_its_kind(kind: ActionKind, phrasing: str, form: str) -> None:
    actions = edits(read(phrasing, form))
    assert [a.kind for a in actions] == [kind], [
        a.model_dump(include={"kind", "reason"}) for a in actions
    ]


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
    ],
)
def test_a_stated_no_op_is_read_and_does_nothing(phrasing: str, form: str) -> None:
    actions = read(phrasing, form)
    assert not edits(actions)
    assert {a.kind for a in actions} <= {ActionKind.NO_OP, ActionKind.CONSTRAINT}
    assert actions


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "phrasing",
    [
        "§2.2 请作者看看。",
        "§2.2 的作者可能会回应。",
        "§2.2 这周再议。",
        "§2.2 交给 Jay 决定。",
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
