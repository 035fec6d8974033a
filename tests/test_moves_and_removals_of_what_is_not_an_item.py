"""A verb of moving whose subject is not the brief's item (a question's id, an entry's id,
`问题 N`) asks to move something that stands, which kbpatch never proposes: it is reported
with its words, never read as "add this item's entry there" (only `条目 N 挪到 §X` moves the
item's own edit). A delete or merge of entries named by id or name, with no section and the
verb after them, is reported the same way, never dropped. Our own words and document."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

KB_PATH = "organized/knowledge/datasets.md"
KB = """\
# datasets 活文档 · 数据集

## 1. 预训练语料

### 1.1 网页语料

- **[AB-1] WebMix**：多语网页清洗语料，去重后 3T token（[arXiv:2601.00001](https://arxiv.org/abs/2601.00001)）。
- **[AB-2] CleanCrawl**：规则加分类器过滤，保留率 18%（[arXiv:2601.00002](https://arxiv.org/abs/2601.00002)）。

### 1.2 代码语料

- **[AB-3] CodePile**：按许可证过滤的代码语料，800B token（[arXiv:2601.00003](https://arxiv.org/abs/2601.00003)）。

## 2. 开放问题

### 2.1 待决

| 编号 | 问题 | 提出 | 状态 |
| --- | --- | --- | --- |
| Q-1 | 网页语料的去重阈值如何选？ | 2026-10 | 待证据 |
| Q-2 | 代码许可证过滤是否过严？ | 2026-11 | 跟踪中 |

### 2.2 已关闭

| 编号 | 问题 | 提出 | 状态 |
| --- | --- | --- | --- |
| Q-0 | 语料是否需要多语？ | 2026-09 | 已关闭 |

## 3. 趋势

**问题 1**：合成数据的占比会超过一半吗？

**问题 2**：数据许可证会怎样演化？
"""


def brief(suggestion: str) -> str:
    return (
        "# datasets · E1 预消化简报（2026-12-05）\n\n## 一、增量\n\n"
        "### 条目 1：DedupX（arXiv:2612.11111）—— 近似去重\n\n"
        "- **来源**：organized/paper_cards/3010-2612-11111.md\n"
        "- **要点**：DedupX 用 LSH 分桶做近似去重，速度提升 3 倍（作者自测）。\n"
        f"- **建议归入**：{suggestion}\n\n"
        "## 四、本轮结论与建议动作\n\n- 条目 1 照建议。\n"
    )


def run(tmp_path: Path, suggestion: str) -> tuple[int, str, str]:
    return proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(suggestion), "inbox/2026-12-05-datasets-e1prep.md"
    )


@pytest.mark.parametrize(
    ("suggestion", "words"),
    [
        ("Q-1 移入 §2.2。", "Q-1 移入 §2.2"),
        ("Q-2 转入 §2.2 已关闭。", "Q-2 转入 §2.2"),
        ("Q-1 改入 2.2 节。", "Q-1 改入"),
        ("问题 2 移入 §2.1。", "问题 2 移入 §2.1"),
        ("AB-2 搬入 §1.2。", "AB-2 搬入 §1.2"),
        ("[AB-3] 转到 §1.1。", "[AB-3] 转到 §1.1"),
    ],
)
def test_moving_what_is_not_the_item_is_reported_not_added(
    tmp_path: Path, suggestion: str, words: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert after == KB, report
    assert code != 0 and "not understood" in report and words in report, report


@pytest.mark.parametrize(
    "suggestion",
    [
        "条目 1 挪到 §1.2。",
        "增量 1 移至 §1.2。",
        "条目 1 改放 §1.2。",
        "条目一 转入 §1.2。",
        "条目 1 调整到 1.2 节。",
    ],
)
def test_the_item_moved_by_its_tag_is_added_at_that_place(tmp_path: Path, suggestion: str) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert code == 0, report
    [line] = sorted(set(after.splitlines()) - set(KB.splitlines()))
    assert "DedupX" in line, report
    assert after.index(line) > after.index("### 1.2") > 0 and after.index(line) < after.index(
        "## 2."
    ), report


@pytest.mark.parametrize(
    ("suggestion", "words"),
    [
        ("[AB-2] 一条删去。", "[AB-2] 一条删去"),
        ("CodePile 一条删去。", "CodePile 一条删去"),
        ("[AB-1] 与 [AB-2] 并为一条。", "[AB-1] 与 [AB-2] 并为一条"),
        ("WebMix 与 CleanCrawl 并作一条。", "WebMix 与 CleanCrawl 并作一条"),
        ("[AB-3] 并入 [AB-2]。", "[AB-3] 并入 [AB-2]"),
        ("【AB-3】并入【AB-1】。", "【AB-3】并入【AB-1】"),
        ("§1.1 新增一条 DedupX；[AB-2] 一条删去。", "[AB-2] 一条删去"),
    ],
)
def test_a_delete_or_merge_naming_no_section_is_reported(
    tmp_path: Path, suggestion: str, words: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert code != 0 and "not understood" in report and words in report, report
    assert not set(KB.splitlines()) - set(after.splitlines()), report


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.1 新增一条 DedupX，[AB-2] 一条不必删去。",
        "§1.1 新增一条 DedupX，CleanCrawl 一条无需删除。",
    ],
)
def test_a_delete_refused_asks_nothing(tmp_path: Path, suggestion: str) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert code == 0 and "not understood" not in report, report
    [line] = sorted(set(after.splitlines()) - set(KB.splitlines()))
    assert "DedupX" in line, report
