"""A negation that names a detail of the entry just asked for (`…，别加子要点`, `不加 benchmark
数字`, `不要附链接`) refuses that detail, never the entry: the entry is proposed, and the detail
is left out where kbpatch would have written it (a link of the item's sources) or the entry is
withheld where its 要点 holds it (numbers: kbpatch does not reword the analyst's sentences). A
negation with no object (`§3.1 不加`, `不新增条目`, `…，别加了`) still refuses the entry. Our own
words, on a small Chinese KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import added_lines, proposed_and_applied, render_brief

KB = """\
# training 活文档

## 三、后训练

### 3.1 奖励建模

- **PRM 过程奖励**：逐步打分，比结果奖励更稳。
- **RLVR**：用可验证奖励（单元测试、数学答案）替代奖励模型。

### 3.2 偏好优化

- **DPO**：直接偏好优化，无需显式奖励模型。
"""

# The same KB whose entries cite their sources by link: a new entry writes its source's link.
KB_LINKED = KB.replace("更稳。", "更稳。来源：https://example.org/prm").replace(
    "奖励模型。\n\n###", "奖励模型。来源：https://example.org/rlvr\n\n###", 1
)

PLAIN = "把可验证奖励与偏好数据合成，在数学题上比单一奖励更稳。"
WITH_NUMBERS = "把可验证奖励与偏好数据合成，数学题准确率提升 4 个点。"


def brief(request: str, summary: str = PLAIN, source: str = "") -> str:
    source = source or "organized/paper_cards/3301-2612-33001.md（arXiv:2612.33001）"
    return (
        "# training · E1 预消化简报（2026-12-02）\n\n## 一、增量\n\n"
        "### 条目 1：SynthRM（arXiv:2612.33001）—— 合成奖励\n\n"
        f"- **来源**：{source}\n"
        f"- **要点**：{summary}\n"
        f"- **建议归入**：{request}\n"
    )


def outcomes(kb: str, text: str) -> dict[ActionKind, tuple[Status, str, list[str]]]:
    lines = kb.splitlines(keepends=True)
    found = {}
    for action, rendered in render_brief(text, lines, "2026-12-02"):
        written = (
            added_lines(rendered, lines)
            if rendered.status is Status.PROPOSED and rendered.edit is not None
            else []
        )
        found[action.kind] = (rendered.status, rendered.reason or "", written)
    return found


@pytest.mark.parametrize(
    ("request_words", "said"),
    [
        ("§3.1 补一条 SynthRM 条目，别加子要点。", "别加子要点"),
        ("§3.1 补一条 SynthRM 条目，不用加子要点。", "不用加子要点"),
        ("§3.1 新增 SynthRM 条目，不要加子项。", "不要加子项"),
        ("§3.1 末尾加一条 SynthRM，无需添加子条目。", "无需添加子条目"),
        ("§3.1 补一条 SynthRM 条目，不加 benchmark 数字。", "不加 benchmark 数字"),
        ("§3.1 新增一条 SynthRM，别加具体数据。", "别加具体数据"),
        ("§3.1 补一条 SynthRM 条目，不加链接。", "不加链接"),
        ("§3.1 增加一条 SynthRM，不要添加超链接。", "不要添加超链接"),
        # The detail named first.
        ("§3.1 补一条 SynthRM 条目，子要点不用加。", "子要点不用加"),
        ("§3.1 新增 SynthRM 条目，链接就不加了。", "链接就不加"),
        ("§3.1 补一条 SynthRM 条目，benchmark 数字先不加。", "数字先不加"),
    ],
)
def test_the_entry_is_proposed_and_the_detail_is_a_stated_constraint(
    request_words: str, said: str
) -> None:
    found = outcomes(KB, brief(request_words))
    status, reason, written = found[ActionKind.ADD_ENTRY]
    assert status is Status.PROPOSED, reason
    assert written == [f"- **SynthRM**（arXiv:2612.33001）：{PLAIN}（E1 2026-12-02 · 条目 1）\n"], (
        written
    )
    status, reason, _ = found[ActionKind.CONSTRAINT]
    assert status is Status.SKIPPED
    assert reason == f"the brief says {said}"


@pytest.mark.parametrize(
    "request_words",
    [
        "§3.1 补一条 SynthRM 条目，不加 benchmark 数字。",
        "§3.1 新增一条 SynthRM，别加具体数字。",
        "§3.1 补一条 SynthRM 条目，不要添加数据。",
        "§3.1 补一条 SynthRM 条目，benchmark 数字不要加。",
    ],
)
def test_numbers_refused_withhold_an_entry_whose_points_hold_them(request_words: str) -> None:
    """The negation reaches the entry's words, not the add: kbpatch does not reword the 要点."""
    found = outcomes(KB, brief(request_words, WITH_NUMBERS))
    assert ActionKind.ADD_ENTRY not in found
    status, reason, _ = found[ActionKind.NOT_UNDERSTOOD]
    assert status is Status.NOT_UNDERSTOOD
    assert reason.startswith("the brief asks for the entry without "), reason
    assert "kbpatch does not reword it" in reason
    assert "forbids" not in reason


