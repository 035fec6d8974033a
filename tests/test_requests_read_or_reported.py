"""Requests kbpatch must either carry out exactly or report with their words, never half-do:
a whole sentence rewritten after its quoted opening words, `分别` (no negation) before an add,
table columns and rows, placement words, deletions with no section, thin items. Each said
four ways or more in our own words, read and rendered as `kbpatch propose` would."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.models import Action, ActionKind, Status
from kbpatch.parse import parse_brief
from kbpatch.reading import plan
from kbpatch.render import Rendered

from .conftest import apply_edit, git, invoke, make_repo, render_brief

DATE = "2026-12-09"

KB = """\
# inference 活文档

## 一、缓存

### 1.1 前缀缓存

- **RadixCache**：按前缀树共享 KV，命中率随会话长度上升。
- **LRU 换出**：冷块写回主机内存；换出粒度为整页。
- 推论：缓存命中率是一个需要单独报告的指标，且依赖请求分布（§1.2）。

### 1.2 趋势

- 前缀共享成为引擎默认。
- 冷热分层进入主流引擎。

### 1.3 引擎对比

| 引擎 | 类型 | 要点 | Stars |
|---|---|---|---|
| vlite | 服务端 | 单机多卡 | 120⭐ |
| kvpress | 压缩库 | KV 量化 | 88⭐ |

### 1.4 格式

| 格式 | 块大小 | scale |
|---|---|---|
| FP8 | 128 | FP32 |

- FP8 已是默认格式。
- 块越小，精度恢复越好。
- scale 的布局影响 KV 复用。

## 二、引用列表

