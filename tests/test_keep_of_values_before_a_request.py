"""A keep of values said before the request in one line (`§2 的 X 0.3 与 Y 2.6 均不变；只把
Z 的 3.90 调成 3.60`): the keep holds for the values it names, and the replace after it is
read in the same section. A replace of a kept value is forbidden; a request of another kind
after the keep that names no section is reported, never dropped; values written inside an
add (`新增一行 X：能耗 0.3 不变`) keep nothing. Our own KB and words."""

from __future__ import annotations

import pytest

from kbpatch.api import Options, propose
from kbpatch.kb import Kb
from kbpatch.models import Status

KB = """\
# cost 活文档

## 1 硬件

- **A100** — 仍是训练主力。

## 2 价格

| 项目 | 单位 | 数值 | 备注 |
|---|---|---|---|
| A100 按需 | USD / GPU·h | 2.10 | us-east |
| H100 按需 | USD / GPU·h | 3.90 | us-east |
| 7B 解码能耗 | J / token | 0.3 | batch 16 |
| 70B 解码能耗 | J / token | 2.6 | batch 16 |
"""
NEW_ROW = "| H100 按需 | USD / GPU·h | 3.60 | us-east |"


def outcome(place: str) -> tuple[list[Status], list[str]]:
    """Each action's status and the lines the patches write, for one item asking `place`."""
    brief = (
        "# cost · E1 预消化简报（2026-12-09）\n\n## 一、今日条目\n\n"
        "### 条目 1：H100 降价\n\n"
        "- **来源**：inbox/jay/2026-12-08-engineering-brief.md 第 4 条（厂商价格页）\n"
        "- **要点**：us-east 按需价下调。\n"
        f"- **建议归入**：{place}\n\n## 二、合并建议\n\n- 条目 1 照上。\n"
    )
    kb = Kb(KB, path="organized/knowledge/cost.md")
    proposal = propose(brief, kb, Options(brief_path="inbox/t/2026-12-09-cost-e1prep.md"))
    lines = KB.splitlines(keepends=True)
    added = [line.rstrip() for e in proposal.combined for line in e.lines if line not in lines]
    return [o.status for o in proposal.outcomes], added


@pytest.mark.parametrize(
    "place",
    [
        "§2 的 7B 解码能耗 0.3 与 70B 解码能耗 2.6 均不变；只把 H100 按需 的 3.90 调成 3.60。",
        "§2 7B 解码能耗 0.3 不变，H100 按需 3.90 改为 3.60。",
        "§2 的 A100 按需 2.10 保持不变；H100 按需 3.90 → 3.60。",
        "§2 7B 解码能耗 0.3 不改，只将 H100 按需 的 3.90 更新为 3.60。",
        "§2 的 0.3 与 2.6 都不动，3.90 换成 3.60。",
        "§2：7B 解码能耗 0.3 和 70B 解码能耗 2.6 都维持原样；H100 按需 由 3.90 调为 3.60。",
    ],
)
def test_the_keep_holds_and_the_replace_after_it_is_made(place: str) -> None:
    statuses, added = outcome(place)
    assert added == [NEW_ROW], (statuses, added)
    assert Status.PROPOSED in statuses
    assert not {Status.NOT_UNDERSTOOD, Status.FORBIDDEN, Status.UNRESOLVED} & set(statuses)


@pytest.mark.parametrize(
    "place",
    [
        "§2 的 0.3 不变；把 0.3 改为 0.35。",
        "§2 7B 解码能耗 0.3 不变，0.3 换成 0.25。",
        "§2 的 2.6 与 0.3 均不变；2.6 调为 2.4。",
        "§2 的 2.10 保持不变；只把 2.10 调成 1.95。",
    ],
)
def test_a_replace_of_a_kept_value_is_forbidden(place: str) -> None:
    statuses, added = outcome(place)
    assert added == [] and Status.FORBIDDEN in statuses, statuses


@pytest.mark.parametrize(
    "place",
    [
        "§2 的 0.3 不变；新增一行 B200 按需。",
        "§2 7B 解码能耗 0.3 不改，另在末尾补一句「价格以 us-east 为准」。",
        "§2 的 0.3 与 2.6 均不变；补一条 B200 按需 的价格。",
        "§2 的 2.10 保持不变；加一行 B200 按需。",
    ],
)
def test_another_request_after_a_keep_of_values_is_reported(place: str) -> None:
    statuses, added = outcome(place)
    assert added == [] and Status.NOT_UNDERSTOOD in statuses, statuses


@pytest.mark.parametrize(
    "place",
    [
        "§2 新增一条 B200 按需：能耗 0.3 不变。",
        "§2 新增一条 B200 按需，能耗与 H100 相同、0.3 不变。",
        "§2 把 H100 按需 3.90 改为 3.60；7B 解码能耗 0.3 不变。",
        "§2 H100 按需 3.90 → 3.60，0.3 不变。",
    ],
)
def test_values_kept_inside_or_after_a_request_keep_the_request(place: str) -> None:
    statuses, added = outcome(place)
    assert Status.PROPOSED in statuses and Status.FORBIDDEN not in statuses, statuses
    assert added


@pytest.mark.parametrize(
    ("place", "row"),
    [
        ("§2 H100 按需 3.90 下调至 3.60。", NEW_ROW),
        ("§2 H100 按需 的价格从 3.90 下调到 3.60。", NEW_ROW),
        ("§2 A100 按需 由 2.10 上调为 2.30。", "| A100 按需 | USD / GPU·h | 2.30 | us-east |"),
        ("§2 的 0.3 维持原样；H100 按需 由 3.90 下调为 3.60。", NEW_ROW),
    ],
)
def test_a_value_moved_down_or_up_is_a_replace(place: str, row: str) -> None:
    # `下调为` / `上调至`: the replace verb 调 with its direction.
    statuses, added = outcome(place)
    assert added == [row], statuses


def test_a_moved_value_without_its_old_one_is_still_reported() -> None:
    statuses, added = outcome("§2 H100 按需 下调为 3.60。")
    assert added == [] and statuses == [Status.NOT_UNDERSTOOD]
