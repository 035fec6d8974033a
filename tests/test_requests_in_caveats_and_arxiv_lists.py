"""A line of the brief's caveats list or arXiv list that reads as an edit is reported with its
words: those lists are read for what entries must say, keeps and ids, never for edits, and a
request there must not vanish. Plain caveats and plain arXiv lines stay quiet."""

from __future__ import annotations

import pytest

from kbpatch.models import Action, ActionKind
from kbpatch.parse import parse_brief
from kbpatch.reading import plan

from .conftest import KB_PATH


def brief(
    caveat: str = "分片校准的收益只来自作者自测。",
    arxiv: str = "",
    suggestion: str = "- **建议归入**：§3.1 新增一条 SliceCal。\n",
) -> str:
    return (
        "# inference · E1 预消化简报（2026-12-11）\n\n"
        f"对照：{KB_PATH}\n\n## 一、增量\n\n"
        "### 条目 1：SliceCal —— 按长度分片的路由校准（arXiv:2612.00733）\n\n"
        "- **来源**：organized/paper_cards/3101-2612-00733.md\n"
        "- **要点**：按请求长度分片校准打分器，长请求错派率从 21% 降到 13%。\n"
        f"{suggestion}\n"
        f"## 二、值得警惕\n\n- {caveat}\n\n"
        f"## 三、可引用的 arXiv 号\n\n- arXiv:2612.00733 — SliceCal{arxiv}\n\n"
        "## 四、本轮结论与建议动作\n\n- 见各条目。\n"
    )


def reports(text: str) -> list[Action]:
    return [a for a in plan(parse_brief(text)) if a.kind is ActionKind.NOT_UNDERSTOOD]


@pytest.mark.parametrize(
    "caveat",
    [
        '§3.1 "21%" 应为 "19%"（见原文表 2）。',
        '§6.2 "路由成本显式化"那行趋势补上出处 arXiv:2612.00733。',
        '§3.1 的"约 30%"改为"约 28%"，原文表 3 如此。',
    ],
)
def test_an_edit_asked_in_the_caveats_list_is_reported_with_its_words(caveat: str) -> None:
    (report,) = reports(brief(caveat=caveat))
    assert "caveats list" in report.reason and caveat.rstrip("。")[:12] in report.reason


@pytest.mark.parametrize(
    "tail",
    [" → 用途：§3.1 正文新增 + §七 登记", "（§3.1 新增一条；§七 登记〔§3.1〕）"],
)
def test_an_edit_asked_in_the_arxiv_list_is_reported_with_its_words(tail: str) -> None:
    # The item has no 建议归入: the arXiv list's line is the only place asking its edits.
    (report,) = reports(brief(arxiv=tail, suggestion=""))
    assert "arXiv list" in report.reason and "SliceCal" in report.reason


def test_an_item_placed_only_by_a_caveat_is_reported() -> None:
    (report,) = reports(brief(caveat="条目 1 请落在 §3.1（新增一条）。", suggestion=""))
    assert "条目 1 请落在 §3.1" in report.reason


@pytest.mark.parametrize(
    ("caveat", "tail"),
    [
        ("分片校准的收益只来自作者自测。", ""),
        ("§3.1 的错派率数字只在两个负载上测过。", "（§3.1）"),
        ("不要写进 §1.1 作为默认做法。", " —— 长度分片校准"),
        # About an item that says its own edits: read there.
        ("SliceCal 的归位未定：今晚在 §3.1 与 §5.1 中二选一。", ""),
    ],
)
def test_plain_caveats_and_arxiv_lines_are_not_reported(caveat: str, tail: str) -> None:
    assert reports(brief(caveat=caveat, arxiv=tail)) == []


@pytest.mark.parametrize(
    "caveat",
    [
        '§6.2 "路由成本显式化"这行没有来源，归并时挂上 arXiv:2612.00733。',
        '§3.1 多模型路由那条的"约 30%"和原文对不上（原文 28%），落笔时顺手改正。',
        '§3.1 里"约 30%"与论文表 3 不一致，合并时请一并订正。',
        "§6.2 路由成本那行趋势少了出处，入档时顺便补齐。",
    ],
)
def test_a_caveat_asking_at_merge_what_kbpatch_cannot_read_is_reported(caveat: str) -> None:
    # Neither proposed nor dropped: the words that speak to the one who merges ask for it.
    actions = plan(parse_brief(brief(caveat=caveat)))
    assert [a.target.key for a in actions if a.kind.edits_document and a.target] == ["3.1"]
    (report,) = [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]
    assert "caveats list" in report.reason and caveat[:10] in report.reason


@pytest.mark.parametrize(
    "caveat",
    [
        "错派率只在作者的两个负载上测过，与 §3.1 的基线不可比。",
        "§3.1 的基线数字与本条不是一回事。",
        "这篇的结论和 §6.2 的趋势一致，不算新观点。",
        "§3.1 多模型路由那条已经写到长度反转。",
    ],
)
def test_a_caveat_that_names_a_section_as_a_remark_is_not_reported(caveat: str) -> None:
    assert reports(brief(caveat=caveat)) == []
