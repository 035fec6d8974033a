"""Reading a brief takes time in proportion to its length: a closing list of thousands of
lines is read in seconds, not minutes (it used to take 79 s for 16,000 lines)."""

from __future__ import annotations

import time

import pytest

from kbpatch.models import Action, ActionKind
from kbpatch.parse import parse_brief
from kbpatch.reading import plan

HEAD = (
    "inference · E1 预消化简报(2026-11-05)\n\n"
    "增量 1：FlowCache（arXiv:2611.01473）—— 按会话冷热分层的前缀缓存\n\n"
    "要点：热档常驻显存，冷档落盘。\n\n"
    "建议归入：§3.4 末尾新增一条 FlowCache 条目。\n\n"
    "今晚建议的归并动作\n\n"
)


def closing_list(lines: int) -> str:
    """Lines of their own (no cache of repeated text helps), each naming sections and items."""
    return HEAD + "".join(
        f"§{n % 9 + 1}.{n % 7 + 1} 新增 Flow{n} 一条（增量 1）；"
        f"§1.6 只更新 flow{n} 计数（{n}→{n + 1}），不新增条目；§2.{n % 5 + 1} 不动。\n"
        for n in range(lines)
    )


def seconds_to_plan(text: str) -> tuple[float, list[Action]]:
    start = time.perf_counter()
    actions = plan(parse_brief(text))
    return time.perf_counter() - start, actions


@pytest.mark.slow
def test_a_closing_list_four_times_as_long_is_read_in_about_four_times_the_time() -> None:
    # Linear, not quadratic: 16,000 lines once took 79 s where 4,000 took under 5. A ratio of
    # two runs in one process holds on any machine, whatever each line costs the reader (that
    # cost grows with its vocabulary: about 2.4 ms a line here in 2026-12).
    short, _ = seconds_to_plan(closing_list(2000))
    long, actions = seconds_to_plan(closing_list(8000))
    assert long < 6 * short, f"{short:.1f} s for 2,000 lines, {long:.1f} s for 8,000"
    # Repeats merge into one action per item and section, however long the list.
    per_place = {(a.kind, a.item_key, a.target.key if a.target else "") for a in actions}
    assert len(per_place) == len(actions)
    # 63 sections get an entry (one of them, §1.6, also holds the updates it merges with).
    assert 62 <= sum(a.kind is ActionKind.ADD_ENTRY for a in actions) <= 9 * 7


def test_a_clause_naming_more_sections_than_any_brief_is_reported_unread() -> None:
    many = "、".join(f"§{n % 9 + 1}.{n % 7 + 1}" for n in range(70))
    actions = plan(parse_brief(HEAD + f"{many} 新增一条 FlowCache。\n"))
    unread = [a for a in actions if "sections in one clause" in a.reason]
    assert len(unread) == 1 and unread[0].kind is ActionKind.NOT_UNDERSTOOD
    assert not any(a.kind.edits_document and a.lines == unread[0].lines for a in actions)


def test_a_clause_naming_a_chapter_s_worth_of_sections_is_still_read() -> None:
    kept = "、".join(f"§{n // 7 + 1}.{n % 7 + 1}" for n in range(30))
    actions = plan(parse_brief(HEAD + f"{kept} 不动。\n"))
    assert sum(a.kind is ActionKind.CONSTRAINT for a in actions) >= 30
