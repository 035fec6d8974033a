"""A line of progress the brief dictates for an open question goes under that question, in
the document's own form: after the line the question has (`现有那条进展之后另起一行`, `3 的
2026-11-20 进展下面再记一条`, which must be its last), with no place word where the verb names
a line of progress (`Q-9 记一条进展`), under a label in brackets after a list number (`5.
【Q-9】`), indented as the other questions' lines where the quote drops the indent. Our own
words."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB_BOLD = """\
# 储热 活文档

## 6 开放问题

- **问题 3**：熔盐储热的腐蚀寿命能否超过 30 年？
- **问题 4**：相变材料的循环衰减是否可控？
  - 进展 2026-05-02：实验室 500 次循环后容量保持 92%。
  - 进展 2026-09-14：中试 1,200 次循环后容量保持 88%。
- **问题 5**：热电联供的经济性取决于哪些电价条件？
"""

KB_QUOTED = """\
# 储热 活文档

## 六、开放问题

> **开放问题 2**：砂石储热能否做到 600 ℃ 以上？
> - 2026-10-03：芬兰示范项目稳定运行在 500 ℃【4】。

> **开放问题 3**：储热能否参与电网调频？
> - 2026-11-20：一项仿真给出 10 分钟级响应【7】。
"""

KB_NUMBERED = """\
# 储热 活文档

## 待决问题

1. 【Q-4】熔盐泵的国产化何时完成？
   > 更新（2026-10-23）：两家厂商完成样机测试。
2. 【Q-5】储热电站的容量电价会否出台？
3. 【Q-9】砂石储热的安全标准由谁制定？
   > 更新（2026-11-20）：行业协会启动标准立项。
"""


def brief(suggestion: str) -> str:
    return f"""\
# 储热 · E1 预消化简报（2026-12-06）

## 一、今日条目

### 条目 1：新的中试数据

- **来源**：organized/paper_cards/2612-storage.md（企业公告，2026-12-01）
- **要点**：中试给出新的循环数据。
- **建议归入**：{suggestion}
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        "问题 4 现有那条进展之后另起一行：`  - 进展 2026-12-01：2,000 次循环后容量保持 85%`",
        "问题 4 的 2026-09-14 进展下面再记一条：`  - 进展 2026-12-01：2,000 次循环后容量保持 85%`",
        "问题 4 记一条进展：`  - 进展 2026-12-01：2,000 次循环后容量保持 85%。`",
    ],
)
def test_a_progress_line_goes_after_the_questions_last(suggestion: str) -> None:
    lines, rows = kb_after(KB_BOLD, brief(suggestion))
    at = lines.index("  - 进展 2026-09-14：中试 1,200 次循环后容量保持 88%。")
    assert lines[at + 1].startswith("  - 进展 2026-12-01：2,000 次循环后容量保持 85%"), rows
    assert len(lines) == len(KB_BOLD.splitlines()) + 1, rows


def test_a_dated_line_named_that_is_not_the_last_is_not_followed() -> None:
    suggestion = "问题 4 的 2026-05-02 进展下面再记一条：`  - 进展 2026-12-01：容量保持 85%。`"
    lines, rows = kb_after(KB_BOLD, brief(suggestion))
    assert lines == KB_BOLD.splitlines(), rows


def test_a_progress_line_in_a_blockquoted_question() -> None:
    suggestion = (
        "在开放问题 3 的 2026-11-20 进展下面再记一条：`> - 2026-12-02：实测响应 8 分钟【9】。`"
    )
    lines, rows = kb_after(KB_QUOTED, brief(suggestion))
    at = lines.index("> - 2026-11-20：一项仿真给出 10 分钟级响应【7】。")
    assert lines[at + 1].startswith("> - 2026-12-02：实测响应 8 分钟【9】"), rows


@pytest.mark.parametrize(
    ("suggestion", "question"),
    [
        (
            "待决问题下的 Q-9 记一条进展：`   > 更新（2026-12-02）：协会发布征求意见稿。`",
            "   > 更新（2026-11-20）：行业协会启动标准立项。",
        ),
        (
            '【Q-5】下面补一行进展，原文照录："   > 更新（2026-12-02）：协会发布征求意见稿。"',
            "2. 【Q-5】储热电站的容量电价会否出台？",
        ),
    ],
)
def test_a_progress_line_under_a_bracketed_label_in_a_numbered_list(
    suggestion: str, question: str
) -> None:
    lines, rows = kb_after(KB_NUMBERED, brief(suggestion))
    at = lines.index(question)
    assert lines[at + 1].startswith("   > 更新（2026-12-02）：协会发布征求意见稿"), rows
    assert len(lines) == len(KB_NUMBERED.splitlines()) + 1, rows
