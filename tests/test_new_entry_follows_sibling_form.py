"""A new entry is written in the form of the entries beside it, learnt from what they are:
the name without the item title's subtitle when no neighbour writes one, an id inside the
bold with the name (`**[RC-05] X**：`), the paper's id where and as the neighbours cite
theirs (`… [arXiv:…]。` at the end, `（[arXiv:…](…)）` as a link, `[@key]` from the
bibliography), numbered paragraphs (`(4) **X**：`). Where the neighbours show nothing, the
document's nearest entries of the same kind teach the id's form; where they show none,
kbpatch's own form stays. Each written through `kbpatch propose`, every patch checked with
`git apply --check` and applied."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import KB_PATH, applied_kb, proposed_and_applied

BRIEF_PATH = "inbox/ana/2026-12-07-inference-e1prep.md"
MARK = "（E1 2026-12-07 · 条目 1）"
LINK = "[arXiv:2612.40001](https://arxiv.org/abs/2612.40001)"


def brief(suggestion: str, summary: str = "") -> str:
    return (
        "# inference · E1 预消化简报（2026-12-07）\n\n## 一、今日条目（1 条）\n\n"
        "### 条目 1：GateFuse：学习式融合门控\n\n"
        "- **来源**：organized/paper_cards/7001-2612-40001.md（arXiv:2612.40001）\n"
        "- **要点**："
        + (
            summary
            or "按查询用小门控网络分配稀疏与稠密的权重，五个检索集上 nDCG@10 平均高 2.1 点。"
        )
        + f"\n- **建议归入**：{suggestion}\n"
    )


def new_lines(tmp_path: Path, kb: str, suggestion: str, summary: str = "") -> list[str]:
    after = applied_kb(tmp_path, kb, brief(suggestion, summary), BRIEF_PATH)
    old = kb.splitlines()
    return [line for line in after.splitlines() if line.strip() and line not in old]


DASHED = """\
# retrieval 活文档

## 1. 召回

### 1.1. 稠密召回 <a id="dense"></a>

* 双塔召回 — 查询与文档分别编码，百万级语料下延迟低于 10 ms [arXiv:2501.10001]。
* 多向量召回 — 每个 token 一个向量，召回率高 4 点，索引大 6 倍 [arXiv:2501.10002]。
* 结果缓存 — 热门查询直接命中缓存，不走检索。

### 1.2. 重排 <a id="rerank"></a>

* 交叉编码器 — 逐对打分，精度最高但延迟随候选数线性增长。
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.1 新增 GateFuse 条目。",
        "1.1. 节补一条 GateFuse。",
        "「稠密召回」一节增录 GateFuse 一条。",
    ],
)
def test_a_dashed_entry_ends_with_its_id_in_square_brackets(
    tmp_path: Path, suggestion: str
) -> None:
    (line,) = new_lines(tmp_path, DASHED, suggestion)
    assert line == (
        "* GateFuse — 按查询用小门控网络分配稀疏与稠密的权重，五个检索集上 nDCG@10 平均高 "
        "2.1 点 [arXiv:2612.40001]。" + MARK
    ), line


IDS_IN_BOLD = """\
# retrieval 活文档

## 1 召回

### 1.1 稠密召回

- **[RC-01] 双塔召回**：查询与文档分别编码，延迟低于 10 ms（[arXiv:2501.10001](https://arxiv.org/abs/2501.10001)）。
- **[RC-02] 多向量召回**：每个 token 一个向量，召回率高 4 点（[arXiv:2501.10002](https://arxiv.org/abs/2501.10002)）。

### 1.2 融合

- **[RC-03] 倒数排名融合**：BM25 与稠密结果按倒数排名合并，无需训练。
- **[RC-04] 分数归一化**：先 min-max 归一再加权，权重需按语料调。
"""


@pytest.mark.parametrize(
    "suggestion",
    ["§1.1 新增 GateFuse 条目。", "1.1 节添一条 GateFuse。", "「稠密召回」小节补录 GateFuse。"],
)
def test_an_id_in_bold_takes_the_name_with_it_and_the_paper_as_a_link(
    tmp_path: Path, suggestion: str
) -> None:
    (line,) = new_lines(tmp_path, IDS_IN_BOLD, suggestion)
    assert line.startswith("- **[RC-05] GateFuse**：按查询"), line
    assert line.endswith(f"2.1 点（{LINK}）。{MARK}"), line
    assert "来源" not in line


