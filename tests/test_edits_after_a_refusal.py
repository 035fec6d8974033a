"""A refusal of a section's edit (`C.1 的 X 条目暂不删除`) is a stated no-op; what the brief
asks after it on the same line (`只在 C.3 表中把 Y 的状态由"A"改为"B"`) is read as its own
request, or reported with its words: never dropped. A bare section number after a word that says
where (`只在 C.3 表中`, `in C.3`) names that section as it does at a clause's start. A closing
line holding two items' edits, each part with its item's tag (`C.3：X a → b（条目 1）；Y c → d
（条目 2）`), is two requests: the second is read in the section the line leads with, or reported.
Our own KB and words, a letter-numbered document with a table of states."""

from __future__ import annotations

import pytest

from kbpatch.api import propose
from kbpatch.kb import Kb
from kbpatch.models import ActionKind, Outcome, Status

KB = (
    "# 缓存与存储 活文档\n\n"
    "## I. 总览\n\n### A.1 范围\n\n只收推理侧的缓存与存储。\n\n"
    "## II. 缓存\n\n### C.1 前缀缓存\n\n"
    "- **RadixTree**：基数树共享前缀 [1]。\n  - 命中率依赖请求排序。\n"
    "- **HashPrefix**：按块哈希复用 [2]。\n  - 块大小固定 16。\n\n"
    "### C.2 分层存储\n\n- **TierKV**：显存、内存、SSD 三层 [3]。\n\n"
    "### C.3 方案对比\n\n"
    "| 方案 | 粒度 | 命中率 | 状态 |\n|:-----|:----:|------:|:----:|\n"
    "| RadixTree | token | 0.58 | 稳定 |\n"
    "| HashPrefix-1 | 块 | 0.44 | 维护 |\n"
    "| TierKV | 块 | 0.61 | 观察 |\n\n"
    "## 参考链接\n\n"
    '[1]: https://arxiv.org/abs/2312.00001 "RadixTree"\n'
    '[2]: https://arxiv.org/abs/2401.00002 "HashPrefix"\n'
    '[3]: https://arxiv.org/abs/2402.00003 "TierKV"\n'
)
PATH = "organized/knowledge/cache.md"
ROW_BEFORE = "| HashPrefix-1 | 块 | 0.44 | 维护 |"
ROW_AFTER = "| HashPrefix-1 | 块 | 0.44 | 归档 |"


def brief(first: str, second: str = "", closing: str = "- 无。") -> str:
    two = (
        "\n## 条目 2：TierKV 复测\n\n"
        "- **来源**：organized/paper_cards/4102-tierkv-rerun.md（arXiv:2612.04102）\n"
        "- **要点**：第三方复测命中率 0.66。\n"
        f"- **建议归入**：{second}\n"
        if second
        else ""
    )
    return (
        "# cache · E1 预消化简报（2026-12-20）\n\n"
        "- **作者**：Lu · E1 预消化（cache）\n"
        "- **对照活文档**：organized/knowledge/cache.md\n\n"
        "## 条目 1：HashPrefix-1 归档\n\n"
        "- **来源**：organized/paper_cards/4101-hashprefix-status.md（复核）\n"
        "- **要点**：HashPrefix-1 仓库已归档。\n"
        f"- **建议归入**：{first}\n"
        f"{two}\n"
        "## 合并建议\n\n"
        f"{closing}\n"
    )


def outcomes(text: str) -> tuple[list[Outcome], str]:
    proposal = propose(text, Kb(KB, path=PATH))
    return list(proposal.outcomes), "".join(p.diff for p in proposal.patches)


def of_item(found: list[Outcome], key: str) -> list[Outcome]:
    return [o for o in found if o.action.item_key == key]


@pytest.mark.parametrize(
    "request_",
    [
        'C.1 的 HashPrefix 条目暂不删除，只在 C.3 表中把 HashPrefix-1 状态由"维护"改为"归档"。',
        'C.1 的 HashPrefix 条目先别删，只在 C.3 表里把 HashPrefix-1 的状态由"维护"改成"归档"。',
        'C.1 HashPrefix 那条暂不删，在 C.3 表中将 HashPrefix-1 状态"维护"更新为"归档"。',
        'C.1 的 HashPrefix 条目勿删，仅在 C.3 表把 HashPrefix-1 的状态从"维护"改为"归档"。',
    ],
)
def test_a_cell_edit_after_a_refused_deletion_is_made(request_: str) -> None:
    found, diff = outcomes(brief(request_))
    kinds = {(o.action.kind, o.status) for o in found}
    assert (ActionKind.NO_OP, Status.SKIPPED) in kinds
    assert (ActionKind.REPLACE, Status.PROPOSED) in kinds
    assert f"-{ROW_BEFORE}\n+{ROW_AFTER}\n" in diff


