"""The brief's own lists have the last word on its items. A line of the closing list or of the
caveats list (值得警惕) that keeps a thing out of the document as a whole (`不要把 X 写进活文档`,
`别把它放进知识库`, `无需收录 X`, `X 先别入档`) forbids that item's edits, with its words; one that
holds the item until something happens (`X：等 E2 复测后再入档`, `待…后再把 X 写进活文档`) holds
them back, with its words. The document's own words (活文档, 知识库, 文档) name no section to look
for; 表格 keeps out only an edit that writes a row. A caveat that describes a risk, words kept
out of the entry (`不要把 X 写成"…"`), a keep of a section and a rule for how to word the entry
hold nothing back. A caveat that asks the one who merges for an edit (`→ 请在 §1.1 …新增`) is
reported with its words. An item's entry placed in two sections kbpatch finds neither of is
reported with both places. Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/lu/2026-12-14-storage-e1prep.md"
KB_PATH = "organized/knowledge/storage.md"

KB = """\
# storage 活文档

## 1 存储引擎

### 1.1 LSM 树

- **PebbleKV**（arXiv:2301.00011）：分层合并，写放大 8×。

### 1.2 B 树

- **SlabTree**（arXiv:2302.00022）：页内压缩。

## 2 引擎对比

| 引擎 | 写放大 | 读放大 |
| --- | --- | --- |
| PebbleKV | 8× | 3× |

## 3 索引结构

### 3.1 学习型索引

- **RadixFit**（arXiv:2303.00033）：分段线性拟合。

### 3.2 哈希索引

- **CuckooDir**（arXiv:2304.00044）：双哈希目录。
"""

SUGGESTION = "§1.2 新增 LeanTree 条目。"
ROW = "§2 表格新增一行：| LeanTree | 2× | 4× |。"


def brief(caveat: str, closing: str, suggestion: str = SUGGESTION) -> str:
    return f"""\
# storage · E1 预消化简报（2026-12-14）

## 一、条目

### 条目 1：LeanTree：无锁 B 树（arXiv 2612.04444）

- 来源：arXiv:2612.04444
- 要点：无锁 B 树在 64 核上吞吐提升 2.3 倍（单机实测）。
- 建议归入：{suggestion}

## 二、值得警惕

1. {caveat}

## 三、归并建议