@pytest.mark.parametrize(
    "suggestion",
    ["§1.2 新增 GateFuse 条目。", "1.2 节添一条 GateFuse。", "「融合」小节补录 GateFuse。"],
)
def test_beside_entries_that_cite_nothing_the_nearest_entries_teach_the_link(
    tmp_path: Path, suggestion: str
) -> None:
    (line,) = new_lines(tmp_path, IDS_IN_BOLD, suggestion)
    assert line.startswith("- **[RC-05] GateFuse**：按查询"), line
    assert line.endswith(f"2.1 点（{LINK}）。{MARK}"), line


KEYED = """\
# retrieval 活文档

## 写作约定

条目是以加粗名称开头的段落，引用写 pandoc 式 `[@键]`。

**1.1 召回**

**双塔召回**：查询与文档分别编码，百万级语料下延迟低于 10 ms [@lee2025dual]。

**多向量召回**：每个 token 一个向量 [@kim2025late]，召回率高 4 点。

**结果缓存**：热门查询直接命中缓存，不走检索。

> [!QUESTION] Q1：多向量索引能否压到单向量的两倍以内？

**1.2 重排**

**交叉编码器**：逐对打分，精度最高 [@kim2025late]。

**蒸馏重排**：用交叉编码器蒸馏小模型，延迟降一个量级 [@lee2025dual]。

# 参考文献

- [@kim2025late] Kim et al. Late Interaction at Scale. 2025. arXiv:2501.10002
- [@lee2025dual] Lee et al. Dual Encoders Revisited. 2025. arXiv:2501.10001
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.1 新增一条 GateFuse 条目。",
        "「召回」一节补一条 GateFuse。",
        "1.2 节增补 GateFuse 一段。",
    ],
)
def test_a_paper_without_a_citation_key_keeps_its_id_where_the_keys_stand(
    tmp_path: Path, suggestion: str
) -> None:
    # No key is made up (the bibliography has none for it) and none is pretended: the id
    # stands in the brackets the keys stand in, for the reviewer to give it one. A key in
    # the middle of a neighbour's text says how they cite, not where.
    (line,) = new_lines(tmp_path, KEYED, suggestion)
    assert line == (
        "**GateFuse**：按查询用小门控网络分配稀疏与稠密的权重，五个检索集上 nDCG@10 平均高 "
        "2.1 点 [arXiv:2612.40001]。" + MARK
    ), line


@pytest.mark.parametrize(
    "suggestion", ["§1.1 新增一条 GateFuse 条目。", "1.2 节增补 GateFuse 一段。"]
)
def test_the_report_asks_for_the_key_the_bibliography_lacks(
    tmp_path: Path, suggestion: str
) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KEYED, brief(suggestion), BRIEF_PATH
    )
    assert code == 0, report
    (row,) = [line for line in report.splitlines() if " proposed " in line]
    assert row.endswith(
        "the bibliography gives arXiv:2612.40001 no citation key: the entry cites it as "
        "[arXiv:2612.40001] where its neighbours' keys stand; add its key and bibliography line"
    ), row
    assert "[arXiv:2612.40001]。" in after
    kb = KEYED + "- [@park2026gate] Park et al. GateFuse. 2026. arXiv:2612.40001\n"
    code, report, after = proposed_and_applied(
        tmp_path / "keyed", KB_PATH, kb, brief(suggestion), BRIEF_PATH
    )
    assert "citation key" not in report and "[@park2026gate]。" in after, report


def test_a_question_after_paragraph_entries_stays_after_the_new_one(tmp_path: Path) -> None:
    after = applied_kb(tmp_path, KEYED, brief("§1.1 新增一条 GateFuse 条目。"), BRIEF_PATH)
    assert "不走检索。\n\n**GateFuse**：按查询" in after, after
    assert f"[arXiv:2612.40001]。{MARK}\n\n> [!QUESTION] Q1：" in after, after


@pytest.mark.parametrize(
    "suggestion", ["§1.1 新增一条 GateFuse 条目。", "「重排」一节补一条 GateFuse。"]
)
def test_a_paper_the_bibliography_keys_is_cited_by_its_key(tmp_path: Path, suggestion: str) -> None:
    kb = KEYED + "- [@park2026gate] Park et al. GateFuse. 2026. arXiv:2612.40001\n"
    (line,) = new_lines(tmp_path, kb, suggestion)
    assert line.startswith("**GateFuse**：按查询"), line
    assert line.endswith("2.1 点 [@park2026gate]。" + MARK), line
    assert "arXiv" not in line


NUMBERED_PARAGRAPHS = """\
# retrieval 活文档

