"""A citation asked for a standard by its number (`参考资料补登 GB/T 45654`, `§七 补登 GB/T
35273`, `新增引用 GB/T 45654—2025《…》`) is read as a citation of that standard; kbpatch writes
citations by arXiv id, so it is reported with its words, never written as the item's arXiv
citation nor as a new entry named after the standard. The words after a citation's colon
(`参考文献补登一条：…`) are never the text of the entry asked before it. Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.models import ActionKind
from kbpatch.parse import parse_brief
from kbpatch.reading import plan

from .conftest import proposed_and_applied

KB_PATH = "organized/knowledge/security.md"
KB = """\
# security 活文档 · 数据安全合规

## 一、个人信息保护

### 1.1 最小必要原则

- 收集个人信息应限于实现处理目的的最小范围 [11]。

## 二、参考资料

[11] GB/T 35273—2020 信息安全技术 个人信息安全规范
[12] GB/T 45574—2025 信息安全技术 敏感个人信息处理安全要求
"""
SUMMARY = "CorpusAudit 按生成式服务安全要求自动审查训练语料来源，覆盖率 92%（作者自测）。"


def brief(suggestion: str) -> str:
    return (
        "# security · E1 预消化简报（2026-12-16）\n\n## 一、增量\n\n"
        "### 条目 1：CorpusAudit（arXiv:2612.80101）—— 训练语料来源审查\n\n"
        "- **来源**：organized/paper_cards/8101-2612-80101.md\n"
        f"- **要点**：{SUMMARY}\n"
        f"- **建议归入**：{suggestion}\n\n"
        "## 四、本轮结论与建议动作\n\n- 条目 1 照建议。\n"
    )


@pytest.mark.parametrize(
    ("suggestion", "standard"),
    [
        ("参考资料补登 GB/T 45654。", "GB/T 45654"),
        ("§二 补登 GB/T 45654。", "GB/T 45654"),
        ("§二 新增引用 GB/T 45654—2025《生成式人工智能服务安全基本要求》。", "GB/T 45654—2025"),
        ("§1.1 新增一条 CorpusAudit；参考资料补登一条：GB/T 45654。", "GB/T 45654"),
        ("§1.1 新增一条 CorpusAudit；§二 登记一条引用 JR/T 0171—2020。", "JR/T 0171—2020"),
    ],
)
def test_a_standard_to_cite_is_reported_never_written_as_the_items_paper(
    tmp_path: Path, suggestion: str, standard: str
) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(suggestion), "inbox/2026-12-16-security-e1prep.md"
    )
    assert f"asks to cite the standard {standard}" in report, report
    added = sorted(set(after.splitlines()) - set(KB.splitlines()))
    assert not any("arXiv:2612.80101 —" in line or line.startswith("[13]") for line in added)
    # The entry the line asks beside it keeps the item's words.
    assert all(SUMMARY.rstrip("。") in line for line in added), added
    assert code != 0


@pytest.mark.parametrize(
    "suggestion",
    [
        "§2.1 新增一条 ColdSpill；参考文献补登一条：arXiv:2612.80111。",
        "§2.1 新增一条 ColdSpill；References 补登一条：arXiv:2612.80111。",
        "§2.1 新增 ColdSpill；参考文献新增一条：arXiv:2612.80111。",
        "§2.1 新增一条 ColdSpill。参考文献补登一条：arXiv:2612.80111。",
    ],
)
def test_words_after_a_citations_colon_are_not_the_entrys(suggestion: str) -> None:
    said = brief(suggestion).replace(
        "CorpusAudit（arXiv:2612.80101）", "ColdSpill（arXiv:2612.80111）"
    )
    said = said.replace("CorpusAudit", "ColdSpill")
    [entry] = [a for a in plan(parse_brief(said)) if a.kind is ActionKind.ADD_ENTRY]
    assert entry.entry is not None and entry.entry.summary.strip() != "arXiv:2612.80111。"
    assert "自动审查训练语料" in entry.entry.summary, entry.entry


def test_an_entrys_own_words_after_its_colon_are_still_its_text() -> None:
    said = brief("§1.1 新增一条：训练语料须先完成来源审查，再进入清洗流程。")
    [entry] = [a for a in plan(parse_brief(said)) if a.kind is ActionKind.ADD_ENTRY]
    assert entry.entry is not None
    assert entry.entry.summary.startswith("训练语料须先完成来源审查"), entry.entry
