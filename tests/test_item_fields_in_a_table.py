"""An item whose fields stand in a two-column table (`| 字段 | 内容 |`, then one row a field:
`| 来源 | … |`, `| 要点 | … |`, `| 建议归入 | … |`) is read as if each row were its field's
line: the table's header words do not matter, the rows' labels are the bullet fields' words.
Before, the rows were the item's text and its request was never read: exit 0, no row. Our own
KB and words."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.parse import parse_brief

from .conftest import proposed_and_applied

KB = (
    "# 检索\n\n"
    "## 1 稀疏检索\n\n"
    "- **BM25**：经典词频基线。\n"
    "- **SPLADE**：学习稀疏表示（arXiv:2107.05720）。\n\n"
    "## 2 稠密检索\n\n"
    "- **DPR**：双塔基线（arXiv:2004.04906）。\n"
    "- **Contriever**：无监督对比学习（arXiv:2112.09118）。\n"
)
PATH = "organized/knowledge/retrieval.md"

HEADINGS = [
    "**增量 1**：GTR 大规模双塔检索（arXiv:2112.07899）",
    "### 条目 1：GTR 大规模双塔检索（arXiv:2112.07899）",
    "## 条目 1｜GTR 大规模双塔检索（arXiv:2112.07899）",
]
TABLES = [
    (
        "| 字段 | 内容 |\n| --- | --- |\n"
        "| 来源 | organized/paper_cards/7001-gtr.md |\n"
        "| 要点 | 把 T5 编码器放大到 4.8B 做双塔，零样本平均提升约 3 点。 |\n"
        "| 建议归入 | §2 新增一条 GTR 条目。 |\n"
        "| 值得警惕 | 只读了摘要。 |\n"
    ),
    (
        "| 项 | 说明 |\n|:--|:--|\n"
        "| **来源** | organized/paper_cards/7001-gtr.md |\n"
        "| **要点** | 把 T5 编码器放大到 4.8B 做双塔，<br>零样本平均提升约 3 点。 |\n"
        "| **处理建议** | 放进 §2，新增一条。 |\n"
    ),
    (
        "| Field | Value |\n|---|---|\n"
        "| Source | organized/paper_cards/7001-gtr.md |\n"
        "| Summary | 把 T5 编码器放大到 4.8B 做双塔，零样本平均提升约 3 点。 |\n"
        "| Suggested placement | §2 新增 GTR 条目。 |\n"
    ),
]


def brief(heading: str, table: str) -> str:
    return (
        "# retrieval · E1 预消化简报（2026-12-06）\n\n"
        "- **对照活文档**：organized/knowledge/retrieval.md\n\n"
        "## 今日条目\n\n"
        f"{heading}\n\n{table}"
    )


@pytest.mark.parametrize("table", TABLES)
@pytest.mark.parametrize("heading", HEADINGS)
def test_the_rows_of_a_field_table_are_the_items_fields(heading: str, table: str) -> None:
    [item] = parse_brief(brief(heading, table)).items
    assert [s.text for s in item.sources] == ["organized/paper_cards/7001-gtr.md"]
    assert "".join(s.text for s in item.summary).startswith("把 T5 编码器放大到 4.8B 做双塔")
    assert "|" not in "".join(s.text for s in item.summary)
    assert len(item.suggestions) == 1 and "§2" in item.suggestions[0].text


@pytest.mark.parametrize("table", TABLES)
def test_the_request_in_a_field_table_is_proposed(table: str, tmp_path: Path) -> None:
    code, report, kb = proposed_and_applied(
        tmp_path, PATH, KB, brief(HEADINGS[0], table), "inbox/li/2026-12-06-retrieval-e1prep.md"
    )
    assert code == 0, report
    assert "add entry (增量 1)" in report
    assert (
        "- **Contriever**：无监督对比学习（arXiv:2112.09118）。\n- **GTR**：把 T5 编码器放大到 4.8B"
    ) in kb
    assert "（arXiv:2112.07899）。（E1 2026-12-06 · 增量 1）\n" in kb


def test_a_table_of_data_in_an_item_is_not_read_as_fields() -> None:
    # Two columns, but no row is labelled as a field: the item's text, as before.
    table = "| 模型 | 分数 |\n| --- | --- |\n| GTR | 49.3 |\n\n- **建议归入**：§2 新增 GTR 条目。\n"
    [item] = parse_brief(brief(HEADINGS[1], table)).items
    assert [s.text for s in item.suggestions] == ["§2 新增 GTR 条目。"]
    assert not item.sources
