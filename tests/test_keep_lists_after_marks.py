"""A closing line that keeps a list of sections (`§2.2、§5.6 不动`) keeps every one of them when
the line starts with a task box (`- [x]`, `☑`) or stands in a table row (`| 6 | … | — |`): the
box or the cells before the words do not cut the first section off the list, and an item's
edit of that section is not proposed. A box or row whose words ask for an edit still asks."""

from __future__ import annotations

import pytest

from kbpatch.models import Action, ActionKind
from kbpatch.parse import parse_brief
from kbpatch.reading import plan

from .test_phrasings import edits

ITEM = (
    "# serving · E1 预消化简报（2026-12-12）\n\n## 一、增量\n\n"
    "### 条目 1：冷档换出实测\n\n"
    "- **来源**：organized/repo_cards/5001-tiered-cache.md\n"
    "- **要点**：冷档换出到主机内存后命中率不变。\n"
    '- **建议归入**：§2.2 LRU 条目末尾补一句"（冷档换出另计）"；'
    '§6.1 新增一条开放问题："冷档换出是否拖慢首 token？"\n\n'
    "## 二、建议动作\n\n"
)


def listed(line: str) -> str:
    return ITEM + "- [x] §6.1 新增开放问题（条目 1）\n" + f"{line}\n"


def tabled(row: str) -> str:
    return ITEM + "| # | 动作 | 条目 |\n|---|---|---|\n| 1 | §6.1 新增开放问题 | 1 |\n" + f"{row}\n"


def kept(actions: list[Action]) -> set[str]:
    return {
        a.target.key for a in actions if a.kind is ActionKind.CONSTRAINT and a.target is not None
    }


KEEP_LINES = (
    listed("- [x] §2.2、§5.6 不动"),
    listed("☑ §2.2、§5.6 均不动"),
    listed("- [x] 第二章 2.2 节、§5.6 不动"),
    listed("- [X] §2.2 和 §5.6 保持原样"),
    listed("- [x] §2.2、§5.6 本轮不改"),
    tabled("| 2 | §2.2、§5.6 不动 | — |"),
    tabled("| 2 | 第二章 2.2 节、§5.6 均不动 | — |"),
)


@pytest.mark.parametrize("brief", KEEP_LINES)
def test_every_section_of_a_keep_list_after_a_box_or_a_cell_is_kept(brief: str) -> None:
    actions = plan(parse_brief(brief))
    assert {"2.2", "5.6"} <= kept(actions)
    assert [(a.kind, a.target.key if a.target else "") for a in edits(actions)] == [
        (ActionKind.ADD_QUESTION, "6.1")
    ]
    (append,) = [a for a in actions if a.kind is ActionKind.APPEND]
    assert append.forbidden_by


@pytest.mark.parametrize(
    "brief",
    (
        listed("- [x] §3.1、§5.6 无需改动"),
        listed("☑ 第三章 3.1 节、§5.6 不动"),
        tabled("| 2 | §3.1、§5.6 不动 | — |"),
        tabled("| 2 | §3.1 与 §5.6 均不动 | — |"),
    ),
)
def test_a_keep_list_of_other_sections_leaves_the_items_edits_alone(brief: str) -> None:
    actions = plan(parse_brief(brief))
    assert {"3.1", "5.6"} <= kept(actions) and "2.2" not in kept(actions)
    assert sorted((a.kind.value, a.target.key if a.target else "") for a in edits(actions)) == [
        (ActionKind.ADD_QUESTION.value, "6.1"),
        (ActionKind.APPEND.value, "2.2"),
    ]
