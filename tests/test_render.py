"""render: one action and the KB lines → an edit in the form of its neighbours, or a reason."""

from __future__ import annotations

import pytest

from kbpatch.models import Action, ActionKind, Edit, EntryContent, SectionRef, Status
from kbpatch.parse import parse_brief
from kbpatch.reading import plan
from kbpatch.render import Rendered, render

from .conftest import apply_edit, one_action

DATE = "2026-12-03"
MARK = "（E1 2026-12-03 · 条目 1）"

KB = """\
# serving 活文档

## 一、推理引擎

### 1.1 引擎格局

- **vLLM**：通用默认。
- **SGLang**：多轮优先。

#### 新 entrants（观察）

- **ds4**：单模型专用。
- **Kapitsa**：端侧专用。

### 1.2 项目信号

| 项目 | 定位 | 热度（⭐） | 来源 |
| --- | --- | --- | --- |
| acme/rec | 单厂商引擎 | 本轮复采 243⭐ / 周增 +14 | repo_cards/rec.md |
| acme/rec-mirror | 镜像 | 57⭐ | repo_cards/mirror.md |

★ 表中热度为卡片采集值。

### 1.3 星号列表

* 第一条判断。
* 第二条判断。

### 1.4 缩进列表

  - 缩进的判断一。
  - 缩进的判断二。

### 2.2 复用

- 前缀复用率是核心指标。
- 驱逐策略默认 LRU（arXiv:2611.00001）。
- 参考实现：https://github.com/flow-lab/tiered

## 六、开放问题与趋势

### 6.1 开放问题

1. 分池部署在小规模下是否划算？
2. 草稿头在 MoE 上为何变差？

### 6.2 趋势

- 检索链路的决策前移：二次检索是否触发，正在变成可审计的决策。
- 图像 token 预算成为新热点。
- 编排层分层，图像 token 预算也开始进入调度。

## 七、引用列表

- arXiv:2612.00777 — Abstain Gate（正文暂无条目）
"""
LINES = KB.splitlines(keepends=True)
ENTRY = EntryContent(
    title="FlowCache",
    summary="把会话分成三档，热档常驻显存。",
    caveats=("口径：作者自测",),
    sources="organized/paper_cards/2001-2612-00101.md",
)
ENTRY_TEXT = (
    "把会话分成三档，热档常驻显存。口径：作者自测。"
    f"来源：organized/paper_cards/2001-2612-00101.md。{MARK}"
)


def action(kind: ActionKind, key: str, *, part: str = "", **fields: object) -> Action:
    target = SectionRef(key=key, raw=f"§{key}", part=part)
    return one_action(kind, target, item_key="条目 1", **fields)


def add(key: str, entry: EntryContent = ENTRY, **fields: object) -> Action:
    return action(ActionKind.ADD_ENTRY, key, entry=entry, **fields)  # type: ignore[arg-type]


def proposed(rendered: Rendered) -> Edit:
    assert rendered.status is Status.PROPOSED, rendered.reason
    assert rendered.edit is not None
    return rendered.edit


def inserted(lines: list[str], act: Action) -> tuple[int, list[str]]:
    """Where the new lines go and what they are, for an insertion."""
    edit = proposed(render(lines, act, date=DATE))
    assert edit.start == edit.end
    return edit.start, list(edit.lines)


# ---------------------------------------------------------------- add entry: form of neighbours


def test_add_entry_bold_bullet_at_end_of_section() -> None:
    rendered = render(LINES, add("1.1"), date=DATE)
    assert (rendered.heading, rendered.reason) == ("1.1 引擎格局", "")
    # Among §1.1's own entries, not at the end of its「新 entrants」part.
    assert inserted(LINES, add("1.1")) == (8, [f"- **FlowCache**：{ENTRY_TEXT}\n"])


