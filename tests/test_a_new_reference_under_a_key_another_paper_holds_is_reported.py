"""A reference the brief writes out under a key the list already gives another paper
(`[Lin 2021] …` beside another `[Lin 2021] …`) is reported, never added: two references under
one key make every citation of it ambiguous. The same key for the same paper is already
present; a key of its own is added. Our own words, on a small KB of our own."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied, report_rows

KB_PATH = "organized/knowledge/glaze.md"
BRIEF_PATH = "inbox/ann/2026-12-23-glaze-e1prep.md"

KB = """\
# glaze 活文档

> 引用格式为 [作者 年份]，完整条目见 §9 参考文献

## 1 釉料

**CeladonNet**：青瓷釉色预测，色差 ΔE 约 2.1。[Lin 2021]

**CrawlFix**：缩釉缺陷检测。[Ota 2022]

## 9 参考文献

- [Lin 2021] CeladonNet: Predicting Celadon Glaze Colour from Recipes. arXiv:2101.01111
- [Ota 2022] CrawlFix: Detecting Crawling Defects in Glazed Ware. arXiv:2202.02222
"""


def brief(suggestion: str) -> str:
    return f"""\
# glaze · E1 预消化简报（2026-12-23）

## 一、今日条目

### 条目 1：釉料文献

- **来源**：organized/paper_cards/77-x.md
- **要点**：补一篇釉料文献。
- **建议归入**：{suggestion}
"""


def run(tmp_path: Path, suggestion: str) -> tuple[int, str, str]:
    return proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)


@pytest.mark.parametrize(
    ("suggestion", "held"),
    [
        ("§9 参考文献新增 [Lin 2021] Kiln Atmosphere and Glaze Texture. arXiv:2109.03333。", 13),
        ("参考文献补一条：[Lin 2021] Kiln Atmosphere and Glaze Texture. arXiv:2109.03333", 13),
        ("§9 新增引用 [Ota 2022] Crawling Again: Glaze Shrinkage at Scale. arXiv:2210.04444。", 14),
    ],
)
def test_a_key_another_paper_holds_is_reported_not_added(
    tmp_path: Path, suggestion: str, held: int
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert after == KB and code == 1, report
    (row,) = report_rows(report)
    assert "unresolved" in row and "ambiguous" in row, report
    assert f"for another paper (line {held}:" in row, report


def test_the_same_key_for_the_same_paper_is_already_present(tmp_path: Path) -> None:
    _, report, after = run(
        tmp_path,
        "§9 参考文献新增 [Lin 2021] CeladonNet: Predicting Celadon Glaze Colour from Recipes. "
        "arXiv:2101.01111。",
    )
    assert after == KB, report
    (row,) = report_rows(report)
    assert "already present" in row and "2101.01111" in row, report


def test_a_key_of_its_own_is_added(tmp_path: Path) -> None:
    code, report, after = run(
        tmp_path, "§9 参考文献新增 [Lin 2023] Kiln Atmosphere and Glaze Texture. arXiv:2309.03333。"
    )
    assert code == 0, report
    added = [line for line in after.splitlines() if line not in KB.splitlines()]
    assert len(added) == 1, report
    assert added[0].startswith("- [Lin 2023] Kiln Atmosphere and Glaze Texture. arXiv:2309.03333")
