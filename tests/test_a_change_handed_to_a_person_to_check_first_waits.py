"""A change the brief hands to a person's (or a stage's) check and merges only after it
(`…，交 Mia 复核后再合入`, `…，经 Lin 确认后再合`, `…，Mia 看过之后再并入`) waits, as `等 X 看过
后再改` does: nothing is proposed, and the row gives the brief's words of the condition. Our
own words, on a small KB of our own."""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import new_lines_of, render_brief

KB = """\
# 向量库活文档

## 1 选型

### 1.1 向量数据库表

| 系统 | 索引 | P99 延迟 (ms) | 许可 |
| --- | --- | --- | --- |
| Qdrant 1.9 | HNSW | 15 | Apache-2.0 |
| Milvus 2.4 | IVF | 22 | Apache-2.0 |
"""
LINES = KB.splitlines(keepends=True)
DATE = "2026-12-23"
CHANGE = "§1.1 表 Qdrant 1.9 行 P99 延迟 由 15 改为 9"


def brief(suggestion: str) -> str:
    return (
        "# vectordb · E1 预消化简报（2026-12-23）\n\n## 一、今日条目\n\n"
        "### 条目 1：Qdrant 复测\n\n"
        "- **来源**：organized/repo_cards/7003-qdrant.md\n"
        "- **要点**：复测 P99 延迟 9 ms。\n"
        f"- **建议归入**：{suggestion}\n"
    )


@pytest.mark.parametrize(
    ("suggestion", "condition"),
    [
        (f"{CHANGE}，交 Mia 复核后再合入。", "交 Mia 复核后再合入"),
        (f"{CHANGE}，经 Lin 确认后再合。", "经 Lin 确认后再合"),
        (f"{CHANGE}，Mia 看过之后再并入。", "Mia 看过之后再并入"),
        (f"{CHANGE}——交给老周核对以后再合并", "交给老周核对以后再合并"),
    ],
)
def test_the_change_is_held_back_with_its_condition(suggestion: str, condition: str) -> None:
    found = render_brief(brief(suggestion), LINES, DATE)
    assert new_lines_of(found, LINES) == []
    assert [(a.kind, r.status) for a, r in found] == [
        (ActionKind.NOT_UNDERSTOOD, Status.NOT_UNDERSTOOD)
    ]
    assert condition in found[0][1].reason