def test_a_section_that_is_only_parts_takes_the_entry_at_its_end() -> None:
    kb = "### 5.8 灰度\n\n#### 回滚检查单\n\n- 第一步。\n\n### 5.9 其他\n\n- 一条。\n"
    lines = kb.splitlines(True)
    assert inserted(lines, add("5.8")) == (5, [f"- FlowCache：{ENTRY_TEXT}\n"])


def test_add_entry_in_named_part() -> None:
    act = add("1.1", part="新 entrants")
    assert render(LINES, act, date=DATE).heading == "1.1 引擎格局 › 新 entrants（观察）"
    assert inserted(LINES, act) == (13, [f"- **FlowCache**：{ENTRY_TEXT}\n"])


def test_alongside_goes_after_the_named_sibling_when_it_is_not_last() -> None:
    act = add("1.1", part="新 entrants", placement="alongside", siblings=("ds4",))
    start, new = inserted(LINES, act)
    assert LINES[start - 1] == "- **ds4**：单模型专用。\n"
    assert LINES[start] == "- **Kapitsa**：端侧专用。\n"
    assert new == [f"- **FlowCache**：{ENTRY_TEXT}\n"]


def test_alongside_with_nested_sibling_lines_and_unknown_siblings() -> None:
    kb = "### 1.1 x\n\n- **ds4**：单模型。\n  - 补充一。\n  - 补充二。\n- **Kapitsa**：端侧。\n"
    lines = kb.splitlines(True)
    act = add("1.1", placement="alongside", siblings=("ds4",))
    assert inserted(lines, act)[0] == 5
    act = add("1.1", placement="alongside", siblings=("没有这个",))
    assert inserted(lines, act)[0] == 6


def test_alongside_prefers_the_entry_titled_by_a_sibling_over_a_later_mention() -> None:
    kb = (
        "### 1.1 x\n\n- **ds4**：单模型。\n- **Kapitsa**：端侧。\n\n#### 决策树\n\n"
        "1. 只跑一个模型 → **ds4**。\n2. Apple Silicon → **Kapitsa**。\n"
    )
    lines = kb.splitlines(True)
    act = add("1.1", placement="alongside", siblings=("ds4", "Kapitsa"))
    start, new = inserted(lines, act)
    assert lines[start - 1] == "- **Kapitsa**：端侧。\n"
    assert new == [f"- **FlowCache**：{ENTRY_TEXT}\n"]


def test_plain_bullets_get_a_plain_name_with_their_marker() -> None:
    assert inserted(LINES, add("1.3")) == (27, [f"* FlowCache：{ENTRY_TEXT}\n"])


def test_indented_bullets_keep_their_indent() -> None:
    assert inserted(LINES, add("1.4")) == (32, [f"  - FlowCache：{ENTRY_TEXT}\n"])


def test_numbered_list_gets_the_next_number() -> None:
    # §6.1 lists open questions: a new question (a paper is no question there).
    asked = action(ActionKind.ADD_QUESTION, "6.1", phrase="分层缓存能否跨节点共享？")
    assert inserted(LINES, asked) == (45, [f"3. 分层缓存能否跨节点共享？{MARK}\n"])


def test_table_row_fills_columns_by_name_and_escapes_pipes() -> None:
    entry = EntryContent(
        title="flow-lab/tiered",
        summary="网关 | 路由一体，1,200⭐。",
        caveats=("定位：工具，非引擎",),
        sources="repo_cards/tiered.md",
    )
    start, new = inserted(LINES, add("1.2", entry))
    assert start == 20  # after the last row, before the remark under the table
    assert new == [
        "| flow-lab/tiered | 工具，非引擎。网关 \\| 路由一体，1,200⭐。 | 1,200⭐ "
        f"| repo_cards/tiered.md{MARK} |\n"
    ]


def test_paragraph_section_gets_a_paragraph_after_a_blank_line() -> None:
    lines = "### 2.3 说明\n\n一段说明文字。\n\n### 2.4 下一节\n".splitlines(True)
    assert inserted(lines, add("2.3")) == (3, ["\n", f"FlowCache：{ENTRY_TEXT}\n"])


