"""A dated line asked under a question of a checklist (`- [ ] Q6：…？` with `    - 2026-11-05：…`
under it) is written there, led as the question's dated lines are, whether the brief gives it
whole or only its date and words in quotes (`Q6 下记一行进展：「2026-11-24：…」`); a request
that points at the question's present line (`在 Q1 现有那条答复下面再接一条，原文照录：`…``)
adds after it, and the figures the given line says (`从约每小时一次降到约每天一次`) change
nothing. Keeping a question open (`Q6 保持未勾选`) ticks nothing. Our own words."""

from __future__ import annotations

import pytest

from .conftest import kb_after

CHECKLIST = """\
# 酶工程 活文档

## Part 6 · 开放问题

- [ ] Q5：定向进化的筛选通量能否再提高一个量级？
    - 2026-10-02：微流控液滴平台达到每天 10^7。
- [x] Q6：固定化酶在连续流中的半衰期能否超过 30 天？
    - 2026-11-05：两家报道 28 天。
- [ ] Q7：非天然氨基酸的掺入效率是否足够？

## 变更日志

- 2026-11-28：新增 Q7。
"""
INDENTED = """\
# 纠错 活文档

## 七、待解问题

**Q1** 码距 11 以上时逻辑错误率能否继续指数下降？
  - 答（2026-11-20）：重复码实验在 d=29 出现约每小时一次的关联错误。

**Q2** 长程耦合器的门误差能否与近邻持平？

## 八、修订记录

- 2026-11-20：Q1 补答。
"""


def brief(suggestion: str, caveat: str = "无", closing: str = "见条目 1。") -> str:
    return f"""\
# 知识库 · E1 预消化简报（2026-12-04）

## 一、今日重要增量

### 条目 1：新进展

- **来源**：公告（2026-12-01）
- **要点**：新数据。
- **建议归入**：{suggestion}
- **值得警惕**：{caveat}

## 四、本轮结论与建议动作

1. {closing}
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        "Q5 下记一行进展：「2026-12-01：通量提升到每天 10^8。」",
        "Q5 下挂一条进展：「2026-12-01：通量提升到每天 10^8。」",
        "Q5 下面补一行：`    - 2026-12-01：通量提升到每天 10^8。`",
    ],
)
def test_a_dated_line_goes_under_the_checklist_question(suggestion: str) -> None:
    lines, rows = kb_after(CHECKLIST, brief(suggestion, "Q5 保持未勾选。"))
    assert [status for status, _ in rows if status != "skipped"] == ["proposed"], rows
    at = lines.index("    - 2026-10-02：微流控液滴平台达到每天 10^7。")
    assert lines[at + 1].startswith("    - 2026-12-01：通量提升到每天 10^8"), lines
    assert lines[at - 1].startswith("- [ ] Q5："), lines
    assert len(lines) == len(CHECKLIST.splitlines()) + 1


@pytest.mark.parametrize(
    "suggestion",
    [
        "在 Q1 现有那条答复下面再接一条，原文照录："
        "`  - 答（2026-12-02）：关联错误从约每小时一次降到约每天一次。`",
        "Q1 已有的答复下面另加一条：`  - 答（2026-12-02）：关联错误从约每小时一次降到约每天一次。`",
    ],
)
def test_a_line_after_the_question_s_present_answer_changes_none_of_its_figures(
    suggestion: str,
) -> None:
    lines, rows = kb_after(INDENTED, brief(suggestion))
    assert [status for status, _ in rows] == ["proposed"], rows
    at = lines.index("  - 答（2026-11-20）：重复码实验在 d=29 出现约每小时一次的关联错误。")
    assert lines[at + 1].startswith("  - 答（2026-12-02）：关联错误从约每小时一次降到约每天一次"), (
        lines
    )
    assert len(lines) == len(INDENTED.splitlines()) + 1


@pytest.mark.parametrize("keep", ["Q7 保持未勾选。", "Q7 仍为未勾选。", "Q7 维持未勾选，别关。"])
def test_keeping_a_question_open_ticks_nothing(keep: str) -> None:
    lines, rows = kb_after(CHECKLIST, brief("仅观察。", keep, keep))
    assert lines == CHECKLIST.splitlines(), lines
    assert "proposed" not in [status for status, _ in rows], rows


@pytest.mark.parametrize(
    "suggestion",
    [
        "Q2 下加：`  - 答（2026-12-04）：长程耦合器误差约 0.3%，近邻约 0.2%。`",
        "Q2 下补：`- 答（2026-12-04）：长程耦合器误差约 0.3%，近邻约 0.2%。`",
    ],
)
def test_an_answer_given_after_the_verb_s_colon_goes_under_its_question(suggestion: str) -> None:
    """Under a question with no answer yet, in the indent the other questions' answers take."""
    lines, rows = kb_after(INDENTED, brief(suggestion))
    assert [status for status, _ in rows] == ["proposed"], rows
    at = lines.index("**Q2** 长程耦合器的门误差能否与近邻持平？")
    assert lines[at + 1].startswith("  - 答（2026-12-04）：长程耦合器误差约 0.3%"), lines
    assert len(lines) == len(INDENTED.splitlines()) + 1


def test_an_answer_after_the_present_one_without_its_year_is_reported() -> None:
    suggestion = "Q1 现有答复之后追加一条，日期写 12-04，内容为「关联错误降到约每天一次。」"
    lines, rows = kb_after(INDENTED, brief(suggestion))
    assert lines == INDENTED.splitlines(), lines
    assert [status for status, _ in rows] == ["unresolved"], rows


def test_keeping_it_open_as_the_option_not_taken_leaves_the_preferred_close() -> None:
    """`(a) 勾掉 Q7 …；(b) 保持开放 …。我倾向 (a)`: the option the brief prefers is proposed."""
    suggestion = "Q7 有两种处理：(a) 勾掉 Q7；(b) 保持开放，只补一条进展，等 III 期。我倾向 (a)。"
    lines, rows = kb_after(CHECKLIST, brief(suggestion))
    assert "- [x] Q7：非天然氨基酸的掺入效率是否足够？" in lines, rows
    assert "proposed" in [status for status, _ in rows], rows
