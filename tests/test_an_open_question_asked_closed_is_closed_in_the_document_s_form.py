"""`关闭 Q2：…`, `Q2 标为已关闭（…）`, `Q2 可以勾掉了：…`,
`§4 Q2 的（状态：未决）改为（状态：已关闭）`, `§4 那条"…"的状态改为已关闭`:
an open question named by its label or its quoted words is closed as the document closes its
questions. Where its questions carry a status field, the field takes the closed value the
document's closed lines write (the brief's own word only where none is closed yet), then the
brief's reason exactly as given, joined as those lines join theirs; no date or words of
kbpatch's own. Where they are a checklist, the box is ticked. A question the list lacks, two
lines for one name, a checkbox with a reason to write, or a document with no closed value to
learn and none in the brief is reported with the brief's words; a negated close (`Q2 先不要
关闭`) asks nothing. Our own words and KBs."""

from __future__ import annotations

from pathlib import Path

import pytest

from .apiary_kb import BRIEF_PATH, CHECKLIST_KB, KB_PATH
from .apiary_kb import brief as apiary_brief
from .conftest import proposed_and_applied, report_rows

STATUS_KB = """\
# 养蜂笔记

## 3 越冬管理

- 保温层（2025）— 泡沫板包箱，越冬损失下降约一成。
- 问题：蜂箱保温层厚度与越冬损失的关系缺少对照（状态：未决）。

## 4 开放问题

- Q1：蜂箱保温层能否降低越冬损失？（状态：已解决，2026-10-02：对照组损失高 12%）
- Q2：螨害负荷是否是越冬失败的主因？（状态：未决）
- Q3：早春奖励饲喂是否加快群势恢复？（状态：未决）
"""


def brief(request: str) -> str:
    return apiary_brief(request, "螨害与越冬", "四个蜂场的越冬记录显示螨害负荷高的蜂群损失翻倍。")


def run(tmp_path: Path, kb: str, request: str) -> tuple[int, str, str]:
    return proposed_and_applied(tmp_path, KB_PATH, kb, brief(request), BRIEF_PATH)


Q2_OPEN = "主因？（状态：未决）"


@pytest.mark.parametrize(
    ("request_words", "status"),
    [
        # The document closes with 已解决 and joins the reason with `，`: the brief's 已关闭
        # gives way to it; its reason (with its date, when it gives one) is written as said.
        ("关闭 Q2：螨害负荷高的蜂群损失翻倍。", "已解决，螨害负荷高的蜂群损失翻倍"),
        ("Q2 标为已关闭（2026-12-25：四个蜂场结论一致）。", "已解决，2026-12-25：四个蜂场结论一致"),
        ("Q2 可以勾掉了：四个蜂场结论一致。", "已解决，四个蜂场结论一致"),
        ("Q2 结题。", "已解决"),
        ("Q2 关闭，理由：螨害负荷高的蜂群损失翻倍。", "已解决，螨害负荷高的蜂群损失翻倍"),
        ("close Q2: mite load doubles losses.", "已解决，mite load doubles losses"),
        ("Mark Q2 as resolved.", "已解决"),
        ("§4 Q2 标记为已解决。", "已解决"),
        ("第 4 部分 Q2 的（状态：未决）改为（状态：已关闭）。", "已解决"),
    ],
)
def test_a_question_named_by_its_label_takes_the_document_s_closed_status(
    tmp_path: Path, request_words: str, status: str
) -> None:
    code, report, after = run(tmp_path, STATUS_KB, request_words)
    assert code == 0, report
    assert after == STATUS_KB.replace(Q2_OPEN, f"主因？（状态：{status}）"), report


@pytest.mark.parametrize(
    "request_words",
    [
        '§3 那条"问题：蜂箱保温层厚度与越冬损失的关系缺少对照"的状态改为已关闭。',
        "§3 「蜂箱保温层厚度与越冬损失的关系」那条标为已关闭。",
    ],
)
def test_a_question_named_by_its_quoted_words_is_closed_on_its_own_line(
    tmp_path: Path, request_words: str
) -> None:
    code, report, after = run(tmp_path, STATUS_KB, request_words)
    assert code == 0, report
    assert after == STATUS_KB.replace("缺少对照（状态：未决）。", "缺少对照（状态：已解决）。")


NUMBERED_KB = """\
# 养蜂笔记

## 4 开放问题

- 问题 1：蜂箱保温层能否降低越冬损失？（Status: closed — 对照组损失高 12%）
- 问题 2：螨害负荷是否是越冬失败的主因？（Status: open）
"""


@pytest.mark.parametrize(
    "request_words",
    [
        "§4 问题 2 标为已关闭：螨害是主因。",
        "第 4 部分 问题2 结题（螨害是主因）。",
        "§4 关闭问题 2：螨害是主因。",
    ],
)
def test_a_question_numbered_after_its_noun_is_closed_in_the_list_s_words(
    tmp_path: Path, request_words: str
) -> None:
    code, report, after = run(tmp_path, NUMBERED_KB, request_words)
    assert code == 0, report
    assert after == NUMBERED_KB.replace("（Status: open）", "（Status: closed — 螨害是主因）")


def test_a_question_numbered_with_a_hash_is_closed(tmp_path: Path) -> None:
    kb = NUMBERED_KB.replace("- 问题 1：", "- #1 ").replace("- 问题 2：", "- #2 ")
    code, report, after = run(tmp_path, kb, "§4 #2 可以关了：螨害是主因。")
    assert code == 0, report
    assert after == kb.replace("（Status: open）", "（Status: closed — 螨害是主因）")


