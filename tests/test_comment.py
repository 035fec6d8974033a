"""`--format markdown`: one pull-request comment that renders as GitHub-flavoured markdown
(CJK, ⭐, pipes and all), whose commands apply the patches, and that stays under GitHub's
limit by cutting diffs, never a table."""

from __future__ import annotations

import html
import re
import shlex
from dataclasses import replace
from html.parser import HTMLParser
from pathlib import Path

import mistletoe
from click.testing import CliRunner

from kbpatch.cli import cli
from kbpatch.comment import BUDGET, GITHUB_LIMIT, Added, added_lines, comment_body, length
from kbpatch.models import BriefError, Proposal
from kbpatch.propose import Options, propose

from .conftest import FIXTURE_KB, FIXTURES, KbRepoFixture, git, make_repo

BRIEF = "inbox/tom/2026-11-04-inference-e1prep.md"


class Rendered(HTMLParser):
    """The parts of the rendered HTML a reviewer sees: table rows (of the summary tables, and
    of the previews in block quotes), list items of previews, code blocks, details."""

    def __init__(self, markup: str) -> None:
        super().__init__(convert_charrefs=True)
        self.rows: list[list[str]] = []
        self.preview_rows: list[list[str]] = []
        self.preview_items: list[str] = []
        self.code: list[tuple[str, str]] = []  # (language, text)
        self.details = 0
        self._quoted = 0
        self._cell: list[str] | None = None
        self._item: list[str] | None = None
        self._code: tuple[str, list[str]] | None = None
        self.feed(markup)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "blockquote":
            self._quoted += 1
        elif tag == "li" and self._quoted:
            self._item = []
        elif tag == "tr":
            (self.preview_rows if self._quoted else self.rows).append([])
        elif tag in ("td", "th"):
            self._cell = []
        elif tag == "code" and self._cell is None:
            language = dict(attrs).get("class") or ""
            self._code = (language.removeprefix("language-"), [])
        elif tag == "details":
            self.details += 1

    def handle_endtag(self, tag: str) -> None:
        if tag == "blockquote":
            self._quoted -= 1
        elif tag == "li" and self._item is not None:
            self.preview_items.append("".join(self._item).strip())
            self._item = None
        elif tag in ("td", "th") and self._cell is not None:
            (self.preview_rows if self._quoted else self.rows)[-1].append("".join(self._cell))
            self._cell = None
        elif tag == "code" and self._code is not None:
            self.code.append((self._code[0], "".join(self._code[1])))
            self._code = None

    def handle_data(self, data: str) -> None:
        if self._item is not None:
            self._item.append(data)
        if self._cell is not None:
            self._cell.append(data)
        elif self._code is not None:
            self._code[1].append(data)


def render(body: str) -> Rendered:
    return Rendered(mistletoe.markdown(body))


def proposal_for(repo: KbRepoFixture, case: str, name: str = BRIEF) -> Proposal:
    brief = repo.add_brief((FIXTURES / case / "brief.md").read_bytes(), name)
    return propose(brief, Options(dry_run=True)).proposal


def test_renders_table_notes_diffs_and_commands(kb_repo: KbRepoFixture) -> None:
    proposal = proposal_for(kb_repo, "flat-daily")
    body = comment_body([proposal])
    assert body.startswith("<!-- kbpatch -->\n")
    page = render(body)
    assert page.rows[0] == ["", "Section", "What", "Status"]
    assert len(page.rows) == 1 + len(proposal.outcomes)
    assert all(len(row) == 4 for row in page.rows)
    assert page.details == len(proposal.patches)
    diffs = [text for language, text in page.code if language == "diff"]
    assert diffs == [patch.diff for patch in proposal.patches]
    notes = [text for language, text in page.code if language == "text"]
    assert all(note.startswith("A0") for note in notes)
    assert "⭐" in body or "⭐" not in "".join(p.diff for p in proposal.patches)
    assert "新 entrants" in "".join(row[1] for row in page.rows)


