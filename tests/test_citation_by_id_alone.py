"""A closing line that registers a paper by its id alone (`§七 登记 arXiv:…`) asks for a
citation in the citation list, as `§七 登记引用` does: labelled and written as one, never read
as a second new entry of the item (which would withhold the item's own entry). Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .dry_run import added, dry_run

KB = """# 推理 活文档

## 一、调度

### 1.1 批处理

- **连续批处理**：decode 优先，默认开启。

## 七、引用列表

- arXiv:2301.00001 — Continuous Batching at Scale〔§1.1〕
"""


def brief(closing: str) -> str:
    return (
        "inference · E1 预消化简报（2026-12-02）\n\n"
        "## 条目 1：TileFuse（arXiv:2612.40001）—— 分块 prefill 的核融合\n\n"
        "来源：卡片 organized/paper_cards/tilefuse.md\n\n"
        "要点：TileFuse 把分块 prefill 的注意力与前馈合成一个核，长输入首 token 延迟降三成。\n\n"
        "**建议归入**：§1.1 新增一条 TileFuse。\n\n"
        "## 合并建议\n\n"
        "1. §1.1 新增 TileFuse（条目 1）。\n"
        f"2. {closing}\n"
    )


@pytest.mark.parametrize(
    "closing",
    [
        "§七 登记 arXiv:2612.40001",
        "§七 补登 arXiv:2612.40001（条目 1）",
        "七、引用列表 录入 2612.40001。",
        "§7 登记一条 arXiv:2612.40001",
        "§七 收录 arXiv:2612.40001",
        "§7 register arXiv:2612.40001",
    ],
)
def test_registering_an_id_alone_is_a_citation(tmp_path: Path, closing: str) -> None:
    out = dry_run(tmp_path, KB, brief(closing))
    assert "add citation (条目 1)" in out, out
    assert "cite arXiv:2612.40001 in the citation list" in out
    assert "add entry (条目 1)" in out and "unresolved" not in out
    new = added(out)
    assert any(line.startswith("- **TileFuse**") for line in new), new
    assert any(line.startswith("- arXiv:2612.40001 — ") for line in new), new


@pytest.mark.parametrize(
    "closing",
    [
        "§1.1 新增 arXiv:2612.40001 一条，写 TileFuse。",
        "§七 登记引用 arXiv:2612.40001",
    ],
)
def test_the_plain_requests_read_as_before(tmp_path: Path, closing: str) -> None:
    out = dry_run(tmp_path, KB, brief(closing))
    assert "add entry (条目 1)" in out, out


@pytest.mark.parametrize(
    "closing",
    [
        "§七 登记 arXiv:2612.40002",
        "§七 补登 2612.40002。",
        "七、引用列表 录入 arXiv:2612.40002",
        "§7 register arXiv:2612.40002",
    ],
)
def test_an_id_with_no_title_leaves_no_separator_hanging(tmp_path: Path, closing: str) -> None:
    text = f"inference · E1 预消化简报（2026-12-02）\n\n## 合并建议\n\n1. {closing}\n"
    out = dry_run(tmp_path, KB, text)
    assert "cite arXiv:2612.40002 in the citation list" in out, out
    assert added(out) == ["- arXiv:2612.40002（E1 2026-12-02 · 简报）"], out