def test_with_no_closed_line_the_brief_s_closed_word_is_written(tmp_path: Path) -> None:
    kb = STATUS_KB.replace("（状态：已解决，2026-10-02：对照组损失高 12%）", "（状态：未决）")
    code, report, after = run(tmp_path, kb, "Q3 标记为已解决：群势两周内恢复。")
    assert code == 0, report
    assert after == kb.replace("恢复？（状态：未决）", "恢复？（状态：已解决，群势两周内恢复）")


def test_with_no_closed_value_to_learn_or_given_nothing_is_invented(tmp_path: Path) -> None:
    kb = STATUS_KB.replace("（状态：已解决，2026-10-02：对照组损失高 12%）", "（状态：未决）")
    code, report, after = run(tmp_path, kb, "Q3 可以勾掉了。")
    assert after == kb and code == 1, report
    assert any(
        "closes no question yet" in row and "Q3 可以勾掉了" in row for row in report_rows(report)
    ), report


@pytest.mark.parametrize(
    ("request_words", "why"),
    [
        ("关闭 Q9：另有结论。", "no question line named 「Q9」"),
        ("§3 「越冬」那条标为已关闭。", "2 question lines named 「越冬」"),
    ],
)
def test_a_question_the_list_lacks_or_two_lines_hold_is_reported(
    tmp_path: Path, request_words: str, why: str
) -> None:
    code, report, after = run(tmp_path, STATUS_KB, request_words)
    assert after == STATUS_KB and code == 1, report
    said = request_words.rstrip("。")
    assert any(why in row and said in row for row in report_rows(report)), report


@pytest.mark.parametrize("request_words", ["Q2 先不要关闭。", "暂不关闭 Q2。"])
def test_a_negated_close_asks_nothing(tmp_path: Path, request_words: str) -> None:
    """It keeps the question open: a keep of it, which holds any close of it the brief asks."""
    code, report, after = run(tmp_path, STATUS_KB, request_words)
    assert after == STATUS_KB and code == 0, report
    said = request_words.rstrip("。")
    assert any(" skipped " in row and said in row for row in report_rows(report)), report


@pytest.mark.parametrize(
    "request_words", ["关闭 Q2。", "Q2 可以勾掉了。", "Q2 标为已解决。", "Q2 结题。"]
)
def test_a_checklist_question_named_by_its_label_is_ticked(
    tmp_path: Path, request_words: str
) -> None:
    code, report, after = run(tmp_path, CHECKLIST_KB, request_words)
    assert code == 0, report
    assert after == CHECKLIST_KB.replace("- [ ] Q2", "- [x] Q2"), report


def test_a_checklist_question_closed_with_a_reason_is_reported(tmp_path: Path) -> None:
    code, report, after = run(tmp_path, CHECKLIST_KB, "关闭 Q2：割除后螨害下降三成。")
    assert after == CHECKLIST_KB and code == 1, report
    assert any(
        "is a checkbox" in row and "割除后螨害下降三成" in row for row in report_rows(report)
    ), report


TABLE_KB = """\
# 养蜂笔记

## 4 开放问题

| 编号 | 问题 | 状态 | 负责人 |
| --- | --- | --- | --- |
| Q1 | 蜂箱保温层能否降低越冬损失？ | 已解决 | 周 |
| Q2 | 螨害负荷是否是越冬失败的主因？ | 未决 | 林 |
| Q3 | 早春奖励饲喂是否加快群势恢复？ | 待复核 | 林 |
"""
Q2_ROW = "| Q2 | 螨害负荷是否是越冬失败的主因？ | 未决 | 林 |"


@pytest.mark.parametrize(
    "request_words",
    [
        "§4 Q2 关闭。",
        '§4 Q2 关闭，状态改成"已关闭"。',
        "第 4 部分 Q2 标记为已关闭。",
        "Q2 结题。",
    ],
)
def test_a_question_in_a_table_has_its_status_cell_closed_as_the_table_closes(
    tmp_path: Path, request_words: str
) -> None:
    code, report, after = run(tmp_path, TABLE_KB, request_words)
    assert code == 0, report
    assert after == TABLE_KB.replace(Q2_ROW, Q2_ROW.replace("未决", "已解决")), report


@pytest.mark.parametrize(
    ("request_words", "status"),
    [("§4 Q3 标为已关闭。", "已关闭"), ('§4 Q3 关闭，状态改成"已关闭"。', "已关闭")],
)
def test_with_no_closed_row_the_brief_s_closed_word_is_written_in_the_cell(
    tmp_path: Path, request_words: str, status: str
) -> None:
    kb = TABLE_KB.replace("| 已解决 |", "| 未决 |")
    code, report, after = run(tmp_path, kb, request_words)
    assert code == 0, report
    q3 = "| Q3 | 早春奖励饲喂是否加快群势恢复？ | 待复核 | 林 |"
    assert after == kb.replace(q3, q3.replace("待复核", status)), report


def test_a_question_row_closed_with_a_reason_is_reported(tmp_path: Path) -> None:
    code, report, after = run(tmp_path, TABLE_KB, "§4 关闭 Q2：螨害负荷高的蜂群损失翻倍。")
    assert after == TABLE_KB and code == 1, report
    assert any("no place for the reason" in row and "关闭 Q2" in row for row in report_rows(report))


def test_a_question_row_closed_with_a_value_dictated_whole_takes_it(tmp_path: Path) -> None:
    code, report, after = run(tmp_path, TABLE_KB, '§4 Q2 关闭，状态改为"已关闭（定为螨害）"。')
    assert code == 0 and "not understood" not in report, report
    assert after == TABLE_KB.replace(Q2_ROW, Q2_ROW.replace("未决", "已关闭（定为螨害）")), report