- {closing}
"""


CAVEAT_LINE = 13
CLOSING_LINE = 17
PLAIN_CAVEAT = "吞吐为作者单机实测。"
PLAIN_CLOSING = "其余照建议。"


def run(
    tmp_path: Path, caveat: str, closing: str, suggestion: str = SUGGESTION
) -> tuple[int, str, str]:
    return proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(caveat, closing, suggestion), BRIEF_PATH
    )


def rows(report: str) -> list[str]:
    return [r for r in report.splitlines() if r.startswith("  A")]


BANS = [
    "不要把 LeanTree 写进活文档。",
    "别把 LeanTree 放进知识库。",
    "在第三方复测之前，勿将 LeanTree 收录进文档。",
    "无需收录 LeanTree。",
    "不要把条目 1 写入活文档里。",
]


@pytest.mark.parametrize("closing", BANS)
def test_a_closing_line_keeping_the_item_out_of_the_document_forbids_its_entry(
    tmp_path: Path, closing: str
) -> None:
    _, report, after = run(tmp_path, PLAIN_CAVEAT, closing)
    assert after == KB, report
    (entry,) = [r for r in rows(report) if "add entry" in r]
    said = closing.rstrip("。")
    assert "forbidden" in entry and f"brief line {CLOSING_LINE}: 「{said}」" in entry, report


@pytest.mark.parametrize(
    "caveat",
    [
        "→ 不要把 LeanTree 写进活文档。",
        "LeanTree 的吞吐只在单机上测过，别把它写进知识库。",
        "吞吐是自测。→ 在第三方复测之前，不要把 LeanTree 写进活文档。",
        "样本太少。→ LeanTree 先别入档。",
        "→ LeanTree 暂缓入档。",
        "→ 无需收录 LeanTree。",
    ],
)
def test_a_caveat_keeping_the_item_out_of_the_document_forbids_its_entry(
    tmp_path: Path, caveat: str
) -> None:
    _, report, after = run(tmp_path, caveat, PLAIN_CLOSING)
    assert after == KB, report
    (entry,) = [r for r in rows(report) if "add entry" in r]
    assert "forbidden" in entry and f"brief line {CAVEAT_LINE}: 「" in entry, report
    # No second row reports the same line as a request left unread.
    assert not [r for r in rows(report) if "not understood" in r], report


def test_a_ban_from_the_table_keeps_out_the_row_the_item_writes(tmp_path: Path) -> None:
    _, report, after = run(tmp_path, "→ 不要把 LeanTree 行写进表格。", PLAIN_CLOSING, ROW)
    assert after == KB, report
    (row,) = [r for r in rows(report) if "add entry" in r]
    assert "forbidden" in row and "不要把 LeanTree 行写进表格" in row, report


def test_a_ban_from_the_table_leaves_an_entry_of_a_list(tmp_path: Path) -> None:
    _, report, after = run(tmp_path, "→ 不要把 LeanTree 写进表格。", PLAIN_CLOSING)
    assert "- **LeanTree**" in after, report
    assert "| LeanTree" not in after


@pytest.mark.parametrize(
    "caveat",
    [
        "LeanTree 的数字存疑。",
        "LeanTree 未经第三方复测，风险较高。",
        # Words kept out, a keep of another section, a rule for how to word the entry.
        "→ 不要把 LeanTree 写成“已复现”。",
        "→ 不要把单机数据写进结论。",
        "→ 不要把 LeanTree 写进 §1.1。",
        "若写进 §1.2，须注明“单机实测”。",
        "请注意 LeanTree 只测了 64 核。",
    ],
)
def test_a_caveat_that_describes_a_risk_or_words_holds_nothing_back(
    tmp_path: Path, caveat: str
) -> None:
    _, report, after = run(tmp_path, caveat, PLAIN_CLOSING)
    assert "- **LeanTree**" in after, report
    assert not [r for r in rows(report) if "forbidden" in r or "holds it back" in r], report


WAITS = [
    ("LeanTree：等 E2 复测后再入档。", "closing"),
    ("LeanTree 待复测后再写。", "closing"),
    ("LeanTree：若复测通过再加。", "closing"),
    ("LeanTree：E2 看过再合。", "closing"),
    ("待 E2 复测后再把 LeanTree 写进活文档。", "closing"),
]


@pytest.mark.parametrize(("closing", "where"), WAITS)
def test_a_closing_line_waiting_on_the_item_holds_its_entry_back(
    tmp_path: Path, closing: str, where: str
) -> None:
    _, report, after = run(tmp_path, PLAIN_CAVEAT, closing)
    assert after == KB, report
    (entry,) = [r for r in rows(report) if "§1.2" in r]
    said = closing.rstrip("。")
    assert "not understood" in entry and f"the {where} list holds it back" in entry, report
    assert f"brief line {CLOSING_LINE}: 「{said}」" in entry, report


@pytest.mark.parametrize(
    "caveat",
    [
        "→ LeanTree 等 E2 复测后再入档。",
        "只测了单机。→ 待 E2 复测后再把 LeanTree 写进活文档。",
    ],
)
def test_a_caveat_waiting_on_the_item_holds_its_entry_back(tmp_path: Path, caveat: str) -> None:
    _, report, after = run(tmp_path, caveat, PLAIN_CLOSING)
    assert after == KB, report
    (entry,) = [r for r in rows(report) if "§1.2" in r]
    assert "the caveats list holds it back" in entry, report
    assert f"brief line {CAVEAT_LINE}: 「" in entry and "复测后再" in entry, report


def test_a_wait_to_write_elsewhere_is_still_a_request_of_its_own(tmp_path: Path) -> None:
    # `再把 X 写进 3.1 学习型索引`: a request there under a condition, not a wait on the entry.
    caveat = "如果第三方复测成立，再把 LeanTree 写进学习型索引。"
    _, report, after = run(tmp_path, caveat, PLAIN_CLOSING)
    assert "- **LeanTree**" in after, report


@pytest.mark.parametrize(
    "caveat",
    [
        "LeanTree 的结论可靠。→ 请在 §1.1 末尾也新增一条 LeanTree。",
        "→ 烦请在 §1.1 PebbleKV 条目末尾补一句：写放大按 64 核口径。",
    ],
)
def test_a_caveat_asking_the_merger_for_an_edit_is_reported(tmp_path: Path, caveat: str) -> None:
    _, report, after = run(tmp_path, caveat, PLAIN_CLOSING)
    (asked,) = [r for r in rows(report) if f"[line {CAVEAT_LINE}]" in r]
    assert "stands in the brief's caveats list" in asked, report
    assert after.count("LeanTree**") == 1 and "64 核口径" not in after, report


def test_a_remark_about_requests_asks_nothing(tmp_path: Path) -> None:
    caveat = "LeanTree 的收益依赖 70% 简单请求的负载，写入时须同条注明。"
    _, report, after = run(tmp_path, caveat, PLAIN_CLOSING)
    assert "- **LeanTree**" in after
    assert not [r for r in rows(report) if f"[line {CAVEAT_LINE}]" in r], report


def test_an_entry_placed_in_two_sections_found_nowhere_names_both(tmp_path: Path) -> None:
    _, report, after = run(
        tmp_path, PLAIN_CAVEAT, "LeanTree 归入 §3（条目 1）。", "§1 末尾新增 LeanTree 条目。"
    )
    assert after == KB, report
    (first,) = [r for r in rows(report) if r.split()[2] == "§1" and "add entry" in r]
    (second,) = [r for r in rows(report) if r.split()[2] == "§3" and "add entry" in r]
    assert "unresolved" in first and "also asks 条目 1's entry into §3" in first, report
    assert "unresolved" in second and "also asks 条目 1's entry into §1" in second, report


def with_own_caveat(caveat: str) -> str:
    return brief(PLAIN_CAVEAT, PLAIN_CLOSING).replace(
        "- 建议归入：", f"- 值得警惕：{caveat}\n- 建议归入：", 1
    )


@pytest.mark.parametrize(
    "caveat",
    [
        "在第三方复测之前，不要把它写进活文档。",
        "等 E2 复测后再入档。",
        "先别入档。",
        "→ 暂缓入档。",
    ],
)
def test_an_items_own_caveat_keeping_it_out_or_waiting_forbids_its_entry(
    tmp_path: Path, caveat: str
) -> None:
    _, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, with_own_caveat(caveat), BRIEF_PATH
    )
    assert after == KB, report
    (entry,) = [r for r in rows(report) if "add entry" in r]
    assert "forbidden" in entry and "brief line 9: 「" in entry, report


@pytest.mark.parametrize(
    "caveat", ["数字存疑，入档时注明“单机实测”。", "若写进 §1.2，须注明单机。", "引用先不加。"]
)
def test_an_items_own_caveat_on_wording_or_a_part_keeps_the_entry(
    tmp_path: Path, caveat: str
) -> None:
    _, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, with_own_caveat(caveat), BRIEF_PATH
    )
    assert "- **LeanTree**" in after, report
    assert not [r for r in rows(report) if "forbidden" in r], report
