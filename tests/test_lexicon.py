"""The lexicon is data: lexicon.toml ships the phrases, a team's `.kbpatch.toml` adds its own."""

from __future__ import annotations

import pytest

from kbpatch.errors import BadInput
from kbpatch.models import ActionKind, Status
from kbpatch.parse import parse_brief
from kbpatch.propose import Options, propose
from kbpatch.reading import default_lexicon, lexicon_from_text, plan
from kbpatch.reading.clauses import refs_in

from .conftest import KbRepoFixture

BRIEF = (
    "inference · E1 预消化简报(2026-12-03)\n\n一、今日 inference 主题的重要增量（1 条）\n\n"
    "条目 1：FlowCache —— 按会话冷热分层的前缀缓存（arXiv:2612.00101）\n\n"
    "  • 来源：organized/paper_cards/2001-2612-00101.md\n"
    "  • 要点：把会话分成三档，热档常驻显存。\n"
    "  • 建议归入：§5.3 收编 FlowCache。\n"
)
TEAM = '[verbs.add]\nphrases = ["收编"]\n'


def kinds(lexicon_text: str) -> list[ActionKind]:
    lexicon = lexicon_from_text(lexicon_text)
    return [a.kind for a in plan(parse_brief(BRIEF), lexicon)]


def test_a_verb_the_lexicon_lacks_is_not_understood() -> None:
    assert kinds("") == [ActionKind.NOT_UNDERSTOOD]


def test_a_team_phrase_adds_to_the_shipped_ones() -> None:
    assert kinds(TEAM) == [ActionKind.ADD_ENTRY]
    # The shipped phrases still read: the team's file adds, never replaces.
    lexicon = lexicon_from_text(TEAM)
    assert lexicon.verbs["add"].search("新增一条")
    assert set(default_lexicon().words["verbs.add"]) < set(lexicon.words["verbs.add"])


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("[verbs.add\n", "not valid TOML"),
        ("[verbs.add]\nphrases = [1]\n", "docs/reading.md"),
        ('[verbs.ad]\nphrases = ["x"]\n', "unknown table"),
    ],
)
def test_a_broken_team_file_is_bad_input(text: str, words: str) -> None:
    with pytest.raises(BadInput, match=words):
        lexicon_from_text(text, ".kbpatch.toml")


def test_propose_reads_the_team_file_at_the_repository_root(kb_repo: KbRepoFixture) -> None:
    brief = kb_repo.add_brief(BRIEF.encode())
    before = propose(brief, Options(dry_run=True))
    assert [o.status for o in before.proposal.outcomes] == [Status.NOT_UNDERSTOOD]
    assert before.proposal.return_code == 1
    kb_repo.write(".kbpatch.toml", TEAM.encode())
    kb_repo.commit("team phrases")
    after = propose(brief, Options(dry_run=True))
    assert [o.status for o in after.proposal.outcomes] == [Status.PROPOSED]
    assert after.proposal.return_code == 0


def test_a_team_file_saved_with_a_byte_order_mark_is_read(kb_repo: KbRepoFixture) -> None:
    brief = kb_repo.add_brief(BRIEF.encode())
    kb_repo.write(".kbpatch.toml", "\ufeff".encode() + TEAM.encode())
    kb_repo.commit("team phrases, saved by an editor that writes a BOM")
    done = propose(brief, Options(dry_run=True))
    assert [o.status for o in done.proposal.outcomes] == [Status.PROPOSED]


def test_a_team_phrase_is_plain_text_not_a_pattern() -> None:
    lexicon = lexicon_from_text('[verbs.add]\nphrases = ["(收+)+编"]\n')
    assert lexicon.verbs["add"].search("§5.3 (收+)+编 FlowCache")
    assert not lexicon.verbs["add"].search("收收收编")


def test_words_between_a_negation_and_its_verb_are_lexicon_data() -> None:
    shipped = default_lexicon().negated
    assert (
        shipped.search("§5.3 本轮不动") and shipped.search("无需再写") and shipped.search("不要动")
    )
    assert shipped.search("§5.3 不这周动") is None
    team = lexicon_from_text('[negation]\nbetween = ["这周"]\n').negated
    assert team.search("§5.3 不这周动") and team.search("无需再写")


def test_the_verb_before_a_questions_leads_is_lexicon_data() -> None:
    said = "记上 ShardKV 与 RingKV 作线索"
    shipped = default_lexicon().leads.search(said)
    assert shipped is not None and shipped.group("leads") == "记上 ShardKV 与 RingKV"
    hung = default_lexicon().leads.search("挂上 A 作线索")
    assert hung is not None and hung.group("leads") == "A"
    team = lexicon_from_text('[modifiers]\nlead_verbs = ["记上"]\n').leads.search(said)
    assert team is not None and team.group("leads") == "ShardKV 与 RingKV"


def test_the_words_asking_for_a_short_entry_are_lexicon_data() -> None:
    shipped = default_lexicon().short_forms
    assert all(shipped.search(f"§5.3 新增{word}") for word in ("一行", "小注", "跨主题注"))
    assert shipped.search("§5.3 新增一笔") is None
    assert lexicon_from_text('[modifiers]\nshort_forms = ["一笔"]\n').short_forms.search("新增一笔")


def test_the_words_that_make_later_sections_references_are_lexicon_data() -> None:
    clause = "§5.3 新增一条 FlowCache，另见 §2.2"
    keys = [ref.ref.key for ref in refs_in(clause, default_lexicon(), "")]
    assert keys == ["5.3", "2.2"]
    assert [r.ref.key for r in refs_in("§5.3 新增，交叉引用 §2.2", default_lexicon(), "")] == [
        "5.3"
    ]
    # 对照组 is a control group: the section after it is still a place.
    assert len(refs_in("§5.3 的对照组 §2.2", default_lexicon(), "")) == 2
    team = lexicon_from_text('[context]\ncross_reference = ["另见"]\n')
    assert [ref.ref.key for ref in refs_in(clause, team, "")] == ["5.3"]
