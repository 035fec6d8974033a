"""An id in brackets that the document gives an entry (`- **[SC-04] 异步落盘**：…`) names that
entry: `[SC-04] 中"A"改为"B"`, `[SC-03] 后补一句"…"` edit it in its own section, found by the id,
though no section is named. A label of the citation list (`- [R2] …`, not bold) stays a
citation; an id no entry holds is reported, never guessed; a keep of the entry's section still
holds. Our own phrasings, applied in a real repository."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.api import propose
from kbpatch.kb import Kb
from kbpatch.models import Status

from .conftest import KB_PATH, git, make_repo

KB = """\
# 训练活文档

## 1 数据

### 1.1 清洗

- **[DA-01] 近重复去除**：按 MinHash 去除近重复文档，约去掉 12% 语料。
- **[DA-02] 质量打分**：小模型给文档打分，阈值 0.6。

## 2 调度

### 2.1 流水线

- **[SC-03] 零气泡**：气泡率压到 8%，需 4 个微批以上。

### 2.2 检查点

- **[SC-04] 异步落盘**：每次约 40 秒，不阻塞训练步。

## 3 参考文献

- [R1] Smith et al. 2025. MinHash at scale.
- [R2] Lee et al. 2026. Zero bubble pipelines.
"""


def brief(suggestion: str, closing: str = "") -> str:
    text = (
        "# 训练 · E1 预消化（2026-12-10）\n\n## 一、条目\n\n"
        "### 条目 1：StageMix 分段流水线\n\n"
        "- 来源：organized/repo_cards/5101-stagemix.md\n"
        "- 要点：把微批切成两段交错执行，气泡率降到 3%。\n"
        f"- 建议归入：{suggestion}\n"
    )
    return f"{text}\n## 二、建议动作\n\n1. {closing}\n" if closing else text


def applied(suggestion: str, tmp_path: Path) -> str:
    proposal = propose(brief(suggestion), Kb(KB, path=KB_PATH))
    assert [o.status for o in proposal.outcomes] == [Status.PROPOSED], proposal.outcomes
    (patch,) = proposal.patches
    repo = make_repo(tmp_path / "kb", KB.encode())
    git(repo.root, "apply", "-", input=patch.diff.encode())
    return (repo.root / KB_PATH).read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("suggestion", "line"),
    [
        (
            '[SC-04] 中"约 40 秒"改为"约 25 秒"。',
            "- **[SC-04] 异步落盘**：每次约 25 秒，不阻塞训练步。",
        ),
        (
            '[DA-01] 的"12%"改为"15%"。',
            "- **[DA-01] 近重复去除**：按 MinHash 去除近重复文档，约去掉 15% 语料。",
        ),
        (
            '[SC-03] 后补一句"分段后可降到 3%"。',
            "- **[SC-03] 零气泡**：气泡率压到 8%，需 4 个微批以上。分段后可降到 3%。",
        ),
        (
            '[SC-03] 末尾补一句"分段后可降到 3%"。',
            "- **[SC-03] 零气泡**：气泡率压到 8%，需 4 个微批以上。分段后可降到 3%。",
        ),
        (
            '[SC-03] 那条末尾加一句"分段后可降到 3%"。',
            "- **[SC-03] 零气泡**：气泡率压到 8%，需 4 个微批以上。分段后可降到 3%。",
        ),
        (
            '§2.1 [SC-03] 补一句"分段后可降到 3%"。',
            "- **[SC-03] 零气泡**：气泡率压到 8%，需 4 个微批以上。分段后可降到 3%。",
        ),
    ],
)
def test_an_entry_named_by_its_id_is_edited_in_its_section(
    suggestion: str, line: str, tmp_path: Path
) -> None:
    assert line in applied(suggestion, tmp_path).splitlines()


def test_a_citation_label_still_names_the_citation(tmp_path: Path) -> None:
    text = applied('[R2] 后补一句"含 v2 修订"。', tmp_path)
    assert "- [R2] Lee et al. 2026. Zero bubble pipelines. 含 v2 修订。" in text.splitlines()


def test_an_id_no_entry_holds_is_reported() -> None:
    proposal = propose(brief('[SC-09] 中"约 40 秒"改为"约 25 秒"。'), Kb(KB, path=KB_PATH))
    assert [o.status for o in proposal.outcomes] == [Status.UNRESOLVED]
    assert not proposal.patches


@pytest.mark.parametrize("closing", ["§2.1 不动。", "第2章不动。", "「流水线」一节保持原样。"])
def test_a_keep_of_the_entry_s_section_holds(closing: str) -> None:
    proposal = propose(brief('[SC-03] 后补一句"分段后可降到 3%"。', closing), Kb(KB, path=KB_PATH))
    assert Status.FORBIDDEN in [o.status for o in proposal.outcomes]
    assert not proposal.patches
