"""A section whose entries are small headings that lead their names with a mark (`###### 🧪
SpecTree`, `#### ✅ vLLM`), each with its paragraph below, takes a new entry as one more heading
of that level with the same mark, its text below in the siblings' form (quoted when theirs
are), after the last one. Marks that differ, or texts written as labelled fields, leave the
form unlearnt: reported. A name that opens with a Greek letter (`τ-bench`) is a name whole,
never `bench`. Every KB and request here is our own."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import proposed_and_applied, render_brief

BRIEF_PATH = "inbox/lin/2026-12-18-decoding-e1prep.md"
KB_PATH = "organized/knowledge/decoding.md"
DATE = "2026-12-18"

MARKED = """\
# decoding 活文档

## 2 投机解码

###### 🧪 EagleTree

动态草稿树，接受长度 4.1。（arXiv:2605.00021）

第二段：在长上下文上收益递减。

###### 🧪 NgramFill

按 n-gram 回填候选，无需训练。（arXiv:2604.00032）

## 3 开放问题

- 草稿模型能否与量化共享权重？
"""


def brief(suggestion: str, name: str = "HydraDraft") -> str:
    return f"""\
# decoding · E1 预消化简报（{DATE}）

## 一、条目

### 条目 1：{name}

- 来源：arXiv:2612.07777
- 要点：多头并行起草，平均接受长度 4.6。
- 建议归入：{suggestion}
"""


def run(tmp_path: Path, kb: str, suggestion: str, name: str = "HydraDraft") -> tuple[int, str, str]:
    return proposed_and_applied(tmp_path, KB_PATH, kb, brief(suggestion, name), BRIEF_PATH)


def entry_results(kb: str, suggestion: str, name: str = "HydraDraft") -> list[tuple[Status, str]]:
    lines = kb.splitlines(keepends=True)
    return [
        (r.status, r.reason)
        for a, r in render_brief(brief(suggestion, name), lines, DATE)
        if a.kind is ActionKind.ADD_ENTRY
    ]


@pytest.mark.parametrize(
    "suggestion",
    [
        "§2 新增 HydraDraft 条目。",
        "「投机解码」一节增补一条 HydraDraft。",
        "投机解码 小节补录 HydraDraft。",
    ],
)
def test_a_new_entry_takes_the_siblings_level_and_mark(tmp_path: Path, suggestion: str) -> None:
    code, report, after = run(tmp_path, MARKED, suggestion)
    assert code == 0, report
    section = after.split("## 2 投机解码\n")[1].split("\n## 3 开放问题")[0]
    lines = section.splitlines()
    (at,) = [n for n, line in enumerate(lines) if "HydraDraft" in line and line.startswith("#")]
    assert lines[at] == "###### 🧪 HydraDraft", section
    assert lines[at - 2] == "按 n-gram 回填候选，无需训练。（arXiv:2604.00032）", section
    assert lines[at - 1] == "" and lines[at + 1] == "", section
    assert lines[at + 2].startswith("多头并行起草，平均接受长度 4.6"), section
    assert "arXiv:2612.07777" in lines[at + 2], section
    # Nothing else moved: the siblings and the next section are as they were.
    assert after.replace(section, "") == MARKED.replace(
        MARKED.split("## 2 投机解码\n")[1].split("\n## 3 开放问题")[0], ""
    )


@pytest.mark.parametrize(("mark", "level"), [("✅", "####"), ("⚙️", "#####"), ("📌", "###")])
def test_other_marks_and_levels_are_followed(tmp_path: Path, mark: str, level: str) -> None:
    kb = MARKED.replace("###### 🧪", f"{level} {mark}")
    code, report, after = run(tmp_path, kb, "§2 新增 HydraDraft 条目。")
    assert code == 0, report
    assert f"\n\n{level} {mark} HydraDraft\n\n多头并行起草" in after, after


def test_quoted_texts_give_a_quoted_text(tmp_path: Path) -> None:
    kb = (
        MARKED.replace("动态草稿树", "> 动态草稿树")
        .replace("第二段", "> 第二段")
        .replace("按 n-gram", "> 按 n-gram")
    )
    code, report, after = run(tmp_path, kb, "§2 新增 HydraDraft 条目。")
    assert code == 0, report
    assert "\n\n###### 🧪 HydraDraft\n\n> 多头并行起草，平均接受长度 4.6" in after, after


@pytest.mark.parametrize(
    "suggestion", ["§2 新增 EagleTree 条目。", "「投机解码」一节增补一条 EagleTree。"]
)
def test_a_name_already_under_a_marked_heading_is_reported(tmp_path: Path, suggestion: str) -> None:
    code, report, after = run(tmp_path, MARKED, suggestion, name="EagleTree")
    assert after == MARKED and code == 1, report
    assert "already stands in this section" in report, report


@pytest.mark.parametrize(
    ("old", "new"),
    [("###### 🧪 NgramFill", "###### ✅ NgramFill"), ("###### 🧪 NgramFill", "###### NgramFill")],
)
def test_marks_that_differ_are_reported(old: str, new: str) -> None:
    kb = MARKED.replace(old, new)
    ((status, reason),) = entry_results(kb, "§2 新增 HydraDraft 条目。")
    assert status is Status.UNRESOLVED
    assert "different marks" in reason and "NgramFill" in reason, reason


def test_texts_written_as_labelled_fields_are_reported() -> None:
    kb = MARKED.replace("动态草稿树", "**要点**：动态草稿树").replace(
        "按 n-gram", "**要点**：按 n-gram"
    )
    ((status, reason),) = entry_results(kb, "§2 新增 HydraDraft 条目。")
    assert status is Status.UNRESOLVED
    assert "open their text with a label" in reason, reason


def test_texts_ending_in_a_source_line_are_reported() -> None:
    kb = (
        MARKED.replace("第二段：在长上下文上收益递减。\n\n", "")
        .replace("。（arXiv:2605.00021）", "。\n\n来源：arXiv:2605.00021")
        .replace("。（arXiv:2604.00032）", "。\n\n来源：arXiv:2604.00032")
    )
    ((status, reason),) = entry_results(kb, "§2 新增 HydraDraft 条目。")
    assert status is Status.UNRESOLVED
    assert "line of their sources" in reason, reason


@pytest.mark.parametrize(
    "suggestion",
    [
        "§2 EagleTree 条目末尾补充一句：可与量化叠加。",
        "§2 的 EagleTree 一条补充一句：可与量化叠加。",
    ],
)
def test_words_for_a_marked_heading_entry_go_on_its_text(tmp_path: Path, suggestion: str) -> None:
    kb = MARKED.replace("第二段：在长上下文上收益递减。\n\n", "")
    code, report, after = run(tmp_path, kb, suggestion, name="EagleTree")
    assert code == 0, report
    assert "动态草稿树，接受长度 4.1。可与量化叠加。（arXiv:2605.00021）\n" in after, after
    assert "###### 🧪 EagleTree\n" in after


# ---------------------------------------------------------------- names that open with Greek

GREEK = """\
# eval 活文档

