"""Sections written as bold lines, not `#` headings: `**1.2 重排**` alone in its paragraph, under
a `## 第一章 …` chapter (as notes exported from chat tools write them). A maintainer reads such a
line as the section's heading, one level below the heading it stands under; so does kbpatch: a
request naming §1.2 lands in it, and a request naming only the chapter is reported (its entries
stand in its sections), never appended into its last one. A bold line that is no heading (no
number, a bold name leading an entry, a list item, code) stays text. And a section whose entries
are the rows of an HTML `<table>` gets no paragraph after `</table>`: the row is reported."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.locate import outline

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/mei/2026-12-03-retrieval-e1prep.md"
KB_PATH = "organized/knowledge/retrieval.md"

KB = """\
# 检索增强笔记

## 第一章 召回

**1.1 稠密召回**

双塔编码器把查询和段落映射到同一空间。

**DPR**：BERT 双塔，批内负例训练 [@karpukhin2020]。

**Contriever**：无监督对比学习，零样本召回强 [@izacard2022]。

**1.2. 重排**

**monoT5**：把重排写成生成“真/假”，MS MARCO 上 MRR@10 提升约 5 分 [@nogueira2020]。

**说明**

重排只看前 100 个候选。

## 第二章 切分

**2.1 分块策略**

**2.1.1 固定长度**

**滑窗**：512 token 一块，重叠 64 [@lewis2020]。

**2.1.2 语义分块**

**句界合并**：按句子边界合并到上限长度 [@chen2023]。

### 2.2 混合检索

- **BM25+DPR**：两路分数线性融合 [@ma2021]。

## 第三章 附注

- **3.1 不是标题**：列表里的加粗行。

```text
**9.9 代码里的加粗**
```

**9.8 跟着正文的加粗**
紧跟正文，不是独立段落。

## 参考文献

- [@karpukhin2020] Karpukhin et al. Dense Passage Retrieval. 2020.
"""


def brief(place: str) -> str:
    return f"""\
# retrieval · E1 预消化简报（2026-12-03）

## 一、条目

### 条目 1：SPLADE-v4（arXiv:2612.00421）

