"""A brief written in traditional characters (繁體) is read as its simplified reading (the
lexicon's `script.folds`, one character for one): its items, suggestions, withdrawals,
replaces and refusals are read as in a simplified brief, and its own words stay as written:
the new entry's text, the values it swaps, the quotes of a report row."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import added_lines, applied_kb, invoke, make_repo, render_brief

DATE = "2026-12-09"

KB = """\
# serving 活文档

## 一、缓存

### 1.1 前缀缓存

- **RadixCache**：按前缀树共享 KV，默认块大小 16。

### 1.2 卸载

- **LRU 换出**：冷块换到主机内存。
"""
LINES = KB.splitlines(keepends=True)


def brief(suggestion: str, closing: str = "- 見各條目。") -> str:
    return (
        "# inference · E1 預消化簡報（2026-12-09）\n\n> 作者：lin\n\n## 一、增量\n\n"
        "### 條目 1：TierLoad（arXiv:2612.07701）\n\n"
        "- **來源**：arXiv:2612.07701\n"
        "- **要點**：TierLoad 按訪問頻率分三層放置 KV，命中率提高 9 點（單機自測）。\n"
        f"- **建議歸入**：{suggestion}\n\n"
        "### 條目 2：SpillGate（arXiv:2612.07702）\n\n"
        "- **要點**：SpillGate 在換出前預估重算代價，尾延遲降 6%（作者自測）。\n"
        "- **建議歸入**：§1.1 新增一條 SpillGate。\n\n"
        "## 二、值得警惕\n\n- 兩條數字都只來自作者自測。\n\n"
        "## 三、可引用的 arXiv 號\n\n- arXiv:2612.07701 — TierLoad\n"
        "- arXiv:2612.07702 — SpillGate\n\n"
        f"## 四、本輪結論與建議動作\n\n{closing}\n"
    )


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.2 新增一條 TierLoad。",
        "§1.2 補一條 TierLoad，與 LRU 換出並列。",
        "TierLoad 歸入 1.2 節。",
        "1.2 節增錄 TierLoad。",
        "§1.2：新增 TierLoad 條目。",
    ],
)
def test_a_suggestion_in_traditional_characters_is_read(suggestion: str) -> None:
    results = render_brief(brief(suggestion), LINES, DATE)
    [result] = [r for a, r in results if a.kind is ActionKind.ADD_ENTRY and a.item_key == "条目 1"]
    assert result.status is Status.PROPOSED, result.reason
    [line] = [line for line in added_lines(result, LINES) if line.strip()]
    # The entry says what the brief says, in the brief's own characters.
    assert line.startswith("- **TierLoad**（arXiv:2612.07701）：按訪問頻率分三層放置 KV")
    assert not [a for a, _ in results if a.kind is ActionKind.NOT_UNDERSTOOD]


@pytest.mark.parametrize(
    ("closing", "quoted"),
    [
        ("- 條目二不落筆。", "條目二不落筆"),
        ("- 條目 2 本輪暫緩。", "條目 2 本輪暫緩"),
        ("- 只落條目一。", "只落條目一"),
        ("- §1.1 維持原樣。", "§1.1 維持原樣"),
    ],
)
def test_a_withdrawal_in_traditional_characters_holds_and_is_quoted_as_written(
    closing: str, quoted: str
) -> None:
    results = render_brief(brief("§1.2 新增一條 TierLoad。", closing), LINES, DATE)
    [withheld] = [a for a, _ in results if a.kind.edits_document and a.forbidden_by]
    assert withheld.item_key == "条目 2"
    assert f"「{quoted}」" in withheld.forbidden_by
    [kept] = [r for a, r in results if a.kind is ActionKind.ADD_ENTRY and a.item_key == "条目 1"]
    assert kept.status is Status.PROPOSED, kept.reason


def test_a_replace_and_a_refusal_in_traditional_characters() -> None:
    closing = '- §1.1 RadixCache 那條 "16" 改為 "32"。\n- 刪除 §1.2 第一條。'
    results = render_brief(brief("§1.2 新增一條 TierLoad。", closing), LINES, DATE)
    [replace] = [r for a, r in results if a.kind.changes_values]
    assert replace.status is Status.PROPOSED, replace.reason
    assert added_lines(replace, LINES) == ["- **RadixCache**：按前缀树共享 KV，默认块大小 32。\n"]
    [refused] = [a for a, _ in results if a.kind is ActionKind.NOT_UNDERSTOOD]
    assert "「刪除 §1.2 第一條」" in refused.reason


def test_a_traditional_brief_applies_to_the_kb(tmp_path: Path) -> None:
    text = brief("§1.2 新增一條 TierLoad；§1.1 SpillGate 不落筆。", "- 條目二不落筆。")
    kb = applied_kb(tmp_path / "kb", KB, text, "inbox/lin/2026-12-09-inference-e1prep.md")
    added = [line for line in kb.splitlines() if line not in KB.splitlines()]
    assert len(added) == 1 and added[0].startswith("- **TierLoad**")


def with_caveat(caveat: str) -> str:
    """The brief with item 1's own caveat field (`值得警惕`) in traditional characters."""
    return brief("§1.2 新增一條 TierLoad。").replace(
        "（單機自測）。\n", f"（單機自測）。\n- **值得警惕**：{caveat}\n", 1
    )


