"""A writer who keeps an item as a record only, not for the document, says so in many ways: in
the brief's caveats list, in the item's own caveat field, or in the closing list, pointing at the
item with `本条`, `此条`, `该条` or by its tag (`本条只作记录，不入档`, `仅作备忘，暂不入档`,
`此条暂不入档`, `该条先别入档，等复现`). Each holds the item's entry and says why; a caveat that
only describes a risk leaves it. Our own KB and words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied, report_rows

BRIEF_PATH = "inbox/lu/2026-12-20-desalination-e1prep.md"
KB_PATH = "organized/knowledge/desalination.md"

KB = """\
# 海水淡化 活文档

## 3 膜工艺

### 3.2 反渗透膜

- **HydroFlux-40**：石墨烯复合膜，实验室通量比商用膜高 40%。（E1 2026-11-02 · 条目 2）
- **SaltNet**：抗污染涂层，中试运行 900 小时。（E1 2026-11-20 · 条目 1）
"""

SUGGESTION = "§3.2 新增一条 AquaPore 条目：AquaPore 仿生水通道膜，脱盐率 99.6%。"
NEW_LINE = "AquaPore"


def brief(
    *, suggestion: str = SUGGESTION, own: str = "", listed: str = "", closing: str = ""
) -> str:
    own_line = f"- **值得警惕**：{own}\n" if own else ""
    return f"""\
# desalination · E1 预消化简报（2026-12-20）

## 一、今日条目

### 条目 1：AquaPore 仿生膜

- **来源**：organized/paper_cards/2612-aquapore.md
- **要点**：仿生水通道膜，实验室脱盐率 99.6%。
- **建议归入**：{suggestion}
{own_line}
## 二、值得警惕的矛盾与待核实说法

1. {listed or "AquaPore 的脱盐率只在实验室测过。"}

## 三、本轮结论与建议动作

- {closing or "见条目 1。"}
"""


@pytest.mark.parametrize(
    "words",
    [
        "本条只作记录，不入档。",
        "本条不入档。",
        "此条暂不入档",
        "仅作备忘，暂不入档",
        "该条先别入档，等复现",
    ],
)
@pytest.mark.parametrize("where", ["listed", "own", "closing"])
def test_an_item_kept_as_a_record_only_writes_nothing(
    tmp_path: Path, words: str, where: str
) -> None:
    said = {
        "listed": {"listed": f"条目 1：{words}"},
        "own": {"own": words},
        "closing": {"closing": f"条目 1 {words}"},
    }[where]
    code, report, written = proposed_and_applied(tmp_path, KB_PATH, KB, brief(**said), BRIEF_PATH)
    assert code == 0, report
    assert NEW_LINE not in written, written
    assert any("forbid" in row or "constraint" in row for row in report_rows(report)), report


def test_a_caveat_describing_a_risk_leaves_the_entry(tmp_path: Path) -> None:
    code, report, written = proposed_and_applied(
        tmp_path,
        KB_PATH,
        KB,
        brief(listed="条目 1：本条数据只在实验室测过，规模化待核实。"),
        BRIEF_PATH,
    )
    assert code == 0, report
    assert "- **AquaPore**：仿生水通道膜，脱盐率 99.6%。" in written, written