def test_empty_section_at_end_of_file_without_newline() -> None:
    lines = ["# kb\n", "\n", "### 2.3 空节"]
    edit = proposed(render(lines, add("2.3"), date=DATE))
    assert "".join(apply_edit(lines, edit)) == f"# kb\n\n### 2.3 空节\n\nFlowCache：{ENTRY_TEXT}"


def test_entry_fields_in_order() -> None:
    entry = EntryContent(
        title="FlowCache",
        label="缓存分层",
        summary="三档分层",
        cross_refs="§4.2 与 §1.1",
        caveats=("证据边界：单次测量", "说明：待复现。"),
        sources="x.md",
    )
    _, (line,) = inserted(LINES, add("1.1", entry))
    assert line == (
        "- **FlowCache**（缓存分层）：三档分层。交叉引用：§4.2 与 §1.1。证据边界：单次测量。"
        f"说明：待复现。来源：x.md。{MARK}\n"
    )


# ---------------------------------------------------------------- add entry: already present


@pytest.mark.parametrize(
    ("entry", "source_ids", "key"),
    [
        (ENTRY, ("2611.00001",), "2611.00001"),
        (EntryContent(title="flow-lab/tiered", sources="x.md"), (), "flow-lab/tiered"),
        (
            EntryContent(title="Tiered", sources="代码：https://github.com/flow-lab/tiered（MIT）"),
            (),
            "https://github.com/flow-lab/tiered",
        ),
    ],
    ids=["arxiv", "slug", "url-before-chinese-paren"],
)
def test_already_present_in_section(
    entry: EntryContent, source_ids: tuple[str, ...], key: str
) -> None:
    rendered = render(LINES, add("2.2", entry, source_ids=source_ids), date=DATE)
    assert rendered.status is Status.ALREADY_PRESENT
    assert rendered.reason == f"「{key}」 is already in this section"
    assert rendered.edit is None


def test_already_present_by_provenance_mark() -> None:
    lines = ["### 2.3 x\n", "\n", f"- **Other**：早先合入的条目{MARK}\n"]
    rendered = render(lines, add("2.3"), date=DATE)
    assert (rendered.status, rendered.reason) == (
        Status.ALREADY_PRESENT,
        f"「{MARK}」 is already in this section",
    )


def test_present_in_another_section_does_not_count() -> None:
    rendered = render(LINES, add("1.3", source_ids=("2611.00001",)), date=DATE)
    assert rendered.status is Status.PROPOSED


# ---------------------------------------------------------------- update number


def test_update_number_on_the_subject_line() -> None:
    act = action(ActionKind.UPDATE_NUMBER, "1.2", old_value="243", new_value="245", subject="rec")
    edit = proposed(render(LINES, act, date=DATE))
    assert (edit.start, edit.end) == (18, 19)
    assert edit.lines == (
        "| acme/rec | 单厂商引擎 | 本轮复采 245⭐ / 周增 +14 | repo_cards/rec.md |\n",
    )


def test_update_number_mismatch_shows_the_subject_line() -> None:
    act = action(ActionKind.UPDATE_NUMBER, "1.2", old_value="250", new_value="251", subject="rec")
    rendered = render(LINES, act, date=DATE)
    assert rendered.status is Status.UNRESOLVED
    assert rendered.reason == (
        "old count does not match: no line holds 250 for rec; the rec line reads: "
        "| acme/rec | 单厂商引擎 | 本轮复采 243⭐ / 周增 +14 | repo_cards/rec.md |"
    )


def test_update_number_already_updated() -> None:
    act = action(ActionKind.UPDATE_NUMBER, "1.2", old_value="240", new_value="243", subject="rec")
    rendered = render(LINES, act, date=DATE)
    assert (rendered.status, rendered.reason) == (
        Status.ALREADY_PRESENT,
        "line 19 already holds 243",
    )


