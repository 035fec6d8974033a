"""A list line the brief dictates is written with the bold the brief gives it (`- **SiC**（…）——
…`), whether it follows its request's colon on the same line, in backquotes or in quotes, or on
the next line under a request that ends with its colon or the count of what it adds; a closing
line naming the new entry again by the section's words (`釉料术语补 SiC（条目 1）`) is the same
request, not one kbpatch cannot read. Our own KB and words."""

from __future__ import annotations

import pytest

from .conftest import added_to

KB = """\
# 釉料 活文档

## 1 配方

石灰釉以 CaO 为主熔剂，烧成温度约 1250 ℃（Lee 2021）。

## 2 釉料术语

- **Cone 10**（Orton 测温锥 10 号）—— 约 1285 ℃ 弯倒的测温锥。
- **Frit**（熔块）—— 预先熔融、水淬的玻璃料，用于降低可溶性。
- **Crawling**（缩釉）—— 烧成后釉面收缩、露出坯体的缺陷。

## 3 变更记录

- 2026-11-30：初版。
"""

LINE = "- **SiC**（碳化硅）—— 用作局部还原剂，在氧化气氛中产生还原斑。"
WRITTEN = "- **SiC**（碳化硅）—— 用作局部还原剂，在氧化气氛中产生还原斑。（E1 2026-12-06 · 条目 1）"


def brief(suggestion: str, closing: str = "见条目 1。", extra: str = "") -> str:
    return f"""\
# glaze · E1 预消化简报（2026-12-06）

## 一、今日条目

### 条目 1：碳化硅还原斑

- **来源**：organized/paper_cards/2612-sic.md
- **要点**：少量 SiC 可在氧化烧成中得到局部还原效果。
- **建议归入**：{suggestion}
{extra}
## 二、本轮结论与建议动作

- {closing}
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        f"§2 末尾增补一条：`{LINE}`",
        f"釉料术语一节补一条：「{LINE}」",
        f"在「釉料术语」末尾添上：“{LINE}”",
        f"§2 末尾增补一条：\n  `{LINE}`",
        f"术语一节加一条：\n  「{LINE}」",
        f"§2 末尾增补一条\n  `{LINE}`",
        f"釉料术语末尾补充：\n  “{LINE}”",
    ],
)
def test_the_dictated_line_is_written_with_its_bold(suggestion: str) -> None:
    new, rows = added_to(KB, brief(suggestion))
    assert new == [WRITTEN], rows


@pytest.mark.parametrize(
    "closing", ["釉料术语补 SiC（条目 1）", "釉料术语：补 SiC（条目 1）", "§2：SiC（条目 1）"]
)
def test_a_closing_line_naming_the_new_entry_again_is_the_same_request(closing: str) -> None:
    new, rows = added_to(KB, brief(f"釉料术语末尾增补一条：\n  `{LINE}`", closing))
    assert new == [WRITTEN], rows
    assert [status for status, _ in rows] == ["proposed"], rows


def test_a_line_below_a_request_that_names_its_own_words_is_not_joined_to_it() -> None:
    new, rows = added_to(KB, brief(f"§2 末尾补上 SiC 的定义\n  `{LINE}`"))
    assert WRITTEN not in new, rows