1. arXiv:2401.00001 — RadixAttention〔§1.1〕
"""
LINES = KB.splitlines(keepends=True)


def brief(
    suggestion: str, *, title: str = "TierServe —— 三档 KV 分层", summary: bool = True
) -> str:
    text = (
        "# inference · E1 预消化简报（2026-12-09）\n\n## 一、今日条目（1 条）\n\n"
        f"### 条目 1：{title}\n\n"
    )
    if summary:
        text += (
            "- **来源**：organized/paper_cards/3001-2612-30001.md（arXiv:2612.30001）\n"
            "- **要点**：热档常驻显存，温档放主机内存，冷档落盘，首字延迟降 18%。\n"
        )
    return text + f"- **建议归入**：{suggestion}\n"


def read(suggestion: str) -> list[Action]:
    return plan(parse_brief(brief(suggestion)))


def rendered(suggestion: str) -> list[tuple[Action, Rendered]]:
    return render_brief(brief(suggestion), LINES, DATE)


def edits_of(actions: list[Action]) -> list[Action]:
    return [a for a in actions if a.kind.edits_document]


@pytest.mark.parametrize(
    ("suggestion", "words"),
    [
        ('§1.1 "推论"那句整句换成"推论：命中率须与请求分布一同报告。"', "那句整句换"),
        ('§1.1 中以"推论"开头的那句改为"推论：命中率须单独报告。"', "那句改"),
        ('§1.1 "LRU 换出"一句替换为"LRU 换出：冷块按页写回。"', "一句替换"),
        ("§1.1 「推论」这句话改成「推论：命中率另报。」", "这句话改"),
        ('§1.1 含"换出粒度"的句子改写为"换出粒度可配置。"', "句子改"),
    ],
)
def test_a_sentence_named_by_its_quoted_words_is_reported_not_half_replaced(
    suggestion: str, words: str
) -> None:
    actions = read(suggestion)
    assert edits_of(actions) == [], [(a.kind, a.clause) for a in actions]
    (report,) = [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]
    assert report.target is not None and report.target.key == "1.1"
    assert words in report.reason and "check by hand" in report.reason


@pytest.mark.parametrize(
    "suggestion",
    [
        '§1.1 "LRU 换出" 改为 "LRU 写回"。',
        "§1.3 kvpress 一行：「88⭐」→「95⭐」。",
        '把 §1.1 中的 "整页" 换成 "4 页"。',
        "§1.1 末尾补一句「命中率另报」。",
    ],
)
def test_a_quoted_value_with_no_sentence_word_is_still_replaced(suggestion: str) -> None:
    kinds = {a.kind for a in edits_of(read(suggestion))}
    assert kinds and ActionKind.NOT_UNDERSTOOD not in kinds, kinds


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.1 与 §1.2 分别补一条 TierServe。",
        '§1.1、§1.2 分别新增一条 TierServe，两处都写明"作者自测"。',
        "在 §1.1 和 §1.2 中分别加一条 TierServe。",
        "§1.1 与 §1.2 特别需要各补一条 TierServe。",
        "§1.1 和 §1.2 按类别各补一条 TierServe。",
    ],
)
def test_a_word_holding_bie_that_negates_nothing_leaves_the_adds(suggestion: str) -> None:
    results = rendered(suggestion)
    adds = [(a, r) for a, r in results if a.kind is ActionKind.ADD_ENTRY]
    assert sorted(a.target.key for a, _ in adds if a.target) == ["1.1", "1.2"], [
        (a.kind, a.reason) for a, _ in results
    ]
    assert all(r.status is Status.PROPOSED for _, r in adds)
    assert not [a for a, _ in results if a.kind is ActionKind.CONSTRAINT]


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.1 新增一条 TierServe；§1.2 别动。",
        "§1.1 新增一条 TierServe，§1.2 别再加。",
        "§1.1 新增一条 TierServe；别在 §1.2 重复写。",
        "§1.1 新增一条 TierServe，§1.2 别新增。",
    ],
)
def test_bie_alone_still_negates(suggestion: str) -> None:
    actions = read(suggestion)
    assert [a.target.key for a in edits_of(actions) if a.target] == ["1.1"]
    assert [a for a in actions if a.kind is ActionKind.CONSTRAINT]


def propose(tmp_path: Path, suggestion: str) -> tuple[str, list[Path]]:
    """The report of `kbpatch propose` on a one-item brief, and its patches (checked to apply)."""
    repo = make_repo(tmp_path / "kb", KB.encode("utf-8"))
    name = "inbox/ann/2026-12-09-inference-e1prep.md"
    repo.add_brief(brief(suggestion).encode("utf-8"), name)
    code, out, err = invoke("propose", "--color", "never", str(repo.root / name))
    assert code in (0, 1), out + err
    patches = sorted((repo.root / name.replace(".md", ".patches")).glob("*.patch"))
    if patches:
        git(repo.root, "apply", "--check", *map(str, patches))
    return out, patches


def test_two_adds_after_fenbie_are_written_and_apply(tmp_path: Path) -> None:
    _, patches = propose(tmp_path, "§1.1 与 §1.2 分别补一条 TierServe。")
    added = [
        line
        for patch in patches
        for line in patch.read_text("utf-8").splitlines()
        if line.startswith("+- ")
    ]
    assert len(added) == 2 and all("TierServe" in line for line in added), added


@pytest.mark.parametrize(
    "suggestion",
    [
        '§1.3 表新增一列"许可证"，vlite 填 MIT，其余暂填"待查"。',
        "§1.3 表加「许可证」列。",
        "给 §1.3 的引擎表补一列『许可证』。",
        "§1.3 增加两列：许可证、语言。",
        '§1.3 表格加个新列"许可证"。',
        'Sec. 1.3: add a "License" column.',
    ],
)
def test_a_new_table_column_is_reported_never_a_row(suggestion: str) -> None:
    actions = read(suggestion)
    assert edits_of(actions) == [], [(a.kind, a.clause) for a in actions]
    # (`其余暂填"待查"` is a value for cells kbpatch does not find: reported apart.)
    (report,) = [
        a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD and "new table column" in a.reason
    ]
    assert report.target is not None and report.target.key == "1.3"
    assert "new table column" in report.reason


def rendered_add(suggestion: str) -> Rendered:
    (result,) = [r for a, r in rendered(suggestion) if a.kind is ActionKind.ADD_ENTRY]
    return result


def test_a_row_whose_every_cell_the_brief_names_with_its_value_is_written() -> None:
    # Every column but the row's name, each named and its value quoted or set after it.
    result = rendered_add(
        '§1.3 表末尾加一行 TierServe：类型"服务端"，要点"三档分层"，Stars 300⭐。'
    )
    assert result.edit is not None
    assert result.edit.lines == (
        "| TierServe | 服务端 | 三档分层 | 300⭐（E1 2026-12-09 · 条目 1） |\n",
    )


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.3 表新增 TierServe 一行（类型 服务端，Stars 300⭐）。",
        "§1.3 引擎表补一行 TierServe，要点「三档分层」。",
        "在 §1.3 表格里加一行 TierServe，Stars：300⭐。",
    ],
)
def test_a_row_whose_cells_the_brief_dictates_is_reported_not_filled_otherwise(
    suggestion: str,
) -> None:
    result = rendered_add(suggestion)
    assert result.status is Status.UNRESOLVED, result
    assert "cells by column" in result.reason


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.4 格式表增加 INT8 一行（块大小 64）。",
        "§1.4 表末尾加一行 INT8。",
        "在 §1.4 的对比表里补一行 INT8。",
        "§1.4 表格新增一行：INT8 对照格式。",
    ],
)
def test_a_row_asked_of_a_table_is_never_a_bullet_under_it(suggestion: str) -> None:
    # The item speaks of INT8: a row named so is its entry (see the next tests for one not).
    text = brief(suggestion, title="INT8 块量化 —— 新的对照格式")
    (result,) = [r for a, r in render_brief(text, LINES, DATE) if a.kind is ActionKind.ADD_ENTRY]
    assert result.status is Status.UNRESOLVED, result
    assert "not in that table" in result.reason


def test_a_plain_row_of_a_table_is_still_a_row_that_applies(tmp_path: Path) -> None:
    out, patches = propose(tmp_path, "§1.3 表末尾加一行 TierServe。")
    (patch,) = patches
    added = [line for line in patch.read_text("utf-8").splitlines() if line.startswith("+|")]
    assert len(added) == 1 and added[0].startswith("+| TierServe |"), out


@pytest.mark.parametrize(
    "title",
    ["§1.3 表加一行", "§1.1 补一条", "给 §1.2 新增一条趋势", "1.3 节表格加一行"],
)
def test_a_heading_that_asks_is_no_name_for_the_new_entry(title: str) -> None:
    text = brief("§1.1 新增一条。", title=title)
    actions = plan(parse_brief(text))
    assert edits_of(actions) == [], [(a.kind, a.entry and a.entry.title) for a in actions]
    (report,) = [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]
    assert "is a request, not a name" in report.reason


@pytest.mark.parametrize(
    ("suggestion", "words"),
    [
        ('§1.1 新增一条 TierServe；原"LRU 换出"那条可以省去。', "省去"),
        ("§1.1 新增一条 TierServe；另把「LRU 换出」那条删掉。", "删掉"),
        ("§1.1 新增一条 TierServe；LRU 换出那条可以拿掉了。", "拿掉"),
        ("§1.1 新增一条 TierServe，『LRU 换出』那条去掉即可。", "去掉"),
        ('§1.1 新增一条 TierServe；"推论"那句整句换成"推论：另报命中率。"', "那句整句换"),
    ],
)
def test_a_deletion_naming_no_section_after_an_add_is_reported_not_dropped(
    suggestion: str, words: str
) -> None:
    actions = read(suggestion)
    assert [(a.kind, a.target.key if a.target else "") for a in edits_of(actions)] == [
        (ActionKind.ADD_ENTRY, "1.1")
    ]
    (report,) = [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]
    assert words in report.reason and "check by hand" in report.reason


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.1 新增一条 TierServe；作者删去了旧基线。",
        "§1.1 新增一条 TierServe，条目不删除。",
        "§1.1 新增一条 TierServe；v2 去掉了冷档实验。",
        "§1.1 新增一条 TierServe，别删掉原有内容。",
    ],
)
def test_a_remark_or_keep_with_a_deletion_word_asks_nothing(suggestion: str) -> None:
    actions = read(suggestion)
    assert ActionKind.NOT_UNDERSTOOD not in {a.kind for a in actions}
    assert [a.kind for a in edits_of(actions)] == [ActionKind.ADD_ENTRY]


def inserted_after(suggestion: str) -> str:
    """The KB line right before the new entry a suggestion adds (blank lines skipped)."""
    result = rendered_add(suggestion)
    assert result.status is Status.PROPOSED, result
    assert result.edit is not None
    new = apply_edit(LINES, result.edit)
    at = next(k for k, line in enumerate(new) if "TierServe" in line)
    return next(line for line in reversed(new[:at]) if line.strip())


@pytest.mark.parametrize(
    ("suggestion", "anchor"),
    [
        ('§1.1 新增一条 TierServe，放在"LRU 换出"那条之后。', "- **LRU 换出**"),
        ("§1.1 在「RadixCache」那条之后插入一条 TierServe。", "- **RadixCache**"),
        ("§1.1 新增 TierServe 一条，置于 RadixCache 条目之后。", "- **RadixCache**"),
        ("§1.1 LRU 换出 条目之后新增 TierServe 一条。", "- **LRU 换出**"),
        ("§1.1 新增 TierServe 一条，紧跟在『LRU 换出』那条后面。", "- **LRU 换出**"),
        ("In §1.1, add an entry for TierServe after RadixCache.", "- **RadixCache**"),
        ("Add TierServe to §1.1 right after the RadixCache entry.", "- **RadixCache**"),
        ('Add TierServe to §1.1, just after "LRU 换出".', "- **LRU 换出**"),
        ("Add TierServe to §1.1 immediately after RadixCache.", "- **RadixCache**"),
        # "Right after" said before the name, and a verb that places before a bare name.
        ('§1.1 补一条 TierServe，紧跟"RadixCache"条目。', "- **RadixCache**"),
        ("§1.1 新增一条 TierServe，紧随 LRU 换出 那条。", "- **LRU 换出**"),
        ("§1.1 新增一条 TierServe，紧接着「RadixCache」。", "- **RadixCache**"),
        ("§1.1 新增一条 TierServe，放在 RadixCache 之后。", "- **RadixCache**"),
        ("§1.1 加一条 TierServe，排在LRU 换出后。", "- **LRU 换出**"),
    ],
)
def test_a_new_entry_asked_after_a_named_entry_stands_right_after_it(
    suggestion: str, anchor: str
) -> None:
    assert inserted_after(suggestion).startswith(anchor)


@pytest.mark.parametrize(
    ("suggestion", "words"),
    [
        ("§1.1 新增一条 TierServe，排在 RadixCache 那条前面为宜。", "排在 RadixCache 那条前面"),
        ("§1.1 补一条 TierServe，放在该节最前面就行。", "放在该节最前面"),
        ("§1.1 新增一条 TierServe 作为该节第一条。", "第一条"),
        ('§1.1 新增一条 TierServe，插到"LRU 换出"之前。', '插到"LRU 换出"之前'),
        ("In §1.1, add an entry for TierServe before RadixCache.", "before RadixCache"),
        (
            'Add TierServe to §1.1 right before the "LRU 换出" entry.',
            'right before the "LRU 换出" entry',
        ),
        ("Add TierServe to §1.1, ahead of RadixCache.", "ahead of RadixCache"),
        # Between two entries, under one, beside one, before one with no entry noun, an
        # entry named by its rank with an aside: never the section's end in their stead.
        ("§1.1 新增一条 TierServe，置于 RadixCache 与 LRU 换出之间。", "与 LRU 换出之间"),
        # (`位于 A 和 B 中间` is written, right after A where B follows it: its own test.)
        ("§1.1 补一条 TierServe，位于RadixCache上方。", "位于RadixCache上方"),
        ('§1.1 新增一条 TierServe，作为"LRU 换出"下的子项。', '"LRU 换出"下的子项'),
        ("§1.1 新增一条 TierServe，挂成 RadixCache 条目的二级条目。", "二级条目"),
        ("§1.1 新增一条 TierServe，挨着 LRU 换出。", "挨着 LRU 换出"),
        ("§1.1 新增一条 TierServe，排在LRU 换出前面。", "排在LRU 换出前面"),
        ("§1.1 新增一条 TierServe，放在推论前。", "推论前"),
        ("放 §1.1 的第 2 条（LRU 换出）之后，补一条 TierServe。", "（LRU 换出）之后"),
    ],
)
def test_a_place_kbpatch_does_not_write_is_reported_never_the_end_instead(
    suggestion: str, words: str
) -> None:
    actions = read(suggestion)
    assert edits_of(actions) == [], [(a.kind, a.reason) for a in actions]
    (report,) = [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]
    assert words in report.reason and "place kbpatch does not write" in report.reason


@pytest.mark.parametrize(
    ("suggestion", "words"),
    [
        ("§二 新增一条引用，放在 2401.00001 之前。", "放在 2401.00001 之前"),
        ("§二 登记一条引用，排在 RadixAttention 那条前面。", "排在 RadixAttention 那条前面"),
        ("引用列表补一条，插到 arXiv:2401.00001 前面。", "2401.00001 前面"),
        ("§二 新增一条引用，置顶。", "置顶"),
        ("§二 最前面登记一条引用。", "最前面"),
    ],
)
def test_a_citation_place_kbpatch_does_not_write_is_reported_never_the_end_instead(
    suggestion: str, words: str
) -> None:
    actions = read(suggestion)
    assert edits_of(actions) == [], [(a.kind, a.reason) for a in actions]
    (report,) = [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]
    assert words in report.reason and "new citation in a place" in report.reason


@pytest.mark.parametrize(
    "suggestion", ["§二 新增一条引用。", "§二 末尾登记一条引用。", "引用列表补一条，放在最后。"]
)
def test_a_citation_asked_at_its_list_s_end_is_added(suggestion: str) -> None:
    (action,) = read(suggestion)
    assert action.kind is ActionKind.ADD_CITATION and action.source_ids == ("2612.30001",)


@pytest.mark.parametrize(
    ("suggestion", "why"),
    [
        ('§1.1 新增一条 TierServe，放在"HotCold"那条之后。', "no entry of this section holds"),
        ("§1.1 新增一条 TierServe，放在「命中率」那条之后。", "several lines"),
        ("§1.1 命中率那条之后新增 TierServe 一条。", "several lines"),
        ("§1.1 新增一条 TierServe，放在 SlabKV 那条后面。", "no entry of this section holds"),
    ],
)
def test_an_entry_to_follow_found_nowhere_or_twice_is_unresolved(suggestion: str, why: str) -> None:
    result = rendered_add(suggestion)
    assert result.status is Status.UNRESOLVED and why in result.reason, result


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.1 新增一条 TierServe，v2 发布以后数据更全。",
        "§1.1 新增一条 TierServe，与上面提到的前缀树思路一致。",
        "§1.1 末尾新增一条 TierServe。",
        "§1.1 新增一条 TierServe，放在该节最后。",
    ],
)
def test_words_that_place_nothing_or_the_end_leave_the_entry_at_the_end(suggestion: str) -> None:
    assert inserted_after(suggestion).startswith("- 推论")


def test_an_entry_placed_after_a_named_one_applies(tmp_path: Path) -> None:
    _, patches = propose(tmp_path, "§1.1 新增一条 TierServe，放在「RadixCache」那条之后。")
    (patch,) = patches
    assert "\n+- **TierServe**" in patch.read_text("utf-8")


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.1 新增一条 MiniKV（arXiv:2612.30009），说明小集群的配比经验。",
        "§1.1 补一条 MiniKV。",
        "§1.1 录入 MiniKV 一条。",
        "在 1.1 节新增 MiniKV 条目。",
    ],
)
def test_an_item_with_nothing_to_say_gets_no_empty_entry(suggestion: str) -> None:
    text = brief(suggestion, title="KV 分层小集群", summary=False)
    actions = plan(parse_brief(text))
    assert edits_of(actions) == [], [(a.kind, a.entry) for a in actions]
    (report,) = [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]
    assert "gives no 要点" in report.reason


@pytest.mark.parametrize("summary", ["。", "、", "——", "…；"])
def test_a_summary_of_punctuation_alone_gets_no_entry(summary: str) -> None:
    text = brief("§1.1 新增一条 TierServe。").replace(
        "热档常驻显存，温档放主机内存，冷档落盘，首字延迟降 18%。", summary
    )
    actions = plan(parse_brief(text))
    assert edits_of(actions) == [], [(a.kind, a.entry) for a in actions]


@pytest.mark.parametrize(
    "closing",
    [
        "§1.1 TierServe、§1.2 开放问题（条目 1）。",
        "§1.1 TierServe，§1.2 待解问题（条目 1）",
        "§1.1 TierServe 和 §1.2 开放问题（条目 1）。",
        "§1.1 TierServe、§1.2 新增开放问题（条目 1）。",
    ],
)
def test_a_terse_closing_repeat_writes_no_question_of_an_entrys_name(closing: str) -> None:
    text = (
        brief('§1.1 新增一条 TierServe；另在 §1.2 新增开放问题"温档能否省掉？"')
        + f"\n## 三、今晚建议的归并动作\n\n- {closing}\n"
    )
    results = render_brief(text, LINES, DATE)
    written = [
        line
        for action, result in results
        if result.status is Status.PROPOSED and result.edit is not None
        for line in result.edit.lines
        if line not in LINES
    ]
    assert written and all("温档能否省掉" in line or "**TierServe**" in line for line in written), (
        written
    )
    assert not any("TierServe、" in line for line in written)


def two_items(closing: str, first: str = "§1.1 新增一条 TierServe。") -> str:
    return (
        brief(first)
        + "\n### 条目 2：FlowKV —— 流式换入\n\n- **要点**：按流换入 KV。\n"
        + "- **建议归入**：不入档。\n"
        + f"\n## 三、今晚建议的归并动作\n\n- {closing}\n"
    )


@pytest.mark.parametrize(
    "closing",
    [
        "§1.4 新增一条 GhostKV。",
        "add GhostKV to Sec. 1.4.",
        "§1.3 补一条 GhostKV。",
        "§1.4 录入 GhostKV 一条。",
    ],
)
def test_an_add_tied_to_no_item_is_unresolved_not_skipped(closing: str) -> None:
    results = render_brief(two_items(closing), LINES, DATE)
    (result,) = [r for a, r in results if a.kind is ActionKind.NO_CONTENT]
    assert result.status is Status.UNRESOLVED and "条目 N" in result.reason


def test_an_add_tied_to_no_item_makes_the_exit_code_one(tmp_path: Path) -> None:
    repo = make_repo(tmp_path / "kb", KB.encode("utf-8"))
    name = "inbox/ann/2026-12-09-inference-e1prep.md"
    repo.add_brief(two_items("§1.4 新增一条 GhostKV。", first="不入档。").encode("utf-8"), name)
    code, out, err = invoke("propose", "--dry-run", "--exit-code", str(repo.root / name))
    assert code == 1 and "0 patch(es)" in out and "1 unresolved" in out, out + err


def with_relation(relation: str, suggestion: str) -> str:
    return brief(suggestion).replace(
        "- **建议归入**", f"- **与活文档脉络的关系**：{relation}\n- **建议归入**"
    )


RELATION_ASKS = (
    "应在 §1.1 新增一条 TierServe。",
    "我认为放 §1.1 更合适，在那里补一条 TierServe。",
    "§1.1 宜新增一条 TierServe。",
    '§1.1 也该加一条 TierServe，写明"作者自测"。',
)


@pytest.mark.parametrize("relation", RELATION_ASKS)
def test_an_edit_asked_only_in_the_relation_line_is_reported_not_dropped(relation: str) -> None:
    actions = plan(parse_brief(with_relation(relation, "主题相关。")))
    assert edits_of(actions) == [], [(a.kind, a.reason) for a in actions]
    (report,) = [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]
    assert report.target is not None and report.target.key == "1.1"
    assert "关系" in report.reason


@pytest.mark.parametrize(
    "suggestion", ["按关系一栏处理。", "见关系一栏。", "按关系栏。", "详见关系一栏，二者一致。"]
)
def test_a_suggestion_deferring_to_the_relation_line_reads_its_request(suggestion: str) -> None:
    actions = plan(parse_brief(with_relation(RELATION_ASKS[1], suggestion)))
    assert [(a.kind, a.target.key if a.target else "") for a in edits_of(actions)] == [
        (ActionKind.ADD_ENTRY, "1.1")
    ]


@pytest.mark.parametrize(
    "relation",
    [
        '§1.2 趋势行也应补一行"分层缓存开始按档计价"。',
        "§1.2 也该新增一条 TierServe。",
        "另外 §1.2 宜加一行「分层缓存开始按档计价」。",
        '§1.2 还应补一条 TierServe，写明"作者自测"。',
    ],
)
def test_a_relation_request_beside_another_suggestion_is_reported(relation: str) -> None:
    actions = plan(parse_brief(with_relation(relation, "§1.1 新增一条 TierServe。")))
    assert [(a.kind, a.target.key if a.target else "") for a in edits_of(actions)] == [
        (ActionKind.ADD_ENTRY, "1.1")
    ]
    (report,) = [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]
    assert report.target is not None and report.target.key == "1.2" and "关系" in report.reason


@pytest.mark.parametrize(
    "relation",
    [
        "§1.1 应新增一条 TierServe。",
        "(a) §1.1 新增（推荐）；(b) §1.2 新增（备选）。",
        "与 §1.2 的趋势呼应。",
        "§1.1 的 RadixCache 条目已提到前缀共享。",
        "该论文目前只出现在 §二引用列表 + §1.2 开放问题第 3 条。",
    ],
)
def test_relation_words_the_suggestion_covers_or_that_ask_nothing_are_silent(
    relation: str,
) -> None:
    actions = plan(parse_brief(with_relation(relation, "§1.1 新增一条 TierServe。")))
    assert ActionKind.NOT_UNDERSTOOD not in {a.kind for a in actions}, [
        (a.kind, a.reason) for a in actions
    ]


@pytest.mark.parametrize(
    "closing",
    [
        "§1.1 新增一条 GhostKV。",
        "§1.1 再补一条 GhostKV。",
        "§1.1 增录 GhostKV 一条。",
        "§1.1 补录 GhostKV。",
        "§1.1 添一条 GhostKV 条目。",
    ],
)
def test_an_untagged_closing_add_of_another_entry_is_not_folded_into_the_items(
    closing: str,
) -> None:
    results = render_brief(two_items(closing), LINES, DATE)
    proposed = [a for a, r in results if r.status is Status.PROPOSED]
    left = [(a, r) for a, r in results if a.kind is ActionKind.NO_CONTENT]
    assert len(proposed) == 1 and len(proposed[0].lines) == 1  # the item's line alone
    assert len(left) == 1 and left[0][1].status is Status.UNRESOLVED, results


@pytest.mark.parametrize(
    "closing",
    ["§1.1 新增一条 TierServe。", "§1.1 新增 tierserve 一条。", "§1.1 新增一条。"],
)
def test_an_untagged_closing_repeat_of_the_items_entry_still_merges(closing: str) -> None:
    results = render_brief(two_items(closing), LINES, DATE)
    assert [r.status for a, r in results if a.kind.edits_document] == [Status.PROPOSED]
    assert not [a for a, r in results if a.kind is ActionKind.NO_CONTENT]


@pytest.mark.parametrize(
    "closing",
    [
        "§1.4 新增一条 GhostKV（条目 1）。",
        "§1.1 补录 GhostKV（条目 1）。",
        "条目 1：§1.4 增录 GhostKV 一条。",
        "§1.4 新增一条 GhostKV (Item 1).",
    ],
)
def test_a_closing_add_naming_an_entry_its_item_does_not_speak_of_is_reported(
    closing: str,
) -> None:
    results = render_brief(two_items(closing, first="主题相关。"), LINES, DATE)
    assert not [a for a, r in results if r.status is Status.PROPOSED], results
    (reported,) = [a for a, _ in results if a.kind is ActionKind.NOT_UNDERSTOOD]
    assert "「GhostKV」, which 条目 1 (「TierServe —— 三档 KV 分层」) does not speak of" in (
        reported.reason
    )


@pytest.mark.parametrize(
    "closing",
    [
        "§1.4 新增一条 TierServe（条目 1）。",
        "§1.4 补录 tierserve（条目 1）。",
        "§1.4 新增一条（条目 1）。",
        "条目 1：§1.4 增录 TierServe 一条。",
    ],
)
def test_a_closing_add_naming_its_items_own_entry_is_proposed(closing: str) -> None:
    results = render_brief(two_items(closing, first="主题相关。"), LINES, DATE)
    assert [r.status for a, r in results if a.kind.edits_document] == [Status.PROPOSED]


@pytest.mark.parametrize(
    "suggestion",
    ["§1.1 新增一条 GhostKV。", "§1.1 新增一条 GhostKV 条目。", "§1.1 增录 GhostKV 一条。"],
)
def test_the_name_an_items_own_suggestion_gives_its_entry_is_the_entrys_name(
    suggestion: str,
) -> None:
    # The item's title describes; the request names the entry (as the kbpatch forms do).
    text = brief(suggestion, title="三档分层的新实现")
    (result,) = [r for a, r in render_brief(text, LINES, DATE) if a.kind is ActionKind.ADD_ENTRY]
    assert result.status is Status.PROPOSED, result
    assert result.edit is not None and "**GhostKV**" in "".join(result.edit.lines)


@pytest.mark.parametrize(
    "suggestion",
    [
        "Engines ← TierServe",
        "缓存 ⇐ TierServe。",
        "Caching <- TierServe",
        "TierServe 放到缓存那一块",
        # A root of a verb in no phrase kbpatch reads, after words it cannot place.
        '"缓存"一节补 TierServe。',
    ],
)
def test_a_suggestion_that_asks_but_reads_as_nothing_is_reported_with_its_words(
    suggestion: str,
) -> None:
    (report,) = read(suggestion)
    assert report.kind is ActionKind.NOT_UNDERSTOOD and report.item_key == "条目 1"
    assert (
        f"「{suggestion}」" in report.reason and "asks for nothing kbpatch reads" in report.reason
    )


@pytest.mark.parametrize(
    "suggestion", ["见归并动作。", "无。", "同上。", "见上文关系一栏。", "见建议动作第 2 行。"]
)
def test_a_suggestion_that_only_points_elsewhere_is_not_reported_as_unread(
    suggestion: str,
) -> None:
    assert [a for a in read(suggestion) if "asks for nothing" in a.reason] == []


@pytest.mark.parametrize(
    ("suggestion", "words"),
    [
        ('§1.1 LRU 换出那条改成斜体，并把"整页"改为"4 页"。', '并把"整页"改为"4 页"'),
        ('§1.1 RadixCache 条目标为已复核，同时"命中率"改为"比例"。', '同时"命中率"改为"比例"'),
        ('§1.3 kvpress 一行挪到首行，并把"88⭐"换成"95⭐"。', '并把"88⭐"换成"95⭐"'),
        ('§1.1 推论那句加下划线，再在末尾补一句"需另报"。', '再在末尾补一句"需另报"'),
    ],
)
def test_an_edit_after_a_request_kbpatch_cannot_read_is_reported_with_its_words(
    suggestion: str, words: str
) -> None:
    # Its entry is named only in the clause before, which kbpatch does not read: never made
    # elsewhere, never dropped.
    results = rendered(suggestion)
    assert [a for a, r in results if r.status is Status.PROPOSED] == []
    reasons = [a.reason for a, _ in results if a.kind is ActionKind.NOT_UNDERSTOOD]
    assert len(reasons) == 2, reasons
    assert any(f"「{words}」" in reason and "follows" in reason for reason in reasons), reasons


@pytest.mark.parametrize(
    ("suggestion", "words"),
    [
        ("§1.1 新增一条 TierServe，并把它加粗显示。", "并把它加粗显示"),
        ("§1.1 补一条 TierServe，同时将这条标红。", "同时将这条标红"),
        ('§1.1 "整页" 改为 "4 页"，再把该条折叠起来。', "再把该条折叠起来"),
        ("在 §1.2 加一行 TierServe，还要把它设成灰色。", "还要把它设成灰色"),
        # How it looks, asked with no 把: kbpatch writes no formatting, so it says so.
        ("§1.1 新增一条 TierServe，并加粗显示。", "并加粗显示"),
        ("§1.1 补一条 TierServe，同时标红。", "同时标红"),
        ('§1.1 "整页" 改为 "4 页"；再高亮一下。', "再高亮一下"),
        ("§1.1: add a new entry TierServe, and bold it.", "and bold it."),
    ],
)
def test_something_done_to_a_thing_after_an_edit_is_reported_beside_it(
    suggestion: str, words: str
) -> None:
    results = rendered(suggestion)
    assert [r.status for a, r in results if a.kind.edits_document] == [Status.PROPOSED]
    (report,) = [a for a, _ in results if a.kind is ActionKind.NOT_UNDERSTOOD]
    assert f"「{words}」" in report.reason and "check by hand" in report.reason


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.1 新增一条 TierServe，并把它放在 RadixCache 那条之后。",
        '§1.1 "整页" 改为 "4 页"，并把"写回"改为"落盘"。',
        "§1.1 新增一条 TierServe，将来可能还要补数字。",
        "§1.1 新增一条 TierServe，不要把它加粗。",
    ],
)
def test_a_disposal_that_adds_to_the_edit_or_refuses_is_not_reported(suggestion: str) -> None:
    actions = read(suggestion)
    assert not [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD], [
        (a.kind, a.reason) for a in actions
    ]


@pytest.mark.parametrize(
    "suggestion",
    [
        '§1.1 "LRU 换出"那条末尾补一句"（按 4 KB 对齐）"，并把"整页"改为"4 页"。',
        '§1.1 LRU 换出 那条末尾加一句"（按 4 KB 对齐）"，把"整页"改为"4 页"。',
        '§1.1 "LRU 换出"那条末尾补一句"（按 4 KB 对齐）"；再将"整页"换成"4 页"。',
        '§1.1 "LRU 换出"一条末尾补充"（按 4 KB 对齐）"，同时把"整页"改成"4 页"。',
    ],
)
def test_a_replace_after_an_append_to_a_named_entry_edits_that_entry(suggestion: str) -> None:
    results = rendered(suggestion)
    assert sorted(a.kind.value for a, _ in results) == [
        ActionKind.APPEND.value,
        ActionKind.REPLACE.value,
    ], [(a.kind, a.reason) for a, _ in results]
    assert all(r.status is Status.PROPOSED for _, r in results), [r.reason for _, r in results]
    written = {a.kind: "".join(r.edit.lines) for a, r in results if r.edit is not None}
    assert "- **LRU 换出**：冷块写回主机内存；换出粒度为4 页。" in written[ActionKind.REPLACE]
    assert "- **LRU 换出**：" in written[ActionKind.APPEND]
    assert "（按 4 KB 对齐）" in written[ActionKind.APPEND]


def test_a_replace_after_an_append_whose_words_are_not_in_that_entry_is_not_made() -> None:
    # `前缀树` stands in another entry of §1.1: the replace is of the appended entry only.
    results = rendered(
        '§1.1 "LRU 换出"那条末尾补一句"（按 4 KB 对齐）"，并把"前缀树"改为"基数树"。'
    )
    statuses = {a.kind: r.status for a, r in results}
    assert statuses[ActionKind.APPEND] is Status.PROPOSED
    assert statuses[ActionKind.REPLACE] is not Status.PROPOSED


@pytest.mark.parametrize(
    "suggestion",
    [
        '§1.1 "LRU 换出"那条末尾补一句"（按 4 KB 对齐）"，再补一句"（仅 Linux）"。',
        '§1.1 LRU 换出 那条末尾加一句"（按 4 KB 对齐）"；末尾再加一句"（仅 Linux）"。',
        '§1.1 "LRU 换出"那条末尾补一句"（按 4 KB 对齐）"，另补一句"（仅 Linux）"。',
        '§1.1 "LRU 换出"一条末尾补充"（按 4 KB 对齐）"，再追加一句"（仅 Linux）"。',
    ],
)
def test_a_second_append_after_an_append_to_a_named_entry_goes_on_that_entry(
    suggestion: str,
) -> None:
    results = rendered(suggestion)
    appends = [r for a, r in results if a.kind is ActionKind.APPEND]
    assert len(appends) == 2 and all(r.status is Status.PROPOSED for r in appends), [
        (a.kind, r.reason) for a, r in results
    ]
    assert all("- **LRU 换出**：" in "".join(r.edit.lines) for r in appends if r.edit)
