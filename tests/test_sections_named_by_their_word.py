"""A section reference's word says which heading it numbers: a document may number its parts
and its chapters alike (`# Part III — …`, `## Chapter 3 — …`), and `Chapter 3` / `第 3 章`
names the chapter, `Part III` / `第三部分` the part, `Part II, Chapter 3` the chapter inside
Part II. Where no heading carries the word (`§3`), two headings numbered alike stay reported.
Sections numbered afresh in each chapter (`### 第二节 …` under every `## 第N章`) are told
apart by the title written with `第二节`; a chapter's bare number before its own words
(`6. 待确认 补一问`) names it. Our own KBs and words."""

from __future__ import annotations

import pytest

from kbpatch.api import Options, propose
from kbpatch.kb import Kb
from kbpatch.models import Status

PARTS_KB = """\
# training — living notes on pretraining

Kept by the data team. Each entry: bold name, an em dash, the claim.

# Part I — Data

## Chapter 1 — Collection

- **Crawl freshness** — monthly snapshots beat yearly ones on news QA.

## Chapter 2 — Filtering

- **Dedup** — MinHash at 0.8 Jaccard is the usual threshold.

# Part II — Models

## Chapter 3 — Schedules

- **Cosine decay** — still the default for runs under 1T tokens.
- **WSD** — warmup-stable-decay lets a run be extended without a restart.

## Chapter 4 — Mixtures

- **Domain weights** — learned weights help small models most.

# Part III — Open questions

1. Does the decay phase need fresh data?
2. How much code data helps math reasoning?
3. Is near-dedup too aggressive for low-resource languages?
"""
# The same document with its parts and chapters numbered in Chinese words.
CN_PARTS_KB = (
    PARTS_KB.replace("# Part I — ", "# 第一部分 ")
    .replace("# Part II — ", "# 第二部分 ")
    .replace("# Part III — ", "# 第三部分 ")
    .replace("## Chapter 1 — ", "## 第 1 章 ")
    .replace("## Chapter 2 — ", "## 第 2 章 ")
    .replace("## Chapter 3 — ", "## 第 3 章 ")
    .replace("## Chapter 4 — ", "## 第 4 章 ")
)

JIE_KB = """\
# eval 活文档 · 评测方法

## 第一章 基准构造

### 第一节 数据来源

1) **人工出题**：专家出题成本高，但污染最少。

### 第二节 去污染

1) **n-gram 重叠检测**：13-gram 重叠是常用阈值。
2) **时间切分**：只用模型截止日期之后的题目。

## 第二章 打分

### 第一节 规则打分

1) **精确匹配**：数学题答案规范化后比对。

### 第二节 模型裁判

1) **单裁判**：强模型裁判与人工一致率约八成。
"""

NUMBERED_KB = """\
# tools 活文档 · 工具登记

## 1. 收录口径

- 只收有公开仓库的工具。

## 2. 编排框架

- **LangGraph**：图式编排，状态可持久化。

## 3. 待确认

- [ ] LangGraph 的持久化在多租户下是否安全？
"""


def outcome(kb_text: str, place: str) -> tuple[list[Status], list[str], list[str]]:
    """Each action's status, the new lines the patches write and the KB's lines once they are
    made, for a brief whose one item asks `place`."""
    brief = (
        "# kb · E1 预消化简报（2026-12-09）\n\n## 一、今日条目\n\n"
        "### 条目 1：Ripple（arXiv:2612.40404）\n\n"
        "- **来源**：organized/paper_cards/4040-2612-40404.md\n"
        "- **要点**：Ripple 的周期性学习率在长训练上与常规调度持平。\n"
        f"- **建议归入**：{place}\n\n## 二、合并建议\n\n- 条目 1 照上。\n"
    )
    kb = Kb(kb_text, path="organized/knowledge/kb.md")
    proposal = propose(brief, kb, Options(brief_path="inbox/t/2026-12-09-kb-e1prep.md"))
    lines = kb_text.splitlines(keepends=True)
    added = [line.rstrip() for e in proposal.combined for line in e.lines if line not in lines]
    for edit in sorted(proposal.combined, key=lambda e: e.start, reverse=True):
        lines[edit.start : edit.end] = edit.lines
    return [o.status for o in proposal.outcomes], added, [line.rstrip() for line in lines]


def line_before(after: list[str], added: list[str]) -> str:
    """The line right before the one new line."""
    (line,) = added
    return after[after.index(line) - 1]


@pytest.mark.parametrize("kb", [PARTS_KB, CN_PARTS_KB], ids=["english", "chinese"])
@pytest.mark.parametrize(
    "place",
    [
        "Chapter 3 末尾新增一条 Ripple。",
        "第 3 章 补录 Ripple 一条。",
        "第3章 Schedules 增加 Ripple。",
        "Part II, Chapter 3 新增 Ripple 条目。",
        "Part II Chapter 3 登记一条 Ripple。",
        "第二部分第 3 章 新增一条 Ripple。",
        "Add a **Ripple** entry at the end of Chapter 3.",
    ],
)
def test_a_chapter_word_names_the_chapter_not_the_part(kb: str, place: str) -> None:
    statuses, added, after = outcome(kb, place)
    assert statuses == [Status.PROPOSED], (statuses, added)
    assert added[0].startswith("- **Ripple**")
    # Right after WSD, the last entry of chapter 3 (not in part III's questions).
    assert line_before(after, added).startswith("- **WSD**")


