"""A citation list in a KB that numbers no section names each paper's section by its heading's
words (`[^3]: arXiv:… — Title（重排）`): a new citation names the section its item's entry
lands in the same way. Brackets that hold other words (a kind, a venue) are left as the list
writes them, and no section is added to them."""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import added_lines, render_brief
from .test_phrasings import markdown

DATE = "2026-12-11"

FOOTNOTED = """\
# 检索 活文档

## 召回

- **SparseX** — 稀疏召回基线。[^1]
- **DenseY** — 稠密召回，多语种更稳。[^2]

## 重排

- **LateZ** — late-interaction 重排。[^3]

## 参考文献

[^1]: arXiv:2601.10001 — SparseX Revisited（召回）
[^2]: arXiv:2602.10002 — DenseY: Multilingual Retrieval（召回）
[^3]: arXiv:2603.10003 — LateZ: Cheap Late Interaction（重排）
"""

BULLETED = """\
# 检索 活文档

## 召回

- **SparseX** — 稀疏召回基线。

## 重排

- **LateZ** — late-interaction 重排。

## 引用

- arXiv:2601.10001 — SparseX Revisited（召回）
- arXiv:2603.10003 — LateZ: Cheap Late Interaction（重排）
"""


def citation(suggestion: str, kb: str) -> str:
    lines = kb.splitlines(keepends=True)
    (written,) = [
        added_lines(result, lines)
        for action, result in render_brief(markdown(suggestion), lines, DATE)
        if action.kind is ActionKind.ADD_CITATION and result.status is Status.PROPOSED
    ]
    (line,) = written
    return line


@pytest.mark.parametrize(
    "suggestion",
    [
        "「重排」一节新增一条 FlowCache；参考文献补一条。",
        "重排一节新增一条 FlowCache，参考文献同步登记。",
        "在「重排」小节补一条 FlowCache 条目；参考文献新增一条引用。",
        "「重排」一节新增一条 FlowCache，紧跟 LateZ 那条；参考文献补一条。",
    ],
)
def test_a_new_footnote_names_its_section_by_words_as_its_neighbours_do(suggestion: str) -> None:
    line = citation(suggestion, FOOTNOTED)
    assert line.startswith("[^4]: arXiv:2612.00101 — ")
    assert "（重排）（E1 2026-12-11 · 条目 1）" in line


@pytest.mark.parametrize(
    "suggestion",
    [
        "「召回」一节新增一条 FlowCache；引用列表补一条。",
        "召回一节新增一条 FlowCache，引用列表同步登记。",
    ],
)
def test_a_new_citation_line_names_its_section_by_words_as_its_neighbours_do(
    suggestion: str,
) -> None:
    line = citation(suggestion, BULLETED)
    assert line.startswith("- arXiv:2612.00101 — ") and "（召回）（E1" in line


@pytest.mark.parametrize("kinds", [("综述", "方法"), ("ICLR", "NeurIPS")])
def test_brackets_that_name_no_section_get_no_section(kinds: tuple[str, str]) -> None:
    kb = FOOTNOTED.replace("（召回）", f"（{kinds[0]}）").replace("（重排）", f"（{kinds[1]}）")
    line = citation("「重排」一节新增一条 FlowCache；参考文献补一条。", kb)
    assert "重排" not in line and line.endswith("（E1 2026-12-11 · 条目 1）\n")
