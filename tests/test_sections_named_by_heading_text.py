"""A section named by its heading's whole text, label and words, with no `§` and no 「」
(`（二）稠密召回 新增…`, `B. 蒸馏 新增…`, `1 | 英文 的 1.1 基准表 新增一行…`): the brief copies
the heading, its marks and spaces between label and words aside. A chapter's text right before
a section's names that section under that chapter. The same text under two chapters with no
chapter said, a section's text after a chapter it is not under, or words without their label
(`蒸馏`) name no section; heading text quoted as words to write stays words."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.api import Options, propose
from kbpatch.kb import Kb
from kbpatch.models import ActionKind, Outcome, Status

from .conftest import KB_PATH, applied_kb

# Chapters `一、`, sections `（一）` numbered afresh in each chapter; `（三）评测口径` in two.
CHINESE = """\
# 检索系统活文档

## 一、召回

### （一）稀疏召回

- **BM25**：经典稀疏基线，MS MARCO 上 MRR@10 为 18.4。

### （二）稠密召回

- **DPR**：双塔稠密召回，NQ 上 top-20 准确率 78.4%。

### （三）评测口径

- **召回口径**：统一取 top-100。

## 二、重排

### （一）交叉编码

- **MonoT5**：逐点重排，BEIR 平均提升 2.1 点。

### （二）列表式重排

- **RankGPT**：listwise 重排，TREC-DL 上 nDCG@10 为 0.75。

### （三）评测口径

- **重排口径**：统一取 nDCG@10。

## 三、开放问题

- Q1：重排成本能否再降一半？
"""

# Roman chapters, lettered parts (`B.` in every chapter, `B. 评测口径` in two).
LETTERED = """\
# 检索训练活文档

## I. 数据

### A. 负样本

- 难负例：取 BM25 top-100 中的非正例 [Karpukhin 2020]。

### B. 蒸馏

- 交叉编码蒸馏：以 MonoT5 打分为软标签 [Hofstätter 2021]。

## II. 损失

### A. 对比损失

- InfoNCE：温度取 0.05 [Oord 2018]。

### B. 评测口径

- 损失口径：只报验证集。

## III. 评测

### B. 评测口径

- 评测口径：只报测试集。
"""

# `N | words` headings, the same words in each chapter.
PIPED = """\
# 检索评测活文档

## 1 | 英文

### 1.1 | 基准表

| 基准 | 指标 | 最佳 |
|---|---|---|
| BEIR | nDCG@10 | 0.55 |

## 2 | 中文

### 2.1 | 基准表

| 基准 | 指标 | 最佳 |
|---|---|---|
| C-MTEB | nDCG@10 | 0.70 |
"""


def brief(suggestion: str) -> str:
    return f"""# inference · E1 预消化（2026-12-09 · Test）

## 一、条目

### 条目 1 ColBERTv3

