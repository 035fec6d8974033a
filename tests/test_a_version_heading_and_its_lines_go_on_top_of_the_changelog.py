"""A changelog kept under version headings (`### v2.0（2027-01-10）`) takes the heading the brief
dictates and the lines under it, quoted (`「### v2.1（2027-02-05）」一节，内容两条：「- A」「- B」`)
or named by its version and date (`加 v2.1（2027-02-05）小节，写一条：「- A」`, at the level of the
changelog's own headings), where the dates' order puts them. Our own words, on our own
cold-chain KB."""

from __future__ import annotations

import pytest

from .cold_chain_kb import CHANGED, KB
from .conftest import kb_after
from .test_a_line_naming_only_a_place_heads_the_requests_under_it import CHANGE, brief

MARK = "（E1 2027-02-05 · 简报）"
LINES = "「- 二（一）冷库容量改 2.3 亿。」「- 参考文献增 [4]。」"


def changelog(lines: list[str]) -> list[str]:
    return lines[lines.index("修订记录") + 2 :]


@pytest.mark.parametrize(
    "closing",
    [
        f"修订记录最上方新增「### v2.1（2027-02-05）」一节，内容两条：{LINES}",
        f"修订记录：新增「### v2.1（2027-02-05）」小节，写入：{LINES.replace('」「', '」、「')}",
        f"修订记录最上方加 v2.1（2027-02-05）小节，写两条：{LINES}",
    ],
)
def test_the_version_heading_and_its_lines_go_on_top(closing: str) -> None:
    lines, rows = kb_after(KB, brief("§2.1", CHANGE, closing=closing))
    assert [status for status, _ in rows] == ["proposed", "proposed"], rows
    assert changelog(lines)[:6] == [
        "",
        "### v2.1（2027-02-05）",
        "",
        f"- 二（一）冷库容量改 2.3 亿。{MARK}",
        f"- 参考文献增 [4]。{MARK}",
        "",
    ], changelog(lines)
    assert changelog(lines)[6] == "### v2.0（2027-01-10）", changelog(lines)


def test_a_heading_of_another_level_is_reported() -> None:
    closing = "修订记录新增「## v2.1（2027-02-05）」小节，写入：「- 二（一）冷库容量改 2.3 亿。」"
    lines, rows = kb_after(KB, brief("§2.1", CHANGE, closing=closing))
    assert changelog(lines) == changelog(KB.splitlines()), rows
    assert any(status == "unresolved" and "v2.1" in reason for status, reason in rows), rows


def test_a_date_the_changelog_has_a_heading_for_is_reported() -> None:
    closing = "修订记录最上方加 v2.1（2027-01-10）小节，写一条：「- 二（一）冷库容量改 2.3 亿。」"
    lines, rows = kb_after(KB, brief("§2.1", CHANGE, closing=closing))
    assert changelog(lines) == changelog(KB.splitlines()), rows
    assert any(status == "unresolved" and "2027-01-10" in reason for status, reason in rows), rows


NEW_VERSION_LINE = "版本：v2.1（2027-02-05）｜维护：周（E2 合并）｜上一版：v2.0（2027-01-10）"


@pytest.mark.parametrize(
    "closing",
    [
        "版本行：v2.1（2027-02-05），上一版 v2.0（2027-01-10）。",
        "顶部版本行改为 v2.1（2027-02-05），上一版相应改为 v2.0（2027-01-10），维护人不变。",
        "版本行改 v2.1（2027-02-05），上一版写 v2.0（2027-01-10）。",
        f"版本: `{NEW_VERSION_LINE}`",
    ],
)
def test_the_version_line_takes_the_versions_the_brief_gives(closing: str) -> None:
    lines, rows = kb_after(KB, brief("§2.1", CHANGE, closing=closing))
    assert [status for status, _ in rows] == ["proposed", "proposed"], rows
    assert lines[3] == NEW_VERSION_LINE, lines[:5]
    assert [line for line in lines if line not in KB.splitlines()] == [NEW_VERSION_LINE, CHANGED]


def test_a_version_alone_changes_that_field_only() -> None:
    lines, rows = kb_after(KB, brief("§2.1", CHANGE, closing="文档版本号升为 v2.1（2027-02-05）。"))
    assert (
        lines[3] == "版本：v2.1（2027-02-05）｜维护：周（E2 合并）｜上一版：v1.9（2026-12-20）"
    ), rows


def test_another_field_of_the_version_line_is_reported_with_its_words() -> None:
    lines, rows = kb_after(KB, brief("§2.1", CHANGE, closing="版本行改为 v2.1，维护人改为林。"))
    assert lines[3] == KB.splitlines()[3], rows
    said = [reason for _, reason in rows if "version line" in reason]
    assert len(said) == 1 and "维护人改为林" in said[0], rows


def test_a_document_with_no_version_line_reports_the_request() -> None:
    kb = KB.replace(KB.splitlines()[3] + "\n", "")
    lines, rows = kb_after(kb, brief("§2.1", CHANGE, closing="版本行改为 v2.1（2027-02-05）。"))
    assert [line for line in lines if line not in kb.splitlines()] == [CHANGED], rows
    assert any(status == "unresolved" and "version line" in reason for status, reason in rows)


def test_an_entry_s_version_in_its_section_is_no_version_line() -> None:
    request = "§2.1 里冷库管理软件版本号 v1.2 改为 v1.3。"
    _, rows = kb_after(KB, brief(request, closing="见条目 1。"))
    assert not any("version line" in reason for _, reason in rows), rows
