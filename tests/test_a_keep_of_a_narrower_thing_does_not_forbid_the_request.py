"""A keep whose object is narrower than the request does not forbid it: words kept out of one
existing entry of a section named by its heading words (`…别写进「向量索引」一节的 HNSW 条目`)
leave a new entry in that section free; a keep of the section's existing entries (`勿动 §2.2
已有条目`) forbids edits of them, not a new one; and an exception the keep's own sentence makes
at a place kbpatch reads only as the kept section (`第二部分不动，只在第二部分 · 二新增…`) is
reported, never called forbidden. Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied
from .test_a_condition_after_the_request_withholds_it import BRIEF_PATH, KB, KB_PATH, run


def with_caveat(suggestion: str, caveat: str) -> str:
    return f"""\
# storage · E1 预消化简报（2026-12-09）

## 一、条目

### 条目 1：GraphSlab：分块图索引

- 来源：arXiv:2612.04444
- 要点：把近邻图切成定长块存放，冷启动查询延迟降 40%（作者自测）。
- 建议归入：{suggestion}

## 二、值得警惕

- {caveat}
"""


@pytest.mark.parametrize(
    "caveat",
    [
        "GraphSlab 与 HNSW 的对比结论不要写进「向量索引」一节 的 HNSW 条目。",
        "两者的延迟比较别写入「向量索引」一节里的 HNSW 条目。",
    ],
)
def test_words_kept_out_of_one_entry_leave_a_new_entry_free(tmp_path: Path, caveat: str) -> None:
    text = with_caveat("「向量索引」一节新增一条 GraphSlab。", caveat)
    _, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, text, BRIEF_PATH)
    assert "- **GraphSlab" in after, report
    assert "forbid" not in report, report


@pytest.mark.parametrize(
    "suggestion",
    [
        "§2.2 新增 GraphSlab 一条；勿改动 §2.2 既有条目。",
        "§2.2 补一条 GraphSlab，§2.2 现有条目不要动。",
        "§2.2 新增 GraphSlab 条目；别改 §2.2 原有各条。",
        "§2.2 添一条 GraphSlab；§2.2 已有的条目保持不变。",
    ],
)
def test_a_keep_of_existing_entries_leaves_a_new_entry_free(
    tmp_path: Path, suggestion: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert code == 0, report
    assert "- **GraphSlab" in after, report
    assert "forbid" not in report, report


@pytest.mark.parametrize(
    "suggestion",
    [
        '§2.2 "分层小世界图" 改为 "分层可导航小世界图"；勿改动 §2.2 既有条目。',
        '§2.2 现有条目不要动；§2.2 "分层小世界图" 改为 "分层可导航小世界图"。',
    ],
)
def test_a_keep_of_existing_entries_still_forbids_changing_them(
    tmp_path: Path, suggestion: str
) -> None:
    _, report, after = run(tmp_path, suggestion)
    assert after == KB, report
    assert "forbids it" in report, report


PARTS_KB = """\
# 训练笔记

## 第二部分 后训练

### 第二部分 · 一 监督微调

1) **LIMA**：少量高质量样本。

### 第二部分 · 二 蒸馏

1) **MiniLLM**：反向 KL 蒸馏。
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        "第二部分不动，只在第二部分 · 二新增一条 GraphSlab。",
        "第二部分不动，仅在第二部分 · 二 补一条 GraphSlab。",
    ],
)
def test_an_exception_kbpatch_cannot_place_apart_is_reported_not_forbidden(
    tmp_path: Path, suggestion: str
) -> None:
    text = with_caveat(suggestion, "无。")
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, PARTS_KB, text, BRIEF_PATH)
    assert "forbids it" not in report, report
    if after == PARTS_KB:
        assert code == 1, report
        assert "excepts a place inside" in report, report
    else:
        assert "GraphSlab" in after.split("### 第二部分 · 二")[1], report
