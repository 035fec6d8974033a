"""A refusal whose sentence first asks about things it names (`SiO2 / Al2O3 要不要单列词条，我拿
不准，本轮先不加`) is said of those things: the item's add of another term stands, an add of one
of them is held; a refusal that names nothing so (`这条要不要加…先不加`, `是否收录…暂不加`) holds
the item's add as before. The question such a refusal answers (`是否单列`) is no request kbpatch
could not read. Our own KB and words."""

from __future__ import annotations

import pytest

from .conftest import added_to

KB = """\
# 釉料 活文档

## 1 配方

石灰釉以 CaO 为主熔剂，烧成温度约 1250 ℃（Lee 2021）。

## 2 釉料术语

- **Frit**（熔块）—— 预先熔融、水淬的玻璃料，用于降低可溶性。
- **Crawling**（缩釉）—— 烧成后釉面收缩、露出坯体的缺陷。
"""


def brief(term: str, aside: str) -> str:
    return f"""\
# glaze · E1 预消化简报（2026-12-06）

## 一、今日条目

### 条目 1：术语补漏

- **来源**：本轮对照活文档时发现术语表缺词条。
- **建议归入**：§2 末尾增补一条：`- **{term}**（术语）—— 釉料中常见的组分。`
- {aside}

## 二、本轮结论与建议动作

- 见条目 1。
"""


ASIDES_OF_OTHERS = [
    "SiO2 / Al2O3 要不要单列词条，我拿不准，本轮先不加。",
    "SiO2、Al2O3 是否单列，暂不加。",
    "「助熔剂」要不要另立词条还没想好，这次先不加。",
]


@pytest.mark.parametrize("aside", ASIDES_OF_OTHERS)
def test_an_add_of_another_term_stands(aside: str) -> None:
    new, rows = added_to(KB, brief("Cone 10", aside))
    assert new == ["- **Cone 10**（术语）—— 釉料中常见的组分。（E1 2026-12-06 · 条目 1）"], rows
    # The question the refusal answers asks nothing of its own.
    assert [status for status, _ in rows] == ["proposed", "skipped"], rows


@pytest.mark.parametrize("aside", ASIDES_OF_OTHERS[:2])
def test_an_add_of_a_term_it_names_is_held(aside: str) -> None:
    new, rows = added_to(KB, brief("SiO2", aside))
    assert new == [], rows
    assert rows[0][0] == "forbidden" and "brief line 9: 「" in rows[0][1], rows


@pytest.mark.parametrize(
    "aside", ["这条要不要加我拿不准，本轮先不加。", "是否收录还要再议，暂不加。"]
)
def test_a_refusal_naming_nothing_holds_the_item(aside: str) -> None:
    new, rows = added_to(KB, brief("Cone 10", aside))
    assert new == [], rows
    assert any(status == "forbidden" for status, _ in rows), rows
