"""A source asked right after a replace in a named entry, naming no section of its own
(`§2.1 X 条目的"A"改为"B"，并补出处 arXiv:…`, `…，同时补上来源 arXiv:…`, `…。再补引 arXiv:…`),
goes on that entry: one patch with both edits on its line, no row. A replace that names no entry
(quoted values only) leaves the source reported, and a source naming its own section goes there.
Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/he/2026-12-14-networking-e1prep.md"
KB_PATH = "organized/knowledge/networking.md"

KB = """\
# networking 活文档

## 2 拥塞控制

### 2.1 数据中心

- **DCQCN**（arXiv:2101.00061）：基于 ECN 的速率控制，尾延迟降 40%。
- **Swift**（arXiv:2101.00062）：基于时延的窗口控制，丢包率低 5 倍。

### 2.2 广域网

- **BBR**（arXiv:2101.00063）：带宽时延积建模。
"""

NEW_LINE = (
    "- **Swift**（arXiv:2101.00062）：基于时延的窗口控制，丢包率低 7 倍（arXiv:2612.06666）。"
)


def brief(suggestion: str) -> str:
    return f"""\
# networking · E1 预消化简报（2026-12-14）

## 一、条目

### 条目 1：Swift 复测

- 来源：arXiv:2612.06666
- 要点：独立复测显示丢包率低 7 倍。
- 建议归入：{suggestion}
"""


def run(tmp_path: Path, suggestion: str) -> tuple[int, str, str]:
    return proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)


@pytest.mark.parametrize(
    "suggestion",
    [
        "§2.1 Swift 条目的“低 5 倍”更新为“低 7 倍”，并补出处 arXiv:2612.06666。",
        "§2.1 把 Swift 条目的“低 5 倍”改成“低 7 倍”，同时补上来源 arXiv:2612.06666。",
        "§2.1 Swift 条目的“低 5 倍”改为“低 7 倍”。再补引 arXiv:2612.06666。",
    ],
)
def test_the_source_goes_on_the_entry_just_edited(tmp_path: Path, suggestion: str) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert code == 0 and "not understood" not in report, report
    assert NEW_LINE in after.splitlines(), after
    assert after.count("2612.06666") == 1, after


def test_a_replace_naming_no_entry_leaves_the_source_reported(tmp_path: Path) -> None:
    code, report, after = run(tmp_path, "§2.1 “低 5 倍”改为“低 7 倍”，并补出处 arXiv:2612.06666。")
    assert "丢包率低 7 倍。" in after and "2612.06666" not in after, after
    assert code == 1 and "add source" in report, report