- 来源：paper_cards/5001-2612-05050.md（arXiv:2612.05050）
- 要点：后期交互召回，索引压缩到原来的三分之一。
- 建议归入：{suggestion}
"""


def outcomes(kb_text: str, suggestion: str) -> list[Outcome]:
    kb = Kb(kb_text, kb_text.encode(), path=KB_PATH, commit="0" * 40)
    proposal = propose(brief(suggestion), kb, Options(brief_path="inbox/b.md"))
    return list(proposal.outcomes)


def edits(kb_text: str, suggestion: str) -> list[Outcome]:
    return [o for o in outcomes(kb_text, suggestion) if o.action.kind.edits_document]


def section_of(kb_text: str, after: str, words: str) -> str:
    """The heading above the first line of `after` holding `words`."""
    heading = ""
    for line in after.splitlines():
        if line.startswith("#"):
            heading = line.lstrip("# ")
        elif words in line:
            return heading
    raise AssertionError(f"{words} not in the KB")


@pytest.mark.parametrize(
    ("kb_text", "suggestion", "heading"),
    [
        (CHINESE, "（二）稠密召回 新增一条 ColBERTv3 条目。", "（二）稠密召回"),
        (CHINESE, "在（二）稠密召回下补一条 ColBERTv3。", "（二）稠密召回"),
        (CHINESE, "二、重排 （二）列表式重排 新增一条 ColBERTv3 条目。", "（二）列表式重排"),
        (CHINESE, "二、重排/（二）列表式重排：添一条 ColBERTv3。", "（二）列表式重排"),
        # The same section text under two chapters: the chapter says which.
        (CHINESE, "一、召回（三）评测口径 新增一条 ColBERTv3 条目。", "（三）评测口径"),
        (LETTERED, "I. 数据 B. 蒸馏 新增一条 ColBERTv3 条目。", "B. 蒸馏"),
        (LETTERED, "B.蒸馏 补一条 ColBERTv3。", "B. 蒸馏"),
        (LETTERED, "Ⅰ. 数据 Ｂ. 蒸馏 新增一条 ColBERTv3 条目。", "B. 蒸馏"),
        (LETTERED, "II. 损失 B. 评测口径 新增一条 ColBERTv3 条目。", "B. 评测口径"),
        (LETTERED, "收入 A. 负样本：新增一条 ColBERTv3。", "A. 负样本"),
        (PIPED, "1 | 英文 的 1.1 基准表 新增一行 ColBERTv3。", "1.1 | 基准表"),
        (PIPED, "2 中文 2.1 基准表 新增一行 ColBERTv3。", "2.1 | 基准表"),
    ],
)
def test_a_headings_text_names_its_section(
    tmp_path: Path, kb_text: str, suggestion: str, heading: str
) -> None:
    [done] = edits(kb_text, suggestion)
    assert done.action.kind is ActionKind.ADD_ENTRY
    assert done.status is Status.PROPOSED, done.reason
    after = applied_kb(tmp_path, kb_text, brief(suggestion), "inbox/b.md")
    assert after.count("ColBERTv3") == 1
    assert section_of(kb_text, after, "ColBERTv3") == heading
    if "评测口径" in heading:
        # Of the two sections so titled, the one under the chapter the brief names.
        chapter = "II. 损失" if kb_text is LETTERED else "一、召回"
        assert after.index(chapter) < after.index("ColBERTv3")
        assert after.index("ColBERTv3") < after.index(
            "## " + ("III" if kb_text is LETTERED else "二")
        )


@pytest.mark.parametrize(
    ("kb_text", "suggestion", "old", "new"),
    [
        (
            CHINESE,
            '二、重排 （一）交叉编码 中 MonoT5 条目的"2.1 点"改为"2.4 点"。',
            "2.1 点",
            "2.4 点",
        ),
        (CHINESE, "（二）列表式重排 RankGPT 条目的 0.75 更新为 0.78。", "0.75", "0.78"),
        (LETTERED, 'A. 对比损失 InfoNCE 条目中"0.05"改为"0.07"。', "0.05", "0.07"),
    ],
)
def test_a_value_changes_in_the_section_its_heading_text_names(
    tmp_path: Path, kb_text: str, suggestion: str, old: str, new: str
) -> None:
    [done] = edits(kb_text, suggestion)
    assert done.status is Status.PROPOSED, done.reason
    after = applied_kb(tmp_path, kb_text, brief(suggestion), "inbox/b.md")
    assert after == kb_text.replace(old, new)


@pytest.mark.parametrize(
    ("kb_text", "suggestion", "why"),
    [
        # The same label and words under two chapters, no chapter said: not guessed.
        (CHINESE, "（三）评测口径 新增一条 ColBERTv3 条目。", "2 headings match"),
        (LETTERED, "B. 评测口径 新增一条 ColBERTv3 条目。", "2 headings match"),
        # A section's text after a chapter it is not under.
        (CHINESE, "一、召回 （一）交叉编码 新增一条 ColBERTv3 条目。", "no heading named"),
        (PIPED, "2 | 中文 的 1.1 基准表 新增一行 ColBERTv3。", "no heading named"),
    ],
)
def test_a_heading_text_that_names_no_one_section_is_reported(
    kb_text: str, suggestion: str, why: str
) -> None:
    [done] = edits(kb_text, suggestion)
    assert done.status is Status.UNRESOLVED
    assert why in done.reason
    assert not done.patch


@pytest.mark.parametrize(
    ("kb_text", "suggestion"),
    [
        (LETTERED, "蒸馏 新增一条 ColBERTv3 条目。"),
        (CHINESE, "稠密召回 新增一条 ColBERTv3 条目。"),
        (PIPED, "基准表 新增一行 ColBERTv3。"),
    ],
)
def test_heading_words_without_their_label_name_no_section(kb_text: str, suggestion: str) -> None:
    [done] = edits(kb_text, suggestion) or outcomes(kb_text, suggestion)
    assert done.status is not Status.PROPOSED
    assert done.action.target is None


def test_a_heading_text_quoted_as_words_to_write_stays_words(tmp_path: Path) -> None:
    suggestion = "三、开放问题 新增一问：「（二）列表式重排 能否取代（一）交叉编码？」"
    [done] = edits(CHINESE, suggestion)
    assert done.action.kind is ActionKind.ADD_QUESTION
    assert done.status is Status.PROPOSED, done.reason
    after = applied_kb(tmp_path, CHINESE, brief(suggestion), "inbox/b.md")
    assert "（二）列表式重排 能否取代（一）交叉编码？" in after
    assert section_of(CHINESE, after, "能否取代") == "三、开放问题"


@pytest.mark.parametrize(
    "suggestion",
    [
        "（一）稀疏召回 新增一条 ColBERTv3 条目；（二）稠密召回 正文不动。",
        "（二）稠密召回 不动，（一）稀疏召回 补一条 ColBERTv3。",
    ],
)
def test_a_keep_named_by_heading_text_keeps_that_section(tmp_path: Path, suggestion: str) -> None:
    done = outcomes(CHINESE, suggestion)
    [keep] = [o for o in done if o.action.kind is ActionKind.CONSTRAINT]
    assert keep.status is Status.SKIPPED
    after = applied_kb(tmp_path, CHINESE, brief(suggestion), "inbox/b.md")
    assert section_of(CHINESE, after, "ColBERTv3") == "（一）稀疏召回"


def test_a_keep_named_by_heading_text_forbids_an_edit_there() -> None:
    done = outcomes(CHINESE, "（二）稠密召回 正文不动；（二）稠密召回 新增一条 ColBERTv3 条目。")
    [add] = [o for o in done if o.action.kind is ActionKind.ADD_ENTRY]
    assert add.status is Status.FORBIDDEN


def test_a_corrected_place_named_by_heading_text_moves_the_edit(tmp_path: Path) -> None:
    suggestion = (
        "（一）稀疏召回 新增 ColBERTv3 条目——更正：不放 （一）稀疏召回，改放 （二）稠密召回。"
    )
    after = applied_kb(tmp_path, CHINESE, brief(suggestion), "inbox/b.md")
    assert after.count("ColBERTv3") == 1
    assert section_of(CHINESE, after, "ColBERTv3") == "（二）稠密召回"


def test_a_section_reference_before_a_heading_text_still_names_its_part(tmp_path: Path) -> None:
    suggestion = "§二 （二）列表式重排 新增一条 ColBERTv3 条目。"
    after = applied_kb(tmp_path, CHINESE, brief(suggestion), "inbox/b.md")
    assert section_of(CHINESE, after, "ColBERTv3") == "（二）列表式重排"


def test_a_list_of_heading_texts_keeps_each_section() -> None:
    done = outcomes(
        CHINESE,
        "（一）稀疏召回、（二）稠密召回 均不动；（一）稀疏召回 新增一条 ColBERTv3 条目。",
    )
    keeps = [o for o in done if o.action.kind is ActionKind.CONSTRAINT]
    assert len(keeps) == 2
    assert all(o.status is Status.SKIPPED for o in keeps)
    [add] = [o for o in done if o.action.kind is ActionKind.ADD_ENTRY]
    assert add.status is Status.FORBIDDEN
