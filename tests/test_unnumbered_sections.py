"""A living document that numbers nothing: briefs name its sections by their heading's words
(`「长上下文基准」一节`, `基准与数据集 → 排行榜信号 小节`), and kbpatch finds the one heading so
named or reports every candidate; it never guesses."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from kbpatch.cli import cli
from kbpatch.locate import Unresolved, outline, resolve
from kbpatch.models import ActionKind, SectionRef
from kbpatch.reading.clauses import refs_in, value_pairs
from kbpatch.reading.lexicon import default_lexicon
from kbpatch.reading.text import heading_name_key, split_clauses

from .conftest import FIXTURES, git, make_repo

KB = (FIXTURES / "unresolved-unnumbered-evaluation" / "kb.md").read_text(encoding="utf-8")
EVAL_KB_PATH = "organized/knowledge/evaluation.md"


def named(words: str) -> SectionRef:
    return SectionRef(key=heading_name_key(words), raw=words)


def heading_of(words: str) -> str:
    return resolve(outline(KB.splitlines(keepends=True)), named(words)).text


# ---------------------------------------------------------------- reading the reference


@pytest.mark.parametrize(
    ("clause", "raw"),
    [
        ("「长上下文基准」一节末尾新增一条 X 条目", "长上下文基准"),
        ("在「自动评分」小节的模型裁判条目末尾补一句", "自动评分"),
        ("「安全评测」一节不动", "安全评测"),
        ("基准与数据集 → 排行榜信号 小节的表中 A 一行", "基准与数据集 → 排行榜信号"),
        ("基准与数据集->长上下文基准小节新增一条", "基准与数据集 → 长上下文基准"),
        ("长上下文基准 小节末尾新增一条 X 条目", "长上下文基准"),
    ],
)
def test_a_section_named_by_heading_words_is_a_reference(clause: str, raw: str) -> None:
    refs = refs_in(clause, default_lexicon(), "evaluation")
    assert [r.ref.raw for r in refs] == [raw]
    assert refs[0].ref.key == heading_name_key(raw)


@pytest.mark.parametrize("clause", ["§1.1 引擎格局 小节末尾新增", "§1.1「引擎格局」一节新增"])
def test_the_title_after_a_section_number_is_not_a_second_reference(clause: str) -> None:
    assert [r.ref.raw for r in refs_in(clause, default_lexicon(), "x")] == ["§1.1"]


@pytest.mark.parametrize("clause", ['补一句"长上下文基准很难"', "集群一行 v1 → v2 节点"])
def test_words_that_only_look_like_a_heading_name_are_no_reference(clause: str) -> None:
    assert refs_in(clause, default_lexicon(), "evaluation") == []


def test_two_names_have_two_keys_so_a_keep_of_one_spares_the_other() -> None:
    assert heading_name_key("安全评测") != heading_name_key("自动评分")
    assert heading_name_key("安全评测").isascii()


def test_an_author_year_comma_does_not_split_a_clause() -> None:
    assert split_clauses("参考文献中 Chen et al., 2021 一条标注，另补一句") == [
        "参考文献中 Chen et al., 2021 一条标注",
        "另补一句",
    ]


# ---------------------------------------------------------------- finding the heading


def test_a_heading_whose_words_equal_the_name_is_found() -> None:
    assert heading_of("长上下文基准") == "长上下文基准"


def test_an_exact_name_wins_over_headings_that_contain_it() -> None:
    kb = "# t\n\n## 评分\n\n- a\n\n## 自动评分\n\n- b\n"
    found = resolve(outline(kb.splitlines(keepends=True)), named("评分"))
    assert found.text == "评分"


def test_a_name_several_headings_contain_is_unresolved_with_each_candidate() -> None:
    with pytest.raises(Unresolved) as raised:
        heading_of("基准")
    message = str(raised.value)
    assert "3 headings" in message and "not guessing" in message
    for candidate in ("基准与数据集", "长上下文基准", "代码基准"):
        assert f"「{candidate}」" in message


def test_a_path_looks_for_the_section_inside_its_chapter_only() -> None:
    kb = "# t\n\n## 甲\n\n### 说明\n\n- a\n\n## 乙\n\n### 说明\n\n- b\n"
    headings = outline(kb.splitlines(keepends=True))
    assert resolve(headings, named("乙 → 说明")).start == 10
    with pytest.raises(Unresolved, match="2 headings match 「说明」"):
        resolve(headings, named("说明"))


def test_a_name_no_heading_carries_is_unresolved() -> None:
    with pytest.raises(Unresolved, match="no heading named 「推理评测」"):
        heading_of("推理评测")


def test_a_heading_that_says_only_references_names_the_citation_list() -> None:
    ref = SectionRef(key="references", raw="参考文献")
    assert resolve(outline(KB.splitlines(keepends=True)), ref).text == "参考"


# ---------------------------------------------------------------- the whole command

BRIEF = """\
# evaluation · E1 预消化简报（2026-11-20）

- **作者**：测试
- **对照活文档**：organized/knowledge/evaluation.md

## 一、今日条目（2 条）

