"""`六、（三）`, `§五（一）3.`, `五、（一）3.`: a section named as a document numbered `## 六、…` /
`### （三）…` / `#### 3. …` writes it, with or without `§` and the chapter's `、`, is that
section, in a request and in a caveat that keeps it; a sub-section's number after its
section's bracket ends no sentence. A caveat that opens with a section's words and keeps them
(`边缘网关本轮不动`) keeps that section. Our own words and KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied, report_rows
from .ordinal_kb import BRIEF_PATH, GATEWAY, KB, KB_PATH, POLICY, brief


@pytest.mark.parametrize(
    ("request_words", "old", "new"),
    [
        ("六、（三）出台补贴政策的省由 11 个省改为 14 个省", POLICY, POLICY.replace("11", "14")),
        ("§五（一）3. 控制回路由约 120 ms 改为约 100 ms", GATEWAY, GATEWAY.replace("120", "100")),
        (
            "五、（一）3. 控制回路由约 120 ms 下修为约 100 ms",
            GATEWAY,
            GATEWAY.replace("120", "100"),
        ),
    ],
)
def test_the_section_takes_the_edit(tmp_path: Path, request_words: str, old: str, new: str) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(request_words), BRIEF_PATH
    )
    assert code == 0, report
    assert new in after.splitlines() and old not in after.splitlines(), report


@pytest.mark.parametrize(
    ("request_words", "caveat"),
    [
        ("§六（三）出台补贴政策的省由 11 个省改为 14 个省", "六、（三）本轮不动。"),
        ("§五（一）3. 控制回路由约 120 ms 改为约 100 ms", "五、（一）3. 本轮不动。"),
        ("§五（一）3. 控制回路由约 120 ms 改为约 100 ms", "§五（一）3. 暂不改。"),
        ("§五（一）3. 控制回路由约 120 ms 改为约 100 ms", "边缘网关本轮不动。"),
    ],
)
def test_a_caveat_keeping_the_section_forbids_the_edit(
    tmp_path: Path, request_words: str, caveat: str
) -> None:
    _, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(request_words, caveat), BRIEF_PATH
    )
    assert after == KB, report
    assert any("forbidden" in row for row in report_rows(report)), report


def test_a_caveat_keeping_another_section_forbids_nothing(tmp_path: Path) -> None:
    request_words = "§五（一）3. 控制回路由约 120 ms 改为约 100 ms"
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(request_words, "传感器本轮不动。"), BRIEF_PATH
    )
    assert code == 0, report
    assert GATEWAY.replace("120", "100") in after.splitlines(), report
