"""A second place the line refuses (`不在 §2.2 和 §2.3 另行登记`), offers only as an option
(`§2.2 可选`, `§2.1 与 §2.2 之一`) or puts off (`§2.2 等下轮`) gets no recommended entry: refused
and put-off places are skipped with the brief's words, an optional one is at most an
alternative. A plain second place (`§2.1 和 §2.2 都加`) still gets both entries."""

from __future__ import annotations

from pathlib import Path

import pytest

from .lumen_fixture import proposal_of

KB = """\
# inference 活文档

## 2 推理引擎

### 2.1 新引擎

* Brisk — 单卡推理引擎（arXiv:2601.00002）

### 2.2 调度

* Loom — 连续批处理（arXiv:2601.00003）

### 2.3 量化

* Grain — 4 bit 权重量化（arXiv:2601.00004）
"""


def statuses(tmp_path: Path, suggestion: str) -> dict[str, set[str]]:
    """Each section's outcomes (status) for the entry and the constraints the line holds."""
    proposal = proposal_of(tmp_path, KB, suggestion)
    seen: dict[str, set[str]] = {}
    for o in proposal.outcomes:
        key = o.action.target.key if o.action.target else "-"
        seen.setdefault(key, set()).add(o.status.value)
    return seen


@pytest.mark.parametrize(
    "suggestion",
    [
        "§2.1 新增 Lumen 条目；不在 §2.2 和 §2.3 另行登记。",
        "§2.1 新增 Lumen 条目；不在 §2.2 与 §2.3 再新增。",
        # Guards, read before: the refusal said with each place, or after the list.
        "§2.1 新增 Lumen 条目，不要在 §2.2、§2.3 重复收录。",
        "§2.1 新增 Lumen 条目，而非 §2.2 或 §2.3。",
    ],
)
def test_a_refusal_before_a_list_of_places_covers_each(tmp_path: Path, suggestion: str) -> None:
    seen = statuses(tmp_path, suggestion)
    assert seen["2.1"] == {"proposed"}, seen
    assert "proposed" not in seen.get("2.2", set()), seen
    assert "proposed" not in seen.get("2.3", set()), seen
    assert "alternative" not in seen.get("2.2", set()) | seen.get("2.3", set()), seen


@pytest.mark.parametrize(
    "suggestion",
    [
        "§2.1 新增 Lumen 条目，§2.2 可选。",
        "§2.1 新增 Lumen 条目；§2.2 备选。",  # a guard: reported before
        "§2.1 与 §2.2 之一新增 Lumen 条目。",
        "§2.1 和 §2.2 两者之一补一条 Lumen。",
    ],
)
def test_an_optional_second_place_is_at_most_an_alternative(
    tmp_path: Path, suggestion: str
) -> None:
    seen = statuses(tmp_path, suggestion)
    recommended = [key for key, status in seen.items() if "proposed" in status]
    assert len(recommended) == 1, seen
    # The other place is an alternative patch, or a row to check by hand; never a patch.
    assert seen["2.1"] | seen["2.2"] in (
        {"proposed", "alternative"},
        {"proposed", "not understood"},
    ), seen


@pytest.mark.parametrize(
    "suggestion",
    [
        "§2.1 新增 Lumen 条目，§2.2 等下轮。",
        "§2.1 新增 Lumen 条目；§2.2 等下一批。",
    ],
)
def test_a_put_off_second_place_is_skipped(tmp_path: Path, suggestion: str) -> None:
    seen = statuses(tmp_path, suggestion)
    assert seen["2.1"] == {"proposed"}, seen
    assert seen["2.2"] == {"skipped"}, seen


@pytest.mark.parametrize(
    "suggestion",
    ["§2.1 和 §2.2 都加 Lumen 条目。", "§2.1 与 §2.2 各新增一条 Lumen。"],
)
def test_two_plain_places_both_get_the_entry(tmp_path: Path, suggestion: str) -> None:
    seen = statuses(tmp_path, suggestion)
    assert seen["2.1"] == {"proposed"} and seen["2.2"] == {"proposed"}, seen
