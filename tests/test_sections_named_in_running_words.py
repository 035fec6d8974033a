"""A section number without `§` inside a request's words, in a document whose headings number
by letters and Roman parts: after a part (`第 III 部分 C.2 补录…`), after a verb that puts
something in (`X 收入 C.2 …`), after an English preposition (`add X to C.2`, `under C.2`), in
parentheses glossing the words a clause opens with (`后端（C.2）增补…`), or a dotted number
right before its heading's own words (`add X to 2.3 代码生成`). It names that section only when
the document has one so numbered; otherwise, as a value or as a section elsewhere in the
sentence, it stays what it is. Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.api import Options, propose
from kbpatch.kb import Kb
from kbpatch.models import ActionKind, Outcome, Status

from .conftest import KB_PATH, applied_kb

KB = """\
# 编译器活文档

## I. 前端

### A.1 词法

- **re2c**：正则编成跳转表，扫描器比手写快。

### A.2 语法

- **Bison**：LALR(1) 生成器。

## II. 中端

### 2.3 代码生成

- **树覆盖**：自底向上匹配指令模式。

## III. 后端

### C.1 寄存器分配

- **线性扫描**：编译快，质量略逊于图着色。

### C.2 指令调度

- **列表调度**：按关键路径优先级排序。

### C.3 对比表

| 方法 | 编译耗时 | 状态 |
|---|---|---|
| 列表调度 | 1.0× | 稳定 |

## IV. 待解问题

1. 增量编译能否跨函数复用调度结果？
"""


def brief(suggestion: str) -> str:
    return f"""# inference · E1 预消化（2026-12-09 · Test）

## 一、条目

### 条目 1 SwingSched

- 来源：paper_cards/5101-2612-06060.md（arXiv:2612.06060）
- 要点：SwingSched 用模调度处理循环，吞吐提升 9%（作者自测）。
- 建议归入：{suggestion}
"""


def outcomes(suggestion: str) -> list[Outcome]:
    kb = Kb(KB, KB.encode(), path=KB_PATH, commit="0" * 40)
    proposal = propose(brief(suggestion), kb, Options(brief_path="inbox/b.md"))
    return list(proposal.outcomes)


@pytest.mark.parametrize(
    ("suggestion", "section"),
    [
        # After a part named by its Roman number.
        ("第 III 部分 C.2 补录 SwingSched。", "appendix-c.2"),
        ("第III部分 C.2 新增一条 SwingSched。", "appendix-c.2"),
        # After a verb that puts a thing into a section, with or without the heading's words.
        ("SwingSched 收入 C.2 指令调度。", "appendix-c.2"),
        ("SwingSched 纳入 C.2。", "appendix-c.2"),
        # English prepositions.
        ("add SwingSched to C.2 (same style as the list scheduler).", "appendix-c.2"),
        ("Add an entry for **SwingSched** under C.2.", "appendix-c.2"),
        ("please file SwingSched under C.2 as a new bullet.", "appendix-c.2"),
        # A gloss in parentheses after the words the clause opens with.
        ("后端调度（C.2）增补 SwingSched。", "appendix-c.2"),
        ("指令调度（C.2）新增一条 SwingSched。", "appendix-c.2"),
        ("寄存器分配（C.1）补一条 SwingSched。", "appendix-c.1"),
        # A dotted number right before its heading's words.
        ("add SwingSched to 2.3 代码生成.", "2.3"),
        ("SwingSched 收入 2.3 代码生成。", "2.3"),
        ("第 II 部分 2.3 代码生成 补录 SwingSched。", "2.3"),
    ],
)
def test_a_section_number_in_running_words_names_the_documents_section(
    suggestion: str, section: str
) -> None:
    [done] = outcomes(suggestion)
    assert done.action.kind is ActionKind.ADD_ENTRY, done.reason
    assert done.action.target is not None and done.action.target.key == section
    assert done.status is Status.PROPOSED, done.reason
    # The report quotes the brief's words, not the `§` the reader added.
    assert done.action.target.raw.lstrip("§") in suggestion


@pytest.mark.parametrize(
    "suggestion",
    [
        "SwingSched 收入 C.7。",  # the document has no C.7
        "add SwingSched to B.2.",
        "后端（C.9）增补 SwingSched。",
        # A dotted number without its heading's words may be a value: never guessed.
        "add SwingSched to 2.3.",
        "SwingSched 收入 2.3 调度。",
    ],
)
def test_a_number_the_document_does_not_number_so_is_no_section(suggestion: str) -> None:
    [done] = outcomes(suggestion)
    assert done.action.kind is ActionKind.NOT_UNDERSTOOD
    assert done.status is not Status.PROPOSED


@pytest.mark.parametrize(
    ("suggestion", "written"),
    [
        # A value a change gives is no place.
        ("C.3 列表调度一行 1.0× 改为 C.2。", "| 列表调度 | C.2 | 稳定 |"),
        ("C.3 列表调度一行：稳定 → C.1。", "| 列表调度 | 1.0× | C.1 |"),
        # Quoted, a number is words to write.
        ('§C.2 列表调度那条末尾补一句"详见 C.1"。', "详见 C.1"),
        # In parentheses after the request's verb, the number is no gloss of its place.
        ("新增一条 SwingSched（C.1）。", ""),
        # A paper's own appendix or table.
        ("SwingSched 的消融见论文附录 C.1，新增一条。", ""),
        ("add SwingSched, see Table C.2 of the paper.", ""),
    ],
)
def test_a_number_given_as_a_value_or_words_is_no_place(
    tmp_path: Path, suggestion: str, written: str
) -> None:
    found = outcomes(suggestion)
    assert not any(
        o.status is Status.PROPOSED and o.action.kind is ActionKind.ADD_ENTRY for o in found
    ), [(o.action.kind, o.action.target, o.reason) for o in found]
    if not written:
        assert not any(o.status is Status.PROPOSED for o in found)
        return
    after = applied_kb(tmp_path, KB, brief(suggestion), "inbox/b.md")
    assert written in after and "§C" not in after


def test_a_gloss_names_the_open_question_list_by_its_part() -> None:
    [done] = outcomes('待解问题（第 IV 部分）新增一问："模调度能否与寄存器分配联合求解？"')
    assert done.action.kind is ActionKind.ADD_QUESTION
    assert done.status is Status.PROPOSED, done.reason