## 一、召回

### （一）稠密

(1) **双塔召回**：查询与文档分别编码，延迟低于 10 ms。

(2) **多向量召回**：每个 token 一个向量，召回率高 4 点。

(3) **结果缓存**：热门查询直接命中缓存。

### （二）稀疏

(1) **BM25**：经典词项加权，零样本下仍是强基线。
"""


@pytest.mark.parametrize(
    "suggestion",
    ["一、召回 （一）稠密 新增一条 GateFuse 条目。", "在「稠密」小节增补 GateFuse 一条。"],
)
def test_paragraphs_numbered_in_brackets_take_the_next_number(
    tmp_path: Path, suggestion: str
) -> None:
    after = applied_kb(tmp_path, NUMBERED_PARAGRAPHS, brief(suggestion), BRIEF_PATH)
    # A paragraph of its own, after a blank line, as each of them stands.
    assert "命中缓存。\n\n(4) **GateFuse**（arXiv:2612.40001）：按查询" in after, after


GLOSSARY = """\
# retrieval 活文档

## I. 召回

### A. 稠密

- 双塔召回：查询与文档分别编码，延迟低于 10 ms [Lee 2025]。
  - 适用：百万级语料。

- 多向量召回：每个 token 一个向量，召回率高 4 点 [Kim 2025]。
  - 适用：精度优先的场景。
"""


@pytest.mark.parametrize(
    "suggestion", ["I. 召回 A. 稠密 新增一条 GateFuse 条目。", "「稠密」小节下添加 GateFuse 条目。"]
)
def test_terms_cited_by_author_at_their_end_keep_the_id_at_the_end(
    tmp_path: Path, suggestion: str
) -> None:
    # At the end, where they cite, but in kbpatch's own brackets: `[arXiv:…]` would pose as
    # one of the document's keys.
    (line,) = new_lines(tmp_path, GLOSSARY, suggestion)
    assert line.startswith("- GateFuse：按查询"), line
    assert line.endswith("2.1 点（arXiv:2612.40001）。" + MARK), line


@pytest.mark.parametrize("suggestion", ["I. 召回 A. 稠密 新增一条 GateFuse 条目。"])
def test_an_id_the_entrys_sentence_gives_is_not_written_again_at_the_end(
    tmp_path: Path, suggestion: str
) -> None:
    said = "门控网络分配稀疏与稠密的权重（Park 2026，arXiv:2612.40001）。"
    (line,) = new_lines(tmp_path, GLOSSARY, suggestion, said)
    assert line == f"- GateFuse：{said}{MARK}", line


SUBTITLED = """\
# retrieval 活文档

## 1 召回

### 1.1 稠密召回

- **双塔召回：分别编码**：查询与文档分别编码，延迟低于 10 ms（arXiv:2501.10001）。
- **多向量召回：逐词向量**：每个 token 一个向量，召回率高 4 点（arXiv:2501.10002）。
"""


@pytest.mark.parametrize("suggestion", ["§1.1 新增 GateFuse 条目。", "1.1 节补一条 GateFuse。"])
def test_neighbours_that_write_subtitles_keep_todays_form(tmp_path: Path, suggestion: str) -> None:
    (line,) = new_lines(tmp_path, SUBTITLED, suggestion)
    assert line.startswith("- **GateFuse：学习式融合门控**：按查询"), line
    assert line.endswith("2.1 点（arXiv:2612.40001）。" + MARK), line


PLAIN = """\
# retrieval 活文档

## 1 召回

### 1.1 稠密召回

- **双塔召回**：查询与文档分别编码，延迟低于 10 ms。
- **多向量召回**：每个 token 一个向量，召回率高 4 点。
"""


@pytest.mark.parametrize(
    "suggestion", ["§1.1 新增 GateFuse 条目。", "「稠密召回」一节补录 GateFuse。"]
)
def test_a_document_that_cites_no_paper_keeps_the_id_after_the_name(
    tmp_path: Path, suggestion: str
) -> None:
    (line,) = new_lines(tmp_path, PLAIN, suggestion)
    assert line.startswith("- **GateFuse**（arXiv:2612.40001）：按查询"), line
