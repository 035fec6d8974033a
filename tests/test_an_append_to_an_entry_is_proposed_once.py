"""Words appended to an entry are proposed once: planning again on the patched KB finds them
said. Words go before an HTML comment closing the entry's line (`… <!-- id: lb-02 -->`), which
stays last; and a "phrase" of stops alone (`.` cut from `…entry in §1.2.`) is no words to
append: it is reported as not given, never appended and then held back as a kbpatch bug."""

from __future__ import annotations

import pytest

from kbpatch.api import propose
from kbpatch.kb import Kb
from kbpatch.models import Status

from .conftest import KB_PATH, apply_edit

KB = """\
# 网关活文档

## 1. 路由

### 1.2 负载均衡

**最少连接**：把请求发给连接数最少的副本，长连接场景下偏差约 10%。<!-- id: lb-01 -->

---

**Ring-Hash**：按会话键哈希到副本，扩容时只迁移约 1/N 的键。<!-- id: lb-02 -->

### 1.3 限流

- **令牌桶**：每秒补充固定令牌，突发上限等于桶容量。
"""


def brief(suggestion: str) -> str:
    return (
        "# gateway · E1 预消化简报（2026-12-11）\n\n"
        f"对照：{KB_PATH}\n\n## 一、增量\n\n"
        "### 条目 1：哈希环实测\n\n"
        "- **来源**：organized/repo_cards/7001-ring.md\n"
        "- **要点**：虚拟节点数影响迁移量。\n"
        f"- **建议归入**：{suggestion}\n"
    )


def proposed(suggestion: str) -> tuple[list[str], list[str]]:
    """The KB's lines once every patch is made, and the outcomes' reasons."""
    kb = Kb(KB, path=KB_PATH)
    proposal = propose(brief(suggestion), kb)
    lines = KB.splitlines(keepends=True)
    for patch in proposal.patches:
        lines = apply_edit(lines, patch.change)
    reasons = [o.reason for o in proposal.outcomes if o.status is not Status.PROPOSED]
    return lines, reasons


@pytest.mark.parametrize(
    "suggestion",
    [
        '§1.2 "Ring-Hash"那条末尾补一句"虚拟节点取 160 时迁移最均匀"。',
        "1.2 节 Ring-Hash 条目末尾追加「虚拟节点取 160 时迁移最均匀」。",
        '§1.2 Ring-Hash那一条后面加"虚拟节点取 160 时迁移最均匀"。',
    ],
)
def test_words_go_before_the_comment_closing_the_entry(suggestion: str) -> None:
    lines, reasons = proposed(suggestion)
    assert reasons == []
    assert (
        "**Ring-Hash**：按会话键哈希到副本，扩容时只迁移约 1/N 的键。"
        "虚拟节点取 160 时迁移最均匀。<!-- id: lb-02 -->\n"
    ) in lines
    # Planned again on its own result, the brief asks nothing more.
    again = propose(brief(suggestion), Kb("".join(lines), path=KB_PATH))
    assert again.patches == ()


@pytest.mark.parametrize(
    "suggestion",
    [
        'append "ring size 160 migrates most evenly" to the Ring-Hash entry in §1.2.',
        'Append "ring size 160 migrates most evenly" to the Ring-Hash entry in §1.2.',
        'append "ring size 160 migrates most evenly" to the Ring-Hash entry in section 1.2.',
    ],
)
def test_an_english_append_is_proposed_once(suggestion: str) -> None:
    lines, reasons = proposed(suggestion)
    assert reasons == []
    written = "".join(lines)
    assert written.count("ring size 160 migrates most evenly") == 1
    assert "ring size 160 migrates most evenly。<!-- id: lb-02 -->" in written
    # The stop after the section (`§1.2.`) is no words of its own to append.
    again = propose(brief(suggestion), Kb(written, path=KB_PATH))
    assert again.patches == ()


def test_a_stop_alone_is_no_words_to_append() -> None:
    lines, reasons = proposed('§1.2 Ring-Hash那条末尾补一句"。"')
    assert "".join(lines) == KB
    assert reasons == ['the brief does not give the words to append; quote them as "…"']
