"""A closing-list line that opens with an item's tag and an arrow to a bare section number
(`条目 2 → C.3 TierKV 0.61 → 0.66`, `增量 2 ⇒ 3.3 …`) is that item's request for that section:
the arrow points the item there, the words after the section ask the edit (never a pair of
values `条目 2` → `TierKV 0.61`). A number after an item's arrow names a section only when the
document has it; pointed at one it lacks, the line is reported with its words. The part after
`；` that names another item stays that item's. Our own KBs and words: one lettered
(`## C. 服务` / `### C.3 吞吐`), one numbered (`## 3. 服务` / `### 3.3 吞吐`)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from kbpatch.api import propose
from kbpatch.kb import Kb
from kbpatch.models import ActionKind, Outcome, Status

LETTERED = (
    "# 服务 活文档\n\n## C. 服务\n\n"
    "### C.1 调度\n\n- **FairQ**：按租户公平排队，p99 降 18%。\n\n"
    "### C.2 缓存\n\n- **TierKV**：显存、内存、SSD 三层，命中率 0.58。\n"
    "- **HotSet**：热点块常驻显存。\n\n"
    "### C.3 吞吐\n\n- **TierKV**：三层缓存下吞吐比 0.61，单机实测。\n"
    "- **BatchPlus**：连续批处理，吞吐 1.4×。\n"
)
NUMBERED = (
    LETTERED.replace("## C. 服务", "## 3. 服务")
    .replace("### C.1", "### 3.1")
    .replace("### C.2", "### 3.2")
    .replace("### C.3", "### 3.3")
)
PATH = "organized/knowledge/serving.md"
OLD = "-- **TierKV**：三层缓存下吞吐比 0.61，单机实测。\n"
NEW = "+- **TierKV**：三层缓存下吞吐比 0.66，单机实测。\n"
SPILL = "+- **SpillCache**（arXiv:2612.05001）：把冷块溢出到主机内存，命中率 0.63。"


def brief(closing: str, *, tag: str = "条目", section: str = "C.2") -> str:
    return (
        "# serving · E1 预消化简报（2026-12-02）\n\n"
        f"## {tag} 1：SpillCache —— 冷块溢出到主机内存\n\n"
        "- **来源**：organized/paper_cards/5001-2612-05001.md（arXiv:2612.05001）\n"
        "- **要点**：把冷块溢出到主机内存，命中率 0.63。\n"
        f"- **建议归入**：{section} 新增 SpillCache 条目。\n\n"
        f"## {tag} 2：TierKV 复测\n\n"
        "- **来源**：organized/paper_cards/5002-2612-05002.md（arXiv:2612.05002）\n"
        "- **要点**：第三方复测三层缓存下吞吐比为 0.66。\n"
        "- **建议归入**：见结论。\n\n"
        "## 结论与建议动作\n\n"
        f"- {closing}\n"
    )


def run(text: str, kb: str = LETTERED) -> tuple[list[Outcome], str]:
    proposal = propose(text, Kb(kb, path=PATH))
    return list(proposal.outcomes), "".join(p.diff for p in proposal.patches)


def of_item(found: list[Outcome], key: str) -> list[Outcome]:
    return [o for o in found if o.action.item_key == key]


def rows(found: list[Outcome]) -> list[tuple[str, ActionKind, str]]:
    return [(o.action.item_key, o.action.kind, o.reason) for o in found]


LETTERED_LINES = [
    "条目 2 → C.3 TierKV 0.61 → 0.66",
    "条目 2 → §C.3 TierKV 0.61 → 0.66",
    "条目2→C.3 TierKV 0.61→0.66",
    "条目2→C.3：TierKV 0.61 → 0.66",
    "条目 2 ⇒ C.3 TierKV 一行 0.61 改为 0.66",
    "Item 2 -> C.3 TierKV 0.61 -> 0.66",
]
NUMBERED_LINES = [
    "增量 2 ⇒ 3.3 TierKV 0.61 → 0.66",
    "增量 2 → §3.3 TierKV 0.61 → 0.66",
    "增量2→3.3 TierKV 0.61 → 0.66",
    "增量 2 → 3.3 TierKV 一行 0.61 更新为 0.66",
]


@pytest.mark.parametrize(
    ("closing", "kb", "tag"),
    [(c, LETTERED, "条目") for c in LETTERED_LINES]
    + [(c, NUMBERED, "增量") for c in NUMBERED_LINES],
)
def test_an_item_pointed_at_a_bare_section_asks_its_edit_there(
    closing: str, kb: str, tag: str, tmp_path: Path
) -> None:
    text = brief(closing, tag=tag, section="C.2" if kb is LETTERED else "3.2")
    found, diff = run(text, kb)
    (change,) = of_item(found, f"{tag} 2")
    assert change.status is Status.PROPOSED, rows(found)
    assert change.action.kind is ActionKind.UPDATE_NUMBER
    assert OLD in diff and NEW in diff
    removed = [line for line in diff.splitlines() if line[:1] == "-" and line[:3] != "---"]
    assert removed == [OLD[:-1]]  # the one line of C.3 / 3.3, not C.2's TierKV
    # The patch applies to the document as it is.
    (tmp_path / "serving.md").write_text(kb, encoding="utf-8")
    patch = diff.replace(f"a/{PATH}", "a/serving.md").replace(f"b/{PATH}", "b/serving.md")
    (tmp_path / "p.diff").write_text(patch, encoding="utf-8")
    subprocess.run(["git", "apply", "--check", "p.diff"], cwd=tmp_path, check=True)


@pytest.mark.parametrize(
    ("closing", "kb", "tag"),
    [
        ("条目 2 → C.3 TierKV 0.61 → 0.66；C.2 补 SpillCache（条目 1）", LETTERED, "条目"),
        ("条目2→C.3：TierKV 0.61 → 0.66；C.2 新增 SpillCache（条目 1）", LETTERED, "条目"),
        ("增量 2 ⇒ 3.3 TierKV 0.61 → 0.66；3.2：SpillCache（增量 1）", NUMBERED, "增量"),
    ],
)
def test_the_other_item_s_part_after_the_semicolon_stays_its_own(
    closing: str, kb: str, tag: str
) -> None:
    text = brief(closing, tag=tag, section="C.2" if kb is LETTERED else "3.2")
    found, diff = run(text, kb)
    line = len(text.splitlines())
    (entry,) = of_item(found, f"{tag} 1")
    assert entry.action.kind is ActionKind.ADD_ENTRY and entry.status is Status.PROPOSED
    assert line in entry.action.lines, rows(found)  # the closing part joined the item's add
    (change,) = of_item(found, f"{tag} 2")
    assert change.status is Status.PROPOSED, rows(found)
    assert diff.count(SPILL) == 1 and NEW in diff


@pytest.mark.parametrize(
    "closing",
    [
        "条目 2 → C.3 TierKV 0.61 → 0.66；C.2 补 TierCache（条目 1）",
        "条目 2 ⇒ §C.3 TierKV 0.61 → 0.66；C.2 另补一条 TierCache（条目 1）",
    ],
)
def test_another_entry_after_the_semicolon_is_reported_not_lost(closing: str) -> None:
    found, diff = run(brief(closing))
    assert NEW in diff and diff.count(SPILL) == 1
    (row,) = [o for o in of_item(found, "条目 1") if o.action.kind is ActionKind.NOT_UNDERSTOOD]
    assert "TierCache" in row.reason, rows(found)


@pytest.mark.parametrize(
    "closing",
    [
        "条目 2 → C.3 TierKV 0.62 → 0.66",  # the line says 0.61
        "条目 2 → C.3 FairQ 0.61 → 0.66",  # no FairQ line in C.3
    ],
)
def test_an_old_value_the_line_does_not_hold_is_unresolved(closing: str) -> None:
    found, diff = run(brief(closing))
    (change,) = of_item(found, "条目 2")
    assert change.status is Status.UNRESOLVED, rows(found)
    assert "0.66" not in diff


@pytest.mark.parametrize(
    ("closing", "kb", "tag"),
    [
        ("条目 2 → C.9 TierKV 0.61 → 0.66", LETTERED, "条目"),
        ("条目 2 → 0.61 → 0.66", LETTERED, "条目"),
        ("条目 2 → C.9 新增一条 TierKV2", LETTERED, "条目"),
        ("增量 2 → 3.9 TierKV 0.61 → 0.66", NUMBERED, "增量"),
        ("增量 2 ⇒ 3.9 TierKV 0.61 改为 0.66", NUMBERED, "增量"),
    ],
)
def test_an_item_pointed_at_no_section_of_the_document_is_reported(
    closing: str, kb: str, tag: str
) -> None:
    text = brief(closing, tag=tag, section="C.2" if kb is LETTERED else "3.2")
    found, diff = run(text, kb)
    assert "0.66" not in diff and "TierKV2" not in diff
    (row,) = of_item(found, f"{tag} 2")
    assert row.status is Status.NOT_UNDERSTOOD, rows(found)
    assert closing in row.reason and "no section" in row.reason


@pytest.mark.parametrize(
    "closing",
    ["条目 2 → 无需改动", "条目 2 → 不改 0.61", "条目 2 → 转交 evaluation 活文档"],
)
def test_an_item_pointed_at_words_asking_no_edit_is_not_called_an_edit(closing: str) -> None:
    found, diff = run(brief(closing))
    assert "0.66" not in diff
    assert not any("no section" in o.reason for o in of_item(found, "条目 2")), rows(found)
