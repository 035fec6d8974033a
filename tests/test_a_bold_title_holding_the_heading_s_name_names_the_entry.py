"""A new entry the request titles in bold or quotes with an aside that holds the item
heading's name (`新增一条 **门控缓存（GateKV）** 条目` for `GateKV —— 门控缓存`) is named by
that title whole (`**门控缓存（GateKV）**（arXiv:…）：…`), as `标题用"X（Y）"` names it: never
the heading's name with the title pushed into the id's bracket (`**GateKV**（arXiv:…，门控缓存
（GateKV））`). A title whose aside does not hold that name stays the entry's label."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import applied_kb

BRIEF_PATH = "inbox/kai/2026-12-21-inference-e1prep.md"
MARK = "（E1 2026-12-21 · 条目 1）"

KB = """\
# inference 活文档

## 2 缓存

### 2.1 KV 缓存

**分页缓存**：按块分配显存，碎片低于 4%。

**前缀复用**：多轮对话共享前缀，命中率过半。

## 3 调度

### 3.1 批处理

**连续批处理**：逐步插入新请求，吞吐翻倍。
"""


def brief(suggestion: str, heading: str = "GateKV —— 门控缓存") -> str:
    return (
        "# inference · E1 预消化简报（2026-12-21）\n\n"
        f"### 条目 1：{heading}\n\n"
        "- **来源**：organized/paper_cards/9101.md（arXiv:2611.44444）\n"
        "- **要点**：按注意力分数门控淘汰 KV，长上下文显存降四成。\n"
        f"- **建议归入**：{suggestion}\n"
    )


def added(before: str, after: str) -> list[str]:
    old = before.splitlines()
    return [line for line in after.splitlines() if line and line not in old]


@pytest.mark.parametrize(
    ("suggestion", "heading", "title"),
    [
        (
            "§2.1 KV 缓存 新增一条 **门控缓存（GateKV）** 条目。",
            "GateKV —— 门控缓存",
            "门控缓存（GateKV）",
        ),
        ("§2.1 新增一条 **门控淘汰（GateKV）**，写明显存降幅。", "GateKV", "门控淘汰（GateKV）"),
        ("§2.1 新增一条「显存门控（GateKV）」条目。", "GateKV —— 门控缓存", "显存门控（GateKV）"),
        (
            "在 §2.1 补一条 **分数门控（Gate KV Cache）** 条目。",
            "门控 KV Cache",
            "分数门控（Gate KV Cache）",
        ),
    ],
)
def test_the_bold_title_names_the_entry_whole(
    tmp_path: Path, suggestion: str, heading: str, title: str
) -> None:
    after = applied_kb(tmp_path, KB, brief(suggestion, heading), BRIEF_PATH)
    (entry,) = added(KB, after)
    assert entry == (
        f"**{title}**（arXiv:2611.44444）：按注意力分数门控淘汰 KV，长上下文显存降四成。{MARK}"
    ), entry


def test_a_title_whose_aside_holds_another_name_stays_a_label(tmp_path: Path) -> None:
    # `（Radix 路线）` does not hold the heading's name GateKV: the title is a topic beside it.
    suggestion = "§2.1 新增一条 **门控缓存（Radix 路线）** 条目。"
    (entry,) = added(KB, applied_kb(tmp_path, KB, brief(suggestion), BRIEF_PATH))
    assert entry.startswith("**GateKV**（arXiv:2611.44444，门控缓存（Radix 路线））："), entry
