"""Deterministic benchmark data: a KB of N lines and an inbox of briefs, in a git repository.

The KB is the fixture KB with its chapters repeated and renumbered (bullets, tables,
numbered lists, fenced code) and a large §七. The briefs are the fixture briefs, each made
distinct: brief k carries its own date in its title line (`inference · E1 预消化简报(DATE)`)
and in its file name, and that date goes into every entry's provenance mark and the mails'
`Date:`, so no two briefs give the same patches. Nothing here is random: the same N gives
the same bytes."""

from __future__ import annotations

import datetime
import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIXTURE_KB = ROOT / "fixtures" / "kb" / "organized" / "knowledge" / "inference.md"
BRIEF_CASES = ["demo", "flat-daily", "flat-merge", "md-daily"]
FIRST_DAY = datetime.date(2026, 1, 1)
# The brief's date in its title line: `inference · E1 预消化简报(2026-11-04)`.
TITLE_DATE = re.compile(r"(E1 预消化简报\s*[(（])\d{4}-\d{2}-\d{2}")
KB_PATH = "organized/knowledge/inference.md"
GIT_ENV = {
    "GIT_AUTHOR_NAME": "bench",
    "GIT_AUTHOR_EMAIL": "bench@example.org",
    "GIT_AUTHOR_DATE": "2026-11-01T00:00:00+00:00",
    "GIT_COMMITTER_NAME": "bench",
    "GIT_COMMITTER_EMAIL": "bench@example.org",
    "GIT_COMMITTER_DATE": "2026-11-01T00:00:00+00:00",
}


def split_kb(text: str) -> tuple[str, list[str], str]:
    """(preamble, chapters 一…六 as text blocks, the §七 chapter)."""
    parts = re.split(r"(?m)^(?=## )", text)
    preamble, chapters = parts[0], parts[1:]
    citations = next(c for c in chapters if c.startswith("## 七"))
    body = [c for c in chapters if not c.startswith("## 七")]
    return preamble, body, citations


def renumber(chapter: str, number: int) -> str:
    """Give a copied chapter a new Arabic number and its sections matching keys."""
    chapter = re.sub(r"^## [一二三四五六七八九十]+、", f"## {number}. ", chapter, count=1)
    return re.sub(
        r"(?m)^(#{3,4}) \d+\.(\d+)", lambda m: f"{m.group(1)} {number}.{m.group(2)}", chapter
    )


def make_kb(lines: int) -> str:
    """A KB of about `lines` lines: the fixture's chapters, then copies, then a big §七."""
    preamble, chapters, citations = split_kb(FIXTURE_KB.read_text(encoding="utf-8"))
    citation_budget = max(lines // 10, 0)
    out = [preamble, *chapters]
    count = sum(block.count("\n") for block in out) + citations.count("\n")
    number = 8
    while count < lines - citation_budget:
        block = renumber(chapters[(number - 8) % len(chapters)], number)
        out.append(block)
        count += block.count("\n")
        number += 1
    chapters_made = max(number - 8, 1)
    extra = [
        f"- arXiv:29{n // 100000 % 100:02d}.{n % 100000:05d} — Synthetic Study {n}"
        f"（§{8 + n % chapters_made}.1）\n"
        for n in range(max(lines - count, 0))
    ]
    return "".join(out) + citations + "".join(extra)


def brief_date(index: int) -> str:
    """Brief k's own date: one day each, so every brief differs from every other."""
    return (FIRST_DAY + datetime.timedelta(days=index)).isoformat()


def make_brief(case: str, index: int) -> bytes:
    """A fixture brief with brief k's date in its title line (and so in every patch)."""
    # Plain utf-8, so that a BOM (md-daily has one) survives the round trip.
    text = (ROOT / "fixtures" / case / "brief.md").read_bytes().decode("utf-8")
    dated, count = TITLE_DATE.subn(lambda m: m.group(1) + brief_date(index), text, count=1)
    if count != 1:
        raise SystemExit(f"fixtures/{case}/brief.md: no dated title line")
    return dated.encode("utf-8")


def git(repo: Path, *args: str) -> None:
    import os

    subprocess.run(
        ["git", *args], cwd=repo, check=True, capture_output=True, env={**os.environ, **GIT_ENV}
    )


def make_repo(folder: Path, kb_lines: int, briefs: int) -> list[Path]:
    """A repository with the KB committed and `briefs` briefs in inbox/; returns the briefs."""
    folder.mkdir(parents=True, exist_ok=True)
    git(folder, "init", "-q", "-b", "main")
    kb = folder / KB_PATH
    kb.parent.mkdir(parents=True, exist_ok=True)
    kb.write_text(make_kb(kb_lines), encoding="utf-8")
    written: list[Path] = []
    for index in range(briefs):
        case = BRIEF_CASES[index % len(BRIEF_CASES)]
        analyst = ["tom", "jay", "spark", "ann"][index // len(BRIEF_CASES) % 4]
        path = folder / "inbox" / analyst / f"{brief_date(index)}-{index:03d}-inference-e1prep.md"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(make_brief(case, index))
        written.append(path)
    git(folder, "add", "-A")
    git(folder, "commit", "-q", "-m", "bench data")
    return written


if __name__ == "__main__":
    import sys

    target = Path(sys.argv[1])
    make_repo(target, int(sys.argv[2]), int(sys.argv[3]))
    print(target)
