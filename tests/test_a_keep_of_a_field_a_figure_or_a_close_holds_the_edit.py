"""Caveats that keep what the item's request changes, said in many ways, hold the change: a
field of an entry named without its section (`Orion-3 的射程先别动`, `Orion-3 射程维持原值`,
`Orion-3 的数字不必改`, `…免改`), the figure pointed at (`此数字免改`, `这个数先不改`), and a
question kept open (`Q-2 暂不关闭`, `Q-2 不关闭`). A keep of another entry's field, or of another
question, leaves the change asked. Our own words, on a KB of our own."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied, report_rows

BRIEF_PATH = "inbox/mo/2026-12-21-kites-e1prep.md"
KB_PATH = "organized/knowledge/kites.md"

KB = """\
# 风筝 活文档

## 1 型号

### 1-1 运动风筝

- **Orion-3**
  - 厂商：北风工坊
  - 射程：线长 60 m 时可达 45 m 高
  - 状态：在售
- **Vega**
  - 厂商：潍坊一厂
  - 射程：线长 40 m 时可达 30 m 高
  - 状态：停产

## 2 待解问题

**Q-1**（开放）碳杆在低温下是否更易断？
**Q-2**（开放）双线风筝能否用于航拍？
"""

RANGE = "  - 射程：线长 60 m 时可达 45 m 高"
VALUE = "运动风筝一节 Orion-3 的射程由“可达 45 m 高”订正为“可达 48 m 高”"
CLOSE = "Q-2 的“（开放）”改为“（已关闭）”"


def brief(suggestion: str, caveat: str) -> str:
    return f"""\
# kites · E1 预消化简报（2026-12-21）

## 一、条目

### 条目 1：Orion-3 实测

- 来源：organized/paper_cards/6101-orion.md
- 要点：新一轮试飞重测了高度。
- 建议归入：{suggestion}
- 值得警惕：{caveat}
"""


def run(tmp_path: Path, suggestion: str, caveat: str) -> tuple[int, str, str]:
    return proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion, caveat), BRIEF_PATH)


@pytest.mark.parametrize(
    ("suggestion", "caveat"),
    [
        (VALUE, "Orion-3 的射程先别动。"),
        (VALUE, "Orion-3 射程维持原值。"),
        (VALUE, "Orion-3 射程免改。"),
        (VALUE, "Orion-3 的数字不必改。"),
        (VALUE, "此数字免改，两次试飞结果都在流传。"),
        (VALUE, "这个数先不改。"),
        (CLOSE, "Q-2 暂不关闭。"),
        (CLOSE, "Q-2 不关闭，等下轮试飞。"),
    ],
)
def test_the_kept_change_is_forbidden(tmp_path: Path, suggestion: str, caveat: str) -> None:
    code, report, after = run(tmp_path, suggestion, caveat)
    assert after == KB and code == 0, report
    rows = report_rows(report)
    assert any(" forbidden " in row for row in rows), report


@pytest.mark.parametrize(
    ("suggestion", "caveat", "old", "new"),
    [
        (VALUE, "Vega 的射程先别动。", RANGE, RANGE.replace("45 m", "48 m")),
        (VALUE, "Orion-3 的状态维持原值。", RANGE, RANGE.replace("45 m", "48 m")),
        (
            CLOSE,
            "Q-1 暂不关闭。",
            "**Q-2**（开放）双线风筝能否用于航拍？",
            "**Q-2**（已关闭）双线风筝能否用于航拍？",
        ),
    ],
)
def test_a_keep_of_something_else_leaves_the_change(
    tmp_path: Path, suggestion: str, caveat: str, old: str, new: str
) -> None:
    code, report, after = run(tmp_path, suggestion, caveat)
    assert code == 0, report
    assert after == KB.replace(old, new), report
