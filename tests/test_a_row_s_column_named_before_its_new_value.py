"""A row's cell named by its row and its column, quoted or not, then its new value after a
comma (`ISOS-L-2 这一行的"条件"列，更正为「…」`) is that cell's change, as with no comma; the
other rows stand."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 叠层活文档

## 4 测试标准

### 4.1 协议

| 协议 | 条件 | 时长 |
|---|---|---|
| ISOS-D-3 | 85 °C / 85% RH，暗态 | 1000 h |
| ISOS-L-2 | 65 °C，1 sun 光照，MPP | 1000 h |
"""


def brief(request: str) -> str:
    return (
        "# tandem · E1 预消化简报（2026-12-12）\n\n## 一、增量\n\n"
        "### 条目 1：ISOS-L-2 条件更正\n\n"
        "- **来源**：Khenkin 2020 原文表 2\n"
        "- **要点**：L-2 允许 65 或 85 °C。\n"
        f"- **建议归入**：{request}\n\n"
        "## 三、本轮建议的归并动作\n\n- 见条目 1。\n"
    )


@pytest.mark.parametrize(
    "request_words",
    [
        '§4.1 ISOS-L-2 这一行的"条件"列，更正为「65 °C 或 85 °C，1 sun 光照，MPP」',
        "§4.1 ISOS-L-2 这一行的条件列，改为「65 °C 或 85 °C，1 sun 光照，MPP」",
        '§4.1 ISOS-L-2 那一行的"条件"列更正为「65 °C 或 85 °C，1 sun 光照，MPP」',
    ],
)
def test_the_cell_takes_its_new_value(request_words: str) -> None:
    lines, _ = kb_after(KB, brief(request_words))
    assert "| ISOS-L-2 | 65 °C 或 85 °C，1 sun 光照，MPP | 1000 h |" in lines
    assert "| ISOS-D-3 | 85 °C / 85% RH，暗态 | 1000 h |" in lines
