"""Lines under an item heading kbpatch does not know (`### 核对 2：零散项`, `### 补遗：…`) are
read into no edit; one that asks for something, with any verb made from an editorial root and
its direction or result (`添上第 5 条`, `英文列补全为…`, `请补：…`, `这句删掉`, `改成…`), is
reported with its words and where it stands, never dropped unseen. A line that only says what
was checked stays quiet. Our own KB and words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied, report_rows

BRIEF_PATH = "inbox/qi/2026-12-23-wind-e1prep.md"
KB_PATH = "organized/knowledge/wind.md"

KB = """\
# 海上风电 活文档

## 2 机组

- **V236**：15 MW 机组，2024 年首台吊装。
- **SG 14-222**：14 MW 机组，直驱。

## 5 术语

| 术语 | English | 释义 |
|---|---|---|
| 漂浮式 | Floating | 基础漂浮于海面的风机 |
"""


def brief(line: str) -> str:
    return f"""\
# wind · E1 预消化简报（2026-12-23）

## 一、今日条目

### 条目 1：V236 量产

- **来源**：organized/paper_cards/2612-v236.md
- **要点**：V236 进入量产。
- **建议归入**：§2 V236 那条，"2024 年首台吊装"改为"2024 年首台吊装，2026 年量产"。

### 核对 2：零散项

- {line}

## 二、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "line",
    [
        "「机组」小节添上第 3 条：「SWT-7.0：7 MW 机组。」",
        "术语表漂浮式一行，英文列补全为\u201cFloating Offshore Wind\u201d。",
        "术语表缺\u201c单桩\u201d，请补：单桩 | Monopile | 单根钢管桩基础。",
        "SG 14-222 那条的\u201c直驱\u201d两字删掉。",
        "V236 的\u201c15 MW\u201d改成\u201c15.5 MW\u201d。",
    ],
)
def test_a_request_there_is_reported_with_its_words(tmp_path: Path, line: str) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(line), BRIEF_PATH)
    rows = [row for row in report_rows(report) if "核对 2" in row]
    assert rows and "did not read it" in rows[0], report
    assert code == 1, report
    assert "2024 年首台吊装，2026 年量产" in after, after  # the item's own edit still made


def test_a_line_that_asks_nothing_stays_quiet(tmp_path: Path) -> None:
    code, report, _ = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief("V236 的量产时间已与厂商公告核对一致。"), BRIEF_PATH
    )
    assert code == 0, report
    assert not [row for row in report_rows(report) if "核对 2" in row], report
