"""A version changed in the KB (`版本列 "0.3" → "0.4"`, `"v0.6" 改为 "v0.7"`) is a version's
update, not a count's: the report row, the patch's subject and its file name say `update
version`; a count (`"97⭐" → "150⭐"`, `0.81 → 0.84`) is still a number's update."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import KB_PATH, git, invoke, make_repo

BRIEF = "inbox/lin/2026-12-12-inference-e1prep.md"

KB = """\
# serving 活文档

## 1 协议与引擎

### 1.1 协议表

| 协议 | 维护方 | 版本 | 状态 |
|---|---|---|---|
| MCP | Anthropic | 0.3 | 采用 |
| A2A | Google | 0.6 | 试用 |

### 1.2 引擎

- **vllm-lite**：单卡推理，当前 v0.6，社区 97⭐，评审一致率 0.81。
"""


def brief(suggestion: str) -> str:
    return (
        "# inference · E1 预消化简报（2026-12-12）\n\n## 一、增量\n\n"
        "### 条目 1：协议与引擎更新\n\n- **来源**：release notes\n"
        "- **要点**：新版本发布。\n"
        f"- **建议归入**：{suggestion}\n"
    )


def proposed(tmp_path: Path, suggestion: str) -> tuple[str, list[str], str]:
    """The report, the patch files' names and their subjects, each patch applying."""
    repo = make_repo(tmp_path / "kb", KB.encode("utf-8"))
    repo.add_brief(brief(suggestion).encode("utf-8"), BRIEF)
    code, out, err = invoke("propose", str(repo.root / BRIEF))
    assert (code, err) == (0, ""), out
    patches = sorted((repo.root / BRIEF).with_suffix(".patches").glob("*.patch"))
    git(repo.root, "apply", "--check", *map(str, patches))
    subjects = "".join(
        line
        for p in patches
        for line in p.read_text("utf-8").splitlines(True)
        if line.startswith("Subject:")
    )
    assert (repo.root / KB_PATH).exists()
    return out, [p.name for p in patches], subjects


@pytest.mark.parametrize(
    ("suggestion", "change"),
    [
        ('§1.1 协议表 A2A 那一行，版本列 "0.6" → "0.7"。', "A2A: version 0.6 → 0.7"),
        ('§1.1 A2A 一行的版本 "0.6" 改为 "0.7"。', "A2A: version 0.6 → 0.7"),
        ('§1.2 vllm-lite 那条，"v0.6" 改为 "v0.7"。', "vllm-lite: version v0.6 → v0.7"),
        ('§1.1 MCP 那一行，version "0.3" → "0.4"。', "MCP: version 0.3 → 0.4"),
    ],
)
def test_a_version_changed_is_called_a_version_update(
    tmp_path: Path, suggestion: str, change: str
) -> None:
    out, names, subjects = proposed(tmp_path, suggestion)
    assert " update version (条目 1) " in out and "update number" not in out
    assert [n.split("-", 2)[2].startswith("update-version") for n in names] == [True]
    assert f": update {change}\n" in subjects


@pytest.mark.parametrize(
    "suggestion",
    [
        '§1.2 vllm-lite 那条，"97⭐" 改为 "150⭐"。',
        '§1.2 vllm-lite 那条，一致率 "0.81" → "0.84"。',
        '§1.2 vllm-lite 那条，"0.81" 改为 "0.84"。',
        '§1.2 vllm-lite 那条，社区 "97⭐" → "120⭐"。',
    ],
)
def test_a_count_changed_is_no_version_update(tmp_path: Path, suggestion: str) -> None:
    out, names, subjects = proposed(tmp_path, suggestion)
    assert "version" not in out + subjects
    assert "update-version" not in names[0]
