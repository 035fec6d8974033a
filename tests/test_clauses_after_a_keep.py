"""Clauses said after a keep or after a new citation are obeyed, not dropped: a caveat after
a keep (`其他章节一律不动；注明"…"`, `别的都不改；标注"…"`) stays with the new entry, as it does
before the keep; a negation in the caveat's own clause (`不要注明"…"`) still asks nothing. The
section a new citation's brackets are to name, said by the brief (`〔〕内写 §1`, `对应节 §2`,
`〔§2〕`), is written there, also when the item's new entry lands elsewhere. Our own words."""

from __future__ import annotations

import pytest

from kbpatch.models import Status

from .conftest import render_brief
from .test_take_backs_after_the_request import brief  # the same PhoneLM item

KB = (
    "# edge 活文档\n\n"
    "## 1 端侧推理\n\n"
    "- **TinyServe**：手机端 4-bit 推理，README 自述 30 tok/s。（E1 2026-11-01 · 条目 1）\n\n"
    "## 2 服务端\n\n"
    "- **PoolKV**：KV 池化。\n\n"
    "## 3 引用列表\n\n"
    "1. arXiv:2601.00001 — Tiny Serving on Phones〔§1〕\n"
    "2. arXiv:2602.00002 — Pooled KV Caches〔§2〕\n\n"
    "## 4 修订\n\n"
    "- 2026-12-01：初版。\n"
)
LINES = KB.splitlines(keepends=True)
MARK = "（E1 2026-12-14 · 条目 1）"
ENTRY = "- **PhoneLM**：在手机 NPU 上跑 3B 模型，README 自述 41 tok/s（arXiv:2612.66601）。"


def written(request: str) -> list[str]:
    return [
        line.rstrip("\n")
        for _, r in render_brief(brief(request), LINES, "2026-12-14")
        if r.status is Status.PROPOSED and r.edit is not None
        for line in r.edit.lines
        if line not in LINES
    ]


@pytest.mark.parametrize(
    ("request_", "caveat"),
    [
        (
            '只在 §1 补录 PhoneLM，其他章节一律不动；注明"速度为 README 自述"。',
            "速度为 README 自述",
        ),
        ('§1 补录 PhoneLM，其余不动；标注"速度为自述"。', "速度为自述"),
        ('§1 新增 PhoneLM；§2 不动，注明"速度为自述"。', "速度为自述"),
        ('§1 加一条 PhoneLM，别的都不改；注明"未测功耗"。', "未测功耗"),
        # Before the keep, as it was read already.
        ('§1 新增 PhoneLM，注明"速度为自述"，其他章节一律不动。', "速度为自述"),
    ],
)
def test_a_caveat_after_a_keep_stays_with_the_entry(request_: str, caveat: str) -> None:
    assert written(request_) == [f"{ENTRY}标注：{caveat}。{MARK}"]


@pytest.mark.parametrize(
    "request_",
    [
        '§1 新增 PhoneLM，不要注明"速度为自述"。',
        '§1 新增 PhoneLM，其余不动，无需标注"速度为自述"。',
        '§1 新增 PhoneLM；不必注明"未测功耗"。',
        '§1 新增 PhoneLM，别标注"未测功耗"。',
    ],
)
def test_a_caveat_negated_in_its_own_clause_asks_nothing(request_: str) -> None:
    assert written(request_) == [f"{ENTRY}{MARK}"]


@pytest.mark.parametrize(
    ("request_", "section"),
    [
        ("§3 末尾登记第 3 条 arXiv:2612.66601，〔〕内写 §1", "§1"),
        ("§3 末尾登记第 3 条 arXiv:2612.66601，方括号内写 §1。", "§1"),
        ("§3 登记第 3 条 arXiv:2612.66601，对应节 §2", "§2"),
        ("§3 登记第 3 条 arXiv:2612.66601，〔〕里填 2 节", "§2"),
        ("§3 末尾登记第 3 条 arXiv:2612.66601〔§2〕", "§2"),
    ],
)
def test_the_section_named_for_the_brackets_is_written(request_: str, section: str) -> None:
    assert written(request_) == [f"3. arXiv:2612.66601 — PhoneLM〔{section}〕{MARK}"]


def test_the_named_section_wins_over_where_the_entry_lands() -> None:
    new = written("§1 新增 PhoneLM；§3 登记第 3 条 arXiv:2612.66601，〔〕中写 §2")
    assert new == [f"{ENTRY}{MARK}", f"3. arXiv:2612.66601 — PhoneLM〔§2〕{MARK}"]
    # Without a section of its own, the citation names where the entry lands, as before.
    new = written("§1 新增 PhoneLM；§3 登记第 3 条 arXiv:2612.66601")
    assert new == [f"{ENTRY}{MARK}", f"3. arXiv:2612.66601 — PhoneLM〔§1〕{MARK}"]
