"""A new entry dictated with its source in the form its neighbours give theirs (`…（来源：[18]）。`
beside `- **X**：…（来源：[12]）。`) is written as dictated: the item's 来源 was written after it
as a second source (`（来源：[18]）（来源：SK hynix …`). Dictated without one, it takes the
item's source as its neighbours do. Our own words and our own small KB."""

from __future__ import annotations

from .conftest import kb_after

KB = """\
# 先进封装 · 活文档

## 二、技术

### 2.4 HBM 集成

- **HBM4 接口**：2048 bit 位宽，JEDEC 2025 年定稿（来源：[17]）。
- **HBM4E 定制 base die**：客户可在 base die 集成逻辑（来源：[18]）。
"""


def brief(entry: str) -> str:
    return f"""\
semis · E1 预消化简报(2026-12-04)

一、今日增量

条目 1：HBM4E 堆叠工艺
  • 来源：SK hynix 11 月投资者简报（[18] 的修订版，不另立文献）。
  • 要点：HBM4E 16-Hi 继续用 MR-MUF。
  • 建议归入：§2.4 末尾新增一条，原文照录：
    「{entry}」
"""


def test_the_dictated_source_is_the_only_one() -> None:
    entry = "- **HBM4E 堆叠工艺**：16-Hi 仍以 MR-MUF 为主（来源：[18]）。"
    lines, rows = kb_after(KB, brief(entry))
    assert [status for status, _ in rows] == ["proposed"], rows
    added = [line for line in lines if line.startswith("- **HBM4E 堆叠工艺**")]
    assert len(added) == 1 and added[0].count("来源") == 1, added
    assert added[0].startswith(entry), added


def test_an_entry_dictated_without_a_source_takes_the_item_s() -> None:
    lines, rows = kb_after(KB, brief("- **HBM4E 堆叠工艺**：16-Hi 仍以 MR-MUF 为主。"))
    added = [line for line in lines if line.startswith("- **HBM4E 堆叠工艺**")]
    assert len(added) == 1 and "（来源：SK hynix 11 月投资者简报" in added[0], (added, rows)
