"""A reference marker a request adds to a line (`给 X 那一行末尾补上 [Xu 2025]`, `X 条目补〔9〕`)
cites the sentence the line ends with: it goes before the full stop, as the document's own
markers stand (`… [Chen 2022]。`), never after it as a sentence of its own (`。[Xu 2025]。`)."""

from __future__ import annotations

import pytest

from kbpatch.models import Status

from .conftest import new_lines_of, render_brief

KB = """\
# 电池活文档

## 4 负极

### 4.1 锂金属

- **枝晶**：锂枝晶可沿晶界穿透，室温下多数体系临界电流密度低于 1 mA/cm²。
- **界面层**：人工 SEI 可将临界电流密度提到 2 mA/cm² [Chen 2022]。
- **压力**：软包堆叠压力多在 1 MPa 以上
"""
LINES = KB.splitlines(keepends=True)
DATE = "2026-12-21"


def brief(suggestion: str) -> str:
    return (
        "# battery · E1 预消化简报（2026-12-21）\n\n## 一、今日条目\n\n"
        "### 条目 1：枝晶新测量\n\n"
        "- **来源**：organized/paper_cards/7001-dendrite.md\n"
        "- **要点**：原位测量给出新的临界电流密度。\n"
        f"- **建议归入**：{suggestion}\n"
    )


@pytest.mark.parametrize(
    ("suggestion", "written"),
    [
        (
            '给 §4.1 "枝晶" 那一行末尾补上 [Xu 2025]',
            "- **枝晶**：锂枝晶可沿晶界穿透，室温下多数体系临界电流密度低于 1 mA/cm² [Xu 2025]。",
        ),
        (
            "§4.1 枝晶 条目末尾追加 [Xu 2025]",
            "- **枝晶**：锂枝晶可沿晶界穿透，室温下多数体系临界电流密度低于 1 mA/cm² [Xu 2025]。",
        ),
        (
            "§4.1 压力 条目末尾追加 [Xu 2025]",
            "- **压力**：软包堆叠压力多在 1 MPa 以上 [Xu 2025]",
        ),
    ],
)
def test_the_marker_goes_before_the_line_s_full_stop(suggestion: str, written: str) -> None:
    found = render_brief(brief(suggestion), LINES, DATE)
    assert [r.status for _, r in found] == [Status.PROPOSED], [r.reason for _, r in found]
    assert new_lines_of(found, LINES) == [written]