@pytest.mark.parametrize("kb", [PARTS_KB, CN_PARTS_KB], ids=["english", "chinese"])
@pytest.mark.parametrize(
    "place",
    [
        "Part III 增列一问：“Can a cyclic schedule replace the decay phase?”",
        'Add an open question to Part III: "Can a cyclic schedule replace the decay phase?"',
        "第三部分 添一问：「Can a cyclic schedule replace the decay phase?」",
        "第三部分（开放问题）补一个问题：「Can a cyclic schedule replace the decay phase?」",
        "Part III 加一条开放问题：“Can a cyclic schedule replace the decay phase?”",
    ],
)
def test_a_part_word_names_the_part_not_the_chapter(kb: str, place: str) -> None:
    statuses, added, _ = outcome(kb, place)
    assert statuses == [Status.PROPOSED], (statuses, added)
    assert [line.split(" (E1")[0] for line in added] == [
        "4. Can a cyclic schedule replace the decay phase?"
    ]


@pytest.mark.parametrize(
    ("place", "kept"),
    [
        ("Part III 添一问：“Can a cyclic schedule replace the decay phase?”", "Chapter 3 不动。"),
        ("Chapter 3 新增一条 Ripple", "Part III 不改。"),
        ("第 3 章 新增一条 Ripple", "第三部分 保持不变。"),
        ("第三部分 添一问：「Can a cyclic schedule replace the decay phase?」", "第 3 章 勿动。"),
    ],
)
def test_a_keep_of_the_other_kind_numbered_alike_keeps_only_its_own(place: str, kept: str) -> None:
    statuses, added, _ = outcome(PARTS_KB, f"{place}；{kept}")
    assert Status.PROPOSED in statuses and Status.FORBIDDEN not in statuses, statuses
    assert len(added) == 1


@pytest.mark.parametrize(
    "place",
    [
        "§3 新增一条 Ripple。",
        "在 §3 末尾补录 Ripple。",
        "Chapter 3 新增 Ripple；§3 不动。",
        "Part I, Chapter 3 新增一条 Ripple。",
        "第一部分第 3 章 新增一条 Ripple。",
    ],
)
def test_a_number_no_word_decides_or_a_wrong_part_is_still_reported(place: str) -> None:
    statuses, added, _ = outcome(PARTS_KB, place)
    assert added == []
    assert Status.PROPOSED not in statuses
    assert any(s in (Status.UNRESOLVED, Status.FORBIDDEN) for s in statuses)


@pytest.mark.parametrize(
    ("place", "neighbour"),
    [
        ("第二节「去污染」增补一条 Ripple。", "2) **时间切分**"),
        ("第二节「模型裁判」末尾新增 Ripple。", "1) **单裁判**"),
        ("第二节 去污染 新增 Ripple 一条。", "2) **时间切分**"),
        ("第二节“模型裁判”补录 Ripple。", "1) **单裁判**"),
    ],
)
def test_a_section_number_repeated_in_each_chapter_is_told_apart_by_its_title(
    place: str, neighbour: str
) -> None:
    statuses, added, after = outcome(JIE_KB, place)
    assert statuses == [Status.PROPOSED], (statuses, added)
    assert line_before(after, added).startswith(neighbour)
    assert added[0].startswith(f"{int(neighbour[0]) + 1}) **Ripple**")


@pytest.mark.parametrize(
    "place",
    [
        "第二节 新增一条 Ripple。",
        "第二节「打分」新增 Ripple。",
        "第二节 补录 Ripple 一条。",
        "第二节「评测」新增 Ripple。",
    ],
)
def test_a_repeated_section_number_without_its_own_title_is_reported(place: str) -> None:
    statuses, added, _ = outcome(JIE_KB, place)
    assert added == [] and statuses == [Status.UNRESOLVED], statuses


@pytest.mark.parametrize(
    ("place", "written"),
    [
        ("3. 待确认 补一问：「Ripple 的调度能否用于工具调用？」", "- [ ] Ripple 的调度能否"),
        ("3、待确认 加一个问题：「Ripple 的调度能否用于工具调用？」", "- [ ] Ripple 的调度能否"),
        ("2. 编排框架 新增一条 Ripple。", "- **Ripple**"),
        ("2. 编排框架新增 Ripple。", "- **Ripple**"),
        ("2.编排框架 末尾登记 Ripple。", "- **Ripple**"),
    ],
)
def test_a_chapter_s_bare_number_before_its_words_names_it(place: str, written: str) -> None:
    statuses, added, _ = outcome(NUMBERED_KB, place)
    assert statuses == [Status.PROPOSED], (statuses, added)
    (line,) = added
    assert line.startswith(written)


@pytest.mark.parametrize(
    "place",
    [
        "1. 新增一条 Ripple。",
        "3. 编排框架 新增一条 Ripple。",
        "2. 新增 Ripple。",
        "4. 待确认 补一问：「X？」",
    ],
)
def test_a_bare_number_before_other_words_names_no_chapter(place: str) -> None:
    statuses, added, _ = outcome(NUMBERED_KB, place)
    assert added == [] and Status.PROPOSED not in statuses, statuses
