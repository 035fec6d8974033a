"""A section of another document named by its name (a card with its number, a file's path,
the brief itself: `模型卡片 77 的 §2.1`, `docs/guides/lumen.md 的 §2.1`, `本简报 §2.1`) is that
document's section, not this KB's: no patch, a row saying it is outside the document. The KB's
own name or path before a section still names this KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .lumen_fixture import proposal_of

KB = """\
# inference 活文档

## 2 推理引擎

### 2.1 新引擎

* Brisk — 单卡推理引擎（arXiv:2601.00002）

### 2.2 调度

* Loom — 连续批处理（arXiv:2601.00003）
"""


def outcomes(tmp_path: Path, suggestion: str) -> tuple[set[tuple[str, str]], str]:
    proposal = proposal_of(tmp_path, KB, suggestion)
    seen = {(o.status.value, o.action.kind.value) for o in proposal.outcomes}
    return seen, "".join(p.diff for p in proposal.patches)


@pytest.mark.parametrize(
    "suggestion",
    [
        "模型卡片 77 的 §2.1 补一句 Lumen 的延迟说明。",
        "paper card 7001 的 §2.1 新增 Lumen 条目。",
        "card #7001 §2.1 加一条 Lumen。",
        "docs/guides/lumen.md 的 §2.1 新增一条 Lumen。",
        "organized/guides/serving.md §2.2 补一条 Lumen 条目。",
        "本简报 §2.1 补充 Lumen 的细节。",
        "简报里的 §2.1 再补一句 Lumen 的来源。",
    ],
)
def test_a_named_other_documents_section_gets_no_patch(tmp_path: Path, suggestion: str) -> None:
    seen, diffs = outcomes(tmp_path, suggestion)
    assert diffs == "", diffs
    assert ("skipped", "outside the document") in seen, seen
    assert not any(status in ("proposed", "alternative") for status, _ in seen), seen


@pytest.mark.parametrize(
    "suggestion",
    [
        "§2.1 新增 Lumen 条目。",
        "organized/knowledge/inference.md 的 §2.1 新增 Lumen 条目。",
        "本文档 §2.1 新增 Lumen 条目。",
        "条目 1 的 §2.1 新增 Lumen 条目。",
    ],
)
def test_this_kbs_own_section_still_gets_the_entry(tmp_path: Path, suggestion: str) -> None:
    seen, diffs = outcomes(tmp_path, suggestion)
    assert ("proposed", "add entry") in seen, seen
    assert "+* Lumen — " in diffs, diffs
