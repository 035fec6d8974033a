"""A footnote the brief writes out whole for a reference that is no paper with an id (`参考文献
末尾附上 [^4]：IMO. *Title*, 2026.`, in backticks after `加入`/`附上`, or after `新增一条：`) is
added after the document's last footnote as given, its colon as theirs; one numbered below the
list's next, or defined already, is reported, never renumbered or written twice. Our own KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied, report_rows

BRIEF_PATH = "inbox/ou/2026-12-30-port-e1prep.md"
KB_PATH = "organized/knowledge/port.md"

KB = """\
# 港口 活文档

## 2 岸电

鹿特丹 2025 年完成全部集装箱泊位岸电改造[^2]。

## 参考文献

[^1]: IMO. *Initial Strategy on GHG*, 2018.
[^2]: Port of Rotterdam. *Shore power programme*, 2025.
[^3]: EU. *AFIR Regulation 2023/1804*, 2023.
"""

DEFINITION = "Port of Hamburg. *Shore power annual report*, 2026."


def brief(suggestion: str) -> str:
    return f"""\
# port · E1 预消化简报（2026-12-30）

## 一、今日条目

### 条目 1：汉堡岸电年报

- **来源**：organized/paper_cards/2612-hamburg-shore.md
- **要点**：汉堡港岸电年报发布。
- **建议归入**：{suggestion}

## 二、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        f"参考文献末尾附上 [^4]：{DEFINITION}",
        f"参考文献末尾附上 `[^4]: {DEFINITION}`",
        f"参考文献加入 `[^4]: {DEFINITION}`",
        f"参考文献新增一条：[^4]: {DEFINITION}",
    ],
)
def test_the_footnote_is_added_as_given(tmp_path: Path, suggestion: str) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 0, report
    lines = after.splitlines()
    (new,) = [line for line in lines if line.startswith("[^4]: ")]
    assert new.startswith("[^4]: Port of Hamburg. *Shore power annual report*, 2026"), new
    assert lines.index(new) == lines.index("[^3]: EU. *AFIR Regulation 2023/1804*, 2023.") + 1


@pytest.mark.parametrize("label", ["[^2]", "[^3]"])
def test_a_label_the_list_has_passed_is_reported(tmp_path: Path, label: str) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(f"参考文献末尾附上 {label}：{DEFINITION}"), BRIEF_PATH
    )
    assert after == KB, after
    assert code == 1, report
    assert report_rows(report), report
