"""A large KB (about 20,000 lines, with fences, front matter, CRLF and odd line breaks) reads
and patches as a small one does.

A text edited in place reads as one made afresh; blob ids and byte offsets of an edit match
the whole new text's, and its hunks apply with git; a search of a span finds what a search of
each line finds; the last block of a section is the one mistletoe finds. Then a batch of
distinct briefs against a big KB: every patch applies alone and together, checked by the fast
path alone, and its `index` line names the blob git makes."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kbpatch import verify
from kbpatch.hunks import diff_header, unified_diff
from kbpatch.kb import Kb, blob_id
from kbpatch.locate import (
    Block,
    Outline,
    Span,
    Text,
    _entry_tail,
    entry_tail,
    outline,
    own_body,
    part_span,
    resolve,
)
from kbpatch.models import Edit, SectionRef
from kbpatch.propose import Options, ProposeResult, find_briefs, propose_each
from kbpatch.render import line_ending

from .conftest import FIXTURE_KB, FIXTURES, KB_PATH, git, make_repo

# ---------------------------------------------------------------- big KBs


def big_kb(copies: int = 500) -> str:
    """The fixture KB's chapters repeated and renumbered: about 20,000 lines."""
    text = FIXTURE_KB.read_text(encoding="utf-8")
    preamble, *chapters = re.split(r"(?m)^(?=## )", text)
    out = [preamble, *chapters]
    for number in range(8, 8 + copies):
        chapter = chapters[number % len(chapters)]
        chapter = re.sub(r"^## [^\n]*", f"## {number}. 第 {number} 章", chapter, count=1)
        out.append(re.sub(r"(?m)^(#{3,4}) \d+\.(\d+)", rf"\1 {number}.\2", chapter))
    return "".join(out)


BIG = big_kb()
ODD_LINES = [
    "```python\n",
    "## 围栏里不是标题\n",
    "```\n",
    "~~~~\n",
    "# 也不是\n",
    "~~~\n",  # shorter than the opener: still inside
    "~~~~~\n",
    "   ### 缩进三格的标题\n",
    "    #### 缩进四格不是标题\n",
    "#不是标题\n",
    "####### 七个井号不是标题\n",
    "### 9.9 结尾有井号 ###\n",
]


def variants() -> dict[str, str]:
    odd = "".join(ODD_LINES)
    middle = len(BIG) // 2
    cut = BIG.index("\n## ", middle) + 1
    base = BIG[:cut] + odd + BIG[cut:]
    return {
        "plain": base,
        "front matter": "---\ntitle: x\n# 不是标题\n---\n" + base,
        "unclosed front matter": "---\ntitle: x\n" + base,
        "crlf": base.replace("\n", "\r\n"),
        "no final newline": base.rstrip("\n"),
        "unclosed fence at the end": base + "```\n## 围栏没关\n",
        "line separator inside a line": base.replace("说明", "说\u2028明", 3),
        "lone carriage return": base.replace("## 3", "x\r## 3", 1),
        "bom": "\ufeff" + base,
    }


VARIANTS = variants()


def test_outline_lookups_match_list_lookups() -> None:
    lines = VARIANTS["plain"].splitlines(keepends=True)
    headings = outline(lines)
    indexed = Outline(headings)
    for heading in headings[::7]:
        assert indexed.numbered(heading.key) == [h for h in headings if h.key == heading.key]
        inner = [h for h in headings if heading.start < h.start < heading.end]
        assert indexed.inside(heading) == inner
    assert list(indexed) == headings
    assert indexed[3:9] == headings[3:9]
    ref = SectionRef(key="5.3", raw="§5.3")
    assert resolve(indexed, ref) == resolve(headings, ref)


# ---------------------------------------------------------------- Text.replaced

POOL = [
    "- 一条\n",
    "\n",
    "普通的一行。\n",
    "### 8.8 新标题\n",
    "```\n",
    "---\n",
    "...\n",
    "  - 缩进\n",
    "带\u2028分隔\n",
    "行\r中\n",
    "没有换行",
    "crlf 行\r\n",
]
SMALL = FIXTURE_KB.read_text(encoding="utf-8")


