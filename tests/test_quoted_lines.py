"""A quoted line given as the entry to add (`补一条"X"`) is the line that is added: in a list
of lines without names (a checklist) it is the whole new line, and a line that reads as a
sentence (`"实测 2：…。"`) is written as given, its lead in bold where the neighbours bold
theirs. A quoted name (`一条"X"小注`, or `一条"X"` in a list of named entries) stays the
entry's label. Our own phrasings, applied in a real repository."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.api import propose
from kbpatch.kb import Kb
from kbpatch.models import Status

from .conftest import KB_PATH, git, make_repo

KB = """\
# serving 活文档

## 一、缓存

### 1.1 前缀缓存

- **RadixCache**：按前缀树共享 KV。

### 1.2 换出实测

- **实测 1**：A100 上换出恢复 40 ms。

## 二、发布

### 2.1 灰度

- **Canary**：先放 1% 流量。

#### 回滚检查单

- 回滚前确认上一版镜像仍在仓库。
- 回滚脚本先在预发跑通。
"""
MARK = "（E1 2026-12-06 · 增量 1）"


def brief(suggestion: str) -> str:
    return (
        "serving · E1 预消化简报(2026-12-06)\n\n一、今日 serving 主题的重要增量（1 条）\n\n"
        "增量 1：TierServe —— 三档 KV 分层\n\n"
        "来源：organized/repo_cards/3001-tierserve.md\n\n"
        "要点：热档常驻显存，温档放主机内存，冷档落盘。\n\n"
        f"建议归入：{suggestion}\n"
    )


def applied(suggestion: str, tmp_path: Path) -> list[str]:
    """The KB's lines once the brief's one patch is applied in a real repository."""
    proposal = propose(brief(suggestion), Kb(KB, path=KB_PATH))
    assert [o.status for o in proposal.outcomes] == [Status.PROPOSED], proposal.outcomes
    (patch,) = proposal.patches
    repo = make_repo(tmp_path / "kb", KB.encode())
    git(repo.root, "apply", "-", input=patch.diff.encode())
    return (repo.root / KB_PATH).read_text(encoding="utf-8").splitlines()


@pytest.mark.parametrize(
    ("suggestion", "line"),
    [
        ('§2.1 回滚检查单末尾补一条"换出档位纳入回滚核对"。', "换出档位纳入回滚核对"),
        ("§2.1「回滚检查单」新增一条“回滚前先备份路由表”", "回滚前先备份路由表"),
        ("§2.1 的「回滚检查单」末尾加一条「灰度期间关闭自动扩容」。", "灰度期间关闭自动扩容"),
        ('§2.1「回滚检查单」补一条"分档阈值随发布单记录"，放在末尾。', "分档阈值随发布单记录"),
        ('在 §2.1 的回滚检查单加一条"换出档位纳入回滚核对"。', "换出档位纳入回滚核对"),
        ("§2.1 回滚检查单新增一项「回滚前先备份路由表」。", "回滚前先备份路由表"),
    ],
)
def test_a_quoted_line_for_a_checklist_is_the_new_line(
    suggestion: str, line: str, tmp_path: Path
) -> None:
    lines = applied(suggestion, tmp_path)
    assert lines[-2:] == ["- 回滚脚本先在预发跑通。", f"- {line}。{MARK}"]


@pytest.mark.parametrize(
    ("suggestion", "line"),
    [
        ('§1.2 新增一条"实测 2：H100 上换出恢复 25 ms。"', "**实测 2**：H100 上换出恢复 25 ms。"),
        ("§1.2 补一条「实测 3：L40 上换出恢复 60 ms」。", "**实测 3**：L40 上换出恢复 60 ms。"),
        ('§1.2 加一条"实测 2: H100 上换出恢复 25 ms"', "**实测 2**: H100 上换出恢复 25 ms。"),
        (
            "§1.2 末尾添一条“实测 4：T4 上换出恢复 90 ms，仅单卡。”",
            "**实测 4**：T4 上换出恢复 90 ms，仅单卡。",
        ),
    ],
)
def test_a_quoted_sentence_is_written_as_given_in_the_neighbours_form(
    suggestion: str, line: str, tmp_path: Path
) -> None:
    lines = applied(suggestion, tmp_path)
    at = lines.index("- **实测 1**：A100 上换出恢复 40 ms。")
    assert lines[at + 1] == f"- {line}{MARK}"


@pytest.mark.parametrize("suggestion", ['§1.1 新增一条"分档缓存"。', '§1.1 加一条"分档缓存"小注。'])
def test_a_quoted_name_among_named_entries_stays_the_entry_s_label(
    suggestion: str, tmp_path: Path
) -> None:
    lines = applied(suggestion, tmp_path)
    at = lines.index("- **RadixCache**：按前缀树共享 KV。")
    assert lines[at + 1].startswith("- **TierServe**（分档缓存）：")
