"""A keep of figures written before the section that holds them (`the Europe 10%–15% in §5.3
also stays`, `欧洲 10%–15% 在 §5.3 不动`) keeps those figures, as `§5.3 的欧洲 10%–15% 不动`
does: the item's sentence appended to the section is made. It held every edit of the
section. Our own KB (tests/footnote_kb.py)."""

from __future__ import annotations

import pytest

from .conftest import kb_after
from .footnote_kb import KB, brief

APPEND = "§2.2 末尾追加一句「舟山实测寿命 4.1 年。」"


@pytest.mark.parametrize(
    "keep",
    ["the 3–5 年 in §2.2 also stays", "3–5 年在 §2.2 不动", "§2.2 的 3–5 年也不动"],
)
def test_a_keep_of_figures_holds_only_them(keep: str) -> None:
    lines, rows = kb_after(KB, brief(f"{APPEND}。{keep}。"))
    assert "防污涂层寿命约 3–5 年[^2]。舟山实测寿命 4.1 年。" in lines, rows


def test_a_keep_of_the_section_still_holds_it() -> None:
    lines, rows = kb_after(KB, brief(f"{APPEND}。§2.2 stays."))
    assert lines == KB.splitlines(), rows
