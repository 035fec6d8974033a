"""A footnote asked by its label in the clause of the entry itself — an aside ending it
(`§2.1 新增一条 X（脚注 [^4]）`, `add X (footnote [^4])`) or a clause saying what the citation is
(`，引用记为脚注 [^4]`, `, footnote [^4]`) — is obeyed as `，脚注 [^4]` is: the new entry ends
with the label as its neighbours do, and the footnote's definition is added after the last
one. Our own words, on a small KB that cites with footnotes."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

KB = "organized/knowledge/serving.md"
BRIEF = "inbox/lin/2026-12-20-serving-e1prep.md"

FOOTNOTED_KB = """\
# serving 活文档

## 2. 调度

### 2.1 批处理

- **Chunked prefill** — 长 prompt 切块，decode 不断流。[^1]
- **Priority lanes** — 短请求走独立队列。[^2]

### 2.2 路由

- **Least-load routing** — 按副本负载路由。[^3]

## 参考

[^1]: arXiv:2401.10001 — Chunked Prefill Revisited
[^2]: arXiv:2401.10002 — Lanes for Latency
[^3]: arXiv:2401.10003 — Least Load Routing
"""


def brief(request: str) -> str:
    return (
        "# serving · E1 预消化（2026-12-20）\n\n## 一、条目\n\n"
        "### 条目 1：Headroom batching\n\n"
        "- **来源**：organized/paper_cards/3-2612-55501.md（arXiv:2612.55501）\n"
        "- **要点**：按显存余量动态决定批大小，吞吐升 9%（作者自测）。\n"
        f"- **建议归入**：{request}\n"
    )


def applied(tmp_path: Path, request: str) -> tuple[str, list[str]]:
    code, report, after = proposed_and_applied(
        tmp_path / "kb", KB, FOOTNOTED_KB, brief(request), BRIEF
    )
    assert code == 0, report
    return report, after.splitlines()


@pytest.mark.parametrize(
    "request_words",
    [
        "§2.1 新增一条 Headroom batching（脚注 [^4]）。",
        "§2.1 补录 Headroom batching 条目，引用记为脚注 [^4]。",
        "§2.1 加一条 Headroom batching（引用用脚注 [^4]）",
        "§2.1 新增 Headroom batching（脚注编号 [^4]）；",
        "§2.1 补一条 Headroom batching，出处记作脚注 [^4]。",
        "§2.1: add Headroom batching, footnote [^4].",
        "§2.1: add an entry for Headroom batching (footnote [^4]).",
        "§2.1: add Headroom batching, with footnote [^4].",
    ],
)
def test_the_entry_takes_the_footnote_and_its_definition_is_added(
    request_words: str, tmp_path: Path
) -> None:
    report, lines = applied(tmp_path, request_words)
    (entry,) = [line for line in lines if line.startswith("- **Headroom batching**")]
    assert "[^4]" in entry and "arXiv:2612.55501" not in entry, entry
    assert lines.index(entry) == lines.index("- **Priority lanes** — 短请求走独立队列。[^2]") + 1
    (note,) = [line for line in lines if line.startswith("[^4]:")]
    assert note.startswith("[^4]: arXiv:2612.55501"), note
    assert lines.index(note) == lines.index("[^3]: arXiv:2401.10003 — Least Load Routing") + 1
    assert "not understood" not in report, report


def test_an_aside_asking_nothing_of_the_citation_adds_no_footnote(tmp_path: Path) -> None:
    _, lines = applied(tmp_path, "§2.1 新增一条 Headroom batching（作者自测）。")
    assert not [line for line in lines if line.startswith("[^4]:")]


def test_a_label_in_the_aside_that_is_not_the_next_is_reported(tmp_path: Path) -> None:
    report, lines = applied(tmp_path, "§2.1 新增一条 Headroom batching（脚注 [^8]）。")
    assert any(line.startswith("[^4]: arXiv:2612.55501") for line in lines)
    assert "the brief asks for 8, which kbpatch does not use" in report, report
