"""A numbered reference the brief writes out whole with no paper's id (`参考文献末尾添加：
`[19] 某厂. 新闻稿, 2026-11-18.``, `参考文献附上 [19] …`, `参考文献增补 [19]：「[19] …」`) is added
as given after the list's last, where the list numbers its references so (`[18] …`): no arXiv
id is asked for, its stops and commas inside the backticks cut nothing, and the sentence
after it (`… B.1 那条不改`) is a request of its own. A number the list has passed is
reported. Our own KB and words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/mo/2026-12-22-salt-e1prep.md"
KB_PATH = "organized/knowledge/salt.md"

KB = """\
# 海盐 活文档

## A. 产区

### A.1 主要盐场

- **长芦盐场**：北方最大的海盐产区[1]。
- **布袋盐场**：台湾西南部，已转型观光[2]。

## R. 参考文献 · References

[1] 中国盐业协会. 海盐产区年报, 2025-06.
[2] Lin H, et al. Salt pans of southwest Taiwan. *Coastal Heritage*, 2023.
"""

REFERENCE = "[3] 莺歌海盐场. 2026 年晒盐季生产通报, 2026-11-18."


def brief(suggestion: str) -> str:
    return f"""\
# salt · E1 预消化简报（2026-12-22）

## 一、今日条目

### 条目 1：莺歌海盐场晒盐季通报

- **来源**：organized/paper_cards/2612-yinggehai.md
- **要点**：莺歌海盐场公布 2026 年晒盐季产量。
- **建议归入**：{suggestion}

## 二、本轮结论与建议动作

- 见条目 1。
"""


def added(after: str) -> list[str]:
    return [line for line in after.splitlines() if line not in KB.splitlines()]


@pytest.mark.parametrize(
    "suggestion",
    [
        f"参考文献末尾添加：`{REFERENCE}`",
        f"参考文献附上 `{REFERENCE}`",
        f"参考文献列表末尾登记：`{REFERENCE}` A.1 长芦那条不改。",
        f"参考文献增补 [3]：「{REFERENCE}」",
    ],
)
def test_the_reference_is_added_as_given_after_the_last(tmp_path: Path, suggestion: str) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 0, report
    (new,) = added(after)
    assert new.startswith(REFERENCE.removesuffix(".")), new
    lines = after.splitlines()
    assert lines[lines.index(new) - 1].startswith("[2] Lin H"), after
    assert "not understood" not in report and "arXiv" not in report, report


def test_a_number_the_list_has_passed_is_reported(tmp_path: Path) -> None:
    suggestion = f"参考文献附上 `{REFERENCE.replace('[3]', '[2]')}`"
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert after == KB
    assert code != 0 and "[2] is listed already" in report, report
