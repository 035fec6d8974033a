"""A brief may place a new entry right after an entry it names by its words alone, with no
section (`在渠道清单「第三国转运」一条之后列进一条`): the section is the one holding the
document's one entry of that name. Two entries of that name: which is meant is not guessed."""

from __future__ import annotations

import pytest

from tests.conftest import kb_after

KB = """\
# 渠道研究

## 一、渠道

### （一）清单

渠道有以下几类：

- 境外云租赁：国内企业租用境外算力；
- 第三国转运：经新加坡转运整机；
- 拆机翻新：从二手服务器拆出板卡。

## 二、其他

- 代工：委托境外代工厂。
- 拆机翻新：另一处同名条目。
"""


def brief(request: str, dictated: str = "") -> str:
    below = f"  `{dictated}`\n" if dictated else ""
    return f"""\
# 渠道 · E1 预消化简报（2026-12-08）

## 一、今日重要增量

### 条目 1：样片外流

- **来源**：某报道（2026-12-06）
- **要点**：样片外流成为新渠道。
- **建议归入**：{request}
{below}
## 四、本轮结论与建议动作

- 见条目 1。
"""


NEW = "- 测试样片外流：工程样片测试后未回收"


@pytest.mark.parametrize(
    ("request_words", "dictated"),
    [
        ("在渠道清单「第三国转运」一条之后列进一条，原文：", f"{NEW}；"),
        (f"「第三国转运」那条后面补一条：「{NEW}；」", ""),
        (f"在「第三国转运」这一条之后添一条「{NEW}；」", ""),
    ],
)
def test_the_new_entry_follows_the_named_one_in_its_section(
    request_words: str, dictated: str
) -> None:
    lines, rows = kb_after(KB, brief(request_words, dictated))
    assert [status for status, _ in rows] == ["proposed"], rows
    at = lines.index("- 第三国转运：经新加坡转运整机；")
    assert lines[at + 1].startswith(NEW), lines
    assert lines[at + 2] == "- 拆机翻新：从二手服务器拆出板卡。"
    assert len(lines) == len(KB.splitlines()) + 1


def test_a_name_two_entries_open_with_is_not_guessed() -> None:
    lines, rows = kb_after(KB, brief(f"「拆机翻新」那条后面补一条：「{NEW}。」"))
    assert lines == KB.splitlines(), rows
    assert [status for status, _ in rows] == ["unresolved"], rows
    assert "not guessing" in rows[0][1]
