"""A KB whose entries are paragraphs opening with their name in marks (`【DPO】直接偏好优化…`):
a new entry opens so too (`【KTO】…`), never `KTO（arXiv:…）：…` beside them; in a section of
several such paragraphs and in one of a single one when the document's other entries are so.
Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .dry_run import added, dry_run

KB = """# 对齐 活文档

## 1. 偏好优化

### 1.1 离线方法

【SimPO】以平均对数概率作隐式奖励，不需要参考模型（arXiv:2405.14734）。

【ORPO】把偏好项并入监督微调的损失，一步训练完成（arXiv:2403.07691）。

### 1.2 在线方法

【OnlineDPO】每轮用当前策略采样再标注偏好，数据分布随训练移动。

## 2. 开放问题

1. 离线方法在长回答上是否系统性偏短？
"""


def brief(section: str, request: str) -> str:
    return (
        "inference · E1 预消化简报（2026-12-02）\n\n"
        "## 条目 1：BinPref（arXiv:2612.50001）—— 只用单点好坏标签的偏好优化\n\n"
        "来源：卡片 organized/paper_cards/binpref.md\n\n"
        "要点：BinPref 不需要成对比较，只用每条回答的好坏标签训练，标注成本减半。\n\n"
        f"**建议归入**：{request.format(s=section)}\n\n"
        "## 合并建议\n\n"
        f"1. {section} 新增 BinPref（条目 1）。\n"
    )


REQUESTS = [
    "{s} 新增一条 BinPref。",
    "在 {s} 补一条 BinPref。",
    "{s} 末尾添加 BinPref 条目。",
    "BinPref 收录进 {s}。",
]


@pytest.mark.parametrize("section", ["§1.1", "§1.2"])
@pytest.mark.parametrize("request_", REQUESTS)
def test_a_new_entry_opens_with_its_name_in_marks(
    tmp_path: Path, section: str, request_: str
) -> None:
    out = dry_run(tmp_path, KB, brief(section, request_))
    new = [line for line in added(out) if line.strip()]
    assert len(new) == 1, out
    assert new[0].startswith("【BinPref】不需要成对比较"), new
    assert "arXiv:2612.50001" in new[0] and "BinPref（arXiv" not in new[0]
    # A paragraph of its own, after a blank line, as its neighbours stand.
    assert "" in added(out)


def test_a_lone_marked_paragraph_in_a_document_of_plain_ones_teaches_nothing(
    tmp_path: Path,
) -> None:
    kb = KB.replace("【SimPO】", "SimPO：").replace("【ORPO】", "ORPO：")
    out = dry_run(tmp_path, kb, brief("§1.2", REQUESTS[0]))
    new = [line for line in added(out) if line.strip()]
    assert new and not new[0].startswith("【"), new
