"""The lexicon is data: lexicon.toml ships the phrases, a team's `.kbpatch.toml` adds its own."""

from __future__ import annotations

import pytest

from kbpatch.errors import BadInput
from kbpatch.models import ActionKind, Status
from kbpatch.parse import parse_brief
from kbpatch.propose import Options, propose
from kbpatch.reading import default_lexicon, lexicon_from_text, plan

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


def test_a_team_phrase_is_plain_text_not_a_pattern() -> None:
    lexicon = lexicon_from_text('[verbs.add]\nphrases = ["(收+)+编"]\n')
    assert lexicon.verbs["add"].search("§5.3 (收+)+编 FlowCache")
    assert not lexicon.verbs["add"].search("收收收编")
