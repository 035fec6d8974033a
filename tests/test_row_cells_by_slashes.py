"""A new table row whose cells the brief gives apart by slashes after a colon (`新增一行 X，
列按表头填：a / b / c`, `加一行 X：a / b / c`, `添一行：X / a / b / c`) is written with those
cells, in order, when they are as many as the table's columns (the name after `一行` being the
first); when they are not, the row is reported, never half filled from the item's words.
`下载/月` and `vLLM/SGLang` (no space beside the slash) are one cell's words. Our own words."""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind

from .conftest import new_lines_of, render_brief

KB = (
    "# tools 活文档\n\n"
    "## 1 工具表\n\n"
    "| 名称 | 用途 | 许可 | 下载/月 | 成熟度 |\n"
    "|---|---|---|---|---|\n"
    "| PipeRun | 批量推理 | MIT | 2,100 | beta |\n"
    "| LoomCache | KV 复用 | Apache-2.0 | 640 | alpha |\n\n"
    "## 2 修订\n\n"
    "- 2026-12-01：初版。\n"
)
LINES = KB.splitlines(keepends=True)
MARK = "（E1 2026-12-14 · 条目 1）"


def brief(request: str) -> str:
    return (
        "# tools · E1 预消化简报（2026-12-14）\n\n## 一、增量\n\n"
        "### 条目 1：GridServe\n\n"
        "- **来源**：organized/repo_cards/9004-gridserve.md\n"
        "- **要点**：GridServe 做多机分片推理，README 自述吞吐翻倍。\n"
        f"- **建议归入**：{request}\n"
    )


def written(request: str) -> tuple[list[str], list[str]]:
    found = render_brief(brief(request), LINES, "2026-12-14")
    new = new_lines_of(found, LINES)
    reasons = [r.reason for a, r in found if a.kind is ActionKind.ADD_ENTRY]
    return new, reasons


@pytest.mark.parametrize(
    ("request_", "row"),
    [
        (
            "§1 工具表末尾新增一行 GridServe，列按表头填：分片推理 / Apache-2.0 / 310 / alpha",
            f"| GridServe | 分片推理 | Apache-2.0 | 310 | alpha{MARK} |",
        ),
        (
            "§1 加一行 GridServe：分片推理 / Apache-2.0 / 1,020 / alpha",
            f"| GridServe | 分片推理 | Apache-2.0 | 1,020 | alpha{MARK} |",
        ),
        (
            "§1 表添一行：GridServe / 多机分片推理 / MIT / 310 / beta。",
            f"| GridServe | 多机分片推理 | MIT | 310 | beta{MARK} |",
        ),
        (
            "§1 新增一行 GridServe，按列填：分片推理（多机）/ Apache-2.0 / 310 / alpha；§2 不动",
            f"| GridServe | 分片推理（多机） | Apache-2.0 | 310 | alpha{MARK} |",
        ),
        (
            "§1 增加一行 GridServe，依次为：vLLM/SGLang 插件 ／ BSD-3 ／ 88 ／ alpha",
            f"| GridServe | vLLM/SGLang 插件 | BSD-3 | 88 | alpha{MARK} |",
        ),
    ],
)
def test_slashed_cells_fill_the_row(request_: str, row: str) -> None:
    new, reasons = written(request_)
    assert new == [row], reasons


@pytest.mark.parametrize(
    "request_",
    [
        # One cell too many, one too few: which goes where is not guessed.
        "§1 工具表末尾新增一行 GridServe，列按表头填：多机 / 分片推理 / Apache-2.0 / 310 / alpha",
        "§1 加一行 GridServe：分片推理 / Apache-2.0 / alpha",
        "§1 表添一行：GridServe / 分片推理 / 310 / alpha。",
        "§1 新增一行 GridServe，各列依次为：分片推理 / vLLM / SGLang / Apache-2.0 / 310 / alpha",
    ],
)
def test_slashed_cells_not_as_many_as_the_columns_are_reported(request_: str) -> None:
    new, reasons = written(request_)
    assert new == [], new
    assert any("cells for a table of 5 columns" in r for r in reasons), reasons
