"""Unquoted values with a Chinese measure word (`6 秒改为 8 秒`, `3 分钟内改为 5 分钟内`,
`1.8 倍更新为 2.1 倍`, `8 卡更换为 16 卡`) are read as a replace, each value whole with its
unit; before, they were not read, and the clause fell through to a new entry. A new value in
full-width digits (`94% 更换为 ９１%`) is written in the KB's ASCII digits."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

KB_PATH = "organized/knowledge/runtime.md"
BRIEF_PATH = "inbox/ada/2026-12-15-runtime-e1prep.md"

KB = """\
# 运行时活文档

## 1. 容错

### 1.1 检查点

- **异步快照**：先拷到主机内存再写盘，停顿从 40 秒降到 6 秒；恢复需 3 分钟内完成。
- **分层恢复**：8 卡组内互备，吞吐损失 1.8 倍以内，可用率 94%。
"""


def brief(suggested: str) -> str:
    return (
        "# runtime · E1 预消化简报(2026-12-15)\n\n## 一、增量\n\n"
        "### 条目 1：SnapFix（arXiv:2612.06666）\n\n"
        "- **来源**：paper_cards/6.md\n"
        "- **要点**：复测了两种检查点方案。\n"
        f"- **建议归入**：{suggested}\n"
    )


@pytest.mark.parametrize(
    ("suggested", "old", "new"),
    [
        ("§1.1 异步快照条目：停顿由 6 秒改为 8 秒。", "降到 6 秒", "降到 8 秒"),
        ("§1.1 异步快照那条，3 分钟内更新为 5 分钟内。", "3 分钟内完成", "5 分钟内完成"),
        ("§1.1 分层恢复一条 1.8 倍调整为 2.1 倍。", "1.8 倍以内", "2.1 倍以内"),
        ("§1.1 分层恢复：8 卡更换为 16 卡。", "8 卡组内", "16 卡组内"),
        ("§1.1 分层恢复：可用率由 94% 更换为 ９１%。", "可用率 94%", "可用率 91%"),
    ],
)
def test_a_value_with_its_measure_word_is_replaced(
    tmp_path: Path, suggested: str, old: str, new: str
) -> None:
    code, report, kb = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggested), BRIEF_PATH)
    assert code == 0, report
    assert "replace values" in report and "add entry" not in report, report
    assert new in kb and old not in kb, kb
    assert len(kb.splitlines()) == len(KB.splitlines()), kb
