"""Words said after a request, or in an aside beside it, that make it no request this round:
a deferral (`…，下个版本再说`, `（论文录用之后）`, `…，择机处理`, `…，还需商量`), a refusal or
reservation (`…的提议我们不赞成`, `…毫无意义`, `…——不，这条不需要`, `…，我对此持保留意见`), a
question to the reader (`…，行不行？`), a hand-off (`转交 Mia 在 2.1 …`, `（负责人：Mia）`, `…，Mia
正在做`, `…，交给 Mia`) or a done mark (`（已于 12-09 合并）`, `…——早已处理`, `…，Mia 上周已提了
PR`). Each writes no patch: a stated no-op or a withheld row with those words. The same in the
closing list (`本轮全部条目均搁置`, `条目 1 转交 Mia 处理`, `…——Mia 负责`) holds the item's own
request back. Such words inside the item's 要点 or a quote ask nothing and hold nothing back.
Our own words and KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/qi/2026-12-10-consensus-e1prep.md"
KB_PATH = "organized/knowledge/consensus.md"

KB = """\
# consensus 活文档

## 2 协议

### 2.1 主从复制

- Paxos —— 多数派接受即提交
- Zab —— 广播前先同步历史

### 2.2 无主复制

- Dynamo —— 读写仲裁，冲突由向量时钟裁定
"""

POINT = "Raft 用任期号与日志匹配保证线性一致，3 节点下提交延迟 4 ms。"


def brief(suggestion: str, closing: str = "", point: str = POINT) -> str:
    text = f"""\
# consensus · E1 预消化简报（2026-12-10）

## 一、条目

### 条目 1：Raft

- 来源：arXiv:2612.07777
- 要点：{point}
- 建议归入：{suggestion}
"""
    if closing:
        text += f"\n## 二、建议归并动作\n\n- {closing}\n"
    return text


def run(
    tmp_path: Path, suggestion: str, closing: str = "", point: str = POINT
) -> tuple[int, str, str]:
    return proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(suggestion, closing, point), BRIEF_PATH
    )


def item_rows(report: str) -> list[str]:
    return [line for line in report.splitlines() if "(条目 1)" in line]


HELD_BACK = [
    # deferrals
    ("下个版本再在 2.1 新增 Raft 条目。", "下个版本"),
    ("2.1 新增 Raft 条目（论文录用之后）。", "论文录用之后"),
    ("2.1 新增 Raft 条目——放到下个版本。", "放到下个版本"),
    ('2.1 Paxos 一行"多数派"改为"过半数"，等压测后再改。', "等压测后再改"),
    ("2.1 新增 Raft 条目——待小周复核后再补。", "待小周复核后再补"),
    ("2.1 新增 Raft 条目，时机尚未成熟。", "时机尚未成熟"),
    ("2.1 新增 Raft 条目，择机处理。", "择机处理"),
    ("2.1 新增 Raft 条目，还需商量。", "还需商量"),
    ("2.1 新增 Raft 条目，仍待负责人批准。", "仍待负责人批准"),
    ("2.1 新增 Raft 条目，这周不做。", "这周不做"),
    ("2.1 新增 Raft 条目，不是这轮的任务。", "不是这轮的任务"),
    ("2.1 新增 Raft 条目，留待以后处理。", "留待以后处理"),
    # refusals, reservations, a question to the reader
    ("在 2.1 新增 Raft 条目的提议我们不赞成。", "我们不赞成"),
    ("2.1 加 Raft 条目没有意义。", "没有意义"),
    ("2.1 补 Raft 条目，毫无意义。", "毫无意义"),
    ("2.1 新增 Raft 条目——不，这条不需要。", "不"),
    ("2.1 新增 Raft 条目，我对此持保留意见。", "持保留意见"),
    ("2.1 新增 Raft 条目，行不行？", "行不行"),
    ("2.1 新增 Raft 条目，您看如何？", "如何"),
    ("2.1 新增 Raft 条目——见 Mia 的 PR，不要重复。", "不要重复"),
]


@pytest.mark.parametrize(("suggestion", "said"), HELD_BACK)
def test_a_deferral_or_refusal_after_the_request_writes_nothing(
    tmp_path: Path, suggestion: str, said: str
) -> None:
    _, report, after = run(tmp_path, suggestion)
    assert after == KB, report
    rows = item_rows(report)
    assert rows and not any("proposed" in row for row in rows), report
    assert any(said in row for row in rows), report


HANDED_OR_DONE = [
    ("转交 Mia 在 2.1 新增 Raft 条目。", "转交 Mia"),
    ("2.1 新增 Raft 条目（负责人：Mia）。", "负责人：Mia"),
    ("2.1 新增 Raft 条目，Mia 正在做。", "Mia 正在做"),
    ("2.1 新增 Raft 条目，Mia 一直在跟进。", "Mia 一直在跟进"),
    ("2.1 新增 Raft 条目，交给 Mia。", "交给 Mia"),
    ('2.1 Paxos 一行"多数派"改为"过半数"，交给老周。', "交给老周"),
    ("2.1 新增 Raft 条目（已于 12-09 合并）。", "已于 12-09 合并"),
    ("2.1 新增 Raft 条目——早已处理。", "早已处理"),
    ("2.1 新增 Raft 条目，Mia 上周已提了 PR。", "Mia 上周已提了 PR"),
]


@pytest.mark.parametrize(("suggestion", "said"), HANDED_OR_DONE)
def test_a_hand_off_or_done_mark_after_the_request_is_a_stated_no_op(
    tmp_path: Path, suggestion: str, said: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert after == KB, report
    assert code == 0, report
    rows = item_rows(report)
    assert rows and all("skipped" in row for row in rows), report
    assert any("stated no-op" in row and said in row for row in rows), report


CLOSING = [
    "本轮全部条目均搁置，活文档不动。",
    "2.1：新增 Raft 条目（条目 1）——撤回，改成下一版再议。",
    "条目 1 转交 Mia 处理。",
    "2.1：新增 Raft 条目（条目 1）——Mia 负责。",
    "2.1 新增 Raft 条目（条目 1），交给 Mia。",
    "2.1 新增 Raft 条目（条目 1）——早已完成。",
]


@pytest.mark.parametrize("closing", CLOSING)
def test_a_closing_line_that_defers_hands_off_or_marks_done_holds_the_item_back(
    tmp_path: Path, closing: str
) -> None:
    _, report, after = run(tmp_path, "2.1 新增 Raft 条目。", closing)
    assert after == KB, report
    assert not any("proposed" in row for row in item_rows(report)), report


GUARDS = [
    # The words are the entry's (要点) or a quote's, not said of the request.
    (
        "2.1 新增 Raft 条目。",
        "已完成的实验表明 Raft 在 3 节点下稳定，交给 Mia 的压测等 v2 发布后的数据再比。",
    ),
    ('2.1 新增 Raft 条目，写明"等 v2 发布后的数据更可信"。', POINT),
    ("2.1 新增 Raft 条目，放在 Zab 之后。", POINT),
    # Another section's edit waits; the request before it stands.
    ("2.1 新增 Raft 条目；2.2 等有数据后再补一条。", POINT),
]


@pytest.mark.parametrize(("suggestion", "point"), GUARDS)
def test_such_words_inside_the_entry_or_a_quote_hold_nothing_back(
    tmp_path: Path, suggestion: str, point: str
) -> None:
    _, report, after = run(tmp_path, suggestion, point=point)
    assert "Raft" in after and after != KB, report
    assert any("proposed" in row for row in item_rows(report)), report
