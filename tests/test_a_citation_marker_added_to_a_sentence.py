"""A citation marker asked for an existing entry or sentence (`句末（句号前）补〔12〕`, `那条，
句末句号前补上〔9〕`, `第一条挂上 [@key]`, `X 一句挂 [@key]`) ends that sentence, before its
stop, in the document's own form; the entry may be named by its words (a word holding 表, as
表面, names no table), by its sentence, or by its place in a one-list section. Our own words."""

from __future__ import annotations

import pytest

from .conftest import added_to

KB_BRACKETED = """\
# 膜分离 活文档

## 一、基本概念

### （一）膜材料

- 反渗透膜（RO）：芳香聚酰胺复合膜，脱盐率可达 99.7%〔3〕。
- 表面改性膜：在分离层上接枝亲水基团，减轻有机污染。
- 陶瓷膜：耐高温与强酸碱，价格约为聚合物膜的五倍。

### （二）污染机理

- 浓差极化：膜面溶质浓度高于主体溶液，通量随运行时间下降。

## 二、参考文献

〔3〕 张明 等, 复合反渗透膜综述, 膜科学, 2021.
"""

KB_PANDOC = """\
# 膜分离 活文档

## 1 概念

### 1.1 机理

- 正渗透依靠汲取液的渗透压驱动，不需外加压力 [@cath2006]。
- 内浓差极化发生在多孔支撑层内，是正渗透通量偏低的主因。

### 1.2 应用

1. **海水淡化**：反渗透占新增产能九成以上 [@elimelech2011]。
2. **废水回用**：膜生物反应器出水可直接进反渗透。

## References

- [@cath2006] Cath TY, et al. Forward osmosis. J Membr Sci, 2006.
- [@elimelech2011] Elimelech M, Phillip WA. The future of seawater desalination. Science, 2011.
"""


def brief(suggestion: str) -> str:
    return f"""\
# 膜分离 · E1 预消化简报（2026-12-05）

## 一、今日增量

### 条目 1：亲水改性实测

- **来源**：organized/paper_cards/2605-membrane.md（王, 2026）
- **要点**：一项中试给出改性膜的污染速率。
- **建议归入**：{suggestion}
"""


@pytest.mark.parametrize(
    ("suggestion", "line"),
    [
        (
            "一（一）表面改性膜条目句末（句号前）补〔7〕。",
            "- 表面改性膜：在分离层上接枝亲水基团，减轻有机污染〔7〕。",
        ),
        (
            "一（一）陶瓷膜那条，句末句号前补上〔7〕。",
            "- 陶瓷膜：耐高温与强酸碱，价格约为聚合物膜的五倍〔7〕。",
        ),
        (
            "一（二）浓差极化条目句号前加〔7〕。",
            "- 浓差极化：膜面溶质浓度高于主体溶液，通量随运行时间下降〔7〕。",
        ),
        (
            "一（一）第二条句末补〔7〕。",
            "- 表面改性膜：在分离层上接枝亲水基团，减轻有机污染〔7〕。",
        ),
    ],
)
def test_a_bracketed_number_ends_the_sentence_named(suggestion: str, line: str) -> None:
    added, rows = added_to(KB_BRACKETED, brief(suggestion))
    assert added == [line], rows


@pytest.mark.parametrize(
    ("suggestion", "line"),
    [
        (
            "给 1.1 第二条挂上 [@wang2026]，放句末句号前。",
            "- 内浓差极化发生在多孔支撑层内，是正渗透通量偏低的主因 [@wang2026]。",
        ),
        (
            "1.1 内浓差极化一句挂 [@wang2026]。",
            "- 内浓差极化发生在多孔支撑层内，是正渗透通量偏低的主因 [@wang2026]。",
        ),
        (
            "1.2 废水回用那句句末补 [@wang2026]。",
            "2. **废水回用**：膜生物反应器出水可直接进反渗透 [@wang2026]。",
        ),
    ],
)
def test_a_pandoc_key_ends_the_sentence_named(suggestion: str, line: str) -> None:
    added, rows = added_to(KB_PANDOC, brief(suggestion))
    assert added == [line], rows


def test_an_ordinal_past_a_one_list_section_is_reported_not_guessed() -> None:
    added, rows = added_to(KB_BRACKETED, brief("一（一）第五条句末补〔7〕。"))
    assert added == [], rows
    assert any("lists 3 entries, not 5" in reason for _, reason in rows), rows
