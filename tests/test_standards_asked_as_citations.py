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


def standard_brief(suggestion: str, title: str = "生成式人工智能服务安全基本要求") -> str:
    return (
        "# security · E1 预消化简报（2026-12-16）\n\n## 一、增量\n\n"
        f"### 条目 1：GB/T 45654—2025（{title}）\n\n"
        "- **来源**：organized/standards/gbt-45654-2025.md\n"
        "- **要点**：GB/T 45654—2025 规定生成式服务的语料安全与模型安全要求，2025-11 起实施。\n"
        f"- **建议归入**：{suggestion}\n\n"
        "## 四、本轮结论与建议动作\n\n- 条目 1 照建议。\n"
    )


@pytest.mark.parametrize(
    ("suggestion", "written"),
    [
        ("参考资料补登 GB/T 45654。", "GB/T 45654"),
        ("§二 补登 GB/T 45654—2025。", "GB/T 45654—2025"),
        ("§二 新增引用 GB/T 45654—2025《生成式人工智能服务安全基本要求》。", "GB/T 45654—2025"),
        ("参考资料新增一条引用 GB/T 45654—2025。", "GB/T 45654—2025"),
        ("§二 登记 GB/T 45654。", "GB/T 45654"),
    ],
)
def test_the_items_own_standard_is_cited_in_the_lists_form(
    tmp_path: Path, suggestion: str, written: str
) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, standard_brief(suggestion), "inbox/2026-12-16-security-e1prep.md"
    )
    assert code == 0, report
    added = sorted(set(after.splitlines()) - set(KB.splitlines()))
    assert added == [f"[13] {written} 生成式人工智能服务安全基本要求（E1 2026-12-16 · 条目 1）"], (
        report
    )
    assert after.splitlines()[-1] == added[0]


@pytest.mark.parametrize(
    ("kb", "suggestion", "reason"),
    [
        # Cited already, with or without its year.
        (KB, "参考资料补登 GB/T 35273。", "GB/T 35273 is already in the citation list"),
        (KB, "§二 补登 GB/T 45574—2025。", "GB/T 45574 is already in the citation list"),
        # A list that cites no standard by its number: no form to follow.
        (
            KB.replace("[12] GB/T 45574—2025 信息安全技术", "[12] 国家标准委 公告").replace(
                "[11] GB/T 35273—2020 信息安全技术", "[11] 个人信息保护法"
            ),
            "参考资料补登 GB/T 45654。",
            "the citation list cites no standard by its number",
        ),
        (
            KB.replace("[12] GB/T 45574—2025 信息安全技术", "[12] arXiv:2401.00001").replace(
                "[11] GB/T 35273—2020 信息安全技术", "[11] arXiv:2401.00002"
            ),
            "§二 补登 GB/T 45654—2025。",
            "the citation list cites no standard by its number",
        ),
    ],
)
def test_a_standard_already_cited_or_with_no_form_is_not_written(
    tmp_path: Path, kb: str, suggestion: str, reason: str
) -> None:
    _, report, after = proposed_and_applied(
        tmp_path, KB_PATH, kb, standard_brief(suggestion), "inbox/2026-12-16-security-e1prep.md"
    )
    assert after == kb and reason in report, report


def test_a_standard_with_no_title_anywhere_is_not_written(tmp_path: Path) -> None:
    said = standard_brief("参考资料补登 GB/T 45654。").replace(
        "### 条目 1：GB/T 45654—2025（生成式人工智能服务安全基本要求）",
        "### 条目 1：GB/T 45654—2025",
    )
    _, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, said, "inbox/2026-12-16-security-e1prep.md"
    )
    assert after == KB and "gives no title for GB/T 45654" in report, report


@pytest.mark.parametrize(
    "suggestion",
    ["§1.1 新增 GB/T 45654。", "§1.1 新增一条 GB/T 45654—2025。", "§1.1 补 GB/T 45654 一条。"],
)
def test_an_entry_named_after_the_items_own_standard_is_still_an_entry(suggestion: str) -> None:
    kinds = [a.kind for a in plan(parse_brief(standard_brief(suggestion)))]
    assert kinds == [ActionKind.ADD_ENTRY], kinds
