"""A new reference the brief asks to take a letter label (`新增引用 [R9] arXiv:…`) takes the
list's next one, as labels run on; the report says the brief's label was not used (it was
written as the next one without a word)."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

KB_PATH = "organized/knowledge/speech.md"
KB = """\
# 语音活文档

## 1 · 识别

- **Whisper-X**：多语种识别 [R1]。

## 8 · 参考文献

- [R1] arXiv:2601.00001 — Whisper-X
- [R2] arXiv:2602.00002 — Paraformer-3
"""


@pytest.mark.parametrize(
    "suggestion",
    ["§8 新增引用 [R9] arXiv:2612.00871", "在 §8 登记一条引用 [R9]：arXiv:2612.00871"],
)
def test_the_next_label_is_written_and_the_asked_one_reported(
    tmp_path: Path, suggestion: str
) -> None:
    brief = (
        "# speech · E1 预消化简报（2026-12-18）\n\n## 一、今日条目\n\n"
        "### 条目 1：FireRedASR-2（arXiv:2612.00871）\n\n"
        "- **来源**：organized/paper_cards/9401-fire.md（arXiv:2612.00871）\n"
        "- **要点**：开源中文识别。\n"
        f"- **建议归入**：{suggestion}\n"
    )
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief, "inbox/lin/2026-12-18-speech-e1prep.md"
    )
    assert code == 0 and "- [R3] arXiv:2612.00871" in after, report
    assert "the brief asks for 9" in report, report
