"""A new entry or row the brief describes instead of giving its words (`体例同现有条目：名称加粗，
依次写产地、年份`, `（名称后括注缩写，说明写清提出方）`, `追加一行，型号写"X"，其余各列照要点填：…`)
is reported, not composed from the item's 要点, whether its item or a closing line asks for it;
words given after `写明` in quotes are still the entry's. Our own words, on a KB of our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 咖啡 活文档

## 2 产区

### 2.1 代表庄园

**翡翠庄园** — 巴拿马，瑰夏品种，2004 年竞标成名。

**希望庄园** — 哥伦比亚，厌氧发酵的早期实践者。

### 2.2 产量表

| 产区 | 品种 | 2025 产量 | 状态 |
|---|---|---|---|
| 耶加雪菲 | 原生种 | 1.2 万吨 | 稳定 |
| 薇薇特南果 | 波旁 | 0.8 万吨 | 稳定 |

## 9 修订

- 2026-11-20：建档。
"""


def brief(suggestion: str, closing: str = "见条目 1。") -> str:
    return f"""\
# 咖啡 · E1 预消化简报（2026-12-04）

## 一、今日重要增量

### 条目 1：云南保山新庄园获奖

- **来源**：赛事公告（2026-12-01）
- **要点**：云南保山的高黎贡庄园以日晒卡蒂姆获得 2026 年国内杯测赛冠军，产量约 30 吨。
- **建议归入**：{suggestion}

## 四、本轮结论与建议动作

1. {closing}
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        "2.1 希望庄园之后新增一条，体例同现有条目：名称加粗，依次写国家、品种和成名经历。",
        "§2.1 末尾加一条（名称后括注产地，说明写清品种与获奖年份），体例同上。",
        '§2.2 产量表末尾追加一行，产区写"云南保山"，其余各列照要点填：产量写 30 吨。',
        "§2.2 表末尾补一行，各列按表头口径照要点填。",
    ],
)
def test_the_described_entry_is_reported_not_composed(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert lines == KB.splitlines(), lines
    assert "not understood" in [status for status, _ in rows], rows


def test_a_closing_line_adds_no_entry_its_item_describes() -> None:
    suggestion = "2.1 末尾新增一条，体例同现有条目：名称加粗，依次写国家、品种和成名经历。"
    lines, rows = kb_after(KB, brief(suggestion, "§2.1 新增高黎贡庄园条目（条目 1）。"))
    assert lines == KB.splitlines(), lines
    assert "proposed" not in [status for status, _ in rows], rows


def test_words_given_after_write_clearly_are_the_entry_s() -> None:
    suggestion = '§2.1 新增一条 **高黎贡庄园** 条目；同条写明"产量为赛事方口径"。'
    lines, rows = kb_after(KB, brief(suggestion))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert any(line.startswith("**高黎贡庄园**") or "高黎贡庄园" in line for line in lines)
