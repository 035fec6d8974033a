"""`加一条未勾选项「X。」`, `补一个待办事项：「X」`, `加一条风险提示「X。」`: the quote after a
count and a noun of the brief's own is the new line's words, never an entry made of the item's
summary beside it; `加一条新条目「X」` names the entry; a short quote after another noun
(`一条风险提示「供应集中」`: a line or a name?) is reported. In a plain-text brief, a closing
line numbered like a chapter (`九、术语新开 G 组，加 GWP（增量 4）。`) is a request, not a
heading. Our own KB and words."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 热泵 活文档

## 五、风险

热泵在严寒地区的能效衰减明显。

## 八、待办

- [ ] 补齐 2025 年出货量终值。
- [ ] 跟踪欧盟 F-gas 修订。
"""

SUMMARY = "2025 年出货量终值 458 万台"
WAITING = "跟踪 F-gas 过渡期细则（等最终文本）。"


def brief(suggestion: str) -> str:
    return f"""\
# heat-pump · E1 预消化简报（2027-02-03）

## 一、今日重要增量

### 条目 1：协会年报发布

- **来源**：协会年报（2027-01）
- **要点**：{SUMMARY}。
- **建议归入**：{suggestion}
"""


def added(suggestion: str) -> tuple[list[str], list[tuple[str, str]]]:
    lines, rows = kb_after(KB, brief(suggestion))
    return [line for line in lines if line not in KB.splitlines()], rows


@pytest.mark.parametrize(
    ("suggestion", "line"),
    [
        (
            "八、待办加一条未勾选项「跟踪 F-gas 过渡期细则（等最终文本）。」",
            "- [ ] 跟踪 F-gas 过渡期细则（等最终文本）。",
        ),
        ("八、补一个待办事项：「跟踪 F-gas 过渡期细则。」", "- [ ] 跟踪 F-gas 过渡期细则。"),
        ("八、加一条新的待办「跟踪 F-gas 过渡期细则」", "- [ ] 跟踪 F-gas 过渡期细则。"),
        ("五、加一条风险提示「严寒地区须配辅助电热。」", "严寒地区须配辅助电热。"),
    ],
)
def test_the_quote_is_the_new_line(suggestion: str, line: str) -> None:
    new, rows = added(suggestion)
    assert [status for status, _ in rows] == ["proposed"], rows
    assert [n for n in new if n] and all(SUMMARY not in n for n in new), new
    assert any(n.startswith(line.rstrip("。")) for n in new), new


def test_a_quote_after_an_entry_noun_names_the_entry() -> None:
    new, rows = added("五、加一条新条目「低温衰减」")
    assert [status for status, _ in rows] == ["proposed"], rows
    assert any(n.startswith("低温衰减：") and SUMMARY in n for n in new), new


def test_a_short_quote_after_another_noun_is_reported() -> None:
    new, rows = added("五、加一条风险提示「严寒衰减」")
    assert new == [] and rows[0][0] == "not understood", rows
    assert "严寒衰减" in rows[0][1], rows


PLAIN_BRIEF = """\
heat-pump · E1 夜间预消化（2027-02-03）

增量 1：协会年报发布 ★

来源 - 协会年报（2027-01）

要点 2025 年出货量终值 458 万台。

与 heat-pump.md 现有脉络的关系 - 建议归入 八、待办：补一条。

今晚建议的归并动作

五、末尾补一句「严寒地区须配辅助电热。」（增量 1）
八、待办加一条未勾选项「跟踪 F-gas 过渡期细则。」（增量 1）
"""


def test_closing_lines_numbered_like_chapters_are_read_as_requests() -> None:
    lines, rows = kb_after(KB, PLAIN_BRIEF)
    new = [line for line in lines if line not in KB.splitlines()]
    assert any(n.startswith("热泵在严寒地区的能效衰减明显。严寒地区须配辅助电热。") for n in new), (
        rows
    )
    assert any(n.startswith("- [ ] 跟踪 F-gas 过渡期细则。") for n in new), rows
