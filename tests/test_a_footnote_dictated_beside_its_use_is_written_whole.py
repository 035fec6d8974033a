"""`脚注补 [^3]：<definition>，并在 §1 X 条目末尾加 [^3]`: a footnote's definition the brief
dictates after the noun and its verb (`脚注补`, `脚注新增`, `脚注里再加一条`, as `补脚注`) is
written whole, up to its paper's id and never with the words of the request joined after it
(`，并在…`); that second request is done or reported with its words, never dropped. Our own
words and KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied, report_rows

BRIEF_PATH = "inbox/kim/2026-12-18-bike-e1prep.md"
KB_PATH = "organized/knowledge/bike.md"

KB = """\
# 自行车保养笔记

## 1. 传动

1. **链条**（Shimano，2022）：每 300 公里清洁上油[^1]。
2. **飞轮**（SRAM，2023）：磨损后换挡迟滞[^2]。
3. **中轴**（Campagnolo，2021）：压入式中轴易异响。

## References

[^1]: Shimano. Chain Maintenance Guide. 2022. arXiv:2201.00001
[^2]: SRAM. Cassette Wear Notes. 2023. arXiv:2301.00002
"""

DEFINITION = "Rossi et al. Press-Fit Bottom Bracket Noise. arXiv:2105.01234"


def brief(suggestion: str) -> str:
    return f"""\
# bike · E1 预消化简报（2026-12-18）

## 一、条目

### 条目 1：中轴异响 —— 压入式中轴测试

- 来源：inbox/kim/2026-12-17-bb.md
- 要点：压入式中轴在潮湿环境下异响概率翻倍。
- **建议归入**：{suggestion}

## 三、本轮建议动作

- 条目 1 按上文建议归入处理。
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        f"脚注补 [^3]：{DEFINITION}，并在 §1 中轴 条目末尾加 [^3]。",
        f"脚注新增 [^3]：{DEFINITION}，同时在 §1 中轴条目末尾加上 [^3]。",
        f"脚注里再加一条 [^3]：{DEFINITION}，并给 §1 中轴 条目末尾加 [^3]。",
        f"补脚注 [^3]：{DEFINITION}，并在 §1 中轴 条目末尾加 [^3]。",
    ],
)
def test_the_definition_is_written_and_its_use_is_not_dropped(
    tmp_path: Path, suggestion: str
) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    (defined,) = [line for line in after.splitlines() if line.startswith("[^3]:")]
    assert defined.startswith(f"[^3]: {DEFINITION}"), after
    assert "并" not in defined and "§1" not in defined and "同时" not in defined, defined
    used = any(line.startswith("3. **中轴**") and "[^3]" in line for line in after.splitlines())
    reported = [r for r in report_rows(report) if "中轴" in r and "[^3]" in r]
    assert used or (reported and code == 1), report


@pytest.mark.parametrize(
    "suggestion",
    [f"脚注补 [^3]：{DEFINITION}。", f"脚注新增 [^3]: {DEFINITION}"],
)
def test_a_definition_alone_after_the_noun_and_its_verb_is_written(
    tmp_path: Path, suggestion: str
) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 0, report
    (defined,) = [line for line in after.splitlines() if line.startswith("[^3]:")]
    assert defined.startswith(f"[^3]: {DEFINITION}"), after