def test_update_number_on_several_lines_is_not_guessed() -> None:
    lines = "### 1.6 x\n\n- rec：243⭐。\n- rec 镜像：243⭐。\n".splitlines(True)
    act = action(ActionKind.UPDATE_NUMBER, "1.6", old_value="243", new_value="245", subject="rec")
    rendered = render(lines, act, date=DATE)
    assert (rendered.status, rendered.reason) == (
        Status.UNRESOLVED,
        "243 for rec stands on several lines (3, 4); not guessing",
    )


def test_update_number_does_not_touch_a_longer_number() -> None:
    lines = "### 1.6 x\n\n- rec：1,243⭐，本轮 243⭐。\n".splitlines(True)
    act = action(ActionKind.UPDATE_NUMBER, "1.6", old_value="243", new_value="245", subject="rec")
    assert proposed(render(lines, act, date=DATE)).lines == ("- rec：1,243⭐，本轮 245⭐。\n",)


def test_update_number_without_values() -> None:
    act = action(ActionKind.UPDATE_NUMBER, "1.2", subject="rec")
    rendered = render(LINES, act, date=DATE)
    assert (rendered.status, rendered.reason) == (
        Status.UNRESOLVED,
        "the brief gives no old→new values",
    )


# ---------------------------------------------------------------- add source


def test_add_source_before_the_full_stop() -> None:
    act = action(
        ActionKind.ADD_SOURCE, "6.2", phrase="二次检索是否触发", source_ids=("2612.00101",)
    )
    edit = proposed(render(LINES, act, date=DATE))
    assert (edit.start, edit.end) == (48, 49)
    assert edit.lines == (
        "- 检索链路的决策前移：二次检索是否触发，正在变成可审计的决策（arXiv:2612.00101）。\n",
    )


@pytest.mark.parametrize(
    ("phrase", "ids", "status", "reason"),
    [
        (
            "不存在的短语",
            ("2612.00101",),
            Status.UNRESOLVED,
            "no line of this section contains 「不存在的短语」",
        ),
        (
            "图像 token 预算",
            ("2612.00101",),
            Status.UNRESOLVED,
            "「图像 token 预算」 stands on several lines (50, 51); not guessing",
        ),
        (
            "驱逐策略",
            ("2611.00001",),
            Status.UNRESOLVED,
            "no line of this section contains 「驱逐策略」",
        ),
        (
            "",
            ("2612.00101",),
            Status.UNRESOLVED,
            'the brief does not quote the line to cite; quote it as "…"',
        ),
        ("二次检索是否触发", (), Status.UNRESOLVED, "the brief gives no arXiv id or link to add"),
    ],
    ids=["missing", "two-lines", "other-section", "no-phrase", "no-id"],
)
def test_add_source_that_cannot_be_placed(
    phrase: str, ids: tuple[str, ...], status: Status, reason: str
) -> None:
    act = action(ActionKind.ADD_SOURCE, "6.2", phrase=phrase, source_ids=ids)
    rendered = render(LINES, act, date=DATE)
    assert (rendered.status, rendered.reason, rendered.edit) == (status, reason, None)


def test_add_source_already_cited() -> None:
    act = action(ActionKind.ADD_SOURCE, "2.2", phrase="驱逐策略", source_ids=("2611.00001",))
    rendered = render(LINES, act, date=DATE)
    assert (rendered.status, rendered.reason) == (
        Status.ALREADY_PRESENT,
        "line 37 already cites 2611.00001",
    )


def test_add_source_adds_only_the_missing_ids() -> None:
    act = action(
        ActionKind.ADD_SOURCE, "2.2", phrase="驱逐策略", source_ids=("2611.00001", "2612.00101")
    )
    assert proposed(render(LINES, act, date=DATE)).lines == (
        "- 驱逐策略默认 LRU（arXiv:2611.00001）（arXiv:2612.00101）。\n",
    )


# ---------------------------------------------------------------- open question, annotate


