"""`请 <person> 在 <place> <verb>…` hands the edit to that person (`请 Mia 在 §2.1 新增…`,
`麻烦 Lin 在引擎一览表补一行`, `烦请 owner 在…`, `请 Jay 把…改为…`), and `…，本简报不落笔` /
`…，本简报不动该表` / `…，我这边不写` keep the brief's own hands off it: no patch, a stated
no-op with those words (a role such as `owner` is reported as another's task). A polite
imperative with no person (`请在 §2.1 新增…`, `请务必在…`) still asks kbpatch, and so does a
place word right after `请`. Our own words and KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/zed/2026-12-12-store-e1prep.md"
KB_PATH = "organized/knowledge/store.md"

KB = """\
# store 活文档

## 1 存储引擎

### 1.1 日志结构

**RocksDB**：LSM 树，写放大约 10 倍，分层压实为默认策略。

**Pebble**：Go 实现的 LSM，CockroachDB 默认引擎。

### 1.2 原地更新

**InnoDB**：B+ 树，页大小 16KB，默认开启双写缓冲。

## 2 引擎对比

### 2.1 引擎一览

| 引擎 | 结构 | 语言 | 备注 |
| --- | --- | --- | --- |
| RocksDB | LSM | C++ | Meta 维护 |
| InnoDB | B+ 树 | C | MySQL 默认 |
"""


def brief(suggestion: str) -> str:
    return f"""\
# store · E1 预消化简报（2026-12-12）

## 一、条目

### 条目 1：Badger 引擎

- 来源：arXiv:2612.04444
- 要点：键值分离的 LSM 引擎，值日志单独存放。
- 建议归入：{suggestion}
"""


def run(tmp_path: Path, suggestion: str) -> tuple[int, str, str]:
    return proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)


HANDED_TO_A_PERSON = [
    ("请 Mia 在 §1.1 新增 **Badger** 条目。", "请 Mia"),
    ("麻烦 Lin 在引擎一览表补 Badger 一行。", "麻烦 Lin"),
    ("烦请 owner 在 §1.1 新增 **Badger** 条目。", "owner"),
    ('请 Jay 把 §1.2 InnoDB 条目的"16KB"改为"32KB"。', "请 Jay"),
    ("请小周在日志结构小节的 Pebble 条目补一句键值分离的说明。", "请小周"),
    ("请 Ann 老师在 §1.1 新增 **Badger** 条目。", "请 Ann 老师"),
]


@pytest.mark.parametrize(("suggestion", "said"), HANDED_TO_A_PERSON)
def test_an_edit_a_person_is_asked_by_name_to_make_writes_nothing(
    tmp_path: Path, suggestion: str, said: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert after == KB, report
    assert "proposed" not in report, report
    assert said in report, report
    # A person by name: a stated no-op; a role (`owner`): reported as another's task.
    assert code == 0 or "not understood" in report, report


KEPT_BY_THE_BRIEF = [
    ("§1.1 新增 **Badger** 条目，本简报不落笔。", "本简报不落笔"),
    ("引擎一览表补 Badger 一行，本简报不动该表。", "本简报不动该表"),
    ("§1.1 Pebble 条目补一句键值分离的说明，我这边不写。", "我这边不写"),
    ("请 Lin 在 §1.1 Pebble 条目补一句键值分离的说明，本简报不落笔。", "请 Lin"),
]


@pytest.mark.parametrize(("suggestion", "said"), KEPT_BY_THE_BRIEF)
def test_an_edit_the_brief_says_it_does_not_write_writes_nothing(
    tmp_path: Path, suggestion: str, said: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert after == KB, report
    assert code == 0, report
    assert "proposed" not in report, report
    assert any("stated no-op" in row and said in row for row in report.splitlines()), report


@pytest.mark.parametrize(
    "suggestion",
    [
        "请在 §1.1 新增 **Badger** 条目。",
        "请务必在 §1.1 新增 **Badger** 条目。",
        "请在日志结构小节新增 **Badger** 条目。",
    ],
)
def test_a_polite_request_with_no_person_is_still_an_edit(tmp_path: Path, suggestion: str) -> None:
    _, report, after = run(tmp_path, suggestion)
    added = [line for line in after.splitlines() if line not in KB.splitlines()]
    assert any(line.startswith("**Badger**") and "键值分离的 LSM 引擎" in line for line in added), (
        report
    )
    assert "stated no-op" not in report, report


@pytest.mark.parametrize(
    "suggestion", ["请在引擎一览表补 Badger 一行。", "引擎一览表补 Badger 一行。"]
)
def test_a_table_row_asked_with_no_person_is_still_an_edit(tmp_path: Path, suggestion: str) -> None:
    _, report, after = run(tmp_path, suggestion)
    added = [line for line in after.splitlines() if line not in KB.splitlines()]
    assert any(line.startswith("| Badger |") for line in added), report


def test_a_closing_line_that_hands_the_section_over_agrees(tmp_path: Path) -> None:
    closing = "\n## 四、本轮结论与建议动作\n\n- §1.1：交 Mia（条目 1）。\n"
    text = brief("请 Mia 在 §1.1 新增 **Badger** 条目。") + closing
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, text, BRIEF_PATH)
    assert after == KB, report
    assert code == 0, report
    assert "not understood" not in report and "proposed" not in report, report
