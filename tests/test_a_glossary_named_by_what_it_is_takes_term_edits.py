"""A brief may name the glossary by what it is, with no number (`术语表补一个术语：X——定义`,
`给术语表加一个术语 X：…`, `术语表 X 的定义后补一句：…`): at a clause's start, the word names the
one heading that holds it, however that heading is numbered. A document with no such heading,
or with two, is reported, never guessed; the word inside a sentence (`本文的术语表…`) stays a
word. Our own words and KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/lu/2026-12-28-bees-e1prep.md"
KB_PATH = "organized/knowledge/bees.md"

KB = """\
# 养蜂知识库

## 1. 蜂种

- **意大利蜂**：性情温顺，产蜜量高。

## 2. 术语表

**分蜂**：蜂群一分为二，老蜂王带走部分工蜂另建新巢。

**巢脾**：工蜂用蜂蜡筑成、排满六角形巢房的板状结构。

## 3. 开放问题

- 城市养蜂的蜜源是否足够？
"""

TERM = "**蜂胶（Propolis）**：蜜蜂采集树脂混合蜂蜡而成的胶状物。"


def brief(request: str) -> str:
    return (
        "# bees · E1 预消化简报（2026-12-28）\n\n## 一、增量\n\n"
        "### 条目 1：蜂胶 —— 巢内的抗菌屏障\n\n"
        "- **来源**：inbox/lu/2026-12-27-field-notes.md\n"
        "- **要点**：蜂胶在巢门处形成抗菌屏障。\n"
        f"- **建议归入**：{request}\n"
    )


def added(after: str) -> list[str]:
    return [line for line in after.splitlines() if line not in KB.splitlines()]


@pytest.mark.parametrize(
    "request_words",
    [
        "术语表补一个术语：蜂胶（Propolis）——蜜蜂采集树脂混合蜂蜡而成的胶状物。",
        "术语表新增术语 蜂胶（Propolis）：蜜蜂采集树脂混合蜂蜡而成的胶状物。",
        "给术语表加一个术语：蜂胶（Propolis）：蜜蜂采集树脂混合蜂蜡而成的胶状物。",
        # The glossary named by its quoted word, the term in bold after one root of adding.
        "「术语表」添一条 **蜂胶（Propolis）**：蜜蜂采集树脂混合蜂蜡而成的胶状物。",
        "「术语表」新增术语 **蜂胶（Propolis）**：蜜蜂采集树脂混合蜂蜡而成的胶状物。",
    ],
)
def test_a_new_term_goes_to_the_glossary_named_by_what_it_is(
    tmp_path: Path, request_words: str
) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(request_words), BRIEF_PATH
    )
    assert code == 0, report
    new = [line for line in added(after) if line]
    assert len(new) == 1 and new[0].startswith(TERM), new
    lines = after.splitlines()
    assert (
        lines.index(new[0])
        == lines.index("**巢脾**：工蜂用蜂蜡筑成、排满六角形巢房的板状结构。") + 2
    )


@pytest.mark.parametrize(
    "request_words",
    [
        "术语表 分蜂 的定义后补一句：多发生在春末夏初。",
        "在术语表 分蜂 的定义末尾补一句：多发生在春末夏初。",
    ],
)
def test_words_after_a_term_s_definition_land_in_that_term(
    tmp_path: Path, request_words: str
) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(request_words), BRIEF_PATH
    )
    assert code == 0, report
    [changed] = added(after)
    assert changed.startswith(
        "**分蜂**：蜂群一分为二，老蜂王带走部分工蜂另建新巢。多发生在春末夏初。"
    )


TWO_GLOSSARIES = KB + "\n## 附录 术语表（旧）\n\n**蜂王浆**：工蜂分泌的乳白色浆状物。\n"
NO_GLOSSARY = KB.replace("## 2. 术语表", "## 2. 概念")


@pytest.mark.parametrize(
    ("kb", "request_words"),
    [
        (TWO_GLOSSARIES, "术语表补一个术语：蜂胶（Propolis）——蜜蜂采集树脂混合蜂蜡而成的胶状物。"),
        (NO_GLOSSARY, "术语表补一个术语：蜂胶（Propolis）——蜜蜂采集树脂混合蜂蜡而成的胶状物。"),
        (KB, "本文的术语表补一个术语：蜂胶（Propolis）——蜜蜂采集树脂混合蜂蜡而成的胶状物。"),
    ],
)
def test_a_glossary_word_that_names_no_one_heading_is_reported(
    tmp_path: Path, kb: str, request_words: str
) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, kb, brief(request_words), BRIEF_PATH
    )
    assert after == kb
    assert code != 0 and ("not understood" in report or "unresolved" in report), report


def test_a_glossary_kept_as_it_is_asks_no_edit(tmp_path: Path) -> None:
    _code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief("术语表本轮不动。"), BRIEF_PATH
    )
    assert after == KB and "proposed" not in report, report


def test_terms_dictated_for_no_item_are_reported_not_dropped(tmp_path: Path) -> None:
    text = (
        brief("见文末归并动作。")
        + "\n## 二、归并动作\n\n- 「术语表」登记两个新词：**蜂胶**：树脂与蜂蜡的混合物。；"
        "**蜂粮**：发酵后的花粉。\n"
    )
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, text, BRIEF_PATH)
    assert after == KB and code == 1, report
    assert "登记两个新词" in report, report
