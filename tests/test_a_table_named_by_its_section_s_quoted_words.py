"""A table named by its section's quoted words and 表 (`「推理框架」表新增一行：| … |`,
`「推理框架」表 SGLang 一行的备注从「A」改成「B」`) is that section's one table, as
`「推理框架」一节` names the section; and a clause that names only a row and its column
(`X 一行的备注`) joins the clause after its comma that gives the values (`，从「A」改成「B」`).
Our own words and KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

KB_PATH = "organized/knowledge/serving.md"
BRIEF_PATH = "inbox/ren/2026-12-15-serving-e1prep.md"

KB = """\
# serving 活文档

## 五、部署

### （一）推理框架

| 框架 | 支持模型 | 多图 | 备注 |
|---|---|---|---|
| vLLM | Qwen3-VL | 是 | 主线支持 |
| SGLang | LLaVA 系 | 是 | 前缀缓存实验性 |

### （二）端侧

**MLC**：手机端推理。
"""

SGLANG = "| SGLang | LLaVA 系 | 是 | 前缀缓存实验性 |"


def brief(request: str) -> str:
    return (
        "# serving · E1 预消化简报（2026-12-15）\n\n## 一、增量\n\n"
        "### 条目 1：SGLang v0.7\n\n"
        "- **来源**：organized/repo_cards/9999-sglang.md\n"
        "- **要点**：SGLang v0.7 把前缀缓存并入主线。\n"
        f"- **建议归入**：{request}\n"
    )


def run(tmp_path: Path, request: str) -> tuple[int, str, str]:
    return proposed_and_applied(tmp_path, KB_PATH, KB, brief(request), BRIEF_PATH)


def test_a_row_written_out_goes_in_the_table_named_by_its_section(tmp_path: Path) -> None:
    code, report, after = run(
        tmp_path, "「推理框架」表新增一行：| TRT-LLM | Qwen3-VL | 否 | 需编译 |"
    )
    assert code == 0, report
    (new,) = [line for line in after.splitlines() if line not in KB.splitlines()]
    assert new.startswith("| TRT-LLM | Qwen3-VL | 否 | 需编译"), new
    lines = after.splitlines()
    assert lines.index(new) == lines.index(SGLANG) + 1, after


@pytest.mark.parametrize(
    "request_words",
    [
        "「推理框架」表 SGLang 一行的备注从「前缀缓存实验性」改成「前缀缓存已进主线」。",
        "「推理框架」表 SGLang 一行的备注，从「前缀缓存实验性」改成「前缀缓存已进主线」。",
        "§五（一）表 SGLang 一行的备注，从「前缀缓存实验性」改成「前缀缓存已进主线」。",
    ],
)
def test_a_row_s_cell_is_changed_in_the_table_named_by_its_section(
    tmp_path: Path, request_words: str
) -> None:
    code, report, after = run(tmp_path, request_words)
    assert code == 0, report
    assert after == KB.replace(SGLANG, SGLANG.replace("前缀缓存实验性", "前缀缓存已进主线")), report


FIGURES_KB = KB.replace(
    "### （二）端侧\n",
    "### （二）关键数字\n\n| 指标 | 数值 | 单位 | 当前最高（模型 / 分数） |\n|---|---|---|---|\n"
    "| 视频最长输入 | 2 | 小时 | Qwen3-VL / 抽帧 2 fps |\n\n### （三）端侧\n",
)
VIDEO = "| 视频最长输入 | 2 | 小时 | Qwen3-VL / 抽帧 2 fps |"


@pytest.mark.parametrize(
    ("request_words", "new"),
    [
        ("「关键数字」表「视频最长输入」一行：数值 2 改成 3。", VIDEO.replace("| 2 |", "| 3 |")),
        # A column named without its header's aside.
        (
            "「关键数字」表 视频最长输入 一行当前最高更新为 Qwen3-VL-Plus / 抽帧 1 fps。",
            "| 视频最长输入 | 2 | 小时 | Qwen3-VL-Plus / 抽帧 1 fps |",
        ),
    ],
)
def test_a_cell_of_a_table_named_by_its_section_s_quoted_words_is_changed(
    tmp_path: Path, request_words: str, new: str
) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, FIGURES_KB, brief(request_words), BRIEF_PATH
    )
    assert code == 0, report
    assert after == FIGURES_KB.replace(VIDEO, new), report
