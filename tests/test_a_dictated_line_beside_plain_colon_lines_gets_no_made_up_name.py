"""A brief that dictates a whole new line (`§2 增加一条：…`) for a list whose lines open with
plain words and a colon (`判断：理由`) gets that line as written: the item's title is no name
the brief gives it, and is never put before the line. Beside bold names, or when the brief
names the entry, the list's named form stays. Our own words and KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/lu/2026-12-20-garden-e1prep.md"
KB_PATH = "organized/knowledge/garden.md"

PLAIN_KB = """\
# 阳台种植

## 1 总览

### 1.1 本文档的基本看法

1. 光照比肥料更常成为阳台种植的瓶颈，朝北阳台尤其如此（李, 2023）。
2. 自动浇水并不省心：滴头堵塞比缺水更常见。
3. 盆土比品种重要：多数失败来自积水烂根，而不是选错苗。

## 2 工具
"""

BOLD_KB = """\
# 阳台种植

## 1 总览

### 1.1 常用工具

1. **滴灌带**：按时出水，但滴头容易被水垢堵住。
2. **补光灯**：全光谱灯能补足冬季日照。

## 2 其他
"""

LINE = "通风不足会让白粉病在一周内蔓延到整排植株"


def brief(request: str, title: str = "看法补充") -> str:
    return f"""\
# garden · E1 预消化简报（2026-12-20）

## 一、条目

### 条目 1：{title}

- 来源：inbox/lu/2026-12-19-notes.md
- 要点：春季两次白粉病都始于闷热的角落。
- **建议归入**：{request}

## 二、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "request_words",
    [
        f"§1.1 增加一条：{LINE}。",
        f"「本文档的基本看法」一节补一条：{LINE}。",
        f"1.1 末尾新增一条：{LINE}",
        f"在 §1.1 列表最后添加一条 —— {LINE}。",
    ],
)
def test_the_dictated_line_is_written_without_the_item_title(
    tmp_path: Path, request_words: str
) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, PLAIN_KB, brief(request_words), BRIEF_PATH
    )
    assert code == 0, report
    added = [line for line in after.splitlines() if line not in PLAIN_KB.splitlines()]
    assert len(added) == 1, report
    assert added[0].startswith(f"4. {LINE}。"), added
    assert "看法补充" not in after, added


def test_a_line_the_brief_dictates_with_its_own_lead_keeps_it(tmp_path: Path) -> None:
    words = f"通风比药剂重要：{LINE}。"
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, PLAIN_KB, brief(f"§1.1 增加一条：{words}"), BRIEF_PATH
    )
    assert code == 0, report
    added = [line for line in after.splitlines() if line not in PLAIN_KB.splitlines()]
    assert len(added) == 1 and added[0].startswith(f"4. {words}"), added


def test_beside_bold_names_the_entry_keeps_its_name(tmp_path: Path) -> None:
    code, report, after = proposed_and_applied(
        tmp_path,
        KB_PATH,
        BOLD_KB,
        brief("§1.1 增加一条：小型风扇能让叶面保持干燥。", title="循环风扇"),
        BRIEF_PATH,
    )
    assert code == 0, report
    added = [line for line in after.splitlines() if line not in BOLD_KB.splitlines()]
    assert len(added) == 1 and added[0].startswith("3. **循环风扇**："), added


def test_an_item_titled_by_a_thing_s_name_keeps_it_beside_plain_colon_lines(
    tmp_path: Path,
) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, PLAIN_KB, brief(f"§1.1 增加一条：{LINE}。", title="FanGuard"), BRIEF_PATH
    )
    assert code == 0, report
    added = [line for line in after.splitlines() if line not in PLAIN_KB.splitlines()]
    assert len(added) == 1 and added[0].startswith(f"4. FanGuard：{LINE}"), added
