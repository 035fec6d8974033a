"""Requests a careful maintainer reads one way only, once reported "not understood": a section
named as the form of its own new entry, and an existing entry named by plain words that exactly
one entry of the section holds. Each said at least four ways (our own words), in a flattened and
a markdown brief, rendered against a small KB; a name that no entry or several entries hold
stays unresolved: nothing is guessed."""

from __future__ import annotations

import pytest

from kbpatch.models import Action, ActionKind, Status
from kbpatch.render import Rendered

from .conftest import added_lines, render_brief
from .test_phrasings import FORMS

DATE = "2026-12-03"

KB = """\
# serving 活文档

## 二、缓存

### 2.1 调度

- **SlackGate**：按 SLO 余量分级准入。

### 2.2 前缀缓存

- **RadixCache**：按前缀树共享 KV。
- **LRU 换出**：冷块写回主机内存。
- **agent 轨迹复用**：多轮工具调用共享前缀。
- **投机解码可观测性**：记录接受率分布。

### 2.3 趋势

- 冷热分层进入主流引擎。
"""
LINES = KB.splitlines(keepends=True)


def rendered(suggestion: str, form: str) -> list[tuple[Action, Rendered]]:
    return render_brief(FORMS[form](suggestion), LINES, DATE)


def proposed(results: list[tuple[Action, Rendered]]) -> list[tuple[Action, Rendered]]:
    return [(a, r) for a, r in results if r.status is Status.PROPOSED]


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "suggestion",
    (
        "按 §2.2 现有格式新增一条 FlowCache。",
        "照 §2.2 的样子补一条 FlowCache。",
        "仿照 §2.2 已有条目格式在该节新增 FlowCache。",
        "体例同 §2.2 已有几条，在 §2.2 新增 FlowCache。",
    ),
)
def test_a_section_named_as_the_form_of_its_new_entry_gets_the_entry(
    suggestion: str, form: str
) -> None:
    results = rendered(suggestion, form)
    ((action, result),) = proposed(results)
    assert action.kind is ActionKind.ADD_ENTRY and action.target is not None
    assert action.target.key == "2.2"
    (line,) = added_lines(result, LINES)
    assert line.startswith("- **FlowCache")
    assert result.edit is not None
    # The entry joins §2.2's list, after its last entry, not another section.
    assert LINES[result.edit.start - 1] == "- **投机解码可观测性**：记录接受率分布。\n"
    assert not [a for a, _ in results if a.kind is ActionKind.NOT_UNDERSTOOD]


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    ("suggestion", "entry"),
    (
        ('§2.2 agent 轨迹复用那条末尾补一句"也适用于 FlowCache"。', "agent 轨迹复用"),
        ('§2.2 LRU 换出 条目末尾补一句"也适用于 FlowCache"。', "LRU 换出"),
        ('§2.2 投机解码可观测性那条旁附注"也适用于 FlowCache"。', "投机解码可观测性"),
        ('在 §2.2 中轨迹复用那一条末尾接一句"也适用于 FlowCache"。', "agent 轨迹复用"),
        ('§2.2 不是 LRU 条目而是前缀树那条末尾补半句"也适用于 FlowCache"。', "RadixCache"),
        ('§2.2 冷块写回那一行末尾接一句"也适用于 FlowCache"。', "LRU 换出"),
    ),
)
def test_an_entry_named_by_plain_words_one_entry_holds_gets_the_words(
    suggestion: str, entry: str, form: str
) -> None:
    ((action, result),) = proposed(rendered(suggestion, form))
    assert action.kind is ActionKind.APPEND
    (line,) = added_lines(result, LINES)
    assert entry in line and line.rstrip().endswith("也适用于 FlowCache。")


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "suggestion",
    (
        # Words several entries hold, or none: not guessed.
        '§2.2 共享那条末尾补一句"也适用于 FlowCache"。',
        '§2.2 前缀缓存条目末尾补一句"也适用于 FlowCache"。',
        '§2.2 冷热分层那条末尾补一句"也适用于 FlowCache"。',
        # A position, not a name.
        '§2.2 末尾那条补一句"也适用于 FlowCache"。',
        '§2.2 最后一条末尾补一句"也适用于 FlowCache"。',
        '§2.2 表头那一行末尾补一句"也适用于 FlowCache"。',
    ),
)
def test_an_entry_named_by_words_no_single_entry_holds_stays_unresolved(
    suggestion: str, form: str
) -> None:
    results = rendered(suggestion, form)
    assert proposed(results) == []
    (append,) = [(a, r) for a, r in results if a.kind is ActionKind.APPEND]
    assert append[1].status is Status.UNRESOLVED


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "suggestion",
    (
        "LRU 换出 → §2.2",
        "§2.2 LRU 换出 条目 → §2.3",
        "§2.2 RadixCache 一行 → §2.3。",
        "FlowCache → 2.3 节",
        "agent 轨迹复用 -> §2.1",
    ),
)
def test_an_arrow_to_a_section_swaps_no_values_and_adds_nothing(suggestion: str, form: str) -> None:
    # Where something goes (a new entry? a move?) is said; which edit is not: reported.
    results = rendered(suggestion, form)
    assert proposed(results) == []
    assert [a.kind for a, _ in results] and all(
        a.kind is ActionKind.NOT_UNDERSTOOD for a, _ in results
    )
    assert all("arrow" in a.reason for a, _ in results)


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    ("suggestion", "kind"),
    (
        ("条目 1 → §2.2 末尾新增一条 FlowCache", ActionKind.ADD_ENTRY),
        ('条目 1 → §2.2 LRU 换出 条目末尾补一句"也适用于 FlowCache"', ActionKind.APPEND),
        ('条目 1 → §2.2 RadixCache 一行："前缀树" → "基数树"', ActionKind.REPLACE),
        ('§2.2 RadixCache 一行："§1.1" → "§1.2"', ActionKind.REPLACE),
    ),
)
def test_an_arrow_before_a_request_or_between_quoted_values_reads_as_usual(
    suggestion: str, kind: ActionKind, form: str
) -> None:
    ((action, _),) = [(a, r) for a, r in rendered(suggestion, form) if a.kind.edits_document]
    assert action.kind is kind and action.target is not None and action.target.key == "2.2"


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "suggestion",
    (
        "add FlowCache to Sec. 2.2",
        "add the FlowCache entry to section 2.2.",
        "new entry in Sec. 2.2: FlowCache",
        "add FlowCache to §2.2, at the end.",
    ),
)
def test_an_english_add_of_a_name_to_a_section_adds_the_entry_there(
    suggestion: str, form: str
) -> None:
    ((action, result),) = proposed(rendered(suggestion, form))
    assert action.kind is ActionKind.ADD_ENTRY and action.target is not None
    assert action.target.key == "2.2"
    assert result.edit is not None
    assert LINES[result.edit.start - 1] == "- **投机解码可观测性**：记录接受率分布。\n"


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "suggestion",
    (
        'Sec. 2.2 RadixCache row: change "前缀树" to "基数树"',
        'Sec. 2.2 RadixCache row: replace "前缀树" with "基数树"',
        'section 2.2, RadixCache row: correct "前缀树" to "基数树".',
        'Sec. 2.2: change "前缀树" into "基数树" in the RadixCache row',
    ),
)
def test_an_english_change_of_quoted_values_replaces_them(suggestion: str, form: str) -> None:
    ((action, result),) = proposed(rendered(suggestion, form))
    assert action.kind is ActionKind.REPLACE
    assert added_lines(result, LINES) == ["- **RadixCache**：按基数树共享 KV。\n"]


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "suggestion",
    (
        'Sec. 2.2: add "也适用于 FlowCache" to the LRU entry',
        'add "也适用于 FlowCache" to the RadixCache row of Sec. 2.2',
        "Sec. 2.2: change nothing in the RadixCache row",
        'Sec. 2.2 RadixCache row: "前缀树" stays, no change',
    ),
)
def test_english_words_into_an_entry_or_a_keep_add_no_entry_and_swap_nothing(
    suggestion: str, form: str
) -> None:
    assert proposed(rendered(suggestion, form)) == []


