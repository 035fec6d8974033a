"""An item with no 建议归入 whose words only keep the document as it is (`§2.2 条目保持不变`,
`§2.2 免更新`, `无需再动`) or say the change was made before (`已在上轮改为 MIT`) asks for
nothing: no "check by hand" row (and no exit 1) for it, while an item beside it that asks is
written as before."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

KB_PATH = "organized/knowledge/brewing.md"
BRIEF_PATH = "inbox/ann/2026-12-14-brewing-e1prep.md"
KB = """\
# brewing 活文档

## 2 发酵

### 2.1 酵母

- **US-05**：美式艾尔酵母，发酵干净。
- **S-04**：英式艾尔酵母，絮凝快。

### 2.2 温控

- **冷启动**：18 °C 起酵，三天后升到 20 °C。
"""


def brief(words: str) -> str:
    return (
        "# brewing · E1 预消化简报（2026-12-14）\n\n"
        "## 一、增量\n\n"
        "### 条目 1：K-97 德式艾尔酵母\n\n"
        "- **来源**：organized/paper_cards/8101-k97.md\n"
        "- **要点**：K-97 低温发酵酯味轻，适合科隆啤酒。\n"
        "- **建议归入**：§2.1 新增一条 K-97。\n\n"
        "### 条目 2：温控复查\n\n"
        f"{words}\n"
    )


@pytest.mark.parametrize(
    "words",
    [
        "本轮无新材料。§2.2 冷启动条目保持不变。",
        "本轮无新数据，§2.2 免更新。",
        "冷启动的起酵温度上轮已核对，无需再动。",
        "冷启动的升温日数已在上轮改为三天，不用改。",
        "起酵温度上轮已更新为 18 °C，§2.2 维持原样。",
    ],
)
def test_an_item_that_only_keeps_gets_no_row(tmp_path: Path, words: str) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(words), BRIEF_PATH)
    assert "- **K-97**" in after
    assert "冷启动**：18 °C 起酵，三天后升到 20 °C。" in after
    assert "check by hand" not in report
    assert code == 0


@pytest.mark.parametrize(
    "words",
    [
        "§2.2 冷启动条目补一句：起酵后第二天可开始升温。",
        "冷启动条目保持不变，另在 §2.2 新增一条**热启动**：22 °C 起酵。",
    ],
)
def test_an_item_without_a_label_that_asks_is_still_heard(tmp_path: Path, words: str) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(words), BRIEF_PATH)
    assert "- **K-97**" in after
    assert "冷启动**：18 °C 起酵，三天后升到 20 °C。\n" in after
    assert "not understood (条目 2)" in report and "check by hand" in report
    assert code == 1
