"""A reference the brief writes out whole with a label of letters and a number (`[R4] 国家能源局.
…`), for a list of such lines (`- [R3] …`), is added after the list's last as given, in the
list's marker, whatever verb adds it (`补一条：`, `添上`, `登记：`); no arXiv id is asked for. A
label the list has is reported. Our own KB and words (tests/tide_kb.py)."""

from __future__ import annotations

import pytest

from .conftest import added_to
from .tide_kb import KB, brief

WRITTEN = "- [R4] 国家能源局. 海洋能发展规划. 2026 (E1 2026-12-07 · 条目 1)."


@pytest.mark.parametrize(
    "suggestion",
    [
        "参考资料补一条：「[R4] 国家能源局. 海洋能发展规划. 2026.」",
        "参考资料添上「- [R4] 国家能源局. 海洋能发展规划. 2026.」",
        "参考资料登记：`[R4] 国家能源局. 海洋能发展规划. 2026.`",
    ],
)
def test_the_reference_is_added_as_given(suggestion: str) -> None:
    new, rows = added_to(KB, brief(suggestion))
    assert new == [WRITTEN], rows
    assert rows == [("proposed", "")]


@pytest.mark.parametrize("label", ["R3", "R1"])
def test_a_label_the_list_has_is_reported(label: str) -> None:
    new, rows = added_to(
        KB, brief(f"参考资料补一条：「[{label}] 国家能源局. 海洋能发展规划. 2026.」")
    )
    assert new == [], rows
    assert rows[0][0] == "unresolved" and "is listed already" in rows[0][1], rows
