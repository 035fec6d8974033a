"""A section whose entries are each a sub-heading and a paragraph (`#### HNSW 图索引` / its
text), some citing their paper by authors and year (`（Malkov 等, 2018）`) and some citing
nothing: a new entry there is a heading of their level with its text as the paragraph, after
the last one, cited as they cite. Sub-sections that are no entries (numbered, topics, holding
lists, nothing cited at all, a heading under a heading) still take no guessed entry.
Every KB and request here is our own."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF = "inbox/mo/2026-12-05-storage-e1prep.md"
KB_FILE = "organized/knowledge/storage.md"

KB = """\
# 存储引擎 研究笔记

## 甲、索引

### 第3节 向量检索

#### HNSW 图索引

分层小世界图，逐层贪心下降找近邻；百万级向量上召回 0.95 时延迟低于 1 毫秒（Malkov 等, 2018）。

#### 乘积量化

把向量切成子段分别聚类编码，内存降到原来的三十分之一，召回略降。

#### DiskANN

图索引放在 SSD 上，单机十亿向量、召回 0.95 时延迟约 5 毫秒（Subramanya 等, 2019）。

### 第4节 写入路径

#### 4.1 日志结构合并

按层合并有序文件，写放大约 10 倍（Oneil 等, 1996）。

#### 4.2 原地更新

B+ 树原地改页，读快写慢。

## 乙、开放问题

**问题 1**：图索引能否在线删除而不重建？
"""

NEW_ENTRY = (
    "\n#### LeafANN\n\n先在叶子层建图再向上汇总，十亿向量建索引时间减半，召回不变"
    "（Okafor 等, 2026）。（E1 2026-12-05 · 条目 1）\n"
)


def brief(suggestion: str, sources: str = "（作者：Okafor 等，2026）") -> str:
    return (
        "# storage · E1 预消化简报（2026-12-05）\n\n## 一、今日条目（1 条）\n\n"
        "### 条目 1：LeafANN —— 叶子优先的图索引（arXiv:2612.04417）\n\n"
        f"- **来源**：organized/paper_cards/4101-2612-04417.md{sources}\n"
        "- **要点**：先在叶子层建图再向上汇总，十亿向量建索引时间减半，召回不变。\n"
        f"- **建议归入**：{suggestion}\n"
    )


@pytest.mark.parametrize(
    "suggestion",
    [
        "第3节 新增一条 LeafANN。",
        "§3 补一个条目 LeafANN。",
        "第3节 向量检索 末尾新增一个四级标题条目 LeafANN。",
        "第三节添一条 LeafANN 条目。",
        "第３节 增列 LeafANN。",
        "LeafANN 归入第3节。",
        "add a LeafANN entry to 第3节.",
    ],
)
def test_a_new_entry_among_heading_entries_citing_by_author_and_year_is_a_heading(
    suggestion: str, tmp_path: Path
) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_FILE, KB, brief(suggestion), BRIEF)
    assert code == 0, report
    last = "时延迟约 5 毫秒（Subramanya 等, 2019）。\n"
    assert after == KB.replace(last, last + NEW_ENTRY)


def test_without_the_papers_authors_the_new_heading_entry_keeps_its_id(tmp_path: Path) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_FILE, KB, brief("第3节 新增一条 LeafANN。", sources=""), BRIEF
    )
    assert code == 0, report
    assert "\n#### LeafANN\n\n先在叶子层建图" in after
    assert "召回不变（arXiv:2612.04417）。（E1 2026-12-05 · 条目 1）\n\n### 第4节" in after


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # A document that cites nothing in these sub-sections: names or topics, not told.
        ("（Malkov 等, 2018）", ""),
        # Topics of one subject, not things of their own.
        ("#### 乘积量化", "#### 实验设置"),
        ("#### HNSW 图索引", "#### Overview"),
        ("#### 乘积量化", "#### Key idea"),
        # A heading under one of them: the section's own sub-sections.
        ("#### DiskANN\n", "#### DiskANN\n\n##### 磁盘布局\n\n按页存邻接表。\n"),
        # One holds a list of entries of its own.
        (
            "把向量切成子段分别聚类编码，内存降到原来的三十分之一，召回略降。",
            "- **IVF-PQ**：倒排加量化。\n- **OPQ**：先旋转再量化。",
        ),
        # Numbered ones.
        ("#### 乘积量化", "#### 3.2 乘积量化"),
    ],
)
def test_sub_sections_that_are_no_heading_entries_still_take_no_entry(
    old: str, new: str, tmp_path: Path
) -> None:
    kb = KB.replace(old, new)
    if not new:  # every citation gone, not only the first
        kb = kb.replace("（Subramanya 等, 2019）", "")
    _, report, after = proposed_and_applied(
        tmp_path, KB_FILE, kb, brief("第3节 新增一条 LeafANN。"), BRIEF
    )
    assert after == kb
    assert "unresolved" in report and "stand in its sub-sections" in report, report


@pytest.mark.parametrize(
    "suggestion", ["第4节 新增一条 LeafANN。", "§4 补一个条目 LeafANN。", "第四节添一条 LeafANN。"]
)
def test_numbered_sub_sections_citing_by_author_and_year_take_no_entry(
    suggestion: str, tmp_path: Path
) -> None:
    _, report, after = proposed_and_applied(tmp_path, KB_FILE, KB, brief(suggestion), BRIEF)
    assert after == KB
    assert "「4.1 日志结构合并」" in report and "not guessing" in report, report
