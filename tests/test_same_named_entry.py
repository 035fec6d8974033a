"""A new entry named as an entry the section already holds (`- **Lanes**：…`, `| Lanes | …`) is
not added a second time: it is unresolved, with the line, since such a request is more often a
misread edit of that entry than a new one. A longer name (`Lanes-2`) is another entry. (Our own
KBs and briefs.)"""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import render_brief

DATE = "2026-12-19"


def brief(name: str) -> str:
    return (
        "# inference · E1 预消化简报（2026-12-19）\n\n"
        "## 一、增量\n\n"
        f"### 增量 1：{name} —— 按租户划分通道（arXiv:2612.80001）\n\n"
        "- **要点**：按租户划分 KV 通道，尾延迟下降 20%。\n"
        f"- **建议归入**：§1 新增一条 {name}。\n"
    )


LIST = "- **Lanes**：按租户划分 KV 通道。\n- **Ferry**：请求跨节点迁移。\n"
TABLE = "| 项目 | 要点 |\n|---|---|\n| Lanes | 按租户划分 KV 通道 |\n| Ferry | 请求跨节点迁移 |\n"


def entry_result(section: str, name: str) -> tuple[Status, str]:
    lines = f"# inference 活文档\n\n## 1 调度\n\n{section}\n## 2 修订\n\n- 初版。\n"
    results = render_brief(brief(name), lines.splitlines(keepends=True), DATE)
    entry = [r for a, r in results if a.kind is ActionKind.ADD_ENTRY]
    assert len(entry) == 1
    return entry[0].status, entry[0].reason


@pytest.mark.parametrize(("section", "line"), [(LIST, 5), (TABLE, 7)], ids=["list", "table"])
def test_an_entry_named_as_one_the_section_holds_is_not_added_again(
    section: str, line: int
) -> None:
    status, reason = entry_result(section, "Lanes")
    assert status is Status.UNRESOLVED
    assert f"an entry named 「Lanes」 already stands in this section (line {line})" in reason


@pytest.mark.parametrize("section", [LIST, TABLE], ids=["list", "table"])
def test_a_longer_name_is_another_entry(section: str) -> None:
    status, reason = entry_result(section, "Lanes-2")
    assert status is Status.PROPOSED, reason