def test_add_question_with_next_number() -> None:
    act = action(ActionKind.ADD_QUESTION, "6.1", phrase="热档阈值能否随负载自适应？")
    assert inserted(LINES, act) == (45, [f"3. 热档阈值能否随负载自适应？{MARK}\n"])


def test_add_question_already_listed() -> None:
    act = action(ActionKind.ADD_QUESTION, "6.1", phrase="草稿头在 MoE 上为何变差？")
    rendered = render(LINES, act, date=DATE)
    assert (rendered.status, rendered.reason) == (
        Status.ALREADY_PRESENT,
        "this question is already listed",
    )


def test_annotate_citation_line() -> None:
    act = action(ActionKind.ANNOTATE_CITATION, "7", phrase="跨主题引用", source_ids=("2612.00777",))
    rendered = render(LINES, act, date=DATE)
    edit = proposed(rendered)
    assert rendered.heading == "七、引用列表"
    assert (edit.start, edit.end) == (54, 55)
    assert edit.lines == ("- arXiv:2612.00777 — Abstain Gate（正文暂无条目；跨主题引用）\n",)
    marked = apply_edit(LINES, edit)
    again = render(marked, act, date=DATE)
    assert (again.status, again.reason) == (
        Status.ALREADY_PRESENT,
        "line 55 already carries 「跨主题引用」",
    )


def test_annotate_without_citation() -> None:
    act = action(ActionKind.ANNOTATE_CITATION, "7", phrase="跨主题引用", source_ids=("2612.00999",))
    rendered = render(LINES, act, date=DATE)
    assert (rendered.status, rendered.reason) == (
        Status.UNRESOLVED,
        "no citation of 2612.00999 in this section",
    )


# ---------------------------------------------------------------- no edit at all


def test_no_op_is_skipped_with_its_reason() -> None:
    act = action(ActionKind.NO_OP, "6.1", reason="the brief says 保留不动")
    assert render(LINES, act, date=DATE) == Rendered(
        status=Status.SKIPPED, reason="the brief says 保留不动"
    )


def test_missing_section_and_part_are_unresolved() -> None:
    rendered = render(LINES, add("8.2"), date=DATE)
    assert rendered.status is Status.UNRESOLVED
    assert rendered.reason.startswith("no section numbered 8.2; closest: §6.2 6.2 趋势")
    rendered = render(LINES, add("1.1", part="不存在的小节"), date=DATE)
    assert rendered.status is Status.UNRESOLVED
    assert rendered.reason.startswith("§1.1 has no part named 「不存在的小节」")


def test_action_without_target() -> None:
    act = Action(id="A01", kind=ActionKind.ADD_ENTRY, lines=(1,), request="x", entry=ENTRY)
    assert render(LINES, act, date=DATE) == Rendered(
        status=Status.UNRESOLVED, reason="no section is named for this action"
    )


# ---------------------------------------------------------------- line endings


def test_file_without_final_newline_stays_without_one() -> None:
    text = "### 2.3 x\n\n- 一。\n- 二。"
    lines = text.splitlines(True)
    edit = proposed(render(lines, add("2.3"), date=DATE))
    assert (edit.start, edit.end) == (3, 4)
    assert edit.lines == ("- 二。\n", f"- FlowCache：{ENTRY_TEXT}")
    assert "".join(apply_edit(lines, edit)) == f"{text}\n- FlowCache：{ENTRY_TEXT}"


def test_add_source_on_final_line_without_newline() -> None:
    lines = ["### 6.2 x\n", "\n", "- 二次检索是否触发。"]
    act = action(
        ActionKind.ADD_SOURCE, "6.2", phrase="二次检索是否触发", source_ids=("2612.00101",)
    )
    assert proposed(render(lines, act, date=DATE)).lines == (
        "- 二次检索是否触发（arXiv:2612.00101）。",
    )


