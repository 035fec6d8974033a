"""A line that asks for new entries by two names its one item speaks of together (`§5.6 登记 A 和
B 两个引擎（各一条）`, `补一条 A，再补一条 B`, `新增一条 A；§5.6 新增一条 B`): kbpatch writes
one entry of an item's words and does not split them between the names, so the line is
reported with both names; never one entry holding both, nor a second one folded away. A line
naming one new entry (another name only in its words) still adds it. Our own words."""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import FIXTURE_KB, KB_PATH, new_lines_of, render_brief

DATE = "2026-12-17"
LINES = FIXTURE_KB.read_text(encoding="utf-8").splitlines(keepends=True)


def brief(suggestion: str) -> str:
    return (
        "# inference · E1 预消化简报（2026-12-17）\n\n"
        f"对照：{KB_PATH}\n\n## 一、增量\n\n"
        "### 增量 1：两个手机端推理引擎\n\n"
        "- **来源**：organized/repo_cards/6101-nanorun.md、organized/repo_cards/6102-palmserve.md\n"
        "- **要点**：NanoRun（高通 NPU，README 自测 3B 模型 19 tok/s）与 PalmServe（苹果 ANE，"
        "README 自测 1B 模型 54 tok/s），均为 README 自述。\n"
        f"- **建议归入**：{suggestion}\n"
    )


@pytest.mark.parametrize(
    "suggestion",
    [
        "§5.6 登记 NanoRun 和 PalmServe 两个引擎（各一条）。",
        "§5.6 补一条 NanoRun，再补一条 PalmServe。",
        "§5.6 新增一条 NanoRun；§5.6 新增一条 PalmServe。",
        "§5.6 收入 **NanoRun** 与 **PalmServe**，各一条。",
        "§5.6 新增一条 NanoRun，另加一条 PalmServe。",
        "add NanoRun and PalmServe to §5.6, one entry each.",
    ],
)
def test_two_names_of_one_item_are_reported_with_both_names(suggestion: str) -> None:
    results = render_brief(brief(suggestion), LINES, DATE)
    assert new_lines_of(results, LINES) == []
    assert not [a for a, r in results if r.status is Status.PROPOSED]
    reasons = " ".join(a.reason for a, _ in results)
    assert "「NanoRun」、「PalmServe」" in reasons, [(a.kind, a.reason) for a, _ in results]


@pytest.mark.parametrize(
    "suggestion",
    [
        "§5.6 新增一条 NanoRun。",
        "§5.6 新增一条 NanoRun，与 PalmServe 对比。",
        "§5.6 新增一条 NanoRun（与 PalmServe 对比，各项数字见卡片）。",
        "§5.6 补一条 NanoRun；§七 登记一条引用。",
    ],
)
def test_one_new_entry_naming_another_thing_is_still_added(suggestion: str) -> None:
    results = render_brief(brief(suggestion), LINES, DATE)
    adds = [(a, r) for a, r in results if a.kind is ActionKind.ADD_ENTRY]
    assert [r.status for _, r in adds] == [Status.PROPOSED], [
        (a.kind, r.status, r.reason) for a, r in results
    ]
    assert any(line.startswith("- **NanoRun**") for line in new_lines_of(results, LINES))
