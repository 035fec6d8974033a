"""Section numbers typed full-width (`§３．２`, `３.２节`, `第３章`, a closing line's `３．２ 加…`)
are read as their ASCII forms, where references are read: the same section, the same patch.
Full-width digits anywhere else (an entry's words, a value) are written in ASCII, as this
document writes every digit (docs/shapes.md)."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.models import ActionKind
from kbpatch.parse import parse_brief
from kbpatch.reading import default_lexicon, plan
from kbpatch.reading.clauses import refs_in

from .conftest import applied_kb

KB = """\
# inference 活文档

## 一、调度

### 1.1 批处理

- **StaticBatch**：固定批大小，空槽等满再发。

### 1.2 抢占

- **SwapOut**：被抢占的请求换出到主机内存。

## 二、显存

### 2.1 分页

- **PagedKV**：按页分配 KV，碎片率 4%。
"""
BRIEF_PATH = "inbox/ola/2026-12-12-inference-e1prep.md"


POINTS = "空槽按优先级回填，尾延迟降 18%。"
# The new entry, right after the last entry of §1.2.
LANDED = "- **SwapOut**：被抢占的请求换出到主机内存。\n- **SlotFill**（arXiv:2612.70041）："


def brief(suggestion: str, closing: str = "", points: str = POINTS) -> str:
    text = (
        "# inference · E1 预消化简报（2026-12-12）\n\n## 一、今日条目（1 条）\n\n"
        "### 条目 1：SlotFill —— 按优先级回填空槽（arXiv:2612.70041）\n\n"
        "- **来源**：organized/paper_cards/7004-2612-70041.md\n"
        f"- **要点**：{points}\n"
        f"- **建议归入**：{suggestion}\n"
    )
    return text + (f"\n## 三、今晚建议的归并动作\n\n- {closing}\n" if closing else "")


def kb_after(tmp_path: Path, text: str) -> str:
    return applied_kb(tmp_path, KB, text, BRIEF_PATH)


@pytest.mark.parametrize(
    "suggestion",
    [
        "§１．２ 新增一条 SlotFill。",
        "§１.２ 新增一条 SlotFill。",
        "１．２ 节新增一条 SlotFill。",
        "在１.２节 补一条 SlotFill。",
        "§1．2 末尾新增 SlotFill 条目。",
        "一．２ 新增一条 SlotFill。",
    ],
)
def test_a_full_width_section_number_names_the_section_its_ascii_form_does(
    tmp_path: Path, suggestion: str
) -> None:
    ascii_form = suggestion.translate(str.maketrans("１２．", "12."))
    full = kb_after(tmp_path / "full", brief(suggestion))
    assert full == kb_after(tmp_path / "ascii", brief(ascii_form))
    assert LANDED in full


@pytest.mark.parametrize(
    ("clause", "keys"),
    [
        ("第３章 不动", ["3"]),
        ("Sec. ２.１ add SlotFill", ["2.1"]),
        ("§２．１、§１．２ 均不动", ["2.1", "1.2"]),
        ("第２章第１节 新增一条", ["2.1"]),
        ("§１２．３ 补一条", ["12.3"]),
    ],
)
def test_full_width_references_take_the_ascii_sections_key_and_keep_their_words(
    clause: str, keys: list[str]
) -> None:
    refs = refs_in(clause, default_lexicon(), "inference")
    assert [ref.ref.key for ref in refs] == keys
    assert all(ref.ref.raw in clause for ref in refs)  # shown as the brief writes it


@pytest.mark.parametrize(
    "closing",
    [
        "１．２ 加 SlotFill 一条（条目 1）",
        "１.２：加 SlotFill（条目 1）",
        "§１．２ 新增一条 SlotFill（条目 1）",
        "２．１ 节不动；１．２ 节新增 SlotFill 条目（条目 1）",
    ],
)
def test_a_closing_line_naming_a_full_width_section_is_read(tmp_path: Path, closing: str) -> None:
    after = kb_after(tmp_path, brief("见下方归并动作。", closing))
    assert LANDED in after


@pytest.mark.parametrize(
    "suggestion",
    [
        "§１．２ 不动；§２．１ 新增一条 SlotFill。",
        "二选一：(a) §１．２ 新增一条 SlotFill；(b) §２．１ 新增一条 SlotFill。推荐 §２．１。",
        "二选一：(a) §２．１ 新增一条 SlotFill（首选）；(b) §１．２ 新增一条 SlotFill（备选）。",
        "不进 §１．２，§２．１ 新增一条 SlotFill。",
    ],
)
def test_keeps_and_preferences_of_full_width_sections_hold(suggestion: str) -> None:
    actions = plan(parse_brief(brief(suggestion)))
    adds = [a for a in actions if a.kind is ActionKind.ADD_ENTRY and a.recommended]
    assert [a.target.key for a in adds if a.target] == ["2.1"], [
        (a.kind, a.target, a.recommended) for a in actions
    ]


@pytest.mark.parametrize(
    ("points", "written"),
    [
        ("尾延迟降 １８%。", "尾延迟降 18%。"),
        ("空槽回填，吞吐升到 １．３ 倍。", "吞吐升到 1.3 倍。"),
        ("见其 §３．２ 的消融。", "见其 §3.2 的消融。"),
        ("批大小取 ６４。", "批大小取 64。"),
    ],
)
def test_full_width_digits_outside_references_are_written_in_the_documents_ascii(
    tmp_path: Path, points: str, written: str
) -> None:
    after = kb_after(tmp_path, brief("§１．２ 新增一条 SlotFill。", points=points))
    assert written in after, after