## 4 智能体评测

###### 🧪 τ-bench

工具调用与用户模拟，零售与航空两域。（arXiv:2406.12045）

###### 🧪 WebShop

购物网站任务。（arXiv:2207.01206）

## 5 开放问题

- 评测能否复现？
"""


@pytest.mark.parametrize("kb", [GREEK, GREEK.replace("🧪 ", "")])
def test_a_heading_named_with_a_greek_letter_is_an_entry(tmp_path: Path, kb: str) -> None:
    code, report, after = run(tmp_path, kb, "§4 新增 HydraDraft 条目。")
    assert code == 0, report
    marker = "###### 🧪" if "🧪" in kb else "######"
    assert f"购物网站任务。（arXiv:2207.01206）\n\n{marker} HydraDraft\n\n多头并行起草" in after


@pytest.mark.parametrize("kb", [GREEK, GREEK.replace("🧪 ", "")])
def test_a_greek_named_entry_already_there_is_reported(kb: str) -> None:
    ((status, reason),) = entry_results(kb, "§4 新增 τ-bench 条目。", name="τ-bench")
    assert status is Status.UNRESOLVED
    assert "「τ-bench」 already stands" in reason, reason


BENCH_LIST = """\
# eval 活文档

## 4 智能体评测

- **bench**：早期的合成任务集。（arXiv:2301.00001）
- **τ-bench**：工具调用与用户模拟，零售与航空两域。（arXiv:2406.12045）

## 5 开放问题

- 评测能否复现？
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        "§4 τ-bench 条目末尾补充一句：新增电信域。",
        "§4 的 τ-bench 条目补充一句：新增电信域。",
        "§4 τ-bench 那条末尾补一句：新增电信域。",
    ],
)
def test_words_for_a_greek_named_entry_go_on_that_entry_not_a_shorter_name(
    tmp_path: Path, suggestion: str
) -> None:
    code, report, after = run(tmp_path, BENCH_LIST, suggestion, name="τ²-bench")
    assert code == 0, report
    assert "- **bench**：早期的合成任务集。（arXiv:2301.00001）\n" in after, after
    assert "- **τ-bench**：工具调用与用户模拟，零售与航空两域。新增电信域。" in after, after
