"""A KB whose entries are headings (`#### Lattice（2026-05）` over a paragraph): a new entry of
a name that such a heading already carries is reported, never written a second time (before,
the heading was not seen as a twin, and a second `#### Lattice` was written)."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

KB_PATH = "organized/knowledge/runtime.md"
BRIEF_PATH = "inbox/ada/2026-12-14-runtime-e1prep.md"

KB = """\
# 运行时活文档

## 1 执行

### 1.1 编译

每种编译方案一小节。

#### Lattice（2026-05）

把算子图切成静态块再编译，冷启动 40 s。来源：arXiv:2605.01234。

#### TileFuse

相邻算子按 tile 融合，显存峰值降两成。来源：arXiv:2607.04321。

### 1.2 调度

- **抢占**：按优先级抢占 decode 槽位。
"""


def brief(name: str, suggested: str) -> str:
    return (
        "# runtime · E1 预消化简报(2026-12-14)\n\n## 一、增量\n\n"
        f"### 条目 1：{name}（arXiv:2612.05555）\n\n"
        "- **来源**：paper_cards/5.md\n"
        "- **要点**：静态分块编译的新版本，冷启动降到 25 s。\n"
        f"- **建议归入**：{suggested}\n"
    )


@pytest.mark.parametrize(
    ("name", "suggested"),
    [
        ("Lattice", "§1.1 新增 Lattice 条目。"),
        ("Lattice", "1.1 节补一条 Lattice。"),
        ("TileFuse", "§1.1 新增 TileFuse 条目。"),
    ],
)
def test_a_name_a_heading_entry_carries_is_reported(
    tmp_path: Path, name: str, suggested: str
) -> None:
    _, report, kb = proposed_and_applied(tmp_path, KB_PATH, KB, brief(name, suggested), BRIEF_PATH)
    assert kb == KB, kb
    assert f"an entry named 「{name}」 already stands in this section" in report, report
