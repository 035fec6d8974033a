"""A new open question the brief gives as a whole line of the list (`加一条 "- [ ] Q3 …？"`,
`"3. …？"`): the marker, checkbox and label it copies are the list's form, which the new line
takes from the list once, never written twice (`- [ ] Q3 - [ ] Q3 …`). Our own words and KBs."""

from __future__ import annotations

import pytest

from .conftest import new_lines_of, render_brief

MARK = "（E1 2026-12-15 · 条目 1）"
ASKED = "蜂箱朝向对越冬存活率的影响能否量化？"

CHECKLIST = "- [ ] Q1 蜂蜜含水率能否靠转速控制？\n- [ ] Q2 雄蜂房割除对螨害有多大作用？\n"
NUMBERED = "1. 蜂蜜含水率能否靠转速控制？\n2. 雄蜂房割除对螨害有多大作用？\n"


def kb(questions: str) -> str:
    return (
        "# 养蜂活文档\n\n## 1 蜂种\n\n- **意蜂**：产蜜量高。\n\n"
        f"## 2 开放问题\n\n{questions}\n## 3 修订\n\n- 2026-12-01：初版。\n"
    )


def brief(suggestion: str) -> str:
    return (
        "# apiary · E1 预消化简报（2026-12-15）\n\n## 一、增量\n\n"
        "### 条目 1：蜂箱朝向\n\n"
        "- **来源**：inbox/he/2026-12-14-field-notes.md\n"
        "- **要点**：南向蜂箱越冬损失更低。\n"
        f"- **建议归入**：{suggestion}\n"
    )


def written(questions: str, suggestion: str) -> list[str]:
    lines = kb(questions).splitlines(keepends=True)
    return new_lines_of(render_brief(brief(suggestion), lines, "2026-12-15"), lines)


@pytest.mark.parametrize(
    "suggestion",
    [
        f'§2 加一条 "- [ ] Q3 {ASKED}"',
        f"§2 新增一条开放问题：「- [ ] Q3 {ASKED}」",
        f'§2 补一问 "- [ ] Q3：{ASKED}"',
        f'§2 加一条 "[ ] Q3 {ASKED}"',
    ],
)
def test_a_checklist_line_given_whole_is_written_once_in_the_list_s_form(suggestion: str) -> None:
    assert written(CHECKLIST, suggestion) == [f"- [ ] Q3 {ASKED}{MARK}"]


@pytest.mark.parametrize(
    "suggestion", [f'§2 加一条 "3. {ASKED}"', f'§2 加一问 "- {ASKED}"', f"§2 加一问：{ASKED}"]
)
def test_a_numbered_line_given_whole_takes_the_list_s_next_number(suggestion: str) -> None:
    assert written(NUMBERED, suggestion) == [f"3. {ASKED}{MARK}"]
