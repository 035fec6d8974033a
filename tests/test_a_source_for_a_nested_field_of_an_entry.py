"""`§2.1 Falcon 的"耗电"子项补 arXiv:…`: an entry written as a bullet with nested field
bullets (`- **Falcon**` / `  - 耗电：…`) gets the source on the one field line of that entry
that opens with the field's words, quoted or not, and nowhere else. A field the named entry
does not have (though another entry does), an entry the section does not have, and any other
request of a 子项 are reported, never guessed. Our own words: a small document of drones."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied
from .conftest import report_rows as rows

BRIEF_PATH = "inbox/lu/2026-12-13-drones-e1prep.md"
KB_PATH = "organized/knowledge/drones.md"

KB = """\
# drones 活文档

## 2 机型

### 2.1 固定翼

- **Falcon**
  - 航时：约 90 分钟
  - 耗电：巡航约 180 W
  - 载荷：1.5 kg
- **Heron**
  - 航时：约 140 分钟
  - 噪声：距 50 m 约 55 dB
  - 载荷：3 kg

### 2.2 多旋翼

- **Kite**
  - 航时：约 35 分钟
  - 耗电：悬停约 420 W
"""

CITED = KB.replace("  - 耗电：巡航约 180 W\n", "  - 耗电：巡航约 180 W（arXiv:2612.08888）\n")


def brief(suggestion: str) -> str:
    return f"""\
# drones · E1 预消化简报（2026-12-13）

## 一、条目

### 条目 1：固定翼功耗实测

- 来源：arXiv:2612.08888
- 要点：Falcon 巡航功耗的独立实测与厂商数字一致。
- 建议归入：{suggestion}
"""


def run(tmp_path: Path, suggestion: str) -> tuple[int, str, str]:
    return proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)


@pytest.mark.parametrize(
    "suggestion",
    [
        '§2.1 Falcon 的"耗电"子项补 arXiv:2612.08888。',
        "§2.1：Falcon 耗电子项补 arXiv:2612.08888",
        "2.1 Falcon 的「耗电」子项补上 arXiv:2612.08888。",
        '第2节 2.1 固定翼 中 Falcon 的"耗电"子项补出处 arXiv:2612.08888',
    ],
)
def test_the_field_line_of_the_named_entry_gets_the_source(tmp_path: Path, suggestion: str) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert code == 0, report
    assert after == CITED, after


@pytest.mark.parametrize(
    ("suggestion", "why"),
    [
        # Heron has a 噪声 field, Falcon has none: never Heron's line.
        ('§2.1 Falcon 的"噪声"子项补 arXiv:2612.08888。', "「Falcon」 has no nested line"),
        # No entry Osprey in §2.1 (nor is Kite's field of §2.2 taken).
        ('§2.1 Osprey 的"耗电"子项补 arXiv:2612.08888。', "has no entry named 「Osprey」"),
    ],
)
def test_a_field_the_named_entry_lacks_is_reported(
    tmp_path: Path, suggestion: str, why: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert after == KB and code == 1, report
    assert any(why in row for row in rows(report)), report


@pytest.mark.parametrize(
    "suggestion",
    [
        '§2.1 Falcon 下补一个子项"抗风：6 级"。',
        "§2.1 Falcon 的耗电子项改写成两句。",
    ],
)
def test_other_requests_of_a_nested_item_are_still_reported(
    tmp_path: Path, suggestion: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert after == KB and code == 1, report
