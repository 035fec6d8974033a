"""A keep of a part of a section holds an edit naming the same part in other words (`末段` and
`最后一段`, `导语` and `首段`, `第二段` and `第 2 段`); an edit naming a part told apart from it
(`第一段` beside `第二段`, `首段` beside `第 3 段`) is made; the last paragraph is told
from none by its number, as it may be that one."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 钠电活文档

## D. 成本

### D.2 价格

碳酸锂均价约 8 万元/吨。

钠电储能电芯报价约 0.40 元/Wh。

测算口径见附录。
"""


def brief(request: str) -> str:
    return (
        "# sodium · E1 预消化简报（2026-12-24）\n\n## 一、增量\n\n"
        "### 条目 1：价格更新\n\n"
        "- **来源**：厂商 2026-12-20 报价\n"
        "- **要点**：价格下行。\n"
        f"- **建议归入**：{request}\n\n"
        "## 三、本轮建议的归并动作\n\n- 见条目 1。\n"
    )


@pytest.mark.parametrize(
    "request_words",
    [
        '§D.2 最后一段"附录"改为"附录 B"；§D.2 末段不动',
        '§D.2 首段"8 万元/吨"改为"7.5 万元/吨"；§D.2 导语不改',
        '§D.2 第 2 段"0.40 元/Wh"改为"0.38 元/Wh"；§D.2 第二段勿动',
    ],
)
def test_the_same_part_in_other_words_is_held(request_words: str) -> None:
    lines, outcomes = kb_after(KB, brief(request_words))
    assert lines == KB.splitlines()
    assert any(status == "forbidden" for status, _ in outcomes)


@pytest.mark.parametrize(
    ("request_words", "written"),
    [
        ('§D.2 第一段"8 万元/吨"改为"7.5 万元/吨"；§D.2 第二段勿动', "碳酸锂均价约 7.5 万元/吨。"),
        ('§D.2 首段"8 万元/吨"改为"7.5 万元/吨"；§D.2 第 3 段不动', "碳酸锂均价约 7.5 万元/吨。"),
    ],
)
def test_another_part_is_edited(request_words: str, written: str) -> None:
    lines, _ = kb_after(KB, brief(request_words))
    assert written in lines