def test_cjk_star_pipes_and_markup_in_a_cell_show_as_written(kb_repo: KbRepoFixture) -> None:
    proposal = proposal_for(kb_repo, "unresolved")
    tricky = "见 | 表格 ⭐ 245⭐ <b>粗</b> *星* _下_ `码` [链](x) \\ & 《书》"
    outcomes = list(proposal.outcomes)
    outcomes[0] = replace(outcomes[0], reason=tricky)
    page = render(comment_body([replace(proposal, outcomes=tuple(outcomes))]))
    assert all(len(row) == 4 for row in page.rows)
    assert page.rows[1][3] == f"unresolved: {tricky}"
    # The real reason of A04 holds a whole table row of the KB, pipes and ⭐ included.
    a04 = page.rows[4]
    assert a04[0] == "A04"
    assert "| 本轮复采 243⭐ / 周增 +14 |" in a04[3]


def test_a_diff_holding_a_code_fence_gets_a_longer_fence(kb_repo: KbRepoFixture) -> None:
    proposal = proposal_for(kb_repo, "demo")
    fenced = proposal.patches[0].diff + " ```python\n+````\n"
    patches = (replace(proposal.patches[0], diff=fenced), *proposal.patches[1:])
    body = comment_body([replace(proposal, patches=patches)])
    assert "\n`````diff\n" in body
    page = render(body)
    assert next(text for language, text in page.code if language == "diff") == fenced


def test_apply_commands_apply(kb_repo: KbRepoFixture) -> None:
    brief = kb_repo.add_brief((FIXTURES / "flat-merge" / "brief.md").read_bytes(), BRIEF)
    result = CliRunner().invoke(cli, ["propose", str(brief), "--format", "markdown"])
    assert result.exit_code == 0, result.stderr
    scripts = [text for language, text in render(result.stdout).code if language == "sh"]
    assert len(scripts) == 8  # seven recommended patches and one alternative
    for script in scripts:
        apply = shlex.split(script.splitlines()[0])
        assert apply[:2] == ["git", "apply"]
        git(kb_repo.root, "apply", "--check", *apply[2:])
        assert "git am " in script and "--keep-cr" not in script


def test_crlf_kb_says_keep_cr_and_shows_no_carriage_returns(tmp_path: Path) -> None:
    repo = make_repo(tmp_path / "crlf", FIXTURE_KB.read_bytes().replace(b"\n", b"\r\n"))
    body = comment_body([proposal_for(repo, "demo")])
    assert "\r" not in body
    scripts = [text for language, text in render(body).code if language == "sh"]
    assert len(scripts) == 2
    assert all("\ngit am --keep-cr inbox/" in script for script in scripts)


def test_cut_diffs_to_the_budget_but_never_a_table(kb_repo: KbRepoFixture) -> None:
    proposal = proposal_for(kb_repo, "flat-merge")
    whole = comment_body([proposal])
    budget = length(whole) - 2000
    body = comment_body([proposal], budget=budget)
    assert length(body) <= budget
    assert "GitHub's 65,536-character comment limit" in body
    assert "more diff line(s) not shown" in body
    page = render(body)
    assert len(page.rows) == 1 + len(proposal.outcomes)
    assert page.details == len(proposal.patches)
    # As little as possible is cut: one more line each would not fit.
    shown = max(len(text.splitlines()) for language, text in page.code if language == "diff")
    assert f"at most its first {shown} lines" in body


def test_a_run_too_big_for_one_comment(kb_repo: KbRepoFixture) -> None:
    proposal = proposal_for(kb_repo, "flat-merge")
    rows = 1 + len(proposal.outcomes)
    error = BriefError(brief="inbox/x.md", error="the brief is empty", exit_code=2)
    # Four briefs' worth: over GitHub's limit when whole; the diffs are cut.
    four: list[Proposal | BriefError] = [*[proposal] * 4, error]
    assert length(comment_body(four, budget=10**9)) > GITHUB_LIMIT
    body = comment_body(four)
    assert length(body) <= BUDGET < GITHUB_LIMIT
    page = render(body)
    assert len(page.rows) == 4 * rows
    assert page.details == 4 * len(proposal.patches)
    # The previews outrank the diffs: the diffs go first, the previews stay.
    assert "**Truncated** to stay under GitHub's 65,536-character comment limit" in body
    # How much of each diff stays depends on the entries' length; a cut is said either way.
    assert "each diff shows at most" in body or "the diffs are left out" in body
    assert len(page.preview_items) == 4 * len(render(comment_body([proposal])).preview_items)
    assert "**error** (exit 2): the brief is empty" in body
    # Eight: not even the notes fit; each patch keeps its summary line and commands.
    eight: list[Proposal | BriefError] = [proposal] * 8
    body = comment_body(eight)
    assert length(body) <= BUDGET
    assert "the diffs, the notes and the previews are left out" in body
    page = render(body)
    assert len(page.rows) == 8 * rows
    assert page.details == 8 * len(proposal.patches)
    assert [language for language, _ in page.code if language] == ["sh"] * page.details
    # Tables alone over the budget: the patches go, the tables stay whole, and it says so.
    tables_only = comment_body(eight, budget=20_000)
    assert "the patches are left out" in tables_only
    assert len(render(tables_only).rows) == 8 * rows
    assert render(tables_only).details == 0


