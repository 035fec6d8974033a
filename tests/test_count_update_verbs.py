"""A count the brief says has moved is replaced by its new value, whatever the verb of motion:
`由 A 升至 B`, `A 涨到 B`, `A 降为 B`, `A 变成 B`, `更新到 B（原 A）`, and in English `A is now
B`, `bump A to B`, `update to B (was A)`, `"A" should read "B"`. A new value written without
its old one stays unread (reported), as before."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.api import Options, propose
from kbpatch.kb import Kb
from kbpatch.models import ActionKind, Status

from .conftest import KB_PATH, applied_kb

KB = """\
# 推理活文档

## 2. 存储

### 2.2 分层缓存

- **tierstash**：SSD 分层插件，412⭐，尚无第三方压测。
- **ColdPage**：冷页换出到主机内存，延迟 +9 ms。
"""


def brief(suggestion: str) -> str:
    return f"""# inference · E1 预消化（2026-12-09 · Test）

## 一、条目

### 条目 1 tierstash 复采

- 来源：repo_cards/4200-tierstash.md
- 要点：星数上涨。
- 建议归入：{suggestion}
"""


MOVED = (
    "§2.2 tierstash 那条 Stars 由 412⭐ 升至 530⭐。",
    "§2.2 tierstash 那条 412⭐ 涨到 530⭐。",
    "§2.2 tierstash 那条 412⭐ 变成 530⭐。",
    "§2.2 tierstash 那条星数更新到 530⭐（原 412⭐）。",
    "§2.2 tierstash 那条星数调为 530⭐（原为 412⭐）。",
    "§2.2 tierstash: 412⭐ is now 530⭐.",
    "§2.2 tierstash entry: bump 412⭐ to 530⭐.",
    "§2.2 tierstash entry: update to 530⭐ (was 412⭐).",
    '§2.2 tierstash entry: "412⭐" should read "530⭐".',
    # The old value called stale, the new one given in the next clause.
    "§2.2 tierstash 那条的 412⭐ 已过时，现为 530⭐。",
    "§2.2 tierstash 那条 412⭐ 不准了，目前是 530⭐。",
    "§2.2 tierstash 那条写的 412⭐ 已经过期，最新为 530⭐。",
    "§2.2 tierstash entry: 412⭐ is outdated, now 530⭐.",
)


@pytest.mark.parametrize("suggestion", MOVED)
def test_a_count_said_to_move_is_replaced_by_its_new_value(suggestion: str, tmp_path: Path) -> None:
    after = applied_kb(tmp_path, KB, brief(suggestion), "inbox/b.md")
    assert "- **tierstash**：SSD 分层插件，530⭐，尚无第三方压测。" in after
    assert "412⭐" not in after
    assert "- **ColdPage**：冷页换出到主机内存，延迟 +9 ms。" in after


def test_a_fall_is_read_as_a_replace_too() -> None:
    kb = Kb(KB, KB.encode(), path=KB_PATH, commit="0" * 40)
    text = brief("§2.2 ColdPage 那条延迟 +9 ms 降为 +7 ms。")
    [done] = propose(text, kb, Options(brief_path="inbox/b.md")).outcomes
    assert done.action.kind is ActionKind.REPLACE
    assert done.status is Status.PROPOSED, done.reason


@pytest.mark.parametrize(
    "suggestion",
    [
        "§2.2 tierstash 那条的星数已过时。",  # no new value given
        "§2.2 tierstash 那条星数涨了不少。",
    ],
)
def test_a_count_said_to_move_without_its_new_value_is_reported(suggestion: str) -> None:
    kb = Kb(KB, KB.encode(), path=KB_PATH, commit="0" * 40)
    found = propose(brief(suggestion), kb, Options(brief_path="inbox/b.md")).outcomes
    assert not [o for o in found if o.status is Status.PROPOSED]


@pytest.mark.parametrize(
    "suggestion",
    [
        "§2.2 tierstash 那条的 412⭐ 已过时，现为 3 个后端。",  # another thing now, not the count
        "§2.2 tierstash 那条的 412⭐ 已过时，现为 beta。",
        "§2.2 ColdPage 那条 +9 ms 已过时，现为 530⭐。",
        "§2.2 tierstash entry: 412⭐ is outdated, now 2 backends.",
    ],
)
def test_a_stale_value_and_a_value_of_another_kind_after_it_are_reported(suggestion: str) -> None:
    kb = Kb(KB, KB.encode(), path=KB_PATH, commit="0" * 40)
    found = propose(brief(suggestion), kb, Options(brief_path="inbox/b.md")).outcomes
    assert not [o for o in found if o.status is Status.PROPOSED]
    assert [o for o in found if o.status is Status.NOT_UNDERSTOOD]
