"""`§3.2 新增一段 Late Fusion：<words>` and `§3.2 新增一段：<words>` dictate a new paragraph's
words after the colon, as `新增一条：<words>` dictates a line: an item with no 要点 still gets
them written, in the section's paragraph form. A Latin name of several words is the name whole.
Without a colon, or with too few words, nothing is dictated and the item stays reported. Our
own words, on a small KB of our own."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied, report_rows

KB_PATH = "organized/knowledge/fusion.md"
BRIEF_PATH = "inbox/ann/2026-12-27-fusion-e1prep.md"

KB = """\
# fusion 活文档

## 3 多模态融合

### 3.2 融合位置

早期融合：在输入层拼接各模态的特征，实现简单但对齐要求高。

中期融合：各模态先独立编码，再在中间层用交叉注意力交互。
"""


def brief(suggestion: str) -> str:
    return f"""\
# fusion · E1 预消化简报（2026-12-27）

## 一、今日条目

### 条目 1：晚期融合

- **来源**：organized/paper_cards/82-x.md
- **建议归入**：{suggestion}
"""


def run(tmp_path: Path, suggestion: str) -> tuple[int, str, str]:
    return proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)


WORDS = "各模态独立完成预测，再对输出做加权投票，模态缺失时最稳健。"


@pytest.mark.parametrize(
    "suggestion",
    [
        f"§3.2 新增一段 Late Fusion：{WORDS}",
        f"§3.2 新增一段 **Late Fusion**：{WORDS}",
        f"§3.2 新增一段：{WORDS}",
        f"§3.2 新增一段文字：{WORDS}",
    ],
)
def test_the_words_after_the_colon_are_the_new_paragraph(tmp_path: Path, suggestion: str) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert code == 0, report
    (new,) = [line for line in after.splitlines() if WORDS in line]
    assert new.split("（E1")[0].endswith(WORDS), new
    assert after.startswith(KB.rstrip("\n")), after


@pytest.mark.parametrize(
    "suggestion",
    [
        "§3.2 新增一段 Late Fusion，内容待定。",
        "§3.2 新增一段：待补。",
    ],
)
def test_no_words_dictated_leaves_the_item_reported(tmp_path: Path, suggestion: str) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert after == KB and code == 1, report
    assert report_rows(report), report
