"""Kinds of request read since round 23, each in several phrasings of our own:

- a keep of the entries a section has, with their count between (`已有的两个条目保持不变`, `现有
  3 条不动`), protects those entries only: a new entry beside it is still added;
- an add that places the item (`归入 2.1，…`) and a clause after it that says only an add verb
  and a name (`新增 ARC-lite 一条`, bold or not) is one action, the entry named by the brief;
- a section number written bare after 把 / 给 / 将 (`给 2.1 "X"一行补…`, `把 2.1 X 一行的…改为…`)
  names that section where the document has it, but not before a verb (`把 2.1 改为 2.2`);
- a table named by the words of the one sub-section that holds it (`代码表 X 一行…`, `代码表中…`)
  is that sub-section;
- one question or entry kept (`第 2 问保留`, `第 1 条仍保留`) is a keep, not a clause unread;
- a keep's words that run across its section are quoted whole (`无需在淘汰策略一节补出处`);
- a rewrite verb that begins an entry's name (`改写命中：…`) is no rewrite request when the
  clause's verb of appending follows the name.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/qi/2026-12-11-cache-e1prep.md"
KB_PATH = "organized/knowledge/cache.md"

KB = """\
# cache 活文档

## 2 淘汰策略

### 2.1 近似 LRU

- 采样淘汰 —— 每次随机取 6 个键比较访问时间
- 分段队列 —— 冷热两段，热段占 70%
- 改写命中 —— 写入时刷新访问位

## 3 待解决问题

1. Q: 采样数与命中率是否线性相关？
2. Q: 冷热分段的比例如何自适应？
"""


def brief(suggestion: str, *, title: str = "自适应淘汰", point: str = "", closing: str = "") -> str:
    said = point or "新策略 ARC-lite 按命中历史调节冷热比例，内存开销小。"
    tail = f"\n## 二、本轮建议的归并动作\n\n- {closing}\n" if closing else ""
    return f"""\
# cache · E1 预消化简报（2026-12-11）

## 一、条目

### 条目 1：{title}