- 来源：arXiv:2612.00421
- 要点：稀疏词项扩展召回，BEIR 平均 nDCG@10 提升 2.1 分。
- 建议归入：{place}
"""


def test_bold_numbered_lines_are_sections_one_level_below_their_heading() -> None:
    found = [(h.key, h.level, h.text) for h in outline(KB.splitlines(keepends=True))]
    assert found == [
        ("", 1, "检索增强笔记"),
        ("1", 2, "第一章 召回"),
        ("1.1", 3, "1.1 稠密召回"),
        ("1.2", 3, "1.2. 重排"),
        ("2", 2, "第二章 切分"),
        ("2.1", 3, "2.1 分块策略"),
        ("2.1.1", 4, "2.1.1 固定长度"),
        ("2.1.2", 4, "2.1.2 语义分块"),
        ("2.2", 3, "2.2 混合检索"),
        ("3", 2, "第三章 附注"),
        ("", 2, "参考文献"),
    ]


@pytest.mark.parametrize(
    "line",
    [
        "**PagedAttention**",  # a bold name, no number
        "**PagedAttention**：块大小 16",  # an entry's bold lead-in
        "**2.2 前缀缓存** 补一段",  # bold words and more words
        "**3D 并行**",  # digits that begin a word
        "**2024年回顾**",
        "**1.5倍提升**",
        "- **2.2 前缀缓存**",  # a list item
        "  **2.2 前缀缓存**",  # indented: a list item's own line
        "> **2.2 前缀缓存**",
    ],
)
def test_a_bold_line_that_is_no_numbered_paragraph_of_its_own_is_no_heading(line: str) -> None:
    kb = f"## 第二章 缓存\n\n- 一条\n\n{line}\n\n正文。\n"
    assert [h.text for h in outline(kb.splitlines(keepends=True))] == ["第二章 缓存"]


@pytest.mark.parametrize(
    "line", ["**2.2 前缀缓存**", "**2.2. 前缀缓存**", "__2.2 前缀缓存__", "**２．２ 前缀缓存**"]
)
def test_a_bold_numbered_line_is_a_heading_in_every_spelling(line: str) -> None:
    kb = f"## 第二章 缓存\n\n{line}\n\n正文。\n"
    assert [(h.key, h.level) for h in outline(kb.splitlines(keepends=True))] == [
        ("2", 2),
        ("2.2", 3),
    ]


def added(before: str, after: str) -> list[str]:
    old = before.splitlines()
    return [line for line in after.splitlines() if line not in old]


@pytest.mark.parametrize(
    ("place", "follows", "precedes"),
    [
        ("§1.1 新增一条 SPLADE-v4。", "**Contriever**", "**1.2. 重排**"),
        ("1.1 节补一条 SPLADE-v4 段落。", "**Contriever**", "**1.2. 重排**"),
        ("「稠密召回」一节增补 SPLADE-v4。", "**Contriever**", "**1.2. 重排**"),
        ("第1.1节 添一条 SPLADE-v4。", "**Contriever**", "**1.2. 重排**"),
        ("§2.1.2 新增 SPLADE-v4 条目。", "**句界合并**", "### 2.2 混合检索"),
        ("2.1.1 节新增一条 SPLADE-v4。", "**滑窗**", "**2.1.2 语义分块**"),
    ],
)
def test_a_section_named_by_a_bold_line_takes_the_entry_in_its_entries_form(
    tmp_path: Path, place: str, follows: str, precedes: str
) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(place), BRIEF_PATH)
    assert code == 0, report
    assert len(after.splitlines()) == len(KB.splitlines()) + 2  # a blank line, the paragraph
    (new,) = added(KB, after)
    # Its neighbours cite by pandoc keys at their end; the paper has no key in the document,
    # so its id stands where they cite, not after the name (no key is made up).
    assert new.startswith("**SPLADE-v4**："), new
    assert new.endswith(" [arXiv:2612.00421]。（E1 2026-12-03 · 条目 1）"), new
    lines = after.splitlines()
    at = lines.index(new)
    assert lines[at - 1] == "" and lines[at - 2].startswith(follows)
    assert lines[at + 1] == "" and lines[at + 2] == precedes


@pytest.mark.parametrize(
    "place",
    ["第一章 新增一条 SPLADE-v4。", "§1 补一条 SPLADE-v4。", "第二章新增 SPLADE-v4 一条。"],
)
def test_a_chapter_whose_entries_stand_in_bold_sections_is_reported_not_appended(
    tmp_path: Path, place: str
) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(place), BRIEF_PATH)
    assert code == 1
    assert after == KB
    assert "entries stand in its sub-sections" in report, report


HTML_KB = """\
# 评测笔记

## 1 排行

### 1.1 快照

采集日见最后一列。

<table>
  <tr><th>模型</th><th>MATH</th><th>采集日</th></tr>
  <tr><td>Alpha</td><td>71.0</td><td>2026-11-02</td></tr>
  <tr><td>Beta</td><td>68.4</td><td>2026-11-02</td></tr>
</table>

### 1.2 说明

- **口径**：零样本。
"""


@pytest.mark.parametrize(
    "place",
    [
        "§1.1 新增 Gamma 一行：MATH 73.5、采集日 2026-12-01。",
        "1.1 节表格补一行 Gamma：MATH 73.5，采集日 2026-12-01。",
        "§1.1 快照 增加一条 Gamma，MATH 73.5。",
    ],
)
def test_a_row_for_an_html_table_is_reported_never_a_paragraph_after_it(
    tmp_path: Path, place: str
) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, HTML_KB, brief(place), BRIEF_PATH)
    assert code == 1
    assert after == HTML_KB
    assert "HTML table" in report, report


@pytest.mark.parametrize(
    "place",
    [
        "§1.2 后补一个待决问题：重排候选减半时召回损失多少？",
        "1.2 节补一个待决问题：重排候选减半时召回损失多少？",
        "「重排」一节新增待决问题：重排候选减半时召回损失多少？",
    ],
)
def test_a_pending_question_asked_of_a_bold_section_is_a_question_not_the_items_entry(
    tmp_path: Path, place: str
) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(place), BRIEF_PATH)
    assert code == 0, report
    (new,) = added(KB, after)
    assert "重排候选减半时召回损失多少？" in new, new
    assert "SPLADE" not in new and "稀疏词项" not in new, new
    lines = after.splitlines()
    assert lines.index(new) < lines.index("## 第二章 切分")
