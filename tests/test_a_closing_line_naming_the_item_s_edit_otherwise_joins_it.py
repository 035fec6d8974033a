"""A closing line that says an item's edit again in other words joins it, whatever words it
names the place by: a row by its first word (`B-1 加 深圳 行`), a close of a question
(`Q2 关闭（增量 1）` after `第三章：Q2 关闭，答案写「…」`), a change of a figure in a section named
by number where the item named it by title (`1.2 测点 4 → 4.5 m`). Nothing is reported beside the
edit (a report saying "add it by hand" or "already reads" would have a reviewer do it twice).
A column's new value after an arrow beside a row's change (`来源 -> `X``) is reported, never
dropped; a reference whose first author carries an accent (`Völker`) sorts as its letters do.
Our own KB and words (tests/quiet_kb.py)."""

from __future__ import annotations

import pytest

from .conftest import kb_after
from .quiet_kb import KB, brief

ASKED = KB.replace(
    "## 附录B　参考文献",
    "## 第三章　未决问题\n\n"
    "- [x] Q1：夜间测点是否需要避开树冠？→ 已答：需要（Wu 等, 2021）。\n"
    "- [ ] Q2：深圳目标采用哪种指标口径？\n\n"
    "## 附录B　参考文献",
).replace(
    "- Wu, T. 等 (2021)",
    "- Völker, S. 等 (2013). Blue space cooling. *UFUG*, 12, 295–305.\n- Wu, T. 等 (2021)",
)


@pytest.mark.parametrize(
    ("suggestion", "closing"),
    [
        (
            "2.1：表 2-1 末尾加一行「| 深圳 | 67 | 2025 | 深圳市生态环境局, 2026 |」",
            "B-1 加 深圳 行（增量 1）",
        ),
        ("第三章：Q2 关闭，答案写「→ 已答：采用 Lden 口径。」", "Q2 关闭（增量 1）"),
        (
            "「指标口径」一节把「测点离地 4 m」改为「测点离地 4.5 m」",
            "1.2 测点 4 → 4.5 m（增量 1）",
        ),
    ],
)
def test_the_closing_line_joins_the_item_s_edit(suggestion: str, closing: str) -> None:
    _, rows = kb_after(ASKED, brief(suggestion, closing=closing))
    assert [status for status, _ in rows].count("proposed") == 1, rows
    assert all(status in ("proposed", "skipped") for status, _ in rows), rows


def test_a_column_s_new_value_after_an_arrow_is_reported() -> None:
    suggestion = "表 2-1 北京行: 年份 2022 -> 2025, 来源 -> `Li 等, 2026`."
    _, rows = kb_after(ASKED, brief(suggestion))
    assert any(s == "not understood" and "Li 等, 2026" in why for s, why in rows), rows


def test_a_reference_sorts_past_an_accented_author() -> None:
    suggestion = "附录B 增补：「Wang, J. 等 (2026). Quiet streets. *Noise*, 3, 1–9.」"
    lines, rows = kb_after(ASKED, brief(suggestion))
    at = next(k for k, line in enumerate(lines) if line.startswith("- Wang, J."))
    assert lines[at - 1].startswith("- Völker, S.") and lines[at + 1].startswith("- Wu, T."), rows