@st.composite
def edit_sets(draw: st.DrawFn) -> tuple[str, list[Edit]]:
    """A text and a few edits against it, apart from one another, in any order."""
    text = draw(
        st.sampled_from(
            [SMALL, SMALL.replace("\n", "\r\n"), "---\nt: 1\n---\n" + SMALL, "---\nt: 1\n" + SMALL]
        )
    )
    count = len(text.splitlines())
    points = sorted(set(draw(st.lists(st.integers(0, count), min_size=1, max_size=8))))
    edits: list[Edit] = []
    for start, end in zip(points[::2], [*points[1::2], count][: len(points[::2])], strict=True):
        end = draw(st.integers(start, min(end, start + 3)))
        lines = draw(st.lists(st.sampled_from(POOL), max_size=3))
        # As render makes them: every line ends in a line break, but for the text's last.
        lines = [line if line.endswith(("\n", "\r")) else line + "\n" for line in lines]
        if end == count and lines and draw(st.booleans()):
            lines[-1] = lines[-1].rstrip("\r\n")
        edits.append(Edit(start=start, end=end, lines=tuple(lines)))
    return text, draw(st.permutations(edits))


def applied(lines: list[str], edits: list[Edit]) -> list[str]:
    out: list[str] = []
    done = 0
    for edit in sorted(edits, key=lambda e: e.start):
        out += [*lines[done : edit.start], *edit.lines]
        done = edit.end
    return out + lines[done:]


@settings(max_examples=300, deadline=None)
@given(case=edit_sets(), resplit=st.booleans())
def test_replaced_text_is_the_text_made_afresh(case: tuple[str, list[Edit]], resplit: bool) -> None:
    text, edits = case
    before = Text(text.splitlines(keepends=True), joined=text)
    after = before.replaced(edits, resplit=resplit)
    lines = applied(before.lines, edits)
    if resplit:
        lines = "".join(lines).splitlines(keepends=True)
    assert list(after.view) == lines and len(after.view) == len(lines)
    assert after.lines == lines
    assert list(after.outline) == outline(lines)
    assert after.eol == line_ending(lines)
    # Lookups on a moved outline find what they find on a fresh one.
    fresh = Outline(outline(lines))
    for heading in fresh[::5]:
        assert after.outline.numbered(heading.key) == fresh.numbered(heading.key)
        assert after.outline.inside(heading) == fresh.inside(heading)
    again = after.replaced(edits[:1] if edits and edits[0].end <= len(lines) else [])
    assert list(again.outline) == outline(again.lines)


# ---------------------------------------------------------------- bytes and blob ids


@pytest.fixture(scope="module")
def apply_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    repo = tmp_path_factory.mktemp("apply")
    git(repo, "init", "-q", ".")
    return repo


def hunks_of(kb: Kb, change: Edit, new: str) -> str:
    header = diff_header("kb.md", kb.blob, blob_id(new.encode()), kb.mode)
    start, end = kb.starts[change.start], kb.starts[change.end]
    return unified_diff(kb, start, end, "".join(change.lines), header).text


def assert_applies(repo: Path, old: str, new: str, diff: str) -> None:
    target = repo / "kb.md"
    target.write_bytes(old.encode())
    git(repo, "apply", "--whitespace=nowarn", "-", input=diff.encode())
    assert target.read_bytes() == new.encode()


