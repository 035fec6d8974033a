"""A new open question in a section whose questions are quoted paragraphs, each labelled with
a word and its number (`> **开放问题 8**：…？`), takes the next label; questions whose labels are
not one run are given none by guess. Our own words."""

from __future__ import annotations

from .conftest import kb_after

KB = """\
# 储热 活文档

## 六、开放问题

> **开放问题 1**：砂石储热能否做到 600 ℃ 以上？
> - 2026-10-03：芬兰示范项目稳定运行在 500 ℃。

> **开放问题 2**：储热能否参与电网调频？

---
"""


def brief(suggestion: str) -> str:
    return f"""\
# 储热 · E1 预消化简报（2026-12-06）

## 一、今日条目

### 条目 1：新的问题

- **来源**：会议纪要（2026-12-01）
- **要点**：有人问到熔盐的回收。
- **建议归入**：{suggestion}
"""


def test_the_new_question_is_labelled_next() -> None:
    suggestion = "在开放问题末尾新开一条（编号顺延为 3）：「熔盐退役后能否回收再用？」"
    lines, rows = kb_after(KB, brief(suggestion))
    at = lines.index("> **开放问题 2**：储热能否参与电网调频？")
    assert lines[at + 1] == "", rows
    assert lines[at + 2].startswith("> **开放问题 3**：熔盐退役后能否回收再用？"), rows


def test_labels_out_of_run_give_the_new_question_none() -> None:
    kb = KB.replace("开放问题 2**", "开放问题 5**")
    suggestion = "在开放问题末尾新开一条：「熔盐退役后能否回收再用？」"
    lines, rows = kb_after(kb, brief(suggestion))
    assert not any("开放问题 6" in line or "开放问题 3" in line for line in lines), rows
