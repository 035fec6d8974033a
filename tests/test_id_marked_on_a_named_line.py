"""An arXiv id marked on a line the request names (`"X" 一行末尾标注 arXiv:…`, `X 条目加引用
arXiv:…`) is appended to that line, as `"X" 一行补 arXiv:…` is: the line is an entry, not a
citation of the list to annotate, and no new citation is asked. Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

KB = "organized/knowledge/serving.md"
BRIEF = "inbox/lin/2026-12-22-serving-e1prep.md"

LINES_KB = """\
# serving 活文档

## 二、缓存

### 2.1 前缀缓存

- **共享前缀树**：多请求共用一棵基数树，命中后跳过 prefill（arXiv:2401.40001）。
- **块级哈希**：按固定块哈希匹配前缀，实现简单但粒度粗。

## 三、引用列表

1. arXiv:2401.40001 — Radix Trees for Prefix Reuse〔§2.1〕
"""

BEFORE = "- **块级哈希**：按固定块哈希匹配前缀，实现简单但粒度粗。"
AFTER = "- **块级哈希**：按固定块哈希匹配前缀，实现简单但粒度粗（arXiv:2612.70707）。"


def brief(request: str) -> str:
    return (
        "# serving · E1 预消化（2026-12-22）\n\n## 一、条目\n\n"
        "### 条目 1：块哈希的碰撞率实测（arXiv:2612.70707）\n\n"
        "- **来源**：organized/paper_cards/5-2612-70707.md\n"
        "- **要点**：实测块级哈希在 16 token 块下碰撞率低于万分之一。\n"
        f"- **建议归入**：{request}\n"
    )


@pytest.mark.parametrize(
    "request_words",
    [
        '§2.1 "块级哈希" 一行末尾标注 arXiv:2612.70707。',
        "§2.1「块级哈希」这条标注 arXiv:2612.70707。",
        "§2.1 块级哈希 条目加引用 arXiv:2612.70707。",
        '§2.1 "块级哈希" 那一行加引用：arXiv:2612.70707。',
        "§2.1 块级哈希 那条后面标注 arXiv:2612.70707。",
    ],
)
def test_the_id_is_appended_to_the_line_named(request_words: str, tmp_path: Path) -> None:
    code, report, after = proposed_and_applied(
        tmp_path / "kb", KB, LINES_KB, brief(request_words), BRIEF
    )
    assert code == 0, report
    lines = after.splitlines()
    assert AFTER in lines and BEFORE not in lines, after
    # Nothing else: no citation of the list is added or annotated.
    assert after.replace(AFTER, BEFORE) == LINES_KB
    assert "add source" in report and "not understood" not in report, report
