"""Words added to a line whose end is markup keep that markup working: a link reference
definition (`[2]: URL "Title"`) takes a note inside its title, never after it (the line would
become a paragraph and every `[2]` link would die), and one without a title is reported; an
Obsidian block id (`^colbert`) stays the last thing on its line. (Our own KBs and briefs.)"""

from __future__ import annotations

import mistletoe
import pytest

from kbpatch.models import ActionKind, Status

from .conftest import apply_edit, render_brief

DATE = "2026-12-21"

KB = """\
# 检索 活文档

## 1 稠密检索

- **DPR**：双塔编码器 [1]。
- **ColBERT**：逐词晚交互 [2]。

## 2 参考文献

[1]: https://arxiv.org/abs/2004.04906 "DPR"
[2]: https://arxiv.org/abs/2004.12832 "ColBERT"
[3]: https://arxiv.org/abs/2007.00808
"""


def brief(request: str) -> str:
    return (
        "# 检索 · E1 预消化简报（2026-12-21）\n\n"
        "- **作者**：Wen · E1 预消化（检索）\n"
        "- **对照活文档**：organized/knowledge/retrieval.md\n\n"
        "## 一、增量\n\n"
        "### 增量 1：ColBERT 会议版\n\n"
        "- **来源**：organized/paper_cards/32-colbert.md\n"
        "- **要点**：ColBERT 发表于 SIGIR 2020。\n"
        f"- **建议归入**：{request}\n"
    )


def changed(kb: str, request: str) -> tuple[list[str], list[str], Status, str]:
    lines = kb.splitlines(keepends=True)
    results = [r for a, r in render_brief(brief(request), lines, DATE) if a.kind in EDITS]
    [result] = results
    if result.edit is None:
        return lines, lines, result.status, result.reason
    return lines, apply_edit(lines, result.edit), result.status, result.reason


EDITS = (ActionKind.ANNOTATE_CITATION, ActionKind.APPEND)


@pytest.mark.parametrize(
    "request_words",
    (
        '§2 第 2 条标注"SIGIR 2020"。',
        '§2 第 2 条补注"SIGIR 2020"。',
        '参考文献第 2 条加注"SIGIR 2020"。',
        '§2 第 2 条〔〕内加注"SIGIR 2020"。',
    ),
)
def test_a_note_on_a_link_definition_goes_inside_its_title(request_words: str) -> None:
    lines, after, status, reason = changed(KB, request_words)
    assert status is Status.PROPOSED, reason
    new = [line for line in after if line not in lines]
    assert new == ['[2]: https://arxiv.org/abs/2004.12832 "ColBERT（SIGIR 2020）"\n']
    # Still a definition: the entry's [2] is a link to it, with the note in its title.
    html = mistletoe.markdown("".join(after))
    assert '<a href="https://arxiv.org/abs/2004.12832" title="ColBERT（SIGIR 2020）">2</a>' in html


@pytest.mark.parametrize(
    "request_words", ('§2 第 3 条标注"ECIR 2021"。', '§2 第 3 条补注"ECIR 2021"。')
)
def test_a_note_on_a_link_definition_without_a_title_is_reported(request_words: str) -> None:
    _, _, status, reason = changed(KB, request_words)
    assert status is Status.UNRESOLVED
    assert "link reference definition" in reason


OBSIDIAN = """\
# 检索

## 1 稠密检索

- [[DPR]]：双塔编码器 ^dpr
- [[ColBERT]]：逐词晚交互 ^colbert
"""


@pytest.mark.parametrize(
    "request_words",
    (
        '§1 ColBERT 条目末尾补一句"SIGIR 2020 发表。"',
        '§1 ColBERT 那条末尾补一句"SIGIR 2020 发表。"',
        '§1 给 ColBERT 条目补一句"SIGIR 2020 发表。"',
    ),
)
def test_words_added_to_an_entry_keep_its_block_id_at_the_end(request_words: str) -> None:
    lines, after, status, reason = changed(OBSIDIAN, request_words)
    assert status is Status.PROPOSED, reason
    [new] = [line for line in after if line not in lines]
    assert new.startswith("- [[ColBERT]]：逐词晚交互") and "SIGIR 2020 发表" in new
    assert new.endswith(" ^colbert\n")


QUESTION_HEADINGS = """\
# 检索

## 1 稠密检索

- **DPR**：双塔编码器。

## 2 待研究

### Q1 难负样本是否总是有益？

线索：ANCE 的消融。状态：开放。

### Q2 蒸馏能否替代标注？

线索：暂无。状态：开放。
"""


@pytest.mark.parametrize(
    "request_words",
    (
        '§2 新增一条开放问题："检索器能否跨语言迁移？"',
        "§2 加一问「检索器能否跨语言迁移？」",
        '「待研究」一节新增一条开放问题："检索器能否跨语言迁移？"',
        '§2 末尾补一条开放问题："检索器能否跨语言迁移？"',
    ),
)
def test_a_question_beside_questions_written_as_headings_is_reported(request_words: str) -> None:
    lines = QUESTION_HEADINGS.splitlines(keepends=True)
    kinds = (ActionKind.ADD_QUESTION,)
    [result] = [r for a, r in render_brief(brief(request_words), lines, DATE) if a.kind in kinds]
    assert result.status is Status.UNRESOLVED
    assert "「Q2 蒸馏能否替代标注？」" in result.reason


CALLOUT = """\
# 检索

## 1 稠密检索

- [[DPR]]：双塔编码器 ^dpr
- [[ColBERT]]：逐词晚交互 ^colbert

> [!question] 开放问题
> - 难负样本是否总是有益？
> - 蒸馏能否替代标注？

## 2 参考

- [[Karpukhin2020]] arXiv:2004.04906
"""


@pytest.mark.parametrize(
    "request_words",
    (
        '§1 新增一条开放问题："检索器能否跨语言迁移？"',
        "§1 加一问「检索器能否跨语言迁移？」",
        '「稠密检索」一节新增开放问题："检索器能否跨语言迁移？"',
    ),
)
def test_a_question_joins_the_sections_question_callout(request_words: str) -> None:
    lines = CALLOUT.splitlines(keepends=True)
    kinds = (ActionKind.ADD_QUESTION,)
    [result] = [r for a, r in render_brief(brief(request_words), lines, DATE) if a.kind in kinds]
    assert result.edit is not None, result.reason
    after = apply_edit(lines, result.edit)
    [new] = [line for line in after if line not in lines]
    assert new.startswith("> - 检索器能否跨语言迁移？"), new
    assert after[after.index(new) - 1] == "> - 蒸馏能否替代标注？\n"
