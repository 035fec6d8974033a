"""A new entry asked with its description given after the description's label (`说明写"…"`,
`说明部分写清"…"`, `描述写成"…"`), in the list's form (`体例同现有条目`), is the entry's name and
those words, nothing of the item's 要点 (a figure the caveat keeps out stays out); a place said
after it (`位置放在 X 紧后面`, `放在 X 之后`) puts it right after X. Our own words, on a KB of
our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 减重药

## 第一章 靶点

### 1.5 胰淀素

- petrelintide —— 长效胰淀素类似物；二期进行中。
- eloralintide —— 礼来；二期完成。
- bimagrumab —— 礼来；与 GLP-1 联用。
"""
WORDS = "阿斯利康；长效胰淀素受体激动剂，二期 2026-10 启动"


def brief(suggestion: str) -> str:
    return f"""\
# 减重 · E1 预消化简报（2026-12-03）

## 一、今日重要增量

### 条目 1：AZD6234

- **来源**：公司公告（2026-12-01）
- **要点**：AZD6234 二期启动，一期减重 6.1%。
- **建议归入**：{suggestion}
- **值得警惕**：一期数据未发表，6.1% 不写进条目。

## 四、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    ("suggestion", "after"),
    [
        (
            f'在 1.5 新增 AZD6234 一条，体例同现有条目，说明写"{WORDS}"，'
            "位置放在 eloralintide 紧后面。",
            "- eloralintide —— 礼来；二期完成。",
        ),
        (
            f'1.5 新增 AZD6234 一条，说明部分写清"{WORDS}"，放在 eloralintide 之后。',
            "- eloralintide —— 礼来；二期完成。",
        ),
        (
            f'在 1.5 末尾加一条 AZD6234，体例同上，描述写成"{WORDS}"。',
            "- bimagrumab —— 礼来；与 GLP-1 联用。",
        ),
    ],
)
def test_the_entry_is_its_name_and_the_words_given(suggestion: str, after: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert "proposed" in [status for status, _ in rows], rows
    at = KB.splitlines().index(after) + 1
    assert lines[at].startswith(f"- AZD6234 —— {WORDS}。"), lines
    assert lines[:at] + lines[at + 1 :] == KB.splitlines(), lines
    assert not any("6.1%" in line for line in lines)


@pytest.mark.parametrize(
    "fields",
    [
        '说明写"阿斯利康；二期启动"，证据写"公司公告"',
        "说明写成「阿斯利康；二期启动」，备注写「未发表」",
    ],
)
def test_words_given_field_by_field_write_nothing(fields: str) -> None:
    lines, rows = kb_after(KB, brief(f"1.5 末尾加一条 AZD6234，体例同现有条目：{fields}。"))
    assert lines == KB.splitlines(), rows
    assert any("field by field" in reason for _, reason in rows), rows
