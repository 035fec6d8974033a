"""A terse brief whose items are headings numbered in brackets (`## [1] X`), each a one-line
source (`src: …`) and bullets of no label: the bullets are the item's requests and keeps, read
as a 建议归入 is (they were the item's 要点, and nothing was read); an ASCII dash (` -- `)
opens a request's explanation, as `——` does. Our own KB (tests/quiet_kb.py)."""

from __future__ import annotations

from .conftest import kb_after
from .quiet_kb import KB


def terse(*bullets: str) -> str:
    lines = "\n".join(f"- {b}" for b in bullets)
    return f"""\
quiet e1prep 2027-01-09 / spark
kb=organized/knowledge/quiet.md

## [1] 深圳噪声
src: inbox/spark/materials/sz.md (深圳市生态环境局, 2026-12)
- 深圳 2025 年 Lden 67 dB.
{lines}

## todo (merge)
1) 表 2-1 北京行年份. -> [1]
"""


def test_bare_bullets_under_a_bracketed_item_are_its_requests() -> None:
    lines, rows = kb_after(KB, terse("表 2-1 北京行: 年份 2022 -> 2024.", "伦敦行别动."))
    assert "| 北京 | 68 | 2024 | Li 等, 2023 |" in lines, rows
    assert "| 伦敦 | 66 | 2021 | Defra, 2022 |" in lines, rows


def test_a_request_before_an_ascii_dash_is_read_without_its_explanation() -> None:
    # The take-back in the explanation (`不做了`) is the reason, not a keep of 2.1 that
    # drops the request unseen.
    lines, rows = kb_after(KB, terse("2.1 末尾那句 (等 Jay 整理) 删掉 -- Jay 说这部分不做了."))
    assert lines == KB.splitlines(), rows
    assert any(reason.startswith("asks to 删掉") for _, reason in rows), rows


def test_bullets_after_a_bulleted_source_line_are_the_item_s_requests() -> None:
    # `- src: …` as a bullet of its own, its words on it: the bullets after it at the margin
    # are no more sources (they were read as such, and the item's requests were dropped).
    brief = terse("表 2-1 北京行: 年份 2022 -> 2024.").replace("\nsrc: ", "\n- src: ")
    lines, rows = kb_after(KB, brief)
    assert "| 北京 | 68 | 2024 | Li 等, 2023 |" in lines, rows
