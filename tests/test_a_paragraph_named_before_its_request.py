"""A paragraph named by its place or by the words it opens with, in a clause of its own before
the request (`在 §2 第一段末尾，加一句：「…」`, `以「X」开头的那段，把「A」改成「B」`): the
sentence goes at that paragraph's end, and a value is changed in that paragraph only. Before,
the place and the request were read apart and both reported; and a value named in one paragraph
was changed in another paragraph of the section that held it. Our own words, on a KB of our
own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

FIRST = "甲类储能在 2026 年装机约 40 GW，成本下降约一成。"
SECOND = "乙类储能仍在示范阶段，成本下降有限，海外项目居多。"
KB = f"""\
# 储能 活文档

## 2 格局

{FIRST}

- **甲厂**：产能最大。

{SECOND}

## 3 修订记录

- 2026-11-30：初稿。
"""
NEW = "丙类储能 2026 年开始试点。"


def brief(suggestion: str) -> str:
    return f"""\
# storage · E1 预消化简报（2026-12-18）

## 一、今日重要增量

### 条目 1：储能进展

- **来源**：某日报（2026-12-05）
- **要点**：储能进展。
- **建议归入**：{suggestion}

## 四、本轮结论与建议动作

- 见条目 1。
"""


def changed(old: str, new: str) -> list[str]:
    return [new if line == old else line for line in KB.splitlines()]


@pytest.mark.parametrize(
    "suggestion",
    [
        f"在 §2 第一段末尾，加一句：「{NEW}」",
        f"在「格局」一节以「甲类储能在 2026 年」开头的那段末尾，补一句：「{NEW}」",
        f"在以「甲类储能在 2026 年」开头的那段末尾，添一句：「{NEW}」",
    ],
)
def test_a_sentence_goes_at_the_end_of_the_paragraph_named_before_the_verb(
    suggestion: str,
) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert rows[0][0] == "proposed", rows
    assert lines == changed(FIRST, FIRST + NEW), lines


@pytest.mark.parametrize(
    "suggestion",
    [
        "以「乙类储能仍在示范阶段」开头的那段，把「成本下降有限」改成「成本基本持平」。",
        "§2 最后一段，把「成本下降有限」改成「成本基本持平」。",
        "§2 第二段里「成本下降有限」改成「成本基本持平」。",
    ],
)
def test_a_value_changes_in_the_paragraph_named(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert rows[0][0] == "proposed", rows
    assert lines == changed(SECOND, SECOND.replace("成本下降有限", "成本基本持平")), lines


@pytest.mark.parametrize(
    "suggestion",
    [
        # 成本下降 stands once in the section, in the first paragraph, not the one named.
        "以「乙类储能仍在示范阶段」开头的那段，把「成本下降约一成」改成「成本下降约两成」。",
        "§2 第二段，把「成本下降约一成」改成「成本下降约两成」。",
        "§2 以「乙类储能」开头的那段里「约 40 GW」改成「约 45 GW」。",
    ],
)
def test_a_value_outside_the_paragraph_named_is_not_changed(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert lines == KB.splitlines(), rows


def test_a_sentence_of_a_paragraph_named_before_the_change_is_its_place() -> None:
    """`§2 首段第一句，把「A」改成「B」`: the sentence named, then the change in it."""
    lines, rows = kb_after(KB, brief("§2 首段第一句，把「约 40 GW」改成「约 45 GW」。"))
    assert rows[0][0] == "proposed", rows
    assert lines == changed(FIRST, FIRST.replace("约 40 GW", "约 45 GW")), lines


def test_a_keep_quoted_right_after_the_dictated_sentence_is_a_request_of_its_own() -> None:
    """`…末尾追加一句：「X。」「Y」那句不动。`: the dictated sentence's stop and quote end the
    request; the keep after it, with no stop between, is another one. Before, the two were
    read as one clause, a keep, and nothing was added."""
    suggestion = (
        f"以「甲类储能在 2026 年」开头的那段，末尾追加一句：「{NEW}」「乙类储能」那段不动。"
    )
    lines, rows = kb_after(KB, brief(suggestion))
    assert rows[0][0] == "proposed", rows
    assert lines == changed(FIRST, FIRST + NEW), lines


def test_a_marker_asked_after_one_the_sentence_does_not_end_with_is_held() -> None:
    """`…，并在这句句末的 `^[1]` 后面补 `^[2]`` where the sentence ends with no `^[1]`: the
    change is made; the marker is held, with the one asked and the one it should follow."""
    suggestion = (
        "§2 首段第一句，把「约 40 GW」改成「约 45 GW」，并在这句句末的 `^[1]` 后面补 `^[2]`。"
    )
    lines, rows = kb_after(KB, brief(suggestion))
    assert lines == changed(FIRST, FIRST.replace("约 40 GW", "约 45 GW")), lines
    held = [why for status, why in rows if status == "unresolved"]
    assert len(held) == 1 and "^[2] after ^[1]" in held[0], rows
