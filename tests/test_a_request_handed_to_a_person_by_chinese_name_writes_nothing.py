"""A request handed to a person named by a bare Chinese name (`请陈明在 §1.1 新增…`, `麻烦王磊
把…改为…`, `交给欧阳晨处理`, `由赵一帆负责修改`) is that person's task: no patch, a stated no-op
with the words. A name is a family name and one or two characters; words that open like one
(`周一`, `陈述`) or polite requests with no person (`请务必在…`, `请尽快在…`, `请于文末补…`,
`请马上把…`) still ask kbpatch. Our own words and KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/zed/2026-12-14-queue-e1prep.md"
KB_PATH = "organized/knowledge/queue.md"

KB = """\
# queue 活文档

## 1 消息队列

### 1.1 日志型

**Kafka**：分区日志，副本数默认 3，消费者按偏移量拉取。

**Pulsar**：存算分离，BookKeeper 存储分片。

### 1.2 队列型

**RabbitMQ**：AMQP 实现，默认预取 0（不限）。
"""


def brief(suggestion: str) -> str:
    return f"""\
# queue · E1 预消化简报（2026-12-14）

## 一、条目

### 条目 1：Redpanda

- 来源：arXiv:2612.05555
- 要点：C++ 重写的 Kafka 兼容日志，无 ZooKeeper 依赖。
- 建议归入：{suggestion}
"""


def run(tmp_path: Path, suggestion: str) -> tuple[int, str, str]:
    return proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)


@pytest.mark.parametrize(
    ("suggestion", "said"),
    [
        ("请陈明在 §1.1 新增 **Redpanda** 条目。", "请陈明"),
        ("麻烦王磊在日志型小节补一条 **Redpanda**。", "麻烦王磊"),
        ('请张晓把 §1.1 Kafka 条目的"默认 3"改为"默认 5"。', "请张晓"),
        ("§1.1 新增 **Redpanda** 条目，交给欧阳晨处理。", "交给欧阳晨"),
        ("§1.1 新增 **Redpanda** 条目，由赵一帆负责修改。", "由赵一帆"),
        ("烦请林雪在 §1.1 新增 **Redpanda** 条目。", "林雪"),
    ],
)
def test_an_edit_handed_to_a_person_by_a_chinese_name_writes_nothing(
    tmp_path: Path, suggestion: str, said: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert after == KB, report
    assert "proposed" not in report, report
    assert said in report, report
    assert code == 0, report


@pytest.mark.parametrize(
    "suggestion",
    [
        "请务必在 §1.1 新增 **Redpanda** 条目。",
        "请尽快在 §1.1 新增 **Redpanda** 条目。",
        "请马上在 §1.1 新增 **Redpanda** 条目。",
        "请于日志型小节新增 **Redpanda** 条目。",
        "请周一前在 §1.1 新增 **Redpanda** 条目。",
    ],
)
def test_a_polite_request_that_names_no_person_is_still_an_edit(
    tmp_path: Path, suggestion: str
) -> None:
    _, report, after = run(tmp_path, suggestion)
    added = [line for line in after.splitlines() if line not in KB.splitlines()]
    assert any(line.startswith("**Redpanda**") for line in added), report
    assert "stated no-op" not in report, report


def test_a_value_change_from_a_word_that_opens_like_a_name_is_still_an_edit(
    tmp_path: Path,
) -> None:
    _, report, after = run(tmp_path, '§1.1 Kafka 条目由"默认 3"改为"默认 5"。')
    assert "副本数默认 5" in after, report
