"""A new question asked to stand after a question named by its label (`加在 P3 之后`,
`写在 P3 后面`) in a checklist of labelled questions (`- [ ] P3：…？`) goes after it when it is
the list's last, with the words the brief quotes; after any other question it is reported,
never written at the end. The verb and count asking for it (`新增一条`) are no words of it."""

from __future__ import annotations

import pytest

from .conftest import added_to

KB = """\
# 储能活文档

## E. 开放问题

勾选表示已关闭。

- [ ] P1：硬碳价格何时降到 5 万元/吨以下？（提出：顾岚，2026-03-02）
- [x] P2：国标是否单列钠电安全测试？（提出：顾岚，2026-01-20）——已关闭（2026-03-18）：已单列。
- [ ] P3：储能标段中标价何时低于 0.50 元/Wh？（提出：沈屹，2026-11-20）

## F. 术语

**硬碳**：无定形碳负极。
"""

QUESTION = "- [ ] P4：软硬复合碳能否规模替代纯硬碳？（提出：沈屹，2026-12-03）"


def brief(request: str) -> str:
    return (
        "# storage · E1 预消化简报（2026-12-03）\n\n## 一、增量\n\n"
        "### 条目 1：复合碳中试\n\n"
        "- **来源**：organized/paper_cards/7003-carbon.md（arXiv:2612.00004）\n"
        "- **要点**：复合碳首效 88%。\n"
        f"- **建议归入**：{request}\n\n"
        "## 三、本轮建议的归并动作\n\n- 见条目 1。\n"
    )


@pytest.mark.parametrize(
    "request_words",
    [
        f"E 章开放问题新增一条，加在 P3 之后：「{QUESTION}」",
        f"开放问题一节补一问，写在 P3 后面：「{QUESTION}」",
        f"E 章新增一个问题，放在 P3 之后：「{QUESTION[6:]}」",
        f"§E 追加一问，紧跟 P3：「{QUESTION}」",
    ],
)
def test_the_question_goes_after_the_last_one_named_by_its_label(request_words: str) -> None:
    added, _ = added_to(KB, brief(request_words))
    assert added == [f"{QUESTION}（E1 2026-12-03 · 条目 1）"]


def test_after_a_question_that_is_not_the_last_it_is_reported() -> None:
    added, rows = added_to(KB, brief(f"E 章开放问题新增一条，加在 P1 之后：「{QUESTION}」"))
    assert added == []
    assert any(status == "unresolved" and "P1" in reason for status, reason in rows)
