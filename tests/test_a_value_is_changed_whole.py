"""A value is changed whole, never cut: an unquoted new value in brackets runs to its bracket's
close (`Q2 状态由（未决）改为（部分回答，2026-12）`, not `（部分回答` with the line's bracket
left open); an aside after a new value that asks more (`改为 82.6（口径、日期同改）`) is no part
of the value, and the clause is reported with its words rather than half done; and in a table
row that holds the old count twice (`| 视频最长输入 | 2 | … | 抽帧 2 fps |`), the count that is a
cell of its own is the one changed, once. Our own words, on a small KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied, report_rows

KB_PATH = "organized/knowledge/vision.md"
BRIEF_PATH = "inbox/ren/2026-12-15-vision-e1prep.md"

KB = """\
# vision 活文档

## 三、数字

| 指标 | 数值 | 单位 | 口径 |
|---|---|---|---|
| 视频最长输入 | 2 | 小时 | 开源，抽帧 2 fps |
| 闭源最强 MMMU | 81.2 | 分 | 自述 |

## 六、开放问题

- **Q1**（未决）：视觉 token 压缩是否损失 OCR？
- **Q2**（未决）：原生多模态是否优于拼接？
"""


def brief(request: str) -> str:
    return (
        "# vision · E1 预消化简报（2026-12-15）\n\n## 一、增量\n\n"
        "### 条目 1：长视频模型\n\n"
        "- **来源**：organized/paper_cards/2265-2612-06001.md\n"
        "- **要点**：新模型支持 3 小时视频输入。\n"
        f"- **建议归入**：{request}\n"
    )


def run(tmp_path: Path, request: str) -> tuple[int, str, str]:
    return proposed_and_applied(tmp_path, KB_PATH, KB, brief(request), BRIEF_PATH)


@pytest.mark.parametrize(
    "request_words",
    [
        "§六 Q2 状态由（未决）改为（部分回答，2026-12）。",
        "第六章 Q2 由（未决）更新为（部分回答，2026-12）",
    ],
)
def test_a_bracketed_new_value_runs_to_its_bracket_s_close(
    tmp_path: Path, request_words: str
) -> None:
    code, report, after = run(tmp_path, request_words)
    assert code == 0, report
    assert after == KB.replace("**Q2**（未决）", "**Q2**（部分回答，2026-12）"), report


@pytest.mark.parametrize(
    "request_words",
    [
        "§三 闭源最强 MMMU 由 81.2 改为 82.6（口径、日期同改）。",
        "§三 闭源最强 MMMU 从 81.2 改成 82.6（另补口径）",
    ],
)
def test_an_aside_after_the_new_value_that_asks_more_is_reported(
    tmp_path: Path, request_words: str
) -> None:
    code, report, after = run(tmp_path, request_words)
    assert after == KB and code == 1, report
    assert any("81.2" in row and "82.6" in row for row in report_rows(report)), report


def test_an_aside_after_the_new_value_that_asks_nothing_stays_the_value_s(tmp_path: Path) -> None:
    code, report, after = run(tmp_path, "§三 闭源最强 MMMU 由 81.2 改为 82.6（自述）。")
    assert code == 0, report
    assert after == KB.replace("| 81.2 |", "| 82.6（自述） |"), report


@pytest.mark.parametrize(
    "request_words",
    [
        "§三「视频最长输入」一行：数值由 2 改成 3。",
        "§三 视频最长输入：2 → 3",
    ],
)
def test_the_count_that_is_a_cell_of_its_own_is_changed_once(
    tmp_path: Path, request_words: str
) -> None:
    code, report, after = run(tmp_path, request_words)
    assert code == 0, report
    row = "| 视频最长输入 | 2 | 小时 | 开源，抽帧 2 fps |"
    assert after == KB.replace(row, row.replace("| 2 |", "| 3 |")), report


@pytest.mark.parametrize(
    ("request_words", "status"),
    [
        ("§六 Q1 由「未决」改为「已关闭」。", "（已关闭）"),
        ("§六 Q1 状态由（未决）改为（已关闭，2026-12）。", "（已关闭，2026-12）"),
    ],
)
def test_a_question_s_status_given_old_and_new_is_swapped_as_written(
    tmp_path: Path, request_words: str, status: str
) -> None:
    code, report, after = run(tmp_path, request_words)
    assert code == 0, report
    assert after == KB.replace("**Q1**（未决）", f"**Q1**{status}"), report
