"""An edit an item's 关系 line speaks of (`§2.2 保有量"约 45 万辆"需改为"约 48 万辆"`) that its
建议归入 does not ask is reported for a person to weigh; when the same item refuses that edit
there (`§2.2 不动`, `§2.2 本轮不改`), the refusal answers it: skipped with the refusal's words,
nothing to check by hand. Our own words, on our own cold-chain KB."""

from __future__ import annotations

import pytest

from .cold_chain_kb import KB
from .conftest import kb_after

BRIEF = """\
# cold-chain · E1 预消化简报（2027-02-05）

## 一、今日重要增量

### 条目 1：冷链年报

- **来源**：中物联冷链委《2027 冷链年报》（2027-02-01）
- **要点**：全国冷库总容量约 2.3 亿立方米；冷藏车保有量约 48 万辆。
- **与活文档的关系**：§2.2 保有量"约 45 万辆"需改为"约 48 万辆"。
- **建议归入**：§2.1 "约 2.1 亿立方米"改为"约 2.3 亿立方米"。{keep}
"""


@pytest.mark.parametrize("keep", ["§2.2 不动。", "§2.2 本轮不改。"])
def test_a_relation_line_edit_the_item_refuses_is_skipped(keep: str) -> None:
    lines, rows = kb_after(KB, BRIEF.format(keep=keep))
    assert "保有量约 45 万辆<sup>3</sup>。" in lines, rows
    assert "not understood" not in [status for status, _ in rows], rows
    assert any("§2.2" in reason and status == "skipped" for status, reason in rows), rows


def test_a_relation_line_edit_nothing_refuses_is_reported() -> None:
    lines, rows = kb_after(KB, BRIEF.format(keep=""))
    assert "保有量约 45 万辆<sup>3</sup>。" in lines, rows
    assert any("关系" in reason for status, reason in rows if status == "not understood"), rows