@pytest.mark.parametrize(
    "request_",
    [
        # The table is named by words kbpatch does not know as a section: reported.
        'C.1 的 HashPrefix 条目暂不删除，只在状态总表中把 HashPrefix-1 状态由"维护"改为"归档"。',
        'C.1 的 HashPrefix 条目先别删，到汇总表里把 HashPrefix-1 的状态由"维护"改成"归档"。',
        'C.1 HashPrefix 勿删，另把对比表里 HashPrefix-1 的状态"维护"更新为"归档"。',
        'C.1 的 HashPrefix 条目暂不删除，总表 HashPrefix-1 的"维护"改为"归档"。',
    ],
)
def test_an_edit_after_a_refused_deletion_that_names_no_known_place_is_reported(
    request_: str,
) -> None:
    found, diff = outcomes(brief(request_))
    assert diff == ""
    reported = [o for o in found if o.action.kind is ActionKind.NOT_UNDERSTOOD]
    assert reported, [o.reason for o in found]
    assert any("归档" in (o.action.request + o.reason) for o in reported)


@pytest.mark.parametrize(
    "request_",
    [
        "keep the C.1 HashPrefix bullet; in C.3 set HashPrefix-1 状态 to 归档.",
        "in C.3 set HashPrefix-1 状态 to 归档.",
    ],
)
def test_an_english_cell_change_in_a_lettered_section_is_made(request_: str) -> None:
    # The row's cell under the column named (tests/test_cell_change_without_old_value.py).
    found, diff = outcomes(brief(request_))
    assert f"-{ROW_BEFORE}\n+{ROW_AFTER}\n" in diff, [(o.action.kind, o.reason) for o in found]


@pytest.mark.parametrize(
    "request_",
    [
        "C.1 HashPrefix stays; in C.3 mark HashPrefix-1 as 归档.",
        "leave C.1 alone; in C.3 the HashPrefix-1 row becomes 归档.",
    ],
)
def test_an_english_edit_in_a_lettered_section_is_reported_not_dropped(request_: str) -> None:
    found, diff = outcomes(brief(request_))
    assert diff == ""
    assert any(
        o.action.kind is ActionKind.NOT_UNDERSTOOD
        and o.action.target
        and o.action.target.raw == "C.3"
        for o in found
    ), [(o.action.kind, o.reason) for o in found]


SECOND = 'C.3 表 TierKV 一行命中率 0.61 改为 0.66，状态由"观察"改为"稳定"。'


@pytest.mark.parametrize(
    "closing",
    [
        "- C.3：TierKV 0.61 → 0.66，观察 → 稳定（条目 2）；HashPrefix-1 维护 → 归档（条目 1）。",
        "- C.3 表：TierKV 0.61 → 0.66（条目 2）；HashPrefix-1 维护 → 归档（条目 1）。",
        "- §C.3：TierKV 观察 → 稳定（条目 2）；HashPrefix-1 一行 维护 → 归档（条目 1）。",
        "- C.3: TierKV 0.61 → 0.66 (item 2); HashPrefix-1 维护 → 归档 (item 1).",
    ],
)
def test_each_item_s_part_of_a_closing_line_is_its_own_request(closing: str) -> None:
    found, diff = outcomes(brief("C.1 的 HashPrefix 条目暂不删除。", SECOND, closing))
    assert f"-{ROW_BEFORE}\n" in diff and f"+{ROW_AFTER}\n" in diff
    assert "+| TierKV | 块 | 0.66 | 稳定 |\n" in diff
    (first,) = [o for o in of_item(found, "条目 1") if o.action.kind is ActionKind.REPLACE]
    assert first.status is Status.PROPOSED
    (second,) = [o for o in of_item(found, "条目 2") if o.action.kind is ActionKind.REPLACE]
    assert second.status is Status.PROPOSED


@pytest.mark.parametrize(
    "closing",
    [
        # No section leads the line: the other item's part is reported, not read elsewhere.
        "- 条目 2：C.3 TierKV 0.61 → 0.66；HashPrefix-1 维护 → 归档（条目 1）。",
        "- C.3 表 TierKV 0.61 → 0.66（条目 2）；HashPrefix-1 维护 → 归档（条目 1）。",
        "- TierKV 在 C.3 表 0.61 → 0.66（条目 2）；HashPrefix-1 维护 → 归档（条目 1）。",
        "- 条目 2：C.3 表 TierKV 观察 → 稳定；条目 1：HashPrefix-1 维护 → 归档。",
    ],
)
def test_another_item_s_part_of_a_line_with_no_lead_is_reported(closing: str) -> None:
    found, diff = outcomes(brief("C.1 的 HashPrefix 条目暂不删除。", SECOND, closing))
    assert ROW_AFTER not in diff
    assert any(
        o.action.kind is ActionKind.NOT_UNDERSTOOD and "归档" in o.action.request + o.reason
        for o in of_item(found, "条目 1")
    ), [(o.action.item_key, o.action.kind, o.reason) for o in found]
