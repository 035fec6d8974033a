"""A new checklist line asked with its words after a colon (`§7 新增一条待办：把 §4.2 的内存数字换成
实测值`, `§7 待办加一项："…"`) is that line, as written, in the checklist's form: a section or a
verb among its words asks nothing of the document (no entry in §4.2, no value changed), and a
closing line of no item asks it all the same (its words are all of it). Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

KB_PATH = "organized/knowledge/speech.md"
BRIEF_PATH = "inbox/chen/2026-12-18-speech-e1prep.md"

KB = """\
# speech 活文档

## 4 · 部署

### 4.2 · 端侧

- **Paraformer-Tiny** — 达摩院 · 2025 — 端侧 ASR，内存 180 MB。

## 7 · 待办 TODO

- [ ] 统一 §2.2 表 MOS 口径
- [x] 补齐 §1.1 引用
"""

WORDS = "把 §4.2 的内存数字换成 int4 实测值"


def brief(request: str, closing: str = "") -> str:
    tail = f"\n## 三、建议动作\n\n- {closing}\n" if closing else ""
    return (
        "# speech · E1 预消化简报（2026-12-18）\n\n## 一、增量\n\n"
        "### 条目 1：端侧内存实测\n\n"
        "- **来源**：organized/repo_cards/9999-probe.md\n"
        "- **要点**：int4 量化后内存降到 95 MB。\n"
        f"- **建议归入**：{request}\n{tail}"
    )


@pytest.mark.parametrize(
    ("request_words", "closing"),
    [
        (f"§7 新增一条待办：{WORDS}", ""),
        (f"§7 待办加一项：{WORDS}。", ""),
        ("见建议动作。", f'§7 待办加一项："{WORDS}"'),
    ],
)
def test_the_checklist_line_is_the_dictated_words(
    tmp_path: Path, request_words: str, closing: str
) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(request_words, closing), BRIEF_PATH
    )
    assert code == 0, report
    (new,) = [line for line in after.splitlines() if line not in KB.splitlines()]
    assert new.startswith(f"- [ ] {WORDS}"), new
    lines = after.splitlines()
    assert lines.index(new) == lines.index("- [x] 补齐 §1.1 引用") + 1, after


@pytest.mark.parametrize(
    "request_words",
    ["待办里「统一 §2.2 表 MOS」一项打勾。", "TODO 清单中「统一 §2.2 表 MOS」那项勾上。"],
)
def test_a_checklist_named_by_what_it_is_has_the_quoted_line_ticked(
    tmp_path: Path, request_words: str
) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(request_words), BRIEF_PATH
    )
    assert code == 0, report
    assert after == KB.replace("- [ ] 统一 §2.2 表 MOS 口径", "- [x] 统一 §2.2 表 MOS 口径"), report


@pytest.mark.parametrize(
    "request_words", ["§7：勾选「统一 §2.2 表 MOS 口径」。", '§7 勾选"统一 §2.2 表 MOS"']
)
def test_a_quoted_line_asked_ticked_with_a_bare_verb_is_ticked(
    tmp_path: Path, request_words: str
) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(request_words), BRIEF_PATH
    )
    assert code == 0, report
    assert after == KB.replace("- [ ] 统一 §2.2 表 MOS 口径", "- [x] 统一 §2.2 表 MOS 口径"), report


def test_a_quoted_line_struck_in_a_place_kbpatch_does_not_read_is_reported(tmp_path: Path) -> None:
    closing = 'Z：勾掉"统一 §2.2 表 MOS 口径"（条目 1）'
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief("见建议动作。", closing), BRIEF_PATH
    )
    assert after == KB and code == 1, report
    assert "勾掉" in report and "not understood" in report, report
