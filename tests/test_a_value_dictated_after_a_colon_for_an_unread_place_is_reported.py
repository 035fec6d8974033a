"""A new value dictated after a change verb and a colon (`问题 1 的标题改为：「…」`,
`X 的释义替换成：「…」`) for a place kbpatch does not read is reported with its words, as the
same value without the colon is, even as the last of several requests on one line."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 管网活文档

## 一、指标

临江 2025 年综合漏损率 10.4%。

## 五、开放问题

#### 问题 1：覆盖率是否存在拐点？

状态：开放
"""


def brief(request: str) -> str:
    return (
        "# pipes · E1 预消化简报（2026-12-03）\n\n## 一、增量\n\n"
        "### 条目 1：问题整理\n\n"
        "- **来源**：inbox/mia/notes.md\n"
        "- **要点**：问题 1 的标题问错了。\n"
        f"- **建议归入**：{request}\n\n"
        "## 三、本轮建议的归并动作\n\n- 见条目 1。\n"
    )


@pytest.mark.parametrize(
    "request_words",
    [
        "§一 末尾补一句：「2026 年降至 10.1%。」；问题 1 的标题改为：「超过多少后效益递减？」",
        "术语表 MNF 释义替换成：「夜间最小流量。」 - 问题 1 标题换成：「超过多少后效益递减？」",
        "§一 末尾补一句：「2026 年降至 10.1%。」；问题 1 标题更新为「超过多少后效益递减？」",
    ],
)
def test_the_value_is_reported_not_dropped(request_words: str) -> None:
    _, outcomes = kb_after(KB, brief(request_words))
    assert any("超过多少后效益递减" in reason for _, reason in outcomes)