@pytest.mark.parametrize(
    "request_words",
    [
        "§3.1 补一条 SynthRM 条目，不加链接。",
        "§3.1 补一条 SynthRM 条目，不要附链接。",
        "§3.1 新增一条 SynthRM，别带 URL。",
        "§3.1 补一条 SynthRM 条目，无需附上网址。",
        "§3.1 补一条 SynthRM 条目，链接就不加了。",
    ],
)
def test_a_link_refused_is_left_out_of_the_entry(request_words: str) -> None:
    source = "inbox/jay/2026-12-01-brief.md → https://synth.example.org/rm"
    status, reason, written = outcomes(KB_LINKED, brief(request_words, source=source))[
        ActionKind.ADD_ENTRY
    ]
    assert status is Status.PROPOSED, reason
    assert written == [
        f"- **SynthRM**（arXiv:2612.33001）：{PLAIN}来源：inbox/jay/2026-12-01-brief.md。"
        "（E1 2026-12-02 · 条目 1）\n"
    ], written


def test_without_the_refusal_the_link_is_written() -> None:
    source = "inbox/jay/2026-12-01-brief.md → https://synth.example.org/rm"
    _, _, written = outcomes(KB_LINKED, brief("§3.1 补一条 SynthRM 条目。", source=source))[
        ActionKind.ADD_ENTRY
    ]
    assert "https://synth.example.org/rm" in written[0]


@pytest.mark.parametrize(
    "request_words",
    [
        "§3.1 不加。",
        "§3.1 不新增条目。",
        "§3.1 补一条 SynthRM 条目，别加了。",
        "§3.1 补一条 SynthRM 条目，不用加了。",
        # The detail names the entry refused: no entry with links at all.
        "§3.1 补一条 SynthRM 条目，但不新增带链接的条目。",
    ],
)
def test_a_negation_with_no_detail_still_refuses_the_entry(request_words: str) -> None:
    found = outcomes(KB, brief(request_words))
    entry = found.get(ActionKind.ADD_ENTRY)
    assert entry is None or entry[0] is not Status.PROPOSED, entry


@pytest.mark.parametrize(
    "request_words",
    ["§3.1 补一条 SynthRM 条目，别加子要点。", "§3.1 补一条 SynthRM 条目，不加 benchmark 数字。"],
)
def test_the_patch_applies_and_the_report_states_the_limit(
    tmp_path: Path, request_words: str
) -> None:
    code, report, kb = proposed_and_applied(
        tmp_path,
        "organized/knowledge/training.md",
        KB,
        brief(request_words),
        "inbox/tom/2026-12-02-training-e1prep.md",
    )
    assert code == 0, report
    assert "A01 proposed        §3.1           add entry (条目 1)" in report
    limit = request_words.split("，")[1].rstrip("。")
    assert f"constraint (条目 1) [line 9]: the brief says {limit}" in report
    assert f"- **SynthRM**（arXiv:2612.33001）：{PLAIN}（E1 2026-12-02 · 条目 1）\n" in kb
