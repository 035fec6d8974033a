"""Requests said beside or after another edit of the same item are read with it. A new entry
placed right after an entry named in the section the edit before named (`E 节 X 条目里「A」替换
为「B」；并在 X 条目之后插入一条：「- **Y**（2025 商用）：…」`) goes there, in one patch with the
edit, named by its own name (a name dated in brackets, `（2025 商用）`, is a name). A closing
line that says the item's edit again in other words (`登记 [R4]`, `改 60 GWh 为 75 GWh`, `10 → 15
美元`) joins it: one edit, nothing reported beside it. Our own KB and words (tests/tide_kb.py)."""

from __future__ import annotations

import pytest

from .conftest import kb_after
from .tide_kb import KB, brief

PARTNERS = KB.replace(
    "## C. 术语",
    "### B.3 合作方\n\n"
    "- **Atlantis × SIMEC**（2019 合并）：英国，按月服务费 10 美元。\n"
    "- **Orbital × EMEC**（2021 签约）：英国，测试阶段。\n\n"
    "## C. 术语",
)
TELSTRA = "- **Nova × EMEC**（2026 签约）：英国，漂浮式示范。（E1 2026-12-07 · 条目 1）"


@pytest.mark.parametrize(
    "then",
    [
        "；并在 Atlantis × SIMEC 条目之后插入一条：",
        "；在 Atlantis × SIMEC 那条后面增补一条：",
    ],
)
def test_an_entry_placed_after_a_named_one_in_the_section_before(then: str) -> None:
    suggestion = (
        f"B.3 Atlantis × SIMEC 条目里「英国」替换为「英国苏格兰」{then}"
        "「- **Nova × EMEC**（2026 签约）：英国，漂浮式示范。」"
    )
    lines, rows = kb_after(PARTNERS, brief(suggestion))
    assert [status for status, _ in rows] == ["proposed", "proposed"], rows
    at = lines.index("- **Atlantis × SIMEC**（2019 合并）：英国苏格兰，按月服务费 10 美元。")
    assert lines[at + 1] == TELSTRA


@pytest.mark.parametrize(
    ("suggestion", "closing"),
    [
        ("参考资料补一条：「[R4] 国家能源局. 海洋能发展规划. 2026.」", "登记 [R4]（条目 1）。"),
        ("B.2 的「60 GWh」更新为「75 GWh」", "B.2 改 60 GWh 为 75 GWh（条目 1）。"),
        ("B.3 的「10 美元」改为「15 美元」", "B.3 服务费 10 → 15 美元（条目 1）。"),
    ],
)
def test_a_closing_line_saying_the_edit_again_joins_it(suggestion: str, closing: str) -> None:
    _, rows = kb_after(PARTNERS, brief(suggestion, closing))
    assert rows == [("proposed", "")], rows
