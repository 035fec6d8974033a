"""An aside after a request that offers one other section for it (`（§2.2 亦可）`, `（或 §2.2）`,
`（备选 §2.2）`) makes that place an alternative of the edit, as `，§2.2 亦可` does: the
recommended entry goes to the first place only, and the other is never dropped unseen nor a
second recommended entry."""

from __future__ import annotations

from pathlib import Path

import pytest

from .silent_fixture import outcomes, proposal


@pytest.mark.parametrize(
    "suggestion",
    [
        "§2.1 新增 Lumen 条目（§2.2 亦可）。",
        "§2.1 补一条 Lumen（或 §2.2）。",
        "§2.1 新增 Lumen（备选 §2.2）。",
        "§2.1 新增 Lumen 条目（§2.2 也可以）",
    ],
)
def test_the_other_place_is_offered_not_proposed(tmp_path: Path, suggestion: str) -> None:
    seen = outcomes(proposal(tmp_path, suggestion))
    assert [key for key, status, _ in seen if status == "proposed"] == ["2.1"], seen
    assert {status for key, status, _ in seen if key == "2.2"} in (
        {"alternative"},
        {"not understood"},
    ), seen


def test_an_aside_that_names_no_place_offers_none(tmp_path: Path) -> None:
    # A guard: an aside describing the paper stays out of the places.
    seen = outcomes(proposal(tmp_path, "§2.1 新增 Lumen 条目（厂商自测）。"))
    assert [(key, status) for key, status, _ in seen] == [("2.1", "proposed")], seen