def with_caveat(form: str, caveat: str, suggestion: str = "§2.2 末尾新增一条 FlowCache。") -> str:
    """A brief whose item carries a 值得警惕 line, in either form."""
    text = FORMS[form](suggestion)
    label = "- **值得警惕之处**" if form == "markdown" else "  • 值得警惕之处"
    lead = "- **建议归入**" if form == "markdown" else "  • 建议归入"
    return text.replace(lead, f"{label}：{caveat}\n{lead}", 1)


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    ("caveat", "written"),
    (
        ('只测了 32K 以内；务必注明"未经第三方复现"。', "未经第三方复现"),
        ('条目里要写明"仅作者自测"。', "仅作者自测"),
        ("单一模型；必须写清：数字来自作者自测。", "数字来自作者自测"),
        ("证据薄弱，标注「摘要级证据」。", "摘要级证据"),
    ),
)
def test_a_quoted_caveat_of_the_item_is_written_into_its_new_entry(
    caveat: str, written: str, form: str
) -> None:
    results = render_brief(with_caveat(form, caveat), LINES, DATE)
    ((action, result),) = proposed(results)
    assert action.kind is ActionKind.ADD_ENTRY
    (line,) = added_lines(result, LINES)
    assert written in line


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "caveat",
    (
        '不要注明"已复现"。',
        '无需标注"生产可用"。',
        '不要写成"全面优于 LRU"这类结论。',
        "务必注明不代表所有负载。",
    ),
)
def test_a_negated_or_unquoted_caveat_writes_nothing_into_the_entry(caveat: str, form: str) -> None:
    ((_, result),) = proposed(render_brief(with_caveat(form, caveat), LINES, DATE))
    (line,) = added_lines(result, LINES)
    for words in ("已复现", "生产可用", "全面优于", "不代表"):
        assert words not in line


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "suggestion",
    (
        '§2.2 末尾新增一条 FlowCache，不要标注"已复现"。',
        '§2.2 末尾新增一条 FlowCache，无需注明"生产可用"。',
        '§2.2 末尾新增一条 FlowCache；勿写明"全面优于 LRU"。',
        "§2.2 末尾新增一条 FlowCache，别标注「已复现」。",
    ),
)
def test_a_negated_caveat_in_the_suggestion_writes_nothing_into_the_entry(
    suggestion: str, form: str
) -> None:
    ((_, result),) = proposed(rendered(suggestion, form))
    (line,) = added_lines(result, LINES)
    assert "已复现" not in line and "生产可用" not in line and "全面优于" not in line


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    ("suggestion", "entry"),
    (
        ('Sec. 2.2: append "也适用于 FlowCache" to the RadixCache entry', "RadixCache"),
        ('Sec. 2.2, RadixCache row: append "也适用于 FlowCache"', "RadixCache"),
        ('append "也适用于 FlowCache" to the RadixCache line in Sec. 2.2', "RadixCache"),
        ('Sec. 2.2 LRU line: append "也适用于 FlowCache" at the end', "LRU 换出"),
    ),
)
def test_an_english_append_names_its_entry_by_a_latin_name(
    suggestion: str, entry: str, form: str
) -> None:
    ((action, result),) = proposed(rendered(suggestion, form))
    assert action.kind is ActionKind.APPEND
    (line,) = added_lines(result, LINES)
    assert entry in line and line.rstrip().endswith("也适用于 FlowCache。")


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "suggestion",
    (
        'Sec. 2.2: append "也适用于 FlowCache" to the last entry',
        'Sec. 2.2: append "也适用于 FlowCache" to the LRU and RadixCache entry',
        'Sec. 2.2: append "也适用于 FlowCache" to the new entry',
        'Sec. 2.2: append "也适用于 FlowCache" to the SwapKV row',
    ),
)
def test_an_english_append_naming_no_single_entry_stays_unresolved(
    suggestion: str, form: str
) -> None:
    results = rendered(suggestion, form)
    assert proposed(results) == []
