"""Reading one brief reads the sections each clause names once: the clause reader keeps its
answers for the brief (ClauseReader.refs_in) and every step of the planner asks it, where each
step used to read the same words again (about twelve times per clause)."""

from __future__ import annotations

from collections import Counter

import pytest

import kbpatch.reading.clauses as clauses
from kbpatch.parse import parse_brief
from kbpatch.reading import Lexicon, default_lexicon, plan
from kbpatch.reading.clauses import ClauseReader, Ref

from .conftest import KB_PATH

SECTIONS = frozenset({"1", "1.1", "1.2", "2", "2.1"})


def brief(suggestion: str, closing: str) -> str:
    return (
        "# inference · E1 预消化简报（2026-12-11）\n\n"
        f"对照：{KB_PATH}\n\n## 一、增量\n\n"
        "### 条目 1：分层预取调度\n\n"
        "- **来源**：organized/repo_cards/7001-tiered-prefetch.md\n"
        "- **要点**：预取窗口按队列深度伸缩，尾延迟下降两成。\n"
        f"- **建议归入**：{suggestion}\n\n"
        "### 条目 2：热点键迁移\n\n"
        "- **来源**：organized/repo_cards/7002-hot-key-move.md\n"
        "- **要点**：热点键在节点间迁移时不丢请求。\n"
        "- **建议归入**：§2.1 新增一条\n\n"
        f"## 建议动作\n\n{closing}\n"
    )


@pytest.mark.parametrize(
    ("suggestion", "closing"),
    [
        ("§1.1 新增一条", "- 条目 1 → §1.1\n- 条目 2 → §2.1\n- §1.2 不动"),
        ("§1.2 补一条，§1.1 不动", "1. 落笔条目 1、2\n2. 其余章节保持原样"),
        ("放在 §1.1 末尾", "- 只落条目 1（§1.1）\n- 条目 2 先不做"),
        ("§1.1 或 §1.2 均可，优先 §1.1", "- 条目 1、2 照建议落笔\n- §2 其余不动"),
    ],
)
def test_each_clause_is_read_for_its_sections_once(
    monkeypatch: pytest.MonkeyPatch, suggestion: str, closing: str
) -> None:
    asked: Counter[str] = Counter()
    read = clauses.refs_in

    def counted(clause: str, lexicon: Lexicon, topic: str) -> list[Ref]:
        asked[clause] += 1
        return read(clause, lexicon, topic)

    monkeypatch.setattr(clauses, "refs_in", counted)
    lexicon = default_lexicon()
    actions = plan(parse_brief(brief(suggestion, closing), lexicon), lexicon, SECTIONS)
    assert actions
    assert asked
    assert [clause for clause, times in asked.items() if times > 1] == []


@pytest.mark.parametrize(
    "clause",
    [
        "§1.1 新增一条",
        "§1.2 补一条，§1.1 不动",
        "在第 2.1 节末尾补一句",
        "其余不动",
        "§1.1、§1.2 都加",
    ],
)
def test_a_reader_answers_again_as_it_first_did(clause: str) -> None:
    lexicon = default_lexicon()
    reader = ClauseReader(lexicon, "inference")
    first = reader.refs_in(clause)
    assert first == clauses.refs_in(clause, lexicon, "inference")
    # The caller's list is its own: changing it changes no later answer.
    first.clear()
    assert reader.refs_in(clause) == clauses.refs_in(clause, lexicon, "inference")
