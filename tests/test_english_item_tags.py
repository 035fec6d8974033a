"""English item tags (`Item 2`, `(Item 2)`, `**Item 2**`, `Delta 2`, lexicon `item_tags`) tie a
closing-list line to the brief's item numbered so, as `条目 2` / `（增量 2）` do; an aside that
holds one is no words of the request. Written through `kbpatch propose` and `git apply`."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.models import ActionKind
from kbpatch.parse import parse_brief
from kbpatch.reading import default_lexicon, lexicon_from_text, plan

from .conftest import applied_kb, invoke, make_repo

KB = """\
# inference 活文档

## 一、调度

### 1.1 批处理

- **StaticBatch**：固定批大小，空槽等满再发。

| 引擎 | Stars |
|---|---|
| slotd | 120⭐ |

### 1.2 抢占

- **SwapOut**：被抢占的请求换出到主机内存。

## 二、显存

### 2.1 分页

- **PagedKV**：按页分配 KV，碎片率 4%。
"""
BRIEF_PATH = "inbox/ivy/2026-12-14-inference-e1prep.md"


def brief(closing: str, word: str = "条目", second: int = 2, first: str = "见归并动作。") -> str:
    lines = "".join(f"- {line}\n" for line in closing.split("|"))
    return (
        "# inference · E1 预消化简报（2026-12-14）\n\n## 一、今日条目（2 条）\n\n"
        f"### {word} 1：SlotFill —— 按优先级回填空槽（arXiv:2612.80051）\n\n"
        "- **来源**：organized/paper_cards/8005-2612-80051.md\n"
        "- **要点**：空槽按优先级回填，尾延迟降 18%。\n"
        f"- **建议归入**：{first}\n\n"
        f"### {word} {second}：PageGate —— 分页闸门（arXiv:2612.80052）\n\n"
        "- **来源**：organized/paper_cards/8005-2612-80052.md\n"
        "- **要点**：按页设闸，碎片率降到 2%。\n"
        "- **建议归入**：见归并动作。\n\n"
        f"## 三、今晚建议的归并动作\n\n{lines}"
    )


def new_lines(tmp_path: Path, text: str, team: str = "") -> list[str]:
    after = applied_kb(tmp_path, KB, text, BRIEF_PATH, team=team)
    old = KB.splitlines()
    return [line for line in after.splitlines() if line not in old]


PAGEGATE = "- **PageGate**（arXiv:2612.80052）：按页设闸，碎片率降到 2%。（E1 2026-12-14 · {} 2）"


@pytest.mark.parametrize(
    "closing",
    [
        "§2.1 新增一条（Item 2）",
        "Item 2: add PageGate to Sec. 2.1",
        "**Item 2** → §2.1 末尾新增一条",
        "Delta 2：§2.1 新增一条",
        "add to Sec. 2.1 (item #2).",
    ],
)
@pytest.mark.parametrize("word", ["条目", "增量"])
def test_a_closing_line_tagged_in_english_is_its_items_edit(
    tmp_path: Path, closing: str, word: str
) -> None:
    assert new_lines(tmp_path, brief(closing, word)) == [PAGEGATE.format(word)]


@pytest.mark.parametrize("closing", ["Item 2 → §2.1", "**Item 2** → §2.1", "Delta 2 → §2.1"])
def test_an_arrow_line_tagged_in_english_is_reported_as_its_items(closing: str) -> None:
    actions = plan(parse_brief(brief(closing)))
    (report,) = [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]
    assert report.item_key == "条目 2" and "arrow" in report.reason
    # As the same line tagged in Chinese is.
    (chinese,) = plan(parse_brief(brief("条目 2 → §2.1")))
    assert (chinese.kind, chinese.item_key) == (report.kind, report.item_key)


@pytest.mark.parametrize(
    ("closing", "written"),
    [
        ("§1.1 slotd 一行 120⭐ 改为 150⭐（Item 1）", "| slotd | 150⭐ |"),
        ("§1.1 slotd 一行 120⭐ → 150⭐ (Item 1)", "| slotd | 150⭐ |"),
        (
            "§1.1 StaticBatch 条目末尾补一句 超时即发（Item 1）",
            "- **StaticBatch**：固定批大小，空槽等满再发。超时即发。",
        ),
        (
            "§1.1 StaticBatch 条目末尾补一句 超时即发（delta 1，推荐）",
            "- **StaticBatch**：固定批大小，空槽等满再发。超时即发。",
        ),
    ],
)
def test_an_english_tag_aside_is_no_part_of_the_words_written(
    tmp_path: Path, closing: str, written: str
) -> None:
    assert new_lines(tmp_path, brief(closing)) == [written]


@pytest.mark.parametrize(
    ("closing", "second"),
    [
        ("§2.1 新增一条（Item 3）", 2),  # no item 3
        ("§2.1 新增一条（Item 2–3）", 2),  # a range names no one item
        ("§2.1 新增一条（Item 2.1）", 2),  # a number with a dot is no item's
        ("§2.1 新增一条（delta 2%）", 2),  # a quantity is no tag
        ("§2.1 新增一条（delta 2x）", 2),
        ("§2.1 新增一条（Item 1）", 1),  # two items numbered 1: which one is not guessed
    ],
)
def test_an_english_tag_naming_no_single_item_ties_the_line_to_none(
    closing: str, second: int
) -> None:
    actions = plan(parse_brief(brief(closing, second=second)))
    (left,) = [a for a in actions if a.kind is ActionKind.NO_CONTENT]
    assert left.item_key == "" and "条目 N" in left.reason, [(a.kind, a.reason) for a in actions]


def test_the_english_tag_words_are_lexicon_data(tmp_path: Path) -> None:
    assert default_lexicon().item_tag.search("(Entry 2)") is None
    entry = '[item_tags]\nwords = ["Entry"]\n'
    team = lexicon_from_text(entry)
    found = team.item_tag.search("§2.1 新增一条（Entry 2）")
    assert found is not None and found.group("number") == "2"
    written = new_lines(tmp_path, brief("§2.1 新增一条（Entry 2）"), entry)
    assert written == [PAGEGATE.format("条目")]


BOTH = "§1.2 新增一条 SlotFill（Item 1）|§2.1 新增一条（Item 2）|"


@pytest.mark.parametrize(
    "closing",
    [
        "Item 2: hold off",
        "Item 2 dropped.",
        "Delta 2 is on hold",
        "Item 2：本轮不落笔",
        "Item #2 — skip",
    ],
)
def test_an_item_withdrawn_in_english_has_none_of_its_edits_proposed(
    tmp_path: Path, closing: str
) -> None:
    (line,) = new_lines(tmp_path, brief(BOTH + closing))
    assert line.startswith("- **SlotFill**（arXiv:2612.80051）："), line


@pytest.mark.parametrize(
    "closing",
    [
        "Items 1 and 2 — skip",
        "Item 1, Item 2: hold off",
        "Item 1 & 2 dropped",
        "Items 1、2：本轮不落笔",
    ],
)
def test_items_withdrawn_together_in_english_have_no_edit_proposed(
    tmp_path: Path, closing: str
) -> None:
    repo = make_repo(tmp_path / "kb", KB.encode("utf-8"))
    repo.add_brief(brief(BOTH + closing).encode("utf-8"), BRIEF_PATH)
    code, out, err = invoke("propose", "--dry-run", str(repo.root / BRIEF_PATH))
    assert code == 0 and "0 patch(es)" in out and "2 forbidden" in out, out + err


@pytest.mark.parametrize(
    ("first", "closing"),
    [
        ("§1.2 新增一条 SlotFill；Item 2: hold off。", "§2.1 新增一条（Item 2）"),
        ("§1.2 新增一条 SlotFill。", "Item 2: add to Sec. 2.1, skip the table"),
        ("§1.2 新增一条 SlotFill。", "Item 2: add to Sec. 2.1; Item 3: hold off"),
        ("§1.2 新增一条 SlotFill。", "§2.1 新增一条（Item 2）; Items: hold off"),
    ],
)
def test_a_withdrawal_of_another_or_of_no_item_withdraws_nothing(
    tmp_path: Path, first: str, closing: str
) -> None:
    lines = new_lines(tmp_path, brief(closing, first=first))
    assert sorted(line[:13] for line in lines) == ["- **PageGate*", "- **SlotFill*"], lines
