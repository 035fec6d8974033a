"""A new entry the brief writes out right after its add verb, its name, year and words apart by a
dash or colon (`§1.1 新增：喀尔巴阡蜂（2019）— …`, `新增 Buckfast（2021）— …`, `加入 X（2021）：…`),
keeps the brief's words: they are the entry, never replaced by the item's 要点. A name alone
after the verb gives no words: the item's are used. A Chinese name after the verb's colon
(`新增：喀尔巴阡蜂（2019）。`) names the entry, as after a space; words that describe do not.
Our own words and KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/lu/2026-12-27-bees-e1prep.md"
KB_PATH = "organized/knowledge/bees.md"
MARK = "（E1 2026-12-27 · 条目 1）"

KB = """\
# 养蜂知识库

## 1. 蜂种

### 1.1 引进蜂种

- 意大利蜂（2018）— 性情温顺，产蜜量高。
- 卡尼鄂拉蜂（2020）— 越冬能力强。

## 2. 修订

- 2026-12-01：初版。
"""


def brief(request: str) -> str:
    return (
        "# bees · E1 预消化简报（2026-12-27）\n\n## 一、条目\n\n"
        "### 条目 1：新引进蜂种\n\n"
        "- 来源：inbox/lu/2026-12-26-notes.md\n"
        "- 要点：两个新蜂种今年开始试养。\n"
        f"- **建议归入**：{request}\n"
    )


CARPATHIAN = "- 喀尔巴阡蜂（2019）— 性情温顺，春季发展快。"
BUCKFAST = "- Buckfast（2021）— 杂交蜂种，抗病力强。"


@pytest.mark.parametrize(
    ("request_words", "line"),
    [
        ("§1.1 新增：喀尔巴阡蜂（2019）— 性情温顺，春季发展快。", CARPATHIAN),
        ("§1.1 新增：喀尔巴阡蜂（2019）：性情温顺，春季发展快。", CARPATHIAN),
        ("§1.1 新增 Buckfast（2021）— 杂交蜂种，抗病力强。", BUCKFAST),
        ("在 §1.1 加入 Buckfast（2021）：杂交蜂种，抗病力强。", BUCKFAST),
    ],
)
def test_the_words_after_the_name_are_the_entry(
    tmp_path: Path, request_words: str, line: str
) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(request_words), BRIEF_PATH
    )
    assert code == 0, report
    added = [new for new in after.splitlines() if new not in KB.splitlines()]
    assert added == [line + MARK], report


def test_a_name_alone_after_the_verb_takes_the_item_s_words(tmp_path: Path) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief("§1.1 新增 Buckfast（2021）一条。"), BRIEF_PATH
    )
    assert code == 0, report
    [added] = [new for new in after.splitlines() if new not in KB.splitlines()]
    assert added.startswith("- Buckfast（2021）— 两个新蜂种今年开始试养。"), added


@pytest.mark.parametrize(
    ("request_words", "opening"),
    [
        ("§1.1 新增：喀尔巴阡蜂（2019）。", "- 喀尔巴阡蜂（2019）— "),
        ("§1.1 补录：喀尔巴阡蜂。", "- 喀尔巴阡蜂 — "),
        ("§1.1 新增：喀尔巴阡蜂 一条。", "- 喀尔巴阡蜂 — "),
    ],
)
def test_a_chinese_name_after_the_verb_s_colon_names_the_entry(
    tmp_path: Path, request_words: str, opening: str
) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(request_words), BRIEF_PATH
    )
    assert code == 0, report
    [added] = [new for new in after.splitlines() if new not in KB.splitlines()]
    assert added.startswith(opening), added


def test_words_that_describe_after_the_colon_name_no_entry(tmp_path: Path) -> None:
    _code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief("§1.1 新增：实验数据。"), BRIEF_PATH
    )
    assert "- 实验数据" not in after, report
