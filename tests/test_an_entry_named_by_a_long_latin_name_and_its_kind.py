"""An entry named by a long Latin name and the Chinese words of its kind before its noun
(`Orion-X2.5-Turbo 安装手册那条删掉`, `… 那条末尾补一句`) is found by those words, as a short name
is. Our own words, on a small KB of our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 部署 活文档

## 五、线索

### 5.9 待核查

- **Orion-X2.5-Turbo 安装手册**（转载站）：标题称单卡可跑，正文不可达；待第二来源。

- **Vela-3 部署指南**（转载站）：标题称一键部署，正文不可达。
"""


def brief(request: str) -> str:
    return (
        "# 部署 · E1 预消化简报（2026-12-06）\n\n## 一、增量\n\n"
        "### 条目 1：线索复查\n\n"
        "- **来源**：复查转载站链接\n"
        "- **要点**：Orion-X2.5-Turbo 安装手册原文已删除。\n"
        f"- **建议归入**：{request}\n"
    )


@pytest.mark.parametrize(
    "request_words",
    ["§5.9 Orion-X2.5-Turbo 安装手册那条删掉。", "§5.9 删去 Orion-X2.5-Turbo 安装手册一条。"],
)
def test_an_entry_named_by_a_long_latin_name_and_its_kind_is_removed(request_words: str) -> None:
    lines, rows = kb_after(KB, brief(request_words))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert not any("Orion" in line for line in lines), lines
    assert any(line.startswith("- **Vela-3 部署指南**") for line in lines), lines


def test_words_appended_to_an_entry_so_named_go_on_its_line() -> None:
    lines, rows = kb_after(KB, brief("§5.9 Orion-X2.5-Turbo 安装手册那条末尾补一句：链接已失效。"))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert lines[6].endswith("待第二来源。链接已失效。"), lines
