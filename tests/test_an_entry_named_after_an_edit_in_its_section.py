"""After an edit asked in a section, a clause that names another entry of it by its name and
noun but no section (`；VoiceKit 条目后面补链接 URL`, `；EchoNet 那条末尾补一句"…"`) edits that
entry of the same section; the link was left unread, with no word in the report."""

from __future__ import annotations

import pytest

from .conftest import added_to

KB = """\
# 语音活文档

## 3 · 评测

### 3.1 · 对话基准

- **VoiceKit** — 港中文 · 2024 — 指令遵循评测。
- **EchoNet** — 清华 · 2025 — 回声鲁棒性评测。
"""


def changed(suggestion: str) -> tuple[list[str], list[tuple[str, str]]]:
    brief = (
        "# speech · E1 预消化简报（2026-12-18）\n\n## 一、今日条目\n\n"
        "### 条目 1：UroBench 三维度对话基准（arXiv:2502.17810）\n\n"
        "- **来源**：organized/paper_cards/9301-uro.md（arXiv:2502.17810）\n"
        "- **要点**：三维度语音对话基准。\n"
        f"- **建议归入**：{suggestion}\n"
    )
    return added_to(KB, brief)


@pytest.mark.parametrize(
    ("then", "written"),
    [
        (
            "VoiceKit 条目后面补链接 https://example.org/voicekit",
            "- **VoiceKit** — 港中文 · 2024 — 指令遵循评测（https://example.org/voicekit）。",
        ),
        (
            "VoiceKit 那条补上来源 https://example.org/voicekit",
            "- **VoiceKit** — 港中文 · 2024 — 指令遵循评测（https://example.org/voicekit）。",
        ),
        (
            'EchoNet 那条末尾补一句"含 3 种噪声。"',
            "- **EchoNet** — 清华 · 2025 — 回声鲁棒性评测。含 3 种噪声。",
        ),
    ],
)
def test_the_entry_of_the_section_before_is_edited(then: str, written: str) -> None:
    new, rows = changed(f"§3.1 新增一条 UroBench 条目；{then}")
    assert written in new, rows
    assert any(line.startswith("- **UroBench**") for line in new), rows
