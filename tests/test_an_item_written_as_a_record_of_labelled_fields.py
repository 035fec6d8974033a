"""A brief may write each item as a record of `label: value` lines (`item: 1`, `title: …`,
`where: 设施 › 冷库`, `edit:` then a list, `keep:` then a list): the labels are read by what
they say (the lexicon's `records`), in English or Chinese; `where` is the place of every request
of the item that names none, read as a section or a heading's words; `keep` holds what it names;
a label of no field (`other:`, `merge list:`) ends the records. Our own words, on our own
cold-chain KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .cold_chain_kb import CHANGED, KB, KB_PATH, record_brief
from .conftest import added_to, kb_after, proposed_and_applied

BRIEF_PATH = "inbox/zhou/2027-02-05-cold-chain-e1prep.md"
ORIGINAL = "全国冷库总容量约 2.1 亿立方米<sup>1</sup>，其中华东占比约 38%。"
CHANGE = '正文"约 2.1 亿立方米"改为"约 2.3 亿立方米"。'


def fields(where: str, *edits: str, keeps: tuple[str, ...] = ()) -> str:
    lines = [
        "title: 冷库容量更新",
        "source: 中物联冷链委《2027 冷链年报》（2027-02-01）",
        "finding: 全国冷库总容量约 2.3 亿立方米。",
        f"where: {where}",
        "edit:",
        *(f"  - {edit}" for edit in edits),
    ]
    if keeps:
        lines += ["keep:", *(f"  - {keep}" for keep in keeps)]
    return "\n".join(lines)


@pytest.mark.parametrize(
    "where",
    ["设施 › 冷库", "设施 → 冷库", "设施 > 冷库", "冷库", "冷库（正文）", "二（一）冷库", "§2.1"],
)
def test_the_record_s_place_is_where_its_edits_go(where: str) -> None:
    lines, rows = kb_after(KB, record_brief(fields(where, CHANGE)))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert CHANGED in lines and ORIGINAL not in lines, rows
    assert len(lines) == len(KB.splitlines()), lines


@pytest.mark.parametrize(
    ("item", "place"), [("id", "Section"), ("No", "target"), ("编号", "章节"), ("item", "Location")]
)
def test_other_labels_of_the_item_and_its_place_are_read(item: str, place: str) -> None:
    record = fields("设施 › 冷库", CHANGE).replace("where:", f"{place}:")
    lines, rows = kb_after(KB, record_brief(record, item=item))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert CHANGED in lines, rows


def test_labels_in_chinese_read_as_their_english_ones() -> None:
    chinese = "\n".join(
        [
            "标题：冷库容量更新",
            "来源：中物联冷链委《2027 冷链年报》",
            "位置：设施 › 冷库",
            "改动：",
            f"  - {CHANGE}",
            "保留：",
            "  - 华东占比不动。",
        ]
    )
    lines, rows = kb_after(KB, record_brief(chinese, item="条目"))
    assert CHANGED in lines, rows
    assert [status for status, _ in rows].count("proposed") == 1, rows


def test_a_keep_of_the_record_holds_the_edit_it_names() -> None:
    brief = record_brief(
        fields("设施 › 冷库", '"约 38%"改为"约 40%"。', keeps=('"约 38%"不改（口径未核）。',))
    )
    lines, rows = kb_after(KB, brief)
    assert lines == KB.splitlines(), rows
    assert "forbidden" in [status for status, _ in rows], rows


def test_a_reference_written_after_the_list_s_name_and_number_is_added() -> None:
    reference = "参考文献 4：中物联冷链委. 2027 冷链年报. 2027."
    added, rows = added_to(KB, record_brief(fields("设施 › 冷库", CHANGE, reference)))
    assert [status for status, _ in rows] == ["proposed", "proposed"], rows
    assert added[0] == CHANGED, added
    assert added[1].startswith("4. 中物联冷链委. 2027 冷链年报. 2027"), added


@pytest.mark.parametrize(
    "anchor", ["代表项目：上海临港……", "代表项目：上海临港...", "代表项目：上海临港某冷库"]
)
def test_a_line_put_after_a_kept_entry_leaves_that_entry_and_lands_after_it(anchor: str) -> None:
    new = "- 代表项目：广州南沙某冷库（2026 年投运，公称容积 12 万立方米）。"
    brief = record_brief(
        fields(
            "设施 › 冷库",
            f'在"{anchor}"那条之后另起一条：「{new}」',
            keeps=("临港那条保持原样，不要改口径。",),
        )
    )
    lines, rows = kb_after(KB, brief)
    assert [status for status, _ in rows if status != "skipped"] == ["proposed"], rows
    at = next(k for k, line in enumerate(lines) if line.startswith("- 代表项目：上海临港"))
    assert lines[at + 1].startswith(new.rstrip("。")), lines[at - 1 : at + 3]


def test_a_place_kbpatch_cannot_read_is_reported_and_nothing_is_written() -> None:
    lines, rows = kb_after(KB, record_brief(fields("看上文，放哪都行，你们定。", CHANGE)))
    assert lines == KB.splitlines(), rows
    reasons = " ".join(reason for _, reason in rows)
    assert "names the item's place in words kbpatch cannot read" in reasons, rows
    assert "看上文" in reasons, rows


def test_lines_under_a_label_of_no_field_are_not_the_item_s_requests() -> None:
    brief = record_brief(
        fields("设施 › 冷库", CHANGE), other='冷藏车那节"约 45 万辆"改为"约 50 万辆"。'
    )
    lines, rows = kb_after(KB, brief)
    assert CHANGED in lines and "保有量约 45 万辆<sup>3</sup>。" in lines, rows
    assert any("outside every item" in reason for _, reason in rows), rows


@pytest.mark.parametrize(
    "merge", ["(2) 时间线本轮不加条目（本批都不是当月事件）。", "(2) 时间线这次先不动。"]
)
def test_a_closing_keep_of_a_section_named_bare_holds_only_that_section(merge: str) -> None:
    new = "- 自动化立体库新增项目过半。"
    brief = record_brief(fields("设施 › 冷库", f"末尾补一条：「{new}」"), merge=merge)
    added, rows = added_to(KB, brief)
    assert [line.split("（E1")[0] for line in added] == [new], rows


def test_a_record_brief_s_patches_apply_with_git(tmp_path: Path) -> None:
    reference = "参考文献 4：中物联冷链委. 2027 冷链年报. 2027."
    brief = record_brief(
        fields("设施 › 冷库", CHANGE, reference), merge="(1) 冷库：见 item 1；参考文献 4。"
    )
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief, BRIEF_PATH)
    assert code == 0, report
    assert CHANGED in after and "\n4. 中物联冷链委. 2027 冷链年报. 2027" in after, report
