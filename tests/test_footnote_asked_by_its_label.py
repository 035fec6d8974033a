"""A new entry of a list that cites by footnotes, asked with the footnote it takes (`脚注接续
[^3]`, `脚注编号顺延为 [^3]`, `footnote [^3]`), points at that footnote and gets its
definition beside the others, under `# Notes` too; a label other than the list's next is
reported, the next one written. Our own words, on a small English KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

KB = "organized/knowledge/serving.md"
BRIEF = "inbox/kai/2026-12-18-serving-e1prep.md"

NOTES_KB = """\
# serving — living notes

## Chapter 2 — Scheduling

- **Chunked prefill** — long prompts are split so decodes keep flowing.[^1]
- **Priority lanes** — short requests jump a separate queue.[^2]

# Notes

[^1]: arXiv:2401.10001 — Chunked Prefill Revisited.
[^2]: arXiv:2401.10002 — Lanes for Latency.
"""


def brief(request: str) -> str:
    return (
        "# serving · E1 预消化（2026-12-18）\n\n"
        f"- **对照活文档**：{KB}\n\n"
        "## 一、条目\n\n"
        "### 条目 1：Slack-aware batching\n\n"
        "- **来源**：organized/paper_cards/7-2612-80007.md（arXiv:2612.80007）\n"
        "- **要点**：按尾延迟余量决定批大小，P99 降 12%。\n"
        f"- **建议归入**：{request}\n"
    )


def applied(tmp_path: Path, request: str) -> tuple[str, list[str]]:
    code, report, after = proposed_and_applied(tmp_path / "kb", KB, NOTES_KB, brief(request), BRIEF)
    assert code == 0, report
    return report, after.splitlines()


@pytest.mark.parametrize(
    "request_words",
    [
        "Chapter 2 末尾新增一条 Slack-aware batching；脚注接续 [^3]。",
        "Chapter 2 新增 Slack-aware batching 条目，脚注编号顺延为 [^3]。",
        "Chapter 2 补一条 Slack-aware batching，脚注 [^3]。",
        "Chapter 2 新增一条 Slack-aware batching，脚注：[^3]。",
        "Chapter 2 加一条 Slack-aware batching，脚注续 [^3]。",
    ],
)
def test_the_entry_points_at_the_footnote_it_is_asked_to_take(
    request_words: str, tmp_path: Path
) -> None:
    _, lines = applied(tmp_path, request_words)
    (entry,) = [line for line in lines if line.startswith("- **Slack-aware batching**")]
    assert "[^3]" in entry and "arXiv:2612.80007" not in entry, entry
    (note,) = [line for line in lines if line.startswith("[^3]:")]
    assert note.startswith("[^3]: arXiv:2612.80007"), note
    assert lines.index(note) == lines.index("[^2]: arXiv:2401.10002 — Lanes for Latency.") + 1


def test_a_label_that_is_not_the_next_is_reported(tmp_path: Path) -> None:
    report, lines = applied(
        tmp_path, "Chapter 2 末尾新增一条 Slack-aware batching；脚注接续 [^7]。"
    )
    assert any(line.startswith("[^3]: arXiv:2612.80007") for line in lines)
    assert "the brief asks for 7, which kbpatch does not use" in report, report
