"""A replace that says a label word on both sides of its verb (`星标 2,100 改为 星标 2,380`,
`成熟度 alpha 调为 成熟度 stable`) swaps the values only: the label is never written in place
of a value. An unquoted new value of several words (`许可由 MIT 改成 CC BY 4.0`) runs to the
end of its clause, never cut at its first space; when the words after the space may be the
sentence's own (`改成 CC BY 4.0 并在备注说明`), the request is reported with its words. Our
own words, on a small table KB."""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import render_brief

KB = (
    "# tools 活文档\n\n"
    "## 1 工具表\n\n"
    "| 名称 | 用途 | 许可 | 信号 | 成熟度 |\n"
    "|---|---|---|---|---|\n"
    "| PipeRun | 批量推理 | MIT | 星标 2,100 / 周增 +35 | beta |\n"
    "| LoomCache | KV 复用 | Apache-2.0 | 星标 640 / 周增 +12 | alpha |\n"
    "| DocSet-QA | 评测集 | CC BY-SA 4.0 | 星标 90 / 周增 +3 | stable |\n\n"
    "## 2 修订\n\n"
    "- 2026-12-01：初版。\n"
)
LINES = KB.splitlines(keepends=True)


def brief(request: str) -> str:
    return (
        "# tools · E1 预消化简报（2026-12-14）\n\n## 一、增量\n\n"
        "### 条目 1：复采\n\n"
        "- **来源**：organized/repo_cards/9001-piperun.md\n"
        "- **要点**：数字与许可有变化。\n"
        f"- **建议归入**：{request}\n"
    )


def changed_rows(request: str) -> tuple[list[str], list[str]]:
    """The rows the brief's edits write, and the report rows' reasons for what is not."""
    found = render_brief(brief(request), LINES, "2026-12-14")
    rows = []
    for action, rendered in found:
        if rendered.status is Status.PROPOSED and rendered.edit is not None:
            rows += [line.rstrip("\n") for line in rendered.edit.lines if line not in LINES]
        assert action.kind is not ActionKind.ADD_ENTRY
    reasons = [r.reason for _, r in found if r.status is not Status.PROPOSED]
    return rows, reasons


@pytest.mark.parametrize(
    ("request_", "row"),
    [
        (
            "§1 PipeRun 那一行：星标 2,100 改为 星标 2,380，周增 +35 改成 周增 +52。",
            "| PipeRun | 批量推理 | MIT | 星标 2,380 / 周增 +52 | beta |",
        ),
        (
            "§1 PipeRun 一行只动数字：周增 +35 调为 周增 +41",
            "| PipeRun | 批量推理 | MIT | 星标 2,100 / 周增 +41 | beta |",
        ),
        (
            "§1 LoomCache 一行 成熟度 alpha 调为 成熟度 stable。",
            "| LoomCache | KV 复用 | Apache-2.0 | 星标 640 / 周增 +12 | stable |",
        ),
        (
            "§1 LoomCache 一行：星标 640 更新为 星标 702；其余列不动。",
            "| LoomCache | KV 复用 | Apache-2.0 | 星标 702 / 周增 +12 | alpha |",
        ),
        (
            "§1 的 DocSet-QA：星标 90 更正为 星标 97",
            "| DocSet-QA | 评测集 | CC BY-SA 4.0 | 星标 97 / 周增 +3 | stable |",
        ),
    ],
)
def test_a_label_said_on_both_sides_is_no_value(request_: str, row: str) -> None:
    rows, reasons = changed_rows(request_)
    assert rows == [row], reasons


@pytest.mark.parametrize(
    ("request_", "row"),
    [
        (
            "§1 DocSet-QA 的许可由 CC BY-SA 4.0 改成 CC BY 4.0。",
            "| DocSet-QA | 评测集 | CC BY 4.0 | 星标 90 / 周增 +3 | stable |",
        ),
        (
            "§1 PipeRun 的许可由 MIT 改为 Apache 2.0",
            "| PipeRun | 批量推理 | Apache 2.0 | 星标 2,100 / 周增 +35 | beta |",
        ),
        (
            "§1 LoomCache 一行，许可从 Apache-2.0 换成 BSD 3-Clause；其余不动",
            "| LoomCache | KV 复用 | BSD 3-Clause | 星标 640 / 周增 +12 | alpha |",
        ),
        (
            "§1 PipeRun 的许可由 MIT 更正为 MIT OR Apache-2.0 即可。",
            "| PipeRun | 批量推理 | MIT OR Apache-2.0 | 星标 2,100 / 周增 +35 | beta |",
        ),
    ],
)
def test_an_unquoted_new_value_of_several_words_is_whole(request_: str, row: str) -> None:
    rows, reasons = changed_rows(request_)
    assert rows == [row], reasons


@pytest.mark.parametrize(
    "request_",
    [
        "§1 PipeRun 的许可由 MIT 改成 CC BY 4.0 并在备注说明",
        "§1 DocSet-QA 的许可由 CC BY-SA 4.0 改为 CC BY 4.0 同时补来源",
        "§1 LoomCache 许可从 Apache-2.0 换成 BSD 3-Clause 之后再核对",
        "§1 PipeRun 一行：星标 2,100 改为 星标 2,380 并标注复采日期",
    ],
)
def test_a_new_value_running_into_other_words_is_reported(request_: str) -> None:
    rows, reasons = changed_rows(request_)
    # Never half a value (`CC`, `BSD`) nor the whole tail written into the cell.
    assert rows == [], rows
    assert reasons
