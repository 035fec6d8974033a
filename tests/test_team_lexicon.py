"""A team's `.kbpatch.toml` reaches every list of the lexicon it may extend, read as the
shipped words of that list are: through `kbpatch propose` in a real repository, and for each
list of lexicon.toml, as plain text escaped once."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from kbpatch.reading.lexicon import Lexicon, _base_data, lexicon_from_text

from .conftest import applied_kb, invoke, make_repo

KB = """\
# inference 活文档

## 一、缓存

### 1.1 前缀缓存

- **PageShare**：按页共享 KV，命中率 35%。
- **ColdSpill**：冷块写回主机内存。

### 1.2 趋势

- 前缀共享成为引擎默认。
"""
BRIEF_PATH = "inbox/kim/2026-12-11-inference-e1prep.md"
TEAM_PARTICLES = '[values]\nclosing_particles = ["就成", "为佳", "便妥", "就齐活"]\n'


def brief(suggestion: str) -> str:
    return (
        "# inference · E1 预消化简报（2026-12-11）\n\n## 一、今日条目（1 条）\n\n"
        "### 条目 1：PageShare 复测 —— 命中率更高（arXiv:2612.60031）\n\n"
        "- **来源**：organized/paper_cards/6003-2612-60031.md\n"
        "- **要点**：长会话下命中率升到 40%。\n"
        f"- **建议归入**：{suggestion}\n"
    )


PARTICLE_REQUESTS = [
    "§1.1 PageShare 一条：35% → 40% 就成。",
    "§1.1 PageShare 一条：命中率 35% → 40% 为佳。",
    "§1.1 PageShare 一条，35% 改为 40%便妥。",
    "§1.1 PageShare 一条，从 35% 改为 40%就齐活。",
]


@pytest.mark.parametrize("suggestion", PARTICLE_REQUESTS)
def test_a_teams_closing_particle_is_no_part_of_the_new_value(
    tmp_path: Path, suggestion: str
) -> None:
    after = applied_kb(tmp_path, KB, brief(suggestion), BRIEF_PATH, team=TEAM_PARTICLES)
    assert "- **PageShare**：按页共享 KV，命中率 40%。\n" in after, after


@pytest.mark.parametrize("suggestion", PARTICLE_REQUESTS)
def test_without_the_teams_file_its_particle_is_not_cut_from_the_value(
    tmp_path: Path, suggestion: str
) -> None:
    repo = make_repo(tmp_path / "kb", KB.encode("utf-8"))
    repo.add_brief(brief(suggestion).encode("utf-8"), BRIEF_PATH)
    _, out, err = invoke("propose", "--dry-run", str(repo.root / BRIEF_PATH))
    assert "命中率 40%。" not in out, out + err


# A word no list of the shipped lexicon holds, with a character a pattern reads otherwise.
WORD = "甲.乙"
# A word that holds a negation word and negates nothing is read around that negation word
# (`(?<=甲\.)不`): its words before it are what must come through escaped once.
WORDS = {("negation", "not_negations"): ("甲.不", "甲.")}


def lists_of(data: dict[str, Any], path: tuple[str, ...] = ()) -> list[tuple[str, ...]]:
    """The path of each list of phrases or words in the lexicon's tables."""
    found: list[tuple[str, ...]] = []
    for key, value in data.items():
        if isinstance(value, dict):
            found += lists_of(value, (*path, key))
        elif isinstance(value, list):
            found.append((*path, key))
    return found


def patterns_of(lexicon: Lexicon) -> list[str]:
    found: list[str] = []
    for value in vars(lexicon).values():
        # A dict of patterns by meaning, a tuple of forms read one by one, or one pattern.
        forms = value.values() if isinstance(value, dict) else value
        for pattern in forms if isinstance(value, (dict, tuple)) else [value]:
            if isinstance(pattern, re.Pattern):
                found.append(pattern.pattern)
    return found


# Lists of characters read one for one (str.translate), not phrases of a pattern.
CHARACTER_LISTS = {("script", "folds")}


@pytest.mark.parametrize(
    "path", [p for p in lists_of(_base_data()) if p not in CHARACTER_LISTS], ids=".".join
)
def test_a_teams_word_reaches_each_list_as_plain_text_escaped_once(path: tuple[str, ...]) -> None:
    *tables, key = path
    word, read = WORDS.get(path, (WORD, WORD))
    team = f'[{".".join(tables)}]\n{key} = ["{word}"]\n'
    patterns = patterns_of(lexicon_from_text(team))
    once = re.escape(read)
    assert any(once in p for p in patterns), f"{'.'.join(path)}: the team's word is not read"
    assert not any(re.escape(once) in p for p in patterns), f"{'.'.join(path)}: escaped twice"
    assert not any(read in p for p in patterns), f"{'.'.join(path)}: read as a pattern"


def test_a_teams_fold_reads_its_characters_as_the_lexicons() -> None:
    # `劄` is read as `札`, `.` stays a full stop: pairs of characters, no pattern.
    lexicon = lexicon_from_text('[script]\nfolds = ["劄札.。"]\n')
    assert "劄記.條".translate(lexicon.fold) == "札记。条"
