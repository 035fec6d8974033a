"""A clause after a request that says the request waits (`…，要等数据公开之后`, `…，复测完了再说`,
`…——补丁合入以后`, `…（如复测通过）`) or is put off (`…，推迟到下一批`) withholds it: the request
is reported with those words as a conditional (or a deferral), and no patch is written. A place
said after the request (`…，排在 X 条目之后`) and a wait for the rest (`…，其余以后再说`) are no
such clause; a wait negated (`（不必等 E3）`) is no condition. Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/li/2026-12-09-storage-e1prep.md"
KB_PATH = "organized/knowledge/storage.md"

KB = """\
# storage 活文档

## 2 索引

### 2.1 倒排索引

- **Lucene**（arXiv:2101.00001）：段合并与跳表。

### 2.2 向量索引

- **HNSW**（arXiv:1603.09320）：分层小世界图。
- **IVF-PQ**（arXiv:2101.00002）：倒排加乘积量化。
"""


def brief(suggestion: str) -> str:
    return f"""\
# storage · E1 预消化简报（2026-12-09）

## 一、条目

### 条目 1：GraphSlab：分块图索引

- 来源：arXiv:2612.04444
- 要点：把近邻图切成定长块存放，冷启动查询延迟降 40%（作者自测）。
- 建议归入：{suggestion}
"""


def run(tmp_path: Path, suggestion: str) -> tuple[int, str, str]:
    return proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)


WAITING = [
    # A wait for something, opening the clause after the request.
    ("§2.2 补一条 GraphSlab，但还要等数据集公开之后。", "要等数据集公开之后"),
    ("§2.2 新增 GraphSlab 条目，不过得先等第二轮复测。", "得先等第二轮复测"),
    ("§2.2 添一条 GraphSlab，须待作者补齐消融。", "须待作者补齐消融"),
    ("§2.2 新增 GraphSlab 条目，等补丁合入后再动笔。", "等补丁合入后再动笔"),
    # What it waits for, then 再 and a verb closing the sentence.
    ("§2.2 补录 GraphSlab，复测完了再说。", "复测完了再说"),
    ("§2.2 登记 GraphSlab 一条，E3 读完全文再定。", "E3 读完全文再定"),
    # A time after an event, as a clause of its own.
    ("§2.2 补一条 GraphSlab——补丁合入以后。", "补丁合入以后"),
    ("§2.2 新增 GraphSlab 条目，但应在独立复测之后。", "但应在独立复测之后"),
    # An aside that waits, or opens with "if".
    ("§2.2 新增 GraphSlab 条目（如 E3 复测通过）。", "如 E3 复测通过"),
    ("§2.2 新增 GraphSlab 条目（等代码放出）。", "等代码放出"),
]


@pytest.mark.parametrize(("suggestion", "said"), WAITING)
def test_a_wait_after_the_request_withholds_it_as_a_conditional(
    tmp_path: Path, suggestion: str, said: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert after == KB, report
    assert code == 1
    (row,) = [line for line in report.splitlines() if "(条目 1)" in line]
    assert "not understood" in row and "a conditional" in row and said in row, report


@pytest.mark.parametrize(
    ("suggestion", "said"),
    [
        ("§2.2 补一条 GraphSlab，推迟到下一批。", "推迟到下一批"),
        ("§2.2 补一条 GraphSlab，暂缓到下个月。", "暂缓到下个月"),
        ("§2.2 新增 GraphSlab 条目，缓至年底。", "缓至年底"),
    ],
)
def test_a_deferral_after_the_request_withholds_it(
    tmp_path: Path, suggestion: str, said: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert after == KB, report
    assert code == 1
    (row,) = [line for line in report.splitlines() if "(条目 1)" in line]
    assert "not understood" in row and said in row, report


@pytest.mark.parametrize(
    "suggestion",
    [
        "§2.2 补一条 GraphSlab，排在 HNSW 条目之后。",
        "§2.2 补一条 GraphSlab，放在 HNSW 之后。",
        "§2.2 补一条 GraphSlab，其余以后再说。",
        # One part waits, not the request: the citation is put off.
        "§2.2 补一条 GraphSlab，引用以后再说。",
        # A wait negated is no condition.
        "§2.2 新增 GraphSlab 条目（不必等 E3）。",
        "§2.2 新增 GraphSlab 条目（无需等待 E3 复测）。",
        "§2.2 新增 GraphSlab 条目，不用等 E3。",
    ],
)
def test_a_place_or_a_negated_wait_after_the_request_leaves_it_proposed(
    tmp_path: Path, suggestion: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert code == 0, report
    assert "- **GraphSlab" in after, report
