"""A document numbered `### 2.1.` whose entries and citations point at sections as `（见 2.1.）`
or `（2.1.）`: the sections kbpatch writes in a new entry's cross-reference and a new citation's
bracket take the same form (the dot, the lead word, `§` or none), never `（2.1）` or
`交叉引用：§2.1`. Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .dry_run import added, dry_run


def kb(ref: str, cite: str) -> str:
    """A KB whose entries end with `ref` and whose citations with `cite` (`{n}` the number)."""
    return (
        "# 检索 活文档\n\n## 1. 检索器\n\n### 1.1. 稠密检索\n\n"
        f"- LateMatch（arXiv:2301.10001）：逐词后期交互，召回高但索引大{ref.format(n='2.1.')}。\n"
        f"- PairEnc（arXiv:2301.10002）：双塔编码，检索最快{ref.format(n='2.1.')}。\n\n"
        "## 2. 评测\n\n### 2.1. 基准\n\n"
        f"- ZeroSet（arXiv:2301.10003）：十八个零样本数据集{ref.format(n='1.1.')}。\n\n"
        "## 3. 参考文献\n\n"
        f"1. arXiv:2301.10001 · LateMatch{cite.format(n='1.1.')}\n"
        f"2. arXiv:2301.10002 · PairEnc{cite.format(n='1.1.')}\n"
    )


def brief(request: str) -> str:
    return (
        "inference · E1 预消化简报（2026-12-02）\n\n"
        "## 条目 1：ResidMatch（arXiv:2612.70001）—— 残差压缩的后期交互\n\n"
        "来源：卡片 organized/paper_cards/residmatch.md\n\n"
        "要点：ResidMatch 用质心加残差压缩每个词向量，索引缩小六倍而召回不变。\n\n"
        f"**建议归入**：{request}\n\n"
        "## 合并建议\n\n1. §1.1 新增 ResidMatch（条目 1），§3 登记引用。\n"
    )


REQUESTS = [
    "§1.1 新增一条 ResidMatch，交叉引用 §2.1；§3 新增一条引用，括号内标注落笔节号。",
    "在 §1.1 补一条 ResidMatch（交叉引用 §2.1）；§3 登记一条引用，括号内写落点。",
    "§1.1 添加 ResidMatch 条目，交叉引用见 §2.1；参考文献（§3）新增一条，括号内注明所在节。",
    "ResidMatch 收录进 §1.1，交叉引用 §2.1。§3 补登引用，括号内标注落笔节号。",
]


@pytest.mark.parametrize(
    ("ref", "cite", "entry_end", "cited"),
    [
        ("（见 {n}）", "（{n}）", "（见 2.1.）。", "（1.1.）"),
        ("（{n}）", "（见 {n}）", "（2.1.）。", "（见 1.1.）"),
        ("（参见 {n}）", "〔{n}〕", "（参见 2.1.）。", "〔1.1.〕"),
        ("（见 §{n}）", "（§{n}）", "（见 §2.1.）。", "（§1.1.）"),
    ],
)
@pytest.mark.parametrize("request_", REQUESTS)
def test_new_text_names_sections_as_the_document_does(
    tmp_path: Path, ref: str, cite: str, entry_end: str, cited: str, request_: str
) -> None:
    out = dry_run(tmp_path, kb(ref, cite), brief(request_))
    new = added(out)
    entry = next(line for line in new if "ResidMatch（arXiv:2612.70001）" in line)
    assert entry.endswith(entry_end + "（E1 2026-12-02 · 条目 1）"), entry
    assert "交叉引用" not in entry
    citation = next(line for line in new if line.startswith("3. arXiv:2612.70001"))
    assert citation.endswith(cited + "（E1 2026-12-02 · 条目 1）"), citation


@pytest.mark.parametrize("request_", REQUESTS[:2])
def test_numbers_without_a_dot_stay_without_one(tmp_path: Path, request_: str) -> None:
    plain = kb("（见 {n}）", "（{n}）").replace("2.1.）", "2.1）").replace("1.1.）", "1.1）")
    out = dry_run(tmp_path, plain, brief(request_))
    new = added(out)
    assert any(line.endswith("（见 2.1）。（E1 2026-12-02 · 条目 1）") for line in new), new
    assert any(line.endswith("（1.1）（E1 2026-12-02 · 条目 1）") for line in new), new


def test_a_list_that_points_nowhere_keeps_the_cross_reference_sentence(tmp_path: Path) -> None:
    bare = kb("", "（{n}）")
    out = dry_run(tmp_path, bare, brief(REQUESTS[0]))
    assert any("交叉引用：§2.1。" in line for line in added(out)), out


@pytest.mark.parametrize("request_", REQUESTS)
def test_a_citation_table_keeps_the_dot_of_its_section_column(
    tmp_path: Path, request_: str
) -> None:
    table = (
        "# 检索 活文档\n\n## 1. 检索器\n\n### 1.1. 稠密检索\n\n"
        "- LateMatch（arXiv:2301.10001）：逐词后期交互。\n\n"
        "## 3. 参考文献\n\n| # | arXiv | 标题 | 用于 |\n|---|---|---|---|\n"
        "| 1 | 2301.10001 | LateMatch | 1.1. |\n| 2 | 2301.10002 | PairEnc | 1.1. |\n"
    )
    out = dry_run(tmp_path, table, brief(request_))
    row = next(line for line in added(out) if line.startswith("| 3 |"))
    assert row.endswith("| 1.1.（E1 2026-12-02 · 条目 1） |"), row
