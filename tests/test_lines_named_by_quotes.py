"""A quote that names the line an append or a source goes on (`"X" 那一行后面附上来源链接 URL`,
`"X" 这行注明出处（arXiv:…）`) is the place, not the words to add: the line is `already
present` only when it holds the URL or the id, and the reference is written as the entries cite
(`（URL）`, `（arXiv:…）`). Lines named together (`"A" 与 "B" 两行都补 arXiv:…`, `"A" 和
"B" 两条末尾各补一句"…"`) each get the addition; one not found is reported. Our own words."""

from __future__ import annotations

import pytest

from .conftest import new_lines_of, render_brief

KB = (
    "# serving 活文档\n\n"
    "## 1 部署经验\n\n"
    "- **StepFlow 第三方复现**：社区在 A100 上复现到作者吞吐的 85%，配置见 待补。\n"
    "- **LoomCache 冷启动**：首次加载约 40 s，热启动 3 s。\n\n"
    "## 2 趋势\n\n"
    "- 推理服务从单机批处理走向多机分片与弹性调度。\n"
    "- 显存预算开始按租户显式分配。\n\n"
    "## 3 修订\n\n"
    "- 2026-12-01：初版。\n"
)
LINES = KB.splitlines(keepends=True)
URL = "https://example.org/stepflow-repro"
STEP = "- **StepFlow 第三方复现**：社区在 A100 上复现到作者吞吐的 85%，配置见 待补"
LOOM = "- **LoomCache 冷启动**：首次加载约 40 s，热启动 3 s"
TREND = "- 推理服务从单机批处理走向多机分片与弹性调度"
BUDGET = "- 显存预算开始按租户显式分配"


def brief(request: str) -> str:
    return (
        "# serving · E1 预消化简报（2026-12-14）\n\n## 一、增量\n\n"
        "### 条目 1：复现与出处\n\n"
        "- **来源**：organized/paper_cards/7001-2612-55501.md\n"
        "- **要点**：补齐复现链接与趋势出处。\n"
        f"- **建议归入**：{request}\n"
    )


def outcome(request: str, lines: list[str] = LINES) -> tuple[list[str], list[str]]:
    found = render_brief(brief(request), lines, "2026-12-14")
    new = new_lines_of(found, lines)
    return new, [f"{r.status.value}: {r.reason}" for _, r in found if r.reason]


@pytest.mark.parametrize(
    ("request_", "line"),
    [
        (
            f'§1 "StepFlow 第三方复现" 那一行后面附上来源链接 {URL}，原句不改写。',
            f"{STEP}（{URL}）。",
        ),
        (
            '§2 "推理服务从单机批处理走向多机分片与弹性调度" 这行注明出处（arXiv:2612.55501）。',
            f"{TREND}（arXiv:2612.55501）。",
        ),
        (
            '§1 "LoomCache 冷启动" 这一行末尾补上链接 https://example.org/loom',
            f"{LOOM}（https://example.org/loom）。",
        ),
        (
            f'§1 "StepFlow 第三方复现" 这条后面附上来源链接：{URL}',
            f"{STEP}（{URL}）。",
        ),
        (
            '§1 "LoomCache 冷启动" 那条末尾补一句"冷启动含权重下载"。',
            f"{LOOM}。冷启动含权重下载。",
        ),
    ],
)
def test_the_quote_naming_the_line_is_not_the_words_added(request_: str, line: str) -> None:
    new, reasons = outcome(request_)
    assert new == [line], reasons


@pytest.mark.parametrize(
    "request_",
    [
        '§1 "LoomCache 冷启动" 这一行末尾补上链接 https://example.org/loom',
        '§1 "LoomCache 冷启动" 那一行后面附上来源链接 https://example.org/loom',
        '§2 "显存预算开始按租户显式分配" 这行注明出处（arXiv:2612.55501）。',
        '§2 "显存预算开始按租户显式分配" 这一行注明出处 arXiv:2612.55501',
    ],
)
def test_already_present_only_when_the_reference_is(request_: str) -> None:
    held = [
        line.replace("热启动 3 s。", "热启动 3 s。链接见 https://example.org/loom 。").replace(
            "按租户显式分配。", "按租户显式分配（arXiv:2612.55501）。"
        )
        for line in LINES
    ]
    new, reasons = outcome(request_, held)
    assert new == [], new
    assert any(r.startswith("already present") for r in reasons), reasons


@pytest.mark.parametrize(
    ("request_", "written"),
    [
        (
            '§2 "推理服务从单机批处理走向多机分片" 与 "显存预算开始按租户显式分配" '
            "两行都补 arXiv:2612.55501。",
            [f"{TREND}（arXiv:2612.55501）。", f"{BUDGET}（arXiv:2612.55501）。"],
        ),
        (
            '§2 "推理服务从单机批处理走向多机分片"、"显存预算开始按租户显式分配" '
            "两行各补出处 arXiv:2612.55501",
            [f"{TREND}（arXiv:2612.55501）。", f"{BUDGET}（arXiv:2612.55501）。"],
        ),
        (
            '§2 "多机分片与弹性调度" 和 "租户显式分配" 都加上 arXiv:2612.55501',
            [f"{TREND}（arXiv:2612.55501）。", f"{BUDGET}（arXiv:2612.55501）。"],
        ),
        (
            '§1 "StepFlow 第三方复现" 和 "LoomCache 冷启动" 两条末尾各补一句"数据待复核"。',
            [f"{STEP}。数据待复核。", f"{LOOM}。数据待复核。"],
        ),
    ],
)
def test_each_line_named_together_gets_the_addition(request_: str, written: list[str]) -> None:
    new, reasons = outcome(request_)
    assert new == written, reasons


def test_a_line_named_together_but_absent_is_reported() -> None:
    new, reasons = outcome(
        '§2 "推理服务从单机批处理走向多机分片" 与 "并不存在的一行" 两行都补 arXiv:2612.55501。'
    )
    assert new == [f"{TREND}（arXiv:2612.55501）。"]
    assert any("并不存在的一行" in r and r.startswith("unresolved") for r in reasons), reasons
