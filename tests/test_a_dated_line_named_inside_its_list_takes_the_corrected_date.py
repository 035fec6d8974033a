"""`大事记 中 2024-01 一行的日期订正为 2024-02`, with `2024-01 → 2024-02` in the closing list: a
line of a dated list named by its date after the list's name and a particle of place (`中`,
`里`) has that date corrected, whatever verb of correcting the brief uses (改为, 订正为,
更正为). The particle is no part of the line's name. Our own words and KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/ru/2026-12-24-kiln-e1prep.md"
KB_PATH = "organized/knowledge/kiln.md"

KB = """\
# 柴窑

## 3 大事记

- 2023-05：一号窑点火。
- 2024-01：二号窑改用松木。
"""


def brief(request: str) -> str:
    return f"""\
# kiln · E1 预消化简报（2026-12-24）

## 一、条目

### 条目 1：二号窑日志核对

- 来源：inbox/ru/2026-12-23-notes.md
- 要点：二号窑换柴的日期记错了一个月。
- **建议归入**：{request}

## 二、本轮结论与建议动作

- §3：2024-01 → 2024-02（条目 1）。
"""


@pytest.mark.parametrize(
    "request_words",
    [
        "§3 大事记 中 2024-01 一行的日期订正为 2024-02。",
        "大事记 里 2024-01 一行的日期改为 2024-02。",
        "§3 中 2024-01 那一行的日期更正为 2024-02。",
    ],
)
def test_the_named_line_s_date_is_corrected(tmp_path: Path, request_words: str) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(request_words), BRIEF_PATH
    )
    assert code == 0, report
    assert after == KB.replace("- 2024-01：二号窑", "- 2024-02：二号窑"), report
