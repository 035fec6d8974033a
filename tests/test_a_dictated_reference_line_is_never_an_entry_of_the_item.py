"""A bibliography of `- Author, X. (Year). Title. arXiv:….` lines sorted by author: a reference
line the brief dictates for it (in backquotes or not, after `末尾加`, `按字母序补录`, `补`),
whose own full stops and hyphenated initials end no sentence of the request, is written as
given at its place by author; a line in another form is reported. Never an entry made of the
item's 要点 and 来源. Our own KB and words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied, report_rows

BRIEF_PATH = "inbox/mu/2026-12-24-compilers-e1prep.md"
KB_PATH = "organized/knowledge/compilers.md"

KB = """\
# 编译器 活文档

## 2 优化

调度器见 (Adams, 2019)。

## 附录 参考文献

- Adams, A. et al. (2019). Learning to optimize Halide with tree search. arXiv:1905.01234.
- Chen, T. et al. (2018). TVM: an automated end-to-end optimizing compiler. arXiv:1802.04799.
- Zheng, L. et al. (2020). Ansor: generating high-performance tensor programs. arXiv:2006.06762.

## 附录 变更

- 2026-11-28 初版。
"""

LINE = "Lee, J.-H. et al. (2026). Tiramisu-Y: polyhedral scheduling on GPUs. arXiv:2612.01234."


def brief(suggestion: str) -> str:
    return f"""\
# compilers · E1 预消化简报（2026-12-24）

## 一、今日条目

### 条目 1：Tiramisu-Y

- **来源**：organized/paper_cards/2612-tiramisu-y.md
- **要点**：多面体调度在 GPU 上的新结果。
- **建议归入**：{suggestion}

## 二、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        f"参考文献末尾加 `- {LINE}`",
        f"参考文献按字母序补录 `- {LINE}`",
        f"参考文献补 - {LINE}",
    ],
)
def test_the_reference_line_is_written_at_its_place_by_author(
    tmp_path: Path, suggestion: str
) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 0, report
    added = [line for line in after.splitlines() if line not in KB.splitlines()]
    assert len(added) == 1 and added[0].startswith(f"- {LINE[:-1]}"), report
    lines = after.splitlines()
    assert lines.index(added[0]) == lines.index(KB.splitlines()[9]) + 1, report


def test_a_reference_line_in_another_form_is_reported(tmp_path: Path) -> None:
    suggestion = "参考文献末尾加 `- Lee, J.-H. et al. (2026). Tiramisu-Y. Proc. PLDI 2026, 12.`"
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert after == KB and code == 1, report
    assert not any("要点" in line for line in after.splitlines()), report
    assert any("Tiramisu-Y" in row for row in report_rows(report)), report
