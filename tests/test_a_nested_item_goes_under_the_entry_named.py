"""A nested item the brief dictates under a list item it names (`「常见失效模式」下补一条子项：
「…」`) goes after that item's last nested item, in its indent and marker, or, under an item
with none, one level in as the document nests its items; one asked right after a nested item
(`在「X」后面增补一条子项：「…」`) goes right after it; one under the entry an edit before named
(`并在该条下加一个子项`) goes there. Where the document nests no item, or the item asked to be
followed is no nested item, which level is meant is not guessed: reported."""

from __future__ import annotations

import pytest

from .conftest import added_to, kb_after

KB = """\
# 管网活文档

## 二、方法

### （一）分区计量

- 常见失效模式：
  - 边界阀门关闭不严，MNF 偏低。
  - 大用户夜间用水未扣除，MNF 偏高。
- 约 18% 的 DMA 在一年内出现边界失效。

### （二）声学检漏

- 适用管材：金属管为主。
"""


def brief(request: str) -> str:
    return (
        "# pipes · E1 预消化简报（2026-12-02）\n\n## 一、增量\n\n"
        "### 条目 1：青屿年报\n\n"
        "- **来源**：organized/reports/qingyu.md\n"
        "- **要点**：入口流量计电池耗尽造成数据断档。\n"
        f"- **建议归入**：{request}\n\n"
        "## 三、本轮建议的归并动作\n\n- 见条目 1。\n"
    )


NEW = "  - 入口流量计电池耗尽，数据断档。（E1 2026-12-02 · 条目 1）"


@pytest.mark.parametrize(
    "request_words",
    [
        "§二（一）「常见失效模式」下补一条子项：「入口流量计电池耗尽，数据断档。」",
        "§二（一）常见失效模式那条下面再加一个子项：「入口流量计电池耗尽，数据断档。」",
        "§二（一）在「大用户夜间用水未扣除」后面增补一条子项：「入口流量计电池耗尽，数据断档。」",
        "§二（一）「常见失效模式」里追加子项「入口流量计电池耗尽，数据断档。」",
    ],
)
def test_the_nested_item_goes_after_the_last_one(request_words: str) -> None:
    lines, _ = kb_after(KB, brief(request_words))
    at = lines.index("  - 大用户夜间用水未扣除，MNF 偏高。")
    assert lines[at + 1] == NEW
    assert lines[at + 2] == "- 约 18% 的 DMA 在一年内出现边界失效。"


def test_under_an_item_with_none_it_takes_the_document_s_nesting() -> None:
    lines, _ = kb_after(KB, brief("§二（二）「适用管材」下补一条子项：「PE 管效果差。」"))
    at = lines.index("- 适用管材：金属管为主。")
    assert lines[at + 1] == "  - PE 管效果差。（E1 2026-12-02 · 条目 1）"


def test_under_the_entry_an_edit_before_named() -> None:
    request = (
        '§二（二）「适用管材」那条的"金属管为主"改为"金属管为主，PE 管次之"；'
        "并在该条下加一个子项：「PE 管效果差。」"
    )
    lines, _ = kb_after(KB, brief(request))
    at = lines.index("- 适用管材：金属管为主，PE 管次之。")
    assert lines[at + 1] == "  - PE 管效果差。（E1 2026-12-02 · 条目 1）"


@pytest.mark.parametrize(
    ("kb", "request_words"),
    [
        (
            KB.replace("  - ", "- "),
            "§二（二）「适用管材」下补一条子项：「PE 管效果差。」",
        ),
        (KB, "§二（一）在「常见失效模式」后面增补一条子项：「入口流量计电池耗尽，数据断档。」"),
        (KB, "§二（一）「常见失效模式」下补一条子项"),
    ],
)
def test_a_level_not_told_is_reported(kb: str, request_words: str) -> None:
    added, outcomes = added_to(kb, brief(request_words))
    assert added == []
    assert any(status in ("unresolved", "not understood") for status, _ in outcomes)
