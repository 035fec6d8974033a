"""A later item's own field may withdraw an earlier item (`条目 1 撤销。`, `条目 1 不算，以本条
为准：…`) or say it was wrong (`勘误条目 1：应为 "X" 而非 "Y"`, `条目 1 的 "Y" 写错了，改为
"X"`). A withdrawal holds that item's edits back as the closing list's does; a correction whose
wrong value is the one quoted in exactly one new value of the earlier item proposes the right
value instead; any other correction holds the earlier item back with a row. The superseded value
is never proposed. Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/li/2026-12-10-storage-e1prep.md"
KB_PATH = "organized/knowledge/storage.md"

KB = """\
# storage 活文档

## 2 索引

### 2.2 向量索引

- **HNSW**（arXiv:1603.09320）：分层小世界图。

| 项目 | 定位 | 热度 |
| --- | --- | --- |
| vecstore-lite | 嵌入式向量库 | 1,204⭐ |
"""

FIRST = '§2.2 表中 vecstore-lite 一行 "1,204⭐" 更新为 "1,390⭐"。'


def brief(first: str, second: str) -> str:
    return f"""\
# storage · E1 预消化简报（2026-12-10）

## 一、条目

### 条目 1：vecstore-lite 复采

- 来源：organized/repo_cards/9001-vecstore-lite.md
- 要点：星数上涨。
- 建议归入：{first}

### 条目 2：复采核对

- 来源：organized/repo_cards/9001-vecstore-lite.md（复核）
- 要点：核对条目 1 的数字。
- 建议归入：{second}
"""


def run(tmp_path: Path, second: str, first: str = FIRST) -> tuple[int, str, str]:
    return proposed_and_applied(tmp_path, KB_PATH, KB, brief(first, second), BRIEF_PATH)


@pytest.mark.parametrize(
    "second",
    [
        '勘误条目 1：应为 "1,389⭐" 而非 "1,390⭐"。',
        '条目 1 的 "1,390⭐" 写错了，改为 "1,389⭐"。',
        '条目 1 有误："1,390⭐" 应为 "1,389⭐"。',
        '纠正条目 1：数字是 "1,389⭐"，不是 "1,390⭐"。',
    ],
)
def test_a_correction_of_the_new_value_proposes_the_right_one(tmp_path: Path, second: str) -> None:
    _, report, after = run(tmp_path, second)
    assert "| vecstore-lite | 嵌入式向量库 | 1,389⭐ |" in after, report
    assert "1,390⭐" not in after, report
    assert "asks for nothing" not in report, report


@pytest.mark.parametrize(
    "second",
    [
        "更正条目 1：星数应为 1389 而非 1390。",
        "条目 1 记错了，以复核为准。",
        '条目 1 的数字有误，应为 "1,388⭐" 或 "1,389⭐"。',
    ],
)
def test_a_correction_kbpatch_cannot_apply_holds_the_earlier_item_back(
    tmp_path: Path, second: str
) -> None:
    code, report, after = run(tmp_path, second)
    assert after == KB, report
    assert code == 1
    (row,) = [line for line in report.splitlines() if "(条目 1)" in line]
    assert "not understood" in row and "条目 2 says it was wrong" in row, report


@pytest.mark.parametrize(
    "second",
    [
        "条目 1 撤销。",
        "条目 1 作废。",
        "条目 1 不要了。",
    ],
)
def test_a_withdrawal_in_a_later_item_holds_the_earlier_back(tmp_path: Path, second: str) -> None:
    _, report, after = run(tmp_path, second)
    assert after == KB, report
    assert "1,390⭐" not in after
    assert "asks for nothing" not in report, report


def test_a_withdrawal_then_the_later_item_s_own_value(tmp_path: Path) -> None:
    second = '条目 1 作废，以本条为准：§2.2 表中 vecstore-lite 一行 "1,204⭐" 更新为 "1,389⭐"。'
    code, report, after = run(tmp_path, second)
    assert "| vecstore-lite | 嵌入式向量库 | 1,389⭐ |" in after, report
    assert code == 0, report


@pytest.mark.parametrize(
    "second",
    [
        "§2.2 新增 DiskANN 一条（与条目 1 无关），名称应为 DiskANN。",
        "同条目 1，§2.2 补一条 DiskANN。",
    ],
)
def test_naming_an_earlier_item_without_saying_it_was_wrong_leaves_it(
    tmp_path: Path, second: str
) -> None:
    _, report, after = run(tmp_path, second)
    assert "| vecstore-lite | 嵌入式向量库 | 1,390⭐ |" in after, report
