"""A section number written without `§` where a brief names a place (`B.2 新增…`, `A.1 X 那条`,
`C 节新增一问`, `3.2.1 节新增…`, `2.1.2 X 那条`, `1.6 表 X 一行`) names that section when the
document has one so numbered; a number that is no section of the document (`B.7`), a count
(`3.2 倍`), a version (`2.1 版本`) or a value beside its new one (`2.1 改为 3.2`) stays what it
is."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.api import Options, propose
from kbpatch.kb import Kb
from kbpatch.models import ActionKind, Outcome, Status

from .conftest import KB_PATH, applied_kb

KB = """\
# 训练活文档

## 1. 并行

### 1.6 框架表

| 框架 | 星数 | 成熟度 |
|---|---|---|
| Rapid | 388⭐ | experimental |

## 2. 框架

### 2.1 开源

#### 2.1.2 编排

- torchtitan v2.3 supports 4D parallelism; 1,240★ (2026-11).

## 3. 容错

### 3.2 慢节点

#### 3.2.1 检测

- z-score on step times flags slow ranks.

## B. 方法

### B.2 重排

- **ListRank**：listwise 重排，BEIR 上再提 2 点。

## C. 开放问题

- Q1: 重排成本能否再降一半？
"""


def brief(suggestion: str, closing: str = "") -> str:
    tail = f"\n## 二、建议动作\n\n1. {closing}\n" if closing else ""
    return f"""# inference · E1 预消化（2026-12-09 · Test）

## 一、条目

### 条目 1 GossipProbe

- 来源：paper_cards/5001-2612-05050.md（arXiv:2612.05050）
- 要点：用 gossip 交换步时统计，找出慢节点。
- 建议归入：{suggestion}
{tail}"""


def outcomes(suggestion: str, closing: str = "") -> list[Outcome]:
    kb = Kb(KB, KB.encode(), path=KB_PATH, commit="0" * 40)
    proposal = propose(brief(suggestion, closing), kb, Options(brief_path="inbox/b.md"))
    return list(proposal.outcomes)


@pytest.mark.parametrize(
    ("suggestion", "kind", "section"),
    [
        ("B.2 新增一条 GossipProbe。", ActionKind.ADD_ENTRY, "appendix-b.2"),
        ("B.2：新增 GossipProbe 一条。", ActionKind.ADD_ENTRY, "appendix-b.2"),
        ('B.2 ListRank 那条，"2 点" 改为 "3 点"。', ActionKind.REPLACE, "appendix-b.2"),
        ('C 节新增一问："慢节点检测能否去中心化？"', ActionKind.ADD_QUESTION, "appendix-c"),
        ("3.2.1 新增一条 GossipProbe。", ActionKind.ADD_ENTRY, "3.2.1"),
        ("3.2.1 节新增一条 GossipProbe。", ActionKind.ADD_ENTRY, "3.2.1"),
        ('2.1.2 torchtitan 那条，"v2.3" 改为 "v2.4"。', ActionKind.REPLACE, "2.1.2"),
        ('2.1.2 节 torchtitan 那条，"v2.3" 改为 "v2.4"。', ActionKind.REPLACE, "2.1.2"),
        ('1.6 表 Rapid 一行："388⭐" 改为 "455⭐"。', ActionKind.REPLACE, "1.6"),
    ],
)
def test_a_bare_number_of_a_section_of_the_document_names_it(
    suggestion: str, kind: ActionKind, section: str
) -> None:
    [done] = outcomes(suggestion)
    assert done.action.kind is kind
    assert done.action.target is not None and done.action.target.key == section
    assert done.status is Status.PROPOSED, done.reason
    # The report quotes the brief's words, not the `§` the reader added.
    assert done.action.request.rstrip("。") == suggestion.rstrip("。")


def test_bare_sections_in_the_closing_list_name_them_and_keep_them(tmp_path: Path) -> None:
    closing = "A.1、C 节不动；B.2 新增 GossipProbe（条目 1）"
    text = brief("B.2 新增一条 GossipProbe。", closing=closing)
    after = applied_kb(tmp_path, KB, text, "inbox/b.md")
    assert after.count("GossipProbe") == 1
    assert "- **GossipProbe**（arXiv:2612.05050）" in after
    kept = [o for o in outcomes("B.2 新增一条 GossipProbe。", "C 节不动。")]
    assert [o.status for o in kept if o.action.kind is ActionKind.ADD_ENTRY] == [Status.PROPOSED]
    assert any(
        o.action.kind is ActionKind.CONSTRAINT
        and o.action.target is not None
        and o.action.target.key == "appendix-c"
        for o in kept
    )


@pytest.mark.parametrize(
    "suggestion",
    [
        "B.7 新增一条 GossipProbe。",  # the document has no B.7
        "4.1 新增一条 GossipProbe。",
    ],
)
def test_a_bare_number_the_document_does_not_have_is_no_section(suggestion: str) -> None:
    [done] = outcomes(suggestion)
    assert done.action.kind is ActionKind.NOT_UNDERSTOOD
    assert done.action.target is None


@pytest.mark.parametrize(
    "suggestion",
    [
        "§3.2 新增一条 GossipProbe，3.2 倍加速。",
        "§3.2 新增一条 GossipProbe；2.1 版本起可用。",
        "§3.2 新增一条 GossipProbe，条目 1-2 同源。",
        "§3.2 新增一条 GossipProbe，1.6× 提速。",
    ],
)
def test_a_count_or_version_at_a_clause_start_is_no_section(suggestion: str) -> None:
    found = outcomes(suggestion)
    assert [(o.action.kind, o.action.target.key if o.action.target else "") for o in found] == [
        (ActionKind.ADD_ENTRY, "3.2")
    ]


def test_a_value_beside_its_new_value_is_no_section() -> None:
    [done] = outcomes('§B.2 ListRank 那条，"2 点" 改为 "3 点"，2.1 改为 3.2。')
    assert done.action.kind is ActionKind.REPLACE
    assert ("2.1", "3.2") in done.action.pairs