@pytest.mark.parametrize("name", list(VARIANTS))
def test_blob_ids_bytes_and_hunks_of_an_edit_match_the_whole_new_text(
    apply_dir: Path, name: str
) -> None:
    text = VARIANTS[name]
    head = Kb(text)
    lines = head.view.lines
    for start, end, middle in (
        (0, 0, ("新的开头\n",)),
        (5, 6, ()),
        (len(lines) // 2, len(lines) // 2 + 1, ("改了\u2028一行\n", "又一行\n")),
        (len(lines) - 1, len(lines), ("最后\n", "没有换行")),
    ):
        change = Edit(start=start, end=end, lines=middle)
        new = "".join(lines[:start]) + "".join(middle) + "".join(lines[end:])
        for object_format in ("sha1", "sha256"):
            expected = blob_id(new.encode(), object_format)
            assert head.blob_after(change, object_format) == expected
        byte_start, byte_end, middle_bytes = head.byte_change(change)
        assert head.data[:byte_start] + middle_bytes + head.data[byte_end:] == new.encode()
        assert_applies(apply_dir, text, new, hunks_of(head, change, new))


# ---------------------------------------------------------------- searches and the tail cache


@pytest.mark.parametrize("name", ["plain", "crlf", "line separator inside a line"])
def test_one_search_of_a_span_finds_the_line_a_search_of_each_finds(name: str) -> None:
    lines = VARIANTS[name].splitlines(keepends=True)
    span = Span(start=10, end=len(lines) - 10, title="")
    for needles in (
        ["2610.19522"],
        ["not there", "vLLM"],
        ["说明", "arXiv:"],
        ["no such thing"],
        [""],
    ):
        expected = next(
            (i for i in range(span.start, span.end) if any(n in lines[i] for n in needles)),
            None,
        )
        assert Block(lines, span).first_with(needles) == expected


def test_cached_tails_are_the_tails_mistletoe_gives() -> None:
    lines = BIG.splitlines(keepends=True)
    headings = outline(lines)
    for heading in headings[::9]:
        span = Span(start=heading.start + 1, end=heading.end, title=heading.text)
        tail = entry_tail(lines, span)
        fresh = _entry_tail.__wrapped__(tuple(lines[span.start : span.end]))
        assert tail.after == span.start + fresh.after
        assert tail == entry_tail(lines, span)
        assert tail.after < own_body(lines, span).end
        if heading.key == "1.1":
            part = part_span(lines, headings, heading, "新 entrants")
            assert entry_tail(lines, part).after < part.end


# ---------------------------------------------------------------- a batch on a big KB

BRIEF_CASES = ["demo", "flat-daily", "flat-merge", "md-daily", "unresolved"]
TITLE_DATE = re.compile(r"(E1 预消化简报\s*[(（])\d{4}-\d{2}-\d{2}")


def test_a_batch_on_a_big_kb_applies_alone_and_together(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    repo = make_repo(tmp_path / "big", BIG.encode())
    for index in range(10):
        case = BRIEF_CASES[index % len(BRIEF_CASES)]
        text = (FIXTURES / case / "brief.md").read_text(encoding="utf-8")
        # Distinct briefs: each its own date, so its own provenance marks and mails.
        day = f"2026-03-{index + 1:02d}"
        dated = TITLE_DATE.sub(lambda m, day=day: m.group(1) + day, text, count=1)
        repo.write(f"inbox/p{index}/{day}-inference-e1prep.md", dated.encode())
    repo.commit("briefs")
    slow: list[str] = []
    original = verify._slow_check

    def counting(scratch: verify.Scratch, one: verify.SeriesCheck) -> object:
        slow.append(one.kb.path)
        return original(scratch, one)

    monkeypatch.setattr(verify, "_slow_check", counting)
    briefs, errors, _ = find_briefs([repo.root / "inbox"])
    assert errors == [] and len(briefs) == 10
    runs = list(propose_each(briefs, Options()))
    results = [run.result for run in runs if isinstance(run.result, ProposeResult)]
    assert len(results) == 10
    assert slow == []  # the fast path vouched for every patch
    mails = {patch.text for result in results for patch in result.proposal.patches}
    assert len(mails) == sum(len(result.proposal.patches) for result in results) > 30
    for result in results:
        folder = result.output
        recommended = sorted(str(p) for p in folder.glob("*.patch"))
        for patch in recommended + sorted(str(p) for p in folder.glob("alternatives/*.patch")):
            git(repo.root, "apply", "--check", patch)
        if recommended:
            git(repo.root, "apply", "--check", *recommended)
        # The `index` line names the blob git makes of the patched KB.
        kb = (repo.root / KB_PATH).read_bytes()
        for patch in result.proposal.patches:
            assert f"\nindex {patch.old_blob}..{patch.new_blob} " in patch.diff
            start, end, middle = Kb(kb.decode()).byte_change(patch.change)
            made = git(repo.root, "hash-object", "--stdin", input=kb[:start] + middle + kb[end:])
            assert made.strip() == patch.new_blob


@settings(
    max_examples=10,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(at=st.integers(0, len(BIG.splitlines()) - 1))
def test_an_entry_inserted_anywhere_in_a_large_kb_applies(apply_dir: Path, at: int) -> None:
    head = Kb(BIG)
    lines = head.view.lines
    change = Edit(start=at, end=at, lines=("- 新条目 arXiv:2611.00001\n",))
    new = "".join(lines[:at]) + "".join(change.lines) + "".join(lines[at:])
    assert head.blob_after(change, "sha1") == blob_id(new.encode())
    assert_applies(apply_dir, BIG, new, hunks_of(head, change, new))