- 来源：arXiv:2612.06666
- 要点：{said}
- 建议归入：{suggestion}
{tail}"""


def run(tmp_path: Path, suggestion: str, **words: str) -> tuple[int, str, str]:
    return proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion, **words), BRIEF_PATH)


@pytest.mark.parametrize(
    "suggestion",
    [
        "2.1 新增 **ARC-lite** 条目；2.1 已有的三个条目保持不变。",
        "2.1 补一条 **ARC-lite**，2.1 现有 3 条不动。",
        "2.1 新增 **ARC-lite** 条目；2.1 原有的几个条目保持原样。",
        "§2.1 添一条 **ARC-lite**；§2.1 既有两条不要动。",
    ],
)
def test_a_keep_of_the_counted_existing_entries_leaves_a_new_entry_free(
    tmp_path: Path, suggestion: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert "ARC-lite" in after.split("## 3")[0], report
    assert "forbid" not in report, report
    assert code == 0, report


def test_a_keep_of_the_counted_existing_entries_still_forbids_changing_them(
    tmp_path: Path,
) -> None:
    _, report, after = run(tmp_path, '2.1 "6 个"改为"8 个"；2.1 已有的三个条目保持不变。')
    assert after == KB, report
    assert "forbids it" in report, report


@pytest.mark.parametrize(
    "suggestion",
    [
        "归入 2.1，新增 ARC-lite 一条。",
        "归入 2.1，新增 **ARC-lite** 一条。",
        "归入 §2.1，新增一条 ARC-lite。",
        "放进 2.1，补一条 ARC-lite。",
    ],
)
def test_a_name_after_the_add_that_placed_the_entry_names_it(
    tmp_path: Path, suggestion: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    added = [line for line in after.splitlines() if "arXiv:2612.06666" in line]
    assert len(added) == 1 and added[0].startswith("- ARC-lite"), report
    assert "自适应淘汰" not in after, report
    assert "not understood" not in report, report
    assert code == 0, report


def test_the_closing_line_naming_that_entry_is_no_second_one(tmp_path: Path) -> None:
    code, report, after = run(
        tmp_path, "归入 2.1，新增 ARC-lite 一条。", closing="2.1：补 ARC-lite（条目 1）"
    )
    assert [line for line in after.splitlines() if line.startswith("- ARC-lite")], report
    assert "not understood" not in report, report
    assert code == 0, report


@pytest.mark.parametrize(
    "suggestion",
    [
        "归入 2.1，另补一条 ARC-lite。",  # another entry
        "归入 2.1，新增 TinyLFU 一条。",  # a name the item never speaks of
    ],
)
def test_another_name_after_the_placing_add_stays_its_own_request(
    tmp_path: Path, suggestion: str
) -> None:
    code, report, _ = run(tmp_path, suggestion)
    assert code == 1, report
    assert "not understood" in report, report


@pytest.mark.parametrize(
    ("suggestion", "line"),
    [
        (
            '给 2.1 "分段队列"一行补 arXiv:2612.06666。',
            "- 分段队列 —— 冷热两段，热段占 70%（arXiv:2612.06666）",
        ),
        ('把 2.1 采样淘汰一行的"6 个"改为"8 个"。', "- 采样淘汰 —— 每次随机取 8 个键比较访问时间"),
        (
            '下午将 2.1 采样淘汰一行的"6 个"更新为"8 个"。',
            "- 采样淘汰 —— 每次随机取 8 个键比较访问时间",
        ),
    ],
)
def test_a_bare_section_number_after_a_preposition_of_disposal_is_the_section(
    tmp_path: Path, suggestion: str, line: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert line in after.splitlines(), report
    assert code == 0, report


def test_a_bare_number_right_before_a_verb_is_a_value_not_a_section(tmp_path: Path) -> None:
    _, report, after = run(tmp_path, "把 2.1 改为 2.2。")
    assert after == KB, report
    assert "§2.1" not in report, report


@pytest.mark.parametrize(
    "suggestion",
    ["第3节第 2 问保留。", "2.1 第 1 条仍保留。", "§2.1 第 2 条均保留。"],
)
def test_one_question_or_entry_kept_is_a_keep(tmp_path: Path, suggestion: str) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert after == KB, report
    assert code == 0, report
    assert "constraint" in report and "保留" in report, report


@pytest.mark.parametrize(
    ("suggestion", "said"),
    [
        ("这篇无需在近似 LRU 一节补出处。", "无需在近似 LRU 一节补出处"),
        ("不必在第2节补出处。", "不必在第2节补出处"),
        ("无需在「近似 LRU」一节补出处。", "无需在「近似 LRU」一节补出处"),
    ],
)
def test_a_keep_is_quoted_with_the_section_it_names(
    tmp_path: Path, suggestion: str, said: str
) -> None:
    _, report, after = run(tmp_path, suggestion)
    assert after == KB, report
    assert f"the brief says {said}" in report, report


@pytest.mark.parametrize(
    "closing",
    ["近似 LRU：改写命中追加一句（条目 1）", "2.1：改写命中补一句（条目 1）"],
)
def test_a_rewrite_verb_that_begins_an_entry_name_asks_no_rewrite(
    tmp_path: Path, closing: str
) -> None:
    code, report, after = run(
        tmp_path,
        '在 2.1 "改写命中"那条后面接一句"批量写入时可延迟刷新"。',
        title="改写命中的刷新",
        point="改写命中在批量写入时可以延迟刷新。",
        closing=closing,
    )
    assert "批量写入时可延迟刷新" in after, report
    assert "remove, move or rewrite" not in report, report
    assert code == 0, report


def test_a_rewrite_and_an_append_joined_are_both_asked(tmp_path: Path) -> None:
    _, report, _ = run(
        tmp_path,
        '在 2.1 "改写命中"那条后面接一句"批量写入时可延迟刷新"。',
        title="改写命中的刷新",
        point="改写命中在批量写入时可以延迟刷新。",
        closing="近似 LRU：改写该条并追加一句（条目 1）",
    )
    assert "remove, move or rewrite" in report, report


TABLES_KB = """\
# eval 活文档

## 第1节 基准

### 1）知识

| 名称 | 规模 | 出处 |
| --- | --- | --- |
| MMLU | 14,042 题 | (Hendrycks et al., 2021) |

### 2）代码

| 名称 | 规模 | 出处 |
| --- | --- | --- |
| HumanEval | 164 题 | (Chen et al., 2021) |
| LiveCodeBench | 1,055 题 | (Jain et al., 2024) |

## 第2节 方法

### 1）代码评审

- 人工评审：成本高
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        '代码表 LiveCodeBench 一行"1,055 题"改为"1,280 题"。',
        '代码表中 LiveCodeBench 一行的"1,055 题"更新为"1,280 题"。',
        '另外，代码表里 LiveCodeBench 一行"1,055 题"改成"1,280 题"。',
    ],
)
def test_a_table_named_by_its_sections_words_is_that_section(
    tmp_path: Path, suggestion: str
) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, TABLES_KB, brief(suggestion), BRIEF_PATH
    )
    assert "| LiveCodeBench | 1,280 题 | (Jain et al., 2024) |" in after.splitlines(), report
    assert code == 0, report


@pytest.mark.parametrize(
    "suggestion",
    ["版本记录表追加一行 v0.9（2026-12-11，补 ARC-lite）。", "版本记录表新增一行。"],
)
def test_a_version_table_named_by_its_words_takes_no_items_entry(
    tmp_path: Path, suggestion: str
) -> None:
    versions = "| 版本 | 日期 | 说明 |\n| --- | --- | --- |\n| v0.8 | 2026-11-30 | 初版 |\n"
    kb = f"{TABLES_KB}\n## 版本记录\n\n{versions}"
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, kb, brief(suggestion), BRIEF_PATH)
    assert after == kb, report
    assert code == 1, report