### 条目 1：JailMix —— 混合语言越狱提示集（arXiv:2611.09903）

- **来源**：organized/paper_cards/2401-2611-09903.md
- **要点**：把提示译成低资源语言再拼接，拒答率明显下降。
- **建议归入**：「安全评测」一节末尾新增一条 JailMix 条目。

### 条目 2：SWE-Lite 条目数

- **来源**：organized/repo_cards/2402-swe-lite.md
- **要点**：条目数增至 150。
- **建议归入**：基准与数据集 → 排行榜信号 小节表中 SWE-Lite 一行的条目数由 120 更新为 150。

## 二、本轮结论与建议动作

- **「安全评测」一节不动**。
"""


def propose(root: Path, *args: str) -> tuple[int, str]:
    result = CliRunner().invoke(
        cli, ["propose", str(root / "inbox/ann/2026-11-20-evaluation-e1prep.md"), *args]
    )
    return result.exit_code, result.stdout + result.stderr


def test_without_kb_the_title_topic_names_the_document_and_a_keep_by_name_holds(
    tmp_path: Path,
) -> None:
    repo = make_repo(tmp_path / "kb")
    repo.write(EVAL_KB_PATH, KB.encode("utf-8"))
    repo.commit("evaluation KB")
    repo.add_brief(BRIEF.encode("utf-8"), "inbox/ann/2026-11-20-evaluation-e1prep.md")

    code, out = propose(repo.root)

    assert code == 0, out
    assert f"→ {EVAL_KB_PATH} at" in out
    folder = repo.root / "inbox/ann/2026-11-20-evaluation-e1prep.patches"
    patches = sorted(folder.glob("*.patch"))
    assert len(patches) == 1, out
    text = patches[0].read_text(encoding="utf-8")
    assert "-| SWE-Lite | 高校联合 | AgentX（41.3%） | 120 |" in text
    assert "+| SWE-Lite | 高校联合 | AgentX（41.3%） | 150 |" in text
    assert "JailMix" not in text  # 「安全评测」一节不动 forbids the new entry there
    assert "forbid" in out
    git(repo.root, "apply", "--check", str(patches[0]))


def test_a_request_with_no_section_it_can_find_is_reported_not_dropped() -> None:
    from kbpatch.parse import parse_brief
    from kbpatch.reading import plan

    brief = BRIEF.replace("基准与数据集 → 排行榜信号 小节表中", "排行榜信号表中")
    actions = [a for a in plan(parse_brief(brief)) if a.item_key == "条目 2"]
    assert [a.kind for a in actions] == [ActionKind.NOT_UNDERSTOOD]
    assert "names no section" in actions[0].reason


# ---------------------------------------------------------------- values with asides


@pytest.mark.parametrize(
    ("clause", "pairs"),
    [
        ("一行：AgentX（41.3%） → AgentY（47.0%）", [("AgentX（41.3%）", "AgentY（47.0%）")]),
        ("只更新计数（1,200⭐ → 1,350⭐，+30 → +41）", [("1,200⭐", "1,350⭐"), ("+30", "+41")]),
    ],
)
def test_a_value_keeps_its_own_parenthesised_part(
    clause: str, pairs: list[tuple[str, str]]
) -> None:
    assert value_pairs(clause, default_lexicon()) == pairs


def test_a_named_row_with_unreadable_values_is_never_a_new_row() -> None:
    from kbpatch.parse import parse_brief
    from kbpatch.reading import plan

    brief = BRIEF.replace(
        "基准与数据集 → 排行榜信号 小节表中 SWE-Lite 一行的条目数由 120 更新为 150",
        "「排行榜信号」一节 SWE-Lite 一行：→ 新榜首",
    )
    kinds = [a.kind for a in plan(parse_brief(brief)) if a.item_key == "条目 2"]
    assert ActionKind.ADD_ENTRY not in kinds


def test_an_unplaced_request_before_a_keep_is_reported_not_dropped() -> None:
    from kbpatch.parse import parse_brief
    from kbpatch.reading import plan

    brief = BRIEF.replace(
        "「安全评测」一节末尾新增一条 JailMix 条目。",
        "越狱集合里新增一条 JailMix 条目，「代码基准」一节不动。",
    )
    actions = [a for a in plan(parse_brief(brief)) if a.item_key == "条目 1"]
    assert [a.kind for a in actions] == [ActionKind.NOT_UNDERSTOOD, ActionKind.CONSTRAINT]


def test_a_new_entry_takes_the_name_the_brief_gives_it_over_a_descriptive_title() -> None:
    from kbpatch.parse import parse_brief
    from kbpatch.reading import plan

    brief = BRIEF.replace("JailMix —— 混合语言越狱提示集", "混合语言越狱提示集").replace(
        "「安全评测」一节末尾新增一条 JailMix 条目。", "「代码基准」一节末尾新增一条 MixJail 条目。"
    )
    (entry,) = [a for a in plan(parse_brief(brief)) if a.kind is ActionKind.ADD_ENTRY]
    # The title's id stays with the name the brief gives: the entry names the paper by it.
    assert entry.entry is not None and entry.entry.title == "MixJail（arXiv:2611.09903）"
