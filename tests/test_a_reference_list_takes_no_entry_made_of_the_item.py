"""A section titled as the list of references (`## 8 参考文献`) takes no entry made of an
item's words (`§8 登记 Qian` in the closing list, an item whose 要点 is findings): reported,
as the reference the brief does not write out is."""

from __future__ import annotations

import pytest

from .conftest import added_to

KB = """\
# 叠层活文档

## 3 可靠性

- 旁路二极管密度目前按晶硅经验配置。

## 8 参考文献

1. Babics M, et al. Outdoor performance of tandem modules. 2025.
2. Bowring A, et al. Reverse bias behaviour of perovskite cells. 2025.
"""


def brief(closing: str) -> str:
    return (
        "# tandem · E1 预消化简报（2026-12-13）\n\n## 一、增量\n\n"
        "### 增量 3：旁路二极管密度实测（Qian 2026）\n\n"
        "- **来源**：organized/paper_cards/2402-qian-2026-bypass.md\n"
        "- **要点**：8 片/二极管配置下反向偏压损伤降低 70%。\n"
        "- **建议归入**：§3 末尾补一条：「- 8 片配置下反向偏压损伤降低 70%〔Qian 2026〕。」\n\n"
        f"## 三、本轮建议的归并动作\n\n- {closing}\n"
    )


@pytest.mark.parametrize(
    "closing",
    ["§8 登记 Qian（增量 3）。", "§8 新增一条 Qian 2026（增量 3）", "参考文献补 Qian（增量 3）"],
)
def test_no_entry_of_the_item_goes_into_the_references(closing: str) -> None:
    added, outcomes = added_to(KB, brief(closing))
    assert added == ["- 8 片配置下反向偏压损伤降低 70%〔Qian 2026〕。（E1 2026-12-13 · 增量 3）"]
    assert any(status in ("unresolved", "not understood") for status, _ in outcomes)
