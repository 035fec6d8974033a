"""Words added to an English table cell that ends with no full stop join it with an English
`; `, not a full-width `；` (the cell and the words both without Chinese); after a cell's own
English full stop they are a sentence of their own. A Chinese cell, or Chinese words, still
take `；`."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import applied_kb

KB = """\
# Retrieval notes

## 2 Benchmarks

| Benchmark | Size | Notes |
|---|---|---|
| BEIR | 18 datasets | Zero-shot transfer across domains |
| MIRACL | 18 languages | {cell} |

## 3 Changelog

- 2026-11-30: first version.
"""


def brief(suggestion: str) -> str:
    return f"""# inference · E1 预消化（2026-12-14 · Test）

## 一、条目

### 条目 1：BEIR 复测（arXiv:2612.07781）

- 来源：organized/paper_cards/6101-2612-07781.md
- 要点：部分数据集标注有噪声。
- 建议归入：{suggestion}
"""


ENGLISH_ASKS = (
    '§2 BEIR 一行 Notes 末尾补一句"about 5% of qrels are noisy"。',
    '§2 BEIR 一行 Notes 末尾补一句"about 5% of qrels are noisy."',
    '§2 表中 BEIR 那一行的 Notes 追加一句"about 5% of qrels are noisy"。',
    '§2 BEIR 行 Notes 后面加上"about 5% of qrels are noisy"。',
)


def changed_row(tmp_path: Path, suggestion: str, cell: str = "Multilingual") -> str:
    kb = KB.format(cell=cell)
    after = applied_kb(tmp_path, kb, brief(suggestion), "inbox/b.md")
    [row] = [line for line in after.splitlines() if line not in kb.splitlines()]
    return row


@pytest.mark.parametrize("suggestion", ENGLISH_ASKS)
def test_english_words_join_an_english_cell_with_an_english_semicolon(
    suggestion: str, tmp_path: Path
) -> None:
    row = changed_row(tmp_path, suggestion)
    assert row == (
        "| BEIR | 18 datasets | Zero-shot transfer across domains; about 5% of qrels are noisy |"
    )


@pytest.mark.parametrize("suggestion", ENGLISH_ASKS)
def test_english_words_after_an_english_full_stop_are_a_sentence(
    suggestion: str, tmp_path: Path
) -> None:
    kb = KB.replace("across domains |", "across domains. |")
    after = applied_kb(tmp_path, kb, brief(suggestion), "inbox/b.md")
    [row] = [line for line in after.splitlines() if line not in kb.splitlines()]
    assert row == (
        "| BEIR | 18 datasets | Zero-shot transfer across domains. about 5% of qrels are noisy. |"
    )


def test_chinese_words_keep_the_full_width_semicolon(tmp_path: Path) -> None:
    row = changed_row(tmp_path, '§2 BEIR 一行 Notes 末尾补一句"约 5% 标注有噪声"。')
    assert row == "| BEIR | 18 datasets | Zero-shot transfer across domains；约 5% 标注有噪声 |"