def test_length_counts_as_github_does() -> None:
    assert length("中文⭐") == 3
    assert length("🚀") == 2  # outside the BMP: two UTF-16 units


def test_text_in_summaries_is_escaped(kb_repo: KbRepoFixture) -> None:
    proposal = proposal_for(kb_repo, "demo")
    body = comment_body([proposal])
    summaries = re.findall(r"<summary>(.*)</summary>", body)
    assert len(summaries) == 2
    assert all("<" not in html.unescape(re.sub(r"</?code>", "", s)) for s in summaries)


def test_rows_a_patch_puts_in_a_table_show_under_the_tables_header(
    kb_repo: KbRepoFixture,
) -> None:
    proposal = proposal_for(kb_repo, "flat-merge")
    body = comment_body([proposal])
    table_patch = next(p for p in proposal.patches if "-s1.6-" in p.name)
    # The preview comes above the patch's collapsed diff.
    at = body.index(f"`{table_patch.name}`, as the KB will show it:")
    assert at < body.index(f"<summary><code>{table_patch.name}</code>")
    page = render(body)
    # The new row (this patch) and the changed row (the new count, a patch of its own), each
    # under the table's header, whole and in their columns.
    header = ["项目", "定位", "热度（⭐）", "来源"]
    assert [row[0] for row in page.preview_rows] == [
        header[0],
        "vectorsmith/kvtrace",
        header[0],
        "recursive-oss/rec",
    ]
    added, changed = page.preview_rows[1], page.preview_rows[3]
    assert page.preview_rows[0] == page.preview_rows[2] == header
    assert len(added) == len(changed) == 4
    assert added[2].startswith("612⭐") and "245⭐" in changed[2]


def test_a_new_list_entry_shows_rendered_above_its_diff(kb_repo: KbRepoFixture) -> None:
    proposal = proposal_for(kb_repo, "flat-merge")
    body = comment_body([proposal])
    items = render(body).preview_items
    # Bold titles render as bold (no asterisks left), one item per new entry.
    assert items[0].startswith("QuantRouter（arXiv:2611.00482）：")
    assert any(item.startswith("Retrieve or Commit（arXiv:2610.40915") for item in items)
    assert not any("**" in item for item in items)
    # An open question keeps its number: the list starts there.
    assert '<ol start="32">' in mistletoe.markdown(body)


def test_a_preview_that_could_break_the_comment_is_left_out(kb_repo: KbRepoFixture) -> None:
    proposal = proposal_for(kb_repo, "demo")
    first = proposal.patches[0]
    added = next(line for line in first.diff.splitlines() if line.startswith("+- "))
    for breaker in ("```", "<!--", "</details>"):
        diff = first.diff.replace(added, added + breaker)
        patches = (replace(first, diff=diff), *proposal.patches[1:])
        body = comment_body([replace(proposal, patches=patches)])
        assert f"`{first.name}`, as the KB will show it" not in body
        page = render(body)
        assert page.details == len(proposal.patches)
        assert len(page.rows) == 1 + len(proposal.outcomes)


def test_added_lines_are_placed_in_the_old_text() -> None:
    diff = (
        "diff --git a/kb.md b/kb.md\n--- a/kb.md\n+++ b/kb.md\n"
        "@@ -2,3 +2,4 @@\n a\n-b\n+B\n c\n+d\n"
        "@@ -9,0 +11 @@\n+e\n"
    )
    assert added_lines(diff) == [
        Added(at=3, text="B", replaces=True),
        Added(at=4, text="d", replaces=False),
        Added(at=9, text="e", replaces=False),
    ]
