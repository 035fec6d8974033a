"""A brief refuses a note on an entry with a negation before any editorial verb root
(`不用附注`, `别记入`, `勿标注`, `先不插入`, `不挪`): nothing is written there, and the refusal
is reported as the brief's words (an unseen brief's `不用附注这次事故` appended words to the
entry it named)."""

from __future__ import annotations

import pytest

from tests.conftest import kb_after

KB = """\
# 渠道研究

## 一、渠道

### （一）清单

- 境外云租赁：国内企业租用境外算力；
- 第三国转运：经新加坡转运整机；
- 拆机翻新：从二手服务器拆出板卡。

## 二、事件

- 2026-10-17 某事件。
"""


def brief(refusal: str) -> str:
    return f"""\
# 渠道 · E1 预消化简报（2026-12-08）

## 一、今日重要增量

### 条目 1：一次事故

- **来源**：某报道（2026-12-06）
- **要点**：一次事故。
- **建议归入**：§2 末尾新增一条：「- 2026-12-02 某事故。」
- **不要扩散**：一（一）「清单」里第三国转运那条{refusal}。

## 四、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "refusal",
    [
        "不用附注这次事故",
        "别附上这次事故",
        "无需记入这次事故",
        "不必标注这次事故",
        "先不插入这次事故",
    ],
)
def test_the_entry_named_stays_and_the_refusal_is_reported(refusal: str) -> None:
    lines, rows = kb_after(KB, brief(refusal))
    assert "- 第三国转运：经新加坡转运整机；" in lines, rows
    assert lines[-1].startswith("- 2026-12-02 某事故。"), lines
    assert len(lines) == len(KB.splitlines()) + 1, rows
    assert sorted(status for status, _ in rows) == ["proposed", "skipped"], rows
    assert any(refusal in why for status, why in rows if status == "skipped"), rows
