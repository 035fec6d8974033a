"""The E1 format's relation field written with its bare label (`关系：…`, `**关系**：…`,
`- 脉络：…`) is the item's relation to the KB, read as `与现有脉络的关系：` is: its words are
for the one who merges, never a sentence of the new entry. A sentence that only holds the
word (`两者关系：互补。` inside the summary) stays. Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .dry_run import added, dry_run

KB = """# 推理 活文档

## 1. 调度

### 1.1 批处理

- **连续批处理**（arXiv:2301.40001）：decode 优先，默认开启。
- **分块预填充**（arXiv:2301.40002）：长提示分块，与 decode 混跑。
"""


def brief(relation: str) -> str:
    return (
        "inference · E1 预消化简报（2026-12-02）\n\n"
        "## 条目 1：SlotFill（arXiv:2612.91001）—— 按槽位填充批次\n\n"
        "来源：卡片 organized/paper_cards/slotfill.md\n\n"
        "要点：SlotFill 把空出的批次槽位立即交给排队最久的请求，吞吐提升一成。\n\n"
        f"{relation}\n\n"
        "**建议归入**：§1.1 新增一条 SlotFill。\n"
    )


@pytest.mark.parametrize(
    "relation",
    [
        "关系：与 §1.1 的连续批处理同属调度层，可并列。",
        "**关系**：与 §1.1 的连续批处理同属调度层，可并列。",
        "- 关系：与 §1.1 的连续批处理同属调度层，可并列。",
        "脉络：与 §1.1 的连续批处理同属调度层，可并列。",
        "关系: 与 §1.1 的连续批处理同属调度层，可并列。",
    ],
)
def test_a_bare_relation_label_is_not_entry_text(tmp_path: Path, relation: str) -> None:
    out = dry_run(tmp_path, KB, brief(relation))
    (entry,) = [line for line in added(out) if line.strip()]
    assert entry.startswith("- **SlotFill**（arXiv:2612.91001）：把空出的批次槽位"), entry
    assert "同属调度层" not in entry and "关系" not in entry, entry
