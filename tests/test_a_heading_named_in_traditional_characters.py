"""A section named by its heading's words in traditional characters (`「連續批處理」小節`,
`「網絡拓撲」一節`) names the heading written in simplified ones, and the other way round: the
heading's words and the brief's are compared through the lexicon's `script.folds`, whose
characters cover the words of a technical document's headings. Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/lu/2026-12-12-cluster-e1prep.md"
KB_PATH = "organized/knowledge/cluster.md"


def kb(headings: tuple[str, str, str]) -> str:
    first, second, third = headings
    return f"""\
# cluster 活文档

## {first}

- **Slurm**（arXiv:2101.00041）：批作业调度。

## {second}

- **FatTree**（arXiv:2101.00042）：三层胖树。

## {third}

- **Prometheus**（arXiv:2101.00043）：拉取式指标。
"""


SIMPLIFIED = ("连续批处理调度", "网络拓扑", "训练监控与告警")
TRADITIONAL = ("連續批處理調度", "網絡拓撲", "訓練監控與告警")


def brief(suggestion: str) -> str:
    return f"""\
# cluster · E1 預消化簡報（2026-12-12）

## 一、條目

### 條目 1：RailNet

- 來源：arXiv:2612.08888
- 要點：按軌道分組的網絡，跨機架流量降 35%。
- 建議歸入：{suggestion}
"""


def run(tmp_path: Path, headings: tuple[str, str, str], suggestion: str) -> tuple[int, str, str]:
    return proposed_and_applied(tmp_path, KB_PATH, kb(headings), brief(suggestion), BRIEF_PATH)


ASKED = [
    ("「網絡拓撲」小節新增 RailNet 條目。", 1),
    ("在「連續批處理調度」一節補錄 RailNet。", 0),
    ("「訓練監控與告警」一節增補一條 RailNet。", 2),
]


@pytest.mark.parametrize(("suggestion", "section"), ASKED)
@pytest.mark.parametrize("headings", [SIMPLIFIED, TRADITIONAL])
def test_a_heading_named_in_the_other_script_takes_the_entry(
    tmp_path: Path, headings: tuple[str, str, str], suggestion: str, section: int
) -> None:
    code, report, after = run(tmp_path, headings, suggestion)
    assert code == 0, report
    parts = after.split("\n## ")[1:]
    (holding,) = [p for p in parts if "RailNet" in p]
    assert holding.startswith(headings[section]), after
    assert "- **RailNet**（arXiv:2612.08888）" in holding, after


def test_a_heading_the_document_lacks_is_still_reported(tmp_path: Path) -> None:
    code, report, after = run(tmp_path, SIMPLIFIED, "「網絡安全」小節新增 RailNet 條目。")
    assert after == kb(SIMPLIFIED) and code == 1
    assert "網絡安全" in report and "unresolved" in report, report
