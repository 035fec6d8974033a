"""A closing line that says again, in fewer words, a value change an item asks in full
(`65536 → 131072` after `"--max-len 65536" 改为 "--max-len 131072"`) is the same edit: one
patch, citing both lines, and nothing unresolved though the bare value stands on several
lines. A closing line with other values is another edit."""

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
- **ColdPage**：冷页换出插件，412⭐，延迟 +9 ms。
"""


def brief(closing: str) -> str:
    return f"""# inference · E1 预消化（2026-12-09 · Test）

## 一、条目

### 条目 1 tierstash 复采

- 来源：repo_cards/4200-tierstash.md
- 要点：星数上涨。
- 建议归入：§2.2 tierstash 那条，"插件，412⭐，尚无" 改为 "插件，530⭐，尚无"。

## 二、建议动作

1. {closing}
"""


@pytest.mark.parametrize(
    "closing",
    [
        "§2.2：412⭐ → 530⭐（条目 1）",
        "2.2: 412⭐ → 530⭐ (Item 1)",
        "§2.2 星数 412⭐ 改为 530⭐（条目 1）",
        "§2.2 tierstash 412⭐ 涨到 530⭐（条目 1）",
    ],
)
def test_a_closing_line_restating_an_item_s_value_change_is_the_same_edit(
    closing: str, tmp_path: Path
) -> None:
    kb = Kb(KB, KB.encode(), path=KB_PATH, commit="0" * 40)
    [done] = propose(brief(closing), kb, Options(brief_path="inbox/b.md")).outcomes
    assert done.status is Status.PROPOSED
    assert done.action.lines == (9, 13)
    after = applied_kb(tmp_path, KB, brief(closing), "inbox/b.md")  # exit 0: nothing unresolved
    assert "- **tierstash**：SSD 分层插件，530⭐，尚无第三方压测。" in after
    assert "- **ColdPage**：冷页换出插件，412⭐，延迟 +9 ms。" in after


def test_a_closing_line_with_other_values_is_another_edit() -> None:
    kb = Kb(KB, KB.encode(), path=KB_PATH, commit="0" * 40)
    found = propose(brief("§2.2 ColdPage：+9 ms → +7 ms（条目 1）"), kb, Options()).outcomes
    replaces = [o for o in found if o.action.kind is ActionKind.REPLACE]
    assert len(replaces) == 2
    assert all(o.status is Status.PROPOSED for o in replaces)