@pytest.mark.parametrize("final", ["\r\n", ""], ids=["final-crlf", "no-final-newline"])
def test_crlf_kb_gets_crlf_lines(final: str) -> None:
    text = "### 6.1 实测\r\n\r\n1. 一？\r\n2. 二？" + final
    lines = text.splitlines(True)
    edit = proposed(render(lines, add("6.1"), date=DATE))
    result = "".join(apply_edit(lines, edit))
    assert result == f"### 6.1 实测\r\n\r\n1. 一？\r\n2. 二？\r\n3. FlowCache：{ENTRY_TEXT}{final}"
    assert "\n" not in result.replace("\r\n", "")


# ---------------------------------------------------------------- brief → plan → render


def test_brief_to_edits_end_to_end() -> None:
    brief = parse_brief(
        "serving · E1 预消化简报(2026-12-03)\n\n"
        "条目 1：FlowCache —— 按会话冷热分层的前缀缓存（arXiv:2612.00101）\n\n"
        "  • 来源：organized/paper_cards/2001-2612-00101.md\n"
        "  • 要点：把会话分成三档，热档常驻显存。\n"
        "  • 建议归入：§2.2 末尾新增一条 FlowCache 条目，注明「仅单机」；"
        '并给 §6.2 "二次检索是否触发"补 arXiv 号；§6.1 加一条开放问题："热档阈值如何选？"\n\n'
        "四、本轮结论与建议动作\n\n"
        "  • §1.2 只更新 rec 计数（243→244），不新增条目。\n"
    )
    results = [(a.kind, render(LINES, a, date=brief.date)) for a in plan(brief)]
    assert [(kind, r.status) for kind, r in results] == [
        (ActionKind.ADD_ENTRY, Status.PROPOSED),
        (ActionKind.ADD_SOURCE, Status.PROPOSED),
        (ActionKind.ADD_QUESTION, Status.PROPOSED),
        (ActionKind.UPDATE_NUMBER, Status.PROPOSED),
        (ActionKind.CONSTRAINT, Status.SKIPPED),
    ]
    edits = [r.edit for _, r in results if r.edit]
    assert [e.lines for e in edits] == [
        (
            # Its neighbours cite ids and addresses, no file paths: nor does it (its card's).
            "- FlowCache（arXiv:2612.00101）：把会话分成三档，热档常驻显存。标注：仅单机。"
            "（E1 2026-12-03 · 条目 1）\n",
        ),
        ("- 检索链路的决策前移：二次检索是否触发，正在变成可审计的决策（arXiv:2612.00101）。\n",),
        ("3. 热档阈值如何选？（E1 2026-12-03 · 条目 1）\n",),
        ("| acme/rec | 单厂商引擎 | 本轮复采 244⭐ / 周增 +14 | repo_cards/rec.md |\n",),
    ]
    # Back to front, every edit applies; planning again on the result proposes nothing new.
    text = LINES
    for edit in sorted(edits, key=lambda e: e.start, reverse=True):
        text = apply_edit(text, edit)
    again = [render(text, a, date=brief.date).status for a in plan(brief)]
    assert Status.PROPOSED not in again


def test_a_replace_whose_subject_is_on_two_lines_takes_the_one_holding_the_old_values() -> None:
    kb = (
        "### 5.4 编排\n\n- 三层：路由、KV、权重（Shipit）。\n"
        "- **Shipit**：扩容时权重就绪从 11 分钟降到 90 s。\n"
    )
    lines = kb.splitlines(True)
    act = action(
        ActionKind.REPLACE,
        "5.4",
        subject="Shipit",
        pairs=(("11 分钟", "10 分钟"), ("90 s", "85 s")),
    )
    edit = proposed(render(lines, act, date=DATE))
    assert list(edit.lines) == ["- **Shipit**：扩容时权重就绪从 10 分钟降到 85 s。\n"]
    # Neither line holds these values alone: not guessing.
    act = action(ActionKind.REPLACE, "5.4", subject="Shipit", pairs=(("7 分钟", "6 分钟"),))
    assert render(lines, act, date=DATE).status is Status.UNRESOLVED
