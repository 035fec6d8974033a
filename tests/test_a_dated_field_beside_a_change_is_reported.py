"""A dated field given beside a change of values (`Q-2 由（开放）改为（已关闭），关闭：2026-12-24`,
`…，更新日期 2026.12.24`), which kbpatch does not write into the line, is reported with its
words beside the change; never dropped unseen. Our own words, on a KB of our own."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied, report_rows
from .test_a_keep_of_a_field_a_figure_or_a_close_holds_the_edit import BRIEF_PATH, KB, KB_PATH
from .test_a_new_entry_s_dictated_fields_are_its_sub_items import brief


@pytest.mark.parametrize("field", ["关闭：2026-12-24", "关闭日期 2026.12.24"])
def test_the_dated_field_is_reported(tmp_path: Path, field: str) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(f"§2 Q-2 由“（开放）”改为“（已关闭）”，{field}。"), BRIEF_PATH
    )
    assert "**Q-2**（已关闭）" in after, report
    assert code == 1, report
    assert any(field in row and " proposed " not in row for row in report_rows(report)), report
