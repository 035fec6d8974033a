"""A KB written in English (headings and entries): the marks kbpatch writes around the
brief's words take its ASCII punctuation — ` (arXiv:…)`, the colon after a name, the
provenance mark's brackets (` (E1 2026-12-02 · 条目 1)`) — and so does a clause of English
words; a clause of the brief's in Chinese keeps its own marks (`配额，超额请求先等待。`), as
Chinese is written in any document. A Chinese KB keeps Chinese punctuation. Proposing again
after the patches are applied adds nothing. Our own words."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from .conftest import KB_PATH, proposed_and_applied
from .dry_run import BRIEF_PATH, added, dry_run

KB = """# Serving living document

## 1. Engines

### 1.1 Schedulers

- **FairBatch** (arXiv:2301.30001): batches by deadline; tail latency down a third.
- **SpanSched** (arXiv:2301.30002): splits long prompts into spans, each scheduled alone.

### 1.2 Projects

| Project | Summary | Stars | Source |
|---|---|---|---|
| **acme/servo** | A gateway in front of engine pools. | 1,200⭐ | repo_cards/acme-servo.md |

## 2. Open questions

1. Does deadline batching starve long prompts?
2. Can span scheduling keep the KV cache warm?

## 3. References

- arXiv:2301.30001 — FairBatch: Deadline-Aware Batching [§1.1]
- arXiv:2301.30002 — SpanSched: Span-Level Scheduling [§1.1]
"""

MARK = " (E1 2026-12-02 · 条目 1)"


def brief(summary: str, request: str) -> str:
    return (
        "inference · E1 预消化简报（2026-12-02）\n\n"
        "## 条目 1：QuotaQ（arXiv:2612.90101）—— 按租户配额的队列\n\n"
        "来源：卡片 organized/paper_cards/quotaq.md\n\n"
        f"要点：{summary}\n\n"
        f"**建议归入**：{request}\n"
    )


SUMMARIES = [
    "QuotaQ 给每个租户设队列配额，超额请求先等待，其余租户的尾延迟更稳（作者自测）。",
    "QuotaQ 按租户配额排队；超额请求延后处理。",
    "QuotaQ 在 8 卡上把 p99 延迟降了 18%：配额按租户权重分配。",
    "QuotaQ gives each tenant a queue quota; over-quota requests wait.",
]
CJK_MARKS = re.compile("[（）：，；。？！]")
HAN = re.compile(r"[\u4e00-\u9fff]")


@pytest.mark.parametrize("summary", SUMMARIES)
@pytest.mark.parametrize(
    "request_",
    [
        "§1.1 新增一条 QuotaQ；§3 新增一条引用。",
        "在 §1.1 补一条 QuotaQ，§3 登记引用。",
        "§1.1 添加 QuotaQ 条目；参考文献（§3）新增一条。",
        "QuotaQ 收录进 §1.1；§3 补登引用。",
    ],
)
def test_new_lines_of_an_english_document_take_its_punctuation(
    tmp_path: Path, summary: str, request_: str
) -> None:
    out = dry_run(tmp_path, KB, brief(summary, request_))
    new = [line for line in added(out) if line.strip()]
    assert len(new) == 2, out
    entry, citation = new
    assert entry.startswith("- **QuotaQ** (arXiv:2612.90101): "), entry
    assert citation.startswith("- arXiv:2612.90101 — QuotaQ: "), citation
    for line in new:
        assert line.endswith(MARK), line
        assert "  " not in line and " )" not in line and "( " not in line
    if HAN.search(summary):
        # The brief's Chinese clauses keep their marks, the scaffolding around them is ASCII.
        inner_marks = [m for m in CJK_MARKS.findall(summary[:-1]) if m not in "（）"]
        assert all(m in entry for m in inner_marks), entry
        assert entry.endswith(f"。{MARK}"), entry
    else:
        assert not CJK_MARKS.search(entry), entry


@pytest.mark.parametrize(
    "request_",
    [
        "§2 新增开放问题：配额能否随负载自动调整？",
        "§2 增列一问「配额能否随负载自动调整？」",
        "§2 补一条问题：配额能否随负载自动调整？",
        "§2 追加问题：配额能否随负载自动调整？",
    ],
)
def test_a_new_question_of_an_english_document_ends_in_ascii(tmp_path: Path, request_: str) -> None:
    out = dry_run(tmp_path, KB, brief(SUMMARIES[0], request_))
    assert added(out) == ["3. 配额能否随负载自动调整？" + MARK], out


def test_a_new_row_of_an_english_table_takes_its_punctuation(tmp_path: Path) -> None:
    text = (
        "inference · E1 预消化简报（2026-12-02）\n\n"
        "## 条目 1：acme/quota —— 按租户配额的网关\n\n"
        "来源：卡片 organized/repo_cards/acme-quota.md（1,050⭐）\n\n"
        "要点：acme/quota 在网关层按租户配额排队，超额请求延后。\n\n"
        "**建议归入**：§1.2 新增一行 acme/quota。\n"
    )
    (row,) = added(dry_run(tmp_path, KB, text))
    assert row.startswith("| **acme/quota** | ") and row.endswith(MARK + " |"), row
    assert "网关。 |" in row, row


def test_a_chinese_document_keeps_chinese_punctuation(tmp_path: Path) -> None:
    chinese = (
        KB.replace("Serving living document", "服务 活文档")
        .replace("1. Engines", "1. 引擎")
        .replace("1.1 Schedulers", "1.1 调度器")
        .replace("batches by deadline; tail latency down a third.", "按截止时间组批。")
        .replace("splits long prompts into spans, each scheduled alone.", "长提示拆段调度。")
    )
    out = dry_run(tmp_path, chinese, brief(SUMMARIES[0], "§1.1 新增一条 QuotaQ。"))
    (entry,) = [line for line in added(out) if line.strip()]
    assert entry.endswith("（E1 2026-12-02 · 条目 1）"), entry


@pytest.mark.parametrize(
    "request_",
    ["§1.1 新增一条 QuotaQ；§3 新增一条引用；§2 新增开放问题：配额能否随负载自动调整？"],
)
def test_proposing_again_after_applying_adds_nothing(tmp_path: Path, request_: str) -> None:
    text = brief(SUMMARIES[0], request_)
    code, report, applied = proposed_and_applied(tmp_path / "one", KB_PATH, KB, text, BRIEF_PATH)
    assert code == 0, report
    assert applied.count(MARK) == 3, applied
    again = dry_run(tmp_path / "two", applied, text)
    assert not added(again), again
