"""An add verb compounds from the roots (增/补/添/加/列/录/登/记) with another root or where
the thing goes (入/上/进/充): `增列 X`, `添加 X`, `补记 X`, `加入 X`, `列上 X` add X as `新增 X`
does. Words where a root ends another word (参加, 叠加, 倍增, 记录…) add nothing. Our own
words."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.models import ActionKind
from kbpatch.parse import parse_brief
from kbpatch.reading import plan

from .conftest import FIXTURE_KB, applied_kb


def one_item(suggestion: str) -> str:
    return (
        "# inference · E1 预消化简报（2026-12-07）\n\n## 一、增量\n\n"
        "### 条目 1：RingPage（arXiv:2612.60001）—— 环形分页 KV\n\n"
        "- **来源**：organized/paper_cards/3200-2612-60001.md\n"
        "- **要点**：RingPage 用环形缓冲管理 KV 页，长上下文显存降 22%（作者自测）。\n"
        f"- **建议归入**：{suggestion}\n"
    )


@pytest.mark.parametrize(
    "verb", ["增列", "添加", "增补", "补记", "补列", "增加", "加入", "补入", "增添", "列上", "记上"]
)
def test_a_compound_add_verb_before_a_name_adds_the_entry(verb: str) -> None:
    actions = plan(parse_brief(one_item(f"§3.2 {verb} RingPage。")))
    adds = [a for a in actions if a.kind is ActionKind.ADD_ENTRY]
    assert [a.target.key for a in adds if a.target] == ["3.2"], verb
    assert not any(a.kind is ActionKind.NOT_UNDERSTOOD for a in actions), verb


@pytest.mark.parametrize(
    "suggestion",
    ["§3.2 添加 RingPage 一条。", "3.2 节增列 RingPage。", "条目 1：§3.2 补记 **RingPage**。"],
)
def test_a_compound_add_verb_reads_with_any_name_form_and_section_form(suggestion: str) -> None:
    actions = plan(parse_brief(one_item(suggestion)))
    assert [a.target.key for a in actions if a.kind is ActionKind.ADD_ENTRY and a.target] == [
        "3.2"
    ], suggestion


@pytest.mark.parametrize(
    "suggestion",
    [
        "§3.2 记录 RingPage 的测量口径。",
        "§3.2 参加 RingPage 的对比。",
        "§3.2 叠加 RingPage 后再看。",
        "§3.2 倍增 KV 页。",
    ],
)
def test_words_that_end_in_a_root_add_no_entry(suggestion: str) -> None:
    actions = plan(parse_brief(one_item(suggestion)))
    assert not any(a.kind is ActionKind.ADD_ENTRY for a in actions), suggestion


@pytest.mark.parametrize(
    "said",
    ["引用一并登记", "引用同步登记", "引用也登上", "引用照例补登", "引用顺带补", "引用另录入"],
)
def test_the_citation_named_before_its_verb_is_registered(said: str) -> None:
    actions = plan(parse_brief(one_item(f"§3.2 新增一条 RingPage，{said}。")))
    kinds = [a.kind for a in actions]
    assert kinds.count(ActionKind.ADD_CITATION) == 1, (said, kinds)
    assert ActionKind.ADD_ENTRY in kinds, said


@pytest.mark.parametrize("said", ["引用列表不动", "引用格式照旧"])
def test_words_after_the_citation_noun_that_register_nothing(said: str) -> None:
    actions = plan(parse_brief(one_item(f"§3.2 新增一条 RingPage，{said}。")))
    assert ActionKind.ADD_CITATION not in [a.kind for a in actions], said


@pytest.mark.parametrize(
    "said",
    ["引用补一条", "引用列表补一条", "引用再加一条", "引用也登记 1 条", "§七 引用添一条"],
)
def test_the_citation_named_before_its_verb_and_a_count_of_one_is_registered(
    tmp_path: Path, said: str
) -> None:
    text = one_item(f"§3.2 新增一条 RingPage；{said}。")
    actions = plan(parse_brief(text))
    kinds = sorted(a.kind.value for a in actions)
    assert kinds == [ActionKind.ADD_CITATION.value, ActionKind.ADD_ENTRY.value], said
    kb = FIXTURE_KB.read_text(encoding="utf-8")
    after = applied_kb(tmp_path, kb, text, "inbox/2026-12-07-inference-e1prep.md")
    added = [line for line in after.splitlines() if line not in kb.splitlines() and line]
    assert len(added) == 2 and any(
        a.startswith("- arXiv:2612.60001") and "§3.2" in a for a in added
    ), added


@pytest.mark.parametrize("said", ["引用补一条说明", "引用加一条注记", "引用补一条备注"])
def test_a_count_after_the_citation_noun_naming_something_else_registers_no_citation(
    said: str,
) -> None:
    actions = plan(parse_brief(one_item(f"§3.2 新增一条 RingPage；{said}。")))
    assert ActionKind.ADD_CITATION not in [a.kind for a in actions], said
