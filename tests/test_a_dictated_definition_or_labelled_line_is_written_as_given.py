"""A footnote's definition dictated for a notes section named by its words (`「注」末尾新增
`[^19]: …``) is that definition, its own label and words, never a footnote made of the item's
summary under the next free label; its marker dictated in backticks (`之后加注 `[^19]``) goes
after the words named, also in a paragraph the document numbers (`3.3.1　氚供应…`). A list's
line asked right after a labelled line (`References 在 [K2026] 之后加 `- [K2026b] …``) goes
there, not at the list's end. Our own words, on KBs of our own."""

from __future__ import annotations

from .conftest import kb_after

NOTES = """\
# 聚变 活文档

## 第三章 燃料

3.3.1　氚供应是最被低估的约束。一座 1 GW 电站一年约消耗 55 千克氚，库存不足[^1]。

## 注

[^1]: 某机构，氚库存报告，2025。
[^2]: 某期刊，包层设计综述，2024。
"""
DEFINITION = '[^9]: M. Abdou 等，"Fuel cycle"，Nuclear Fusion 61（2021）。'
REFERENCES = """\
# Robotaxi 活文档

## References

- [Baidu2025] Baidu. Results. 2025.
- [MIIT2026] 工业和信息化部. 进展通报. 2026.
- [Pony2025] Pony.ai. Results. 2025.
"""
NEW_LINE = "- [MIIT2026b] 工业和信息化部. 第二批试点通知. 2026."


def brief(suggestion: str) -> str:
    return f"""\
# kb · E1 预消化简报（2026-12-19）

## 一、今日重要增量

### 条目 1：出处

- **来源**：论文（2021）
- **要点**：一座电站一年耗氚约 55.8 千克。
- **建议归入**：{suggestion}

## 四、本轮结论与建议动作

- 见条目 1。
"""


def test_the_definition_and_its_marker_are_the_dictated_ones() -> None:
    suggestion = (
        "以「氚供应是最被低估的约束」开头的那段「约消耗 55 千克氚」之后加注 `[^9]`；"
        f"「注」末尾新增 `{DEFINITION}`。"
    )
    lines, rows = kb_after(NOTES, brief(suggestion))
    assert [status for status, _ in rows] == ["proposed", "proposed"], rows
    assert "约消耗 55 千克氚[^9]，库存不足[^1]。" in lines[4], lines
    assert lines[-1].startswith(DEFINITION[:-1]), lines
    assert not any(line.startswith("[^3]") for line in lines), lines


def test_a_line_asked_after_a_labelled_line_follows_it() -> None:
    lines, rows = kb_after(REFERENCES, brief(f"References 在 [MIIT2026] 之后加 `{NEW_LINE}`"))
    assert rows[0][0] == "proposed", rows
    at = lines.index("- [MIIT2026] 工业和信息化部. 进展通报. 2026.")
    assert lines[at + 1].startswith(NEW_LINE[:-1]), lines
    assert lines[at + 2] == "- [Pony2025] Pony.ai. Results. 2025.", lines
