"""A keep of the entries listed under a section's text (`D.1 下面三条不需要改`, `以下各条不动`)
holds every edit of the section's lines that names no other part of it, a value wherever it
stands or an entry by its number; an edit naming the lead paragraph (`导语`, `首段`) is not
held, nor is a new entry at the list's end."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 钠电活文档

## D. 成本

### D.1 材料成本结构

钠电池的材料成本比 LFP 低 30–40%，主要来自三项[14]。

1. 正极：不用钴，NFPP 只用铁、磷、钠。
2. 负极：硬碳价格是石墨的 2–3 倍。
3. 电解液：NaPF₆ 产能小。

### D.2 价格

碳酸锂均价约 8 万元/吨。
"""


def brief(request: str) -> str:
    return (
        "# sodium · E1 预消化简报（2026-12-24）\n\n## 一、增量\n\n"
        "### 条目 1：成本重算\n\n"
        "- **来源**：厂商 2026-12-20 新闻稿\n"
        "- **要点**：按 2026-11 材料价格重算。\n"
        f"- **建议归入**：{request}\n\n"
        "## 三、本轮建议的归并动作\n\n- 见条目 1。\n"
    )


LEAD_AFTER = "钠电池的材料成本比 LFP 低 20–30%，主要来自三项[14]。"


@pytest.mark.parametrize(
    "request_words",
    [
        'D.1 导语"比 LFP 低 30–40%"改为"比 LFP 低 20–30%"；D.1 下面三条不需要改',
        '§D.1 首段的"低 30–40%"更新为"低 20–30%"，以下各条不动',
        'D.1 导语"30–40%"调整为"20–30%"，下面的三条保持不变',
    ],
)
def test_an_edit_naming_the_lead_is_made(request_words: str) -> None:
    lines, _ = kb_after(KB, brief(request_words))
    assert LEAD_AFTER in lines
    assert "2. 负极：硬碳价格是石墨的 2–3 倍。" in lines


@pytest.mark.parametrize(
    "request_words",
    [
        'D.1 "比 LFP 低 30–40%"改为"比 LFP 低 20–30%"；D.1 下面三条不需要改',
        'D.1 第 2 条"石墨的 2–3 倍"改为"石墨的 2 倍"；D.1 以下各条不动',
        'D.1 "2–3 倍"更正为"2 倍"，D.1 下面三条不要改',
    ],
)
def test_an_edit_naming_no_other_part_is_held(request_words: str) -> None:
    lines, outcomes = kb_after(KB, brief(request_words))
    assert lines == KB.splitlines()
    assert any(status == "forbidden" for status, _ in outcomes)


def test_a_new_entry_at_the_end_is_not_held() -> None:
    lines, _ = kb_after(
        KB, brief("D.1 末尾补一条：「4. 集流体：正负极都用铝箔。」；D.1 下面三条不需要改")
    )
    at = lines.index("3. 电解液：NaPF₆ 产能小。")
    assert lines[at + 1] == "4. 集流体：正负极都用铝箔。（E1 2026-12-24 · 条目 1）"
