"""An entry written as a heading with its date after the name (`##### Lattice（2026-05）` over
one paragraph) is the entry a brief names `Lattice`: words appended to it go to the end of
its paragraph. Before, the date made the heading another name (`no entry of the document
opens with Lattice`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

KB_PATH = "organized/knowledge/runtime.md"
BRIEF_PATH = "inbox/ada/2026-12-17-runtime-e1prep.md"

KB = """\
# 运行时活文档

## 执行

### 编译

##### Lattice（2026-05）

把算子图切成静态块再编译，冷启动 40 s。

##### TileFuse (2026-07)

相邻算子按 tile 融合，显存峰值降两成。
"""


def brief(suggested: str) -> str:
    return (
        "# runtime · E1 预消化简报(2026-12-17)\n\n## 一、增量\n\n"
        "### 条目 1：BlockJit（arXiv:2612.08888）\n\n"
        "- **来源**：paper_cards/8.md\n"
        "- **要点**：复测了两种编译方案。\n"
        f"- **建议归入**：{suggested}\n"
    )


@pytest.mark.parametrize(
    ("suggested", "line"),
    [
        ('在 Lattice 条目末尾补一句"冷启动复测为 38 s"。', "把算子图切成静态块再编译"),
        ('「编译」一节 Lattice 那条末尾补一句"冷启动复测为 38 s"。', "把算子图切成静态块再编译"),
        ('TileFuse 条目后附上"冷启动复测为 38 s"。', "相邻算子按 tile 融合"),
    ],
)
def test_words_go_to_the_end_of_the_dated_heading_s_paragraph(
    tmp_path: Path, suggested: str, line: str
) -> None:
    code, report, kb = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggested), BRIEF_PATH)
    assert code == 0, report
    changed = [text for text in kb.splitlines() if "38 s" in text]
    assert len(changed) == 1 and changed[0].startswith(line), kb
    assert len(kb.splitlines()) == len(KB.splitlines()), kb
