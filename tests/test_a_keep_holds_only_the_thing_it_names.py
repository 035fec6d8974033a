"""A keep holds the thing it names, not its neighbours: a kept entry is no bar to a new one
placed right after it; a caveat's keep that names one item (`…都不改（见条目 1）`) is that item's;
an item's tag in a keep (`S1 不动（见条目 1）`) is no entry's noun; `那段不要改` after quoted
words of another paragraph keeps that paragraph; a section's quoted lead (`段首的「…」保留不改`,
`开头那段无须改动`) holds no move of an entry there, and the paragraph named so no new
entry. Our own words, on our own tram KB."""

from __future__ import annotations

import pytest

from .conftest import kb_after
from .test_words_given_in_backticks_or_whole_lines_are_written_as_given import KB as TRAM

LEAD = "下列条目按开通年份排序。"
KB = TRAM.replace("| 城市 | 2025 |", f"{LEAD}\n\n| 城市 | 2025 |", 1).replace(
    "## 2 来源清单",
    "## 1.5 观察\n\n表格说明：两市数字均为运营方自报。\n\n- **常州**：规划中。\n\n## 2 来源清单",
)
NEW = "- **无锡**：2026 年开工<sup>[S2]</sup>。"


def brief(*items: tuple[str, str], caveats: str = "", closing: str = "见各条目。") -> str:
    body = "".join(
        f"""\
### 条目 {n}：{title}

- **来源**：苏州市交通局（2027-03-01）
- **要点**：{title}。
- **建议归入**：{asked}

"""
        for n, (title, asked) in enumerate(items, 1)
    )
    warned = f"## 二、值得警惕\n\n- {caveats}\n\n" if caveats else ""
    return f"""\
# tram · E1 预消化简报（2027-03-07）

## 一、今日重要增量

{body}{warned}## 四、本轮结论与建议动作

- {closing}
"""


def test_a_new_entry_after_a_kept_one_is_added() -> None:
    asked = f"§1 在「淮安」那条之后收录：「{NEW}」§1 原有的「淮安」条目保持原样。"
    lines, rows = kb_after(KB, brief(("无锡开工", asked)))
    assert "proposed" in [status for status, _ in rows], rows
    淮安 = next(k for k, line in enumerate(lines) if line.startswith("- **淮安**"))
    assert lines[淮安 + 1].startswith(NEW.rstrip("。")), lines


def test_a_caveat_naming_one_item_keeps_for_that_item_only() -> None:
    text = brief(
        ("苏州客流", "§1 表「苏州」行 2026 一格由「4」改为「5」。"),
        ("无锡开工", f"§1.5 末尾补一条：「{NEW}」"),
        caveats="苏州数字属传闻，§1 与 §1.5 都不改（见条目 1）。",
    )
    lines, rows = kb_after(KB, text)
    assert "| 苏州 | 3 | 4 | 高新区 |" in lines, rows
    assert any(line.startswith(NEW.rstrip("。")) for line in lines), rows


def test_an_item_s_tag_in_a_keep_is_no_entry_noun() -> None:
    text = brief(
        ("苏州改名", "苏州那条的线名按新规统一。"),
        closing="§1：「高新区 1 号线」→「高新区 T1 线」；S1 不动（见条目 1）。",
    )
    lines, rows = kb_after(KB, text)
    assert "- **苏州**：高新区 T1 线 2014 年开通<sup>[S1]</sup>。" in lines, rows
    assert "- [S1] 苏州高新有轨电车公司 · 年报 · 2025-06" in lines


def test_that_paragraph_kept_after_its_quoted_name_is_that_paragraph() -> None:
    asked = "§1 表「苏州」行 2026 一格由「4」改为「5」。"
    caveat = "表格下方\u201c表格说明\u201d那段已把两市列为自报，那段不要改。"
    text = brief(("苏州客流", asked)).replace(
        "- **建议归入**：" + asked, f"- **建议归入**：{asked}\n- **值得警惕**：{caveat}"
    )
    lines, rows = kb_after(KB, text)
    assert "| 苏州 | 3 | 5 | 高新区 |" in lines, rows
    assert "表格说明：两市数字均为运营方自报。" in lines


@pytest.mark.parametrize(
    "keep", [f"§1 段首的「{LEAD.rstrip('。')}」保留不改。", "§1 开头那段也无须改动。"]
)
def test_a_kept_lead_holds_no_move(keep: str) -> None:
    moved = brief(("淮安调整", f"把「淮安」整条从 §1 移到 §1.5 列表末尾，原文一字不改。{keep}"))
    lines, rows = kb_after(KB, moved)
    assert "proposed" in [status for status, _ in rows], rows
    assert lines.index("- **常州**：规划中。") + 1 == next(
        k for k, line in enumerate(lines) if line.startswith("- **淮安**")
    ), lines


def test_a_kept_opening_paragraph_holds_no_new_entry() -> None:
    lines, rows = kb_after(
        KB, brief(("无锡开工", f"§1 末尾补一条：「{NEW}」§1 开头那段也无须改动。"))
    )
    assert any(line.startswith(NEW.rstrip("。")) for line in lines), rows
    assert LEAD in lines