@pytest.mark.parametrize(
    ("caveat", "carried"),
    [
        ('只在單機上測過；條目裡要寫明"僅單機實測"。', "僅單機實測"),
        ('務必註明"未經第三方復現"。', "未經第三方復現"),
        ('條目裡須寫清"數字來自作者自測"。', "數字來自作者自測"),
        ("條目裡要寫明「只測過單個租戶」。", "只測過單個租戶"),
    ],
)
def test_an_items_caveat_field_in_traditional_characters_is_read_and_kept_as_written(
    caveat: str, carried: str
) -> None:
    results = render_brief(with_caveat(caveat), LINES, DATE)
    [result] = [r for a, r in results if a.kind is ActionKind.ADD_ENTRY and a.item_key == "条目 1"]
    assert result.status is Status.PROPOSED, result.reason
    [line] = [line for line in added_lines(result, LINES) if line.strip()]
    assert carried in line


WORDED_KB = """\
# serving 活文檔

## 緩存

- **RadixCache**：按前綴樹共享 KV，默認塊大小 16。

## 卸載

- **LRU 換出**：冷塊換到主機內存。
"""


@pytest.mark.parametrize(
    ("kb", "suggestion", "shown"),
    [
        # A brief in traditional characters, a KB in them too, and one in simplified ones.
        (WORDED_KB, "「卸載」一節新增一條 TierLoad。", "§卸載"),
        (WORDED_KB, "卸載一節補一條 TierLoad。", "§卸載"),
        (WORDED_KB.replace("卸載", "卸载"), "「卸載」一節新增一條 TierLoad。", "§卸载"),
        # A brief in simplified characters, a KB in traditional ones.
        (WORDED_KB, "「卸载」一节新增一条 TierLoad。", "§卸載"),
    ],
)
def test_a_section_named_in_either_script_is_found_and_shown_by_the_kbs_name(
    tmp_path: Path, kb: str, suggestion: str, shown: str
) -> None:
    repo = make_repo(tmp_path / "kb", kb.encode("utf-8"))
    path = "inbox/lin/2026-12-09-inference-e1prep.md"
    repo.add_brief(brief(suggestion, "- 條目二不落筆。").encode("utf-8"), path)
    code, out, err = invoke("propose", str(repo.root / path))
    assert (code, err) == (0, ""), out
    (row,) = [line for line in out.splitlines() if line.startswith("  A01 ")]
    assert row.split()[2] == shown and "add entry (条目 1)" in row
