"""A small KB and one-item brief of our own words (pottery kilns), shared by the round-25 tests
of values the closing list overrules, additions placed after named words or before a footnote,
moved new entries and values raised or lowered: entries in bold, one ending in a footnote
marker with no full stop, one in an author-year citation after its full stop."""

from __future__ import annotations

from pathlib import Path

from .conftest import proposed_and_applied, report_rows

BRIEF_PATH = "inbox/ann/2026-12-20-kiln-e1prep.md"
KB_PATH = "organized/knowledge/kiln.md"

KB = """\
# kiln 活文档

## 2 窑炉

### 2.1 电窑

- **EcoKiln**（arXiv:2403.00011）：升温曲线可编程，能耗 0.8 度每公斤。
- **MiniFire**：桌面小窑，支持 Wi-Fi 与手机控制，最高温 1200 度，适合釉料试片与小件。

### 2.2 气窑

- **GasPro**：还原气氛稳定，单次烧成 9 小时。
- **WoodFire** — 柴窑，升温慢，釉色变化丰富<sup>3</sup>
- **Raku**：快烧快冷，开片明显。[Wu 2023]
"""


def brief(suggestion: str, closing: str, point: str = "EcoKiln 初测与复测结果不同。") -> str:
    return f"""\
# kiln · E1 预消化简报（2026-12-20）

## 一、今日条目

### 条目 1：窑炉复测

- **来源**：arXiv:2612.05555
- **要点**：{point}
- **建议归入**：{suggestion}

## 四、本轮结论与建议动作

- {closing}
"""


def run(
    tmp_path: Path,
    suggestion: str,
    closing: str = "无。",
    point: str = "EcoKiln 初测与复测结果不同。",
) -> tuple[int, str, str]:
    """`kbpatch propose` on the one-item brief: the exit code, the report and the KB once every
    written patch is applied (each checked with `git apply --check` first)."""
    return proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(suggestion, closing, point), BRIEF_PATH
    )


def changed(after: str) -> list[str]:
    """The KB's lines the patches changed or added."""
    before = KB.splitlines()
    return [line for line in after.splitlines() if line not in before]


# The report's action rows, under the name the tests of this fixture use.
rows = report_rows
