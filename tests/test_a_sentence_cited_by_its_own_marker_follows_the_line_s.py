"""In a document that cites after its full stops (`…打平。[文献4]`), a sentence dictated with its
own marker (`「二期投产。[文献26]」`) goes after the line's marker, never before it with a
second stop, apart from it as the document's sentences stand apart (`。[文献2] 高山茶…`); a
reference dictated with half-width stops (`26. 作者. 标题. 2026-12.`) takes no Chinese stop
after them; and a new value given bare and followed by words that ask nothing
(`二期未投产 → 二期已投产，成本未披露`) is reported, never written in half. Our own words, on
our own tea-market KB."""

from __future__ import annotations

import pytest

from .conftest import kb_after

PARAGRAPH = "春茶均价同比上涨约 8%。[文献2] 高山茶涨幅更大，但成交量未见放大。[文献3]"
ENTRY = "- 竹叶青：峨眉高山绿茶，2026 年新建一条自动化产线。[文献4]"
KB = f"""\
# 茶叶市场 · 活文档

> 引用规则：事实句在句号后挂 `[文献N]`。

## 一、价格

{PARAGRAPH}

## 二、企业

{ENTRY}

| 企业 | 产能（吨） | 截至 |
|---|---|---|
| 竹叶青 | 1,200 | 2026-04 |

## 三、假设

| 编号 | 假设 | 状态 | 依据 |
|---|---|---|---|
| H1 | 春茶均价 2027 年继续上涨 | 待验证 | 文献2；产区减产 |

## 四、文献

1. 中国茶叶流通协会. 春茶产销形势分析. 2026-05.
2. 农业农村部. 茶叶价格周报. 2026-06.
3. 林川. 高山茶成交调研. 2026-07.
4. 竹叶青. 年度报告. 2026-04.
"""


def brief(asked: str, caveat: str = "以公告为准。") -> str:
    return f"""\
# tea · E1 预消化简报（2027-06-01）

## 一、今日重要增量

### 条目 1：竹叶青二期产线投产

- **来源**：竹叶青公告（2027-05-28）
- **要点**：二期产线投产。
- **建议归入**：{asked}
- **值得警惕**：{caveat}

## 四、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    ("asked", "line", "expected"),
    [
        (
            "§二 的竹叶青条目在 [文献4] 之后接一句「二期产线 2027 年 5 月投产。[文献5]」。",
            ENTRY,
            f"{ENTRY} 二期产线 2027 年 5 月投产。[文献5]",
        ),
        (
            "§二「竹叶青」条目末尾接一句「二期产线 2027 年 5 月投产。[文献5]」。",
            ENTRY,
            f"{ENTRY} 二期产线 2027 年 5 月投产。[文献5]",
        ),
        (
            "§一 第一段末尾追加一句：「夏茶价格持平。[文献5]」",
            PARAGRAPH,
            f"{PARAGRAPH} 夏茶价格持平。[文献5]",
        ),
    ],
)
def test_a_sentence_with_its_own_marker_goes_after_the_line_s_marker(
    asked: str, line: str, expected: str
) -> None:
    lines, rows = kb_after(KB, brief(asked))
    assert [status for status, _ in rows] == ["proposed"], rows
    changed = [new for new in lines if new not in KB.splitlines()]
    assert len(changed) == 1, changed
    # (The brief's mark closes the line.)
    assert changed[0].startswith(expected), changed


@pytest.mark.parametrize(
    "asked",
    [
        "文献列表补 `5. 竹叶青. 二期产线投产公告. 2027-05.`。",
        # A numbered line in backticks ending the request is the line, not `5` and words.
        "「四、文献」末尾补一条 `5. 竹叶青. 二期产线投产公告. 2027-05.`",
    ],
)
def test_a_reference_with_half_width_stops_takes_no_chinese_stop(asked: str) -> None:
    lines, rows = kb_after(KB, brief(asked))
    assert [status for status, _ in rows] == ["proposed"], rows
    added = lines[lines.index("4. 竹叶青. 年度报告. 2026-04.") + 1]
    assert added.startswith("5. 竹叶青. 二期产线投产公告. 2027-05."), added
    assert "2027-05.。" not in added, added


def test_a_bare_value_followed_by_words_that_ask_nothing_is_not_written_in_half() -> None:
    lines, rows = kb_after(
        KB, brief("§三 表：H1 行依据栏 产区减产 → 产区减产，需求回暖；状态不动。")
    )
    assert lines == KB.splitlines(), rows
    assert any("需求回暖" in reason for status, reason in rows if status == "not understood"), rows


@pytest.mark.parametrize(
    "asked",
    [
        "§三 表：H1 行依据栏「产区减产」→「产区减产，需求回暖」；状态不动。",
        "§三 表：H1 行依据栏 产区减产 → 需求回暖，状态不动。",
    ],
)
def test_a_quoted_value_or_one_followed_by_a_keep_is_written(asked: str) -> None:
    lines, rows = kb_after(KB, brief(asked))
    assert "proposed" in [status for status, _ in rows], rows
    assert any(line.startswith("| H1 | 春茶均价 2027 年继续上涨 | 待验证 |") for line in lines)
    assert not any(
        line == "| H1 | 春茶均价 2027 年继续上涨 | 待验证 | 文献2；产区减产 |" for line in lines
    )


def test_a_row_whose_one_change_is_kept_is_held_whole() -> None:
    # A row half changed would say 1,200 as of 2027-05.
    asked = "§二 表「竹叶青」行：产能 `1,200` → `1,500`，截至 `2026-04` → `2027-05`。"
    caveat = "企业段里的「1,200」是旧口径，保留，不要改成 1,500。"
    lines, rows = kb_after(KB, brief(asked, caveat))
    assert lines == KB.splitlines(), rows
    assert "forbidden" in [status for status, _ in rows], rows
