"""Hunks built from a change (kbpatch.hunks) against real git: they apply and give the new
text, name paths and headings as git does, and match git's own bytes where nothing can slide."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from unidiff.patch import PatchSet

from kbpatch.hunks import NO_NEWLINE, diff_header, quote_path, split_at_newlines, unified_diff
from kbpatch.kb import Kb, blob_id, blob_id_of_change
from kbpatch.models import Edit

from .conftest import git_bytes, make_diff


def git(cwd: Path, *args: str, stdin: bytes | None = None) -> bytes:
    return git_bytes(cwd, *args, stdin=stdin)


def init_repo(path: Path, object_format: str = "sha1") -> Path:
    """Create a repository whose *.md files use git's markdown diff driver."""
    path.mkdir(parents=True, exist_ok=True)
    git(path, "init", "-q", f"--object-format={object_format}", ".")
    (path / ".gitattributes").write_text("*.md diff=markdown\n")
    git(path, "add", ".gitattributes")
    git(path, "commit", "-q", "-m", "attributes")
    return path


def real_git_diff(repo: Path, name: str, old: str, new: str, *options: str) -> bytes:
    """Return what `git diff --full-index` prints for `name` going from `old` to `new`."""
    target = repo / name
    target.write_bytes(old.encode())
    git(repo, "add", "--", name)
    target.write_bytes(new.encode())
    return git(repo, "-c", "core.quotePath=true", "diff", "--full-index", *options, "--", name)


def our_diff(name: str, old: str, new: str, object_format: str = "sha1") -> str:
    return make_diff(old, new, name, object_format).text


def apply_cached_check(repo: Path, patch: str) -> None:
    """Assert that `git apply --check --cached` accepts `patch` against the index."""
    git(repo, "apply", "--check", "--cached", "-", stdin=patch.encode())


def applies_and_gives_new(repo: Path, name: str, old: str, new: str, diff: str) -> None:
    """`git apply` takes `diff` on a file holding `old`, and leaves `new` there."""
    target = repo / name
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(old.encode())
    git(repo, "apply", "--whitespace=nowarn", "-", stdin=diff.encode())
    assert target.read_bytes() == new.encode()
    assert len(PatchSet(diff)) == 1


@pytest.fixture(scope="module")
def repo(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    yield init_repo(tmp_path_factory.mktemp("diffrepo"))


def numbered(n: int, fmt: str = "line {}\n") -> list[str]:
    return [fmt.format(i) for i in range(1, n + 1)]


BASE = numbered(30)
KB = (
    "# 知识库\n\n"
    "## 1 概览\n\n"
    "- 条目 A\n- 条目 B\n\n"
    "## 2 方法\n\n"
    "### 2.1 评测\n\n"
    "文本一。\n文本二。\n文本三。\n文本四。\n文本五。\n\n"
    "### 2.2 数据\n\n"
    "- 数据集 X：共 120 条\n- 数据集 Y：共 45 条\n\n"
    "## 3 开放问题\n\n"
    "1. 问题一\n2. 问题二\n"
)


def replace(lines: list[str], index: int, text: str) -> list[str]:
    out = list(lines)
    out[index] = text
    return out


def insert(lines: list[str], index: int, new: list[str]) -> list[str]:
    return lines[:index] + new + lines[index:]


CASES: dict[str, tuple[str, str]] = {
    "insert at start": ("".join(BASE), "".join(insert(BASE, 0, ["new\n"]))),
    "insert in middle": ("".join(BASE), "".join(insert(BASE, 15, ["new 1\n", "new 2\n"]))),
    "insert at end": ("".join(BASE), "".join([*BASE, "new\n"])),
    "replace one line": ("".join(BASE), "".join(replace(BASE, 10, "changed\n"))),
    "delete one line": ("".join(BASE), "".join(BASE[:5] + BASE[6:])),
    "two separate changes": (
        "".join(BASE),
        "".join(replace(replace(BASE, 3, "x\n"), 25, "y\n")),
    ),
    "changes 6 apart share a hunk": (
        "".join(BASE),
        "".join(replace(replace(BASE, 5, "x\n"), 12, "y\n")),
    ),
    "changes 7 apart get two hunks": (
        "".join(BASE),
        "".join(replace(replace(BASE, 5, "x\n"), 13, "y\n")),
    ),
    "no final newline in old": ("a\nb\nc", "a\nb\nc\n"),
    "no final newline in new": ("a\nb\nc\n", "a\nb\nc"),
    "no final newline in both, last line changed": ("a\nb\nc", "a\nb\nC"),
    "no final newline in both, last line is context": ("a\nb\nc\nd", "a\nB\nc\nd"),
    "insert before a last line without newline": ("a\nb", "a\nnew\nb"),
    "append after a last line without newline": ("a\nb", "a\nb\nc"),
    "CRLF file": (
        "".join(line.replace("\n", "\r\n") for line in BASE),
        "".join(line.replace("\n", "\r\n") for line in insert(BASE, 12, ["new\n"])),
    ),
    "CRLF file without final newline": ("a\r\nb\r\nc", "a\r\nB\r\nc"),
    "lone CR and form feed stay inside a line": ("a\rb\nc\x0cd\ne\n", "a\rb\nc\x0cD\ne\n"),
    "trailing spaces": ("a  \nb \t\nc \n", "a  \nb \t\nnew  \nc \n"),
    "BOM": ("\ufeff# 标题\n\n正文\n", "\ufeff# 标题\n\n正文\n新增\n"),
    "empty old file": ("", "a\nb\n"),
    "everything deleted": ("a\nb\n", ""),
    "whole file replaced": ("a\nb\n", "c\nd\ne\n"),
    "CJK lines": (KB, KB.replace("文本三。\n", "文本三（已更新）。\n")),
    "CJK heading as funcname": (KB, KB.replace("- 数据集 Y：共 45 条\n", "- 数据集 Y：共 46 条\n")),
    "entry appended to a section": (
        KB,
        KB.replace("- 条目 B\n", "- 条目 B\n- 条目 C：新加的\n"),
    ),
    "new subsection with blank lines (indent heuristic)": (
        KB,
        KB.replace("\n## 3 开放问题", "\n### 2.3 新小节\n\n正文。\n\n## 3 开放问题"),
    ),
    "two hunks with different funcnames": (
        KB,
        KB.replace("文本一。", "文本一（改）。").replace("2. 问题二\n", "2. 问题二\n3. 问题三\n"),
    ),
    "second hunk keeps the first hunk's funcname": (
        "## A\n" + "".join(BASE),
        "## A\n" + "".join(replace(replace(BASE, 8, "x\n"), 25, "y\n")),
    ),
    "indented and tab heading variants": (
        "   ### three spaces\n" + "".join(BASE[:8]) + "#\tTab heading  \n" + "".join(BASE[8:20]),
        "   ### three spaces\n"
        + "".join(replace(BASE[:8], 6, "x\n"))
        + "#\tTab heading  \n"
        + "".join(replace(BASE[8:20], 9, "y\n")),
    ),
    "four-space and seven-hash lines are not headings": (
        "## real\n" + "    ## code\n" + "####### seven\n" + "".join(BASE[:10]),
        "## real\n" + "    ## code\n" + "####### seven\n" + "".join(replace(BASE[:10], 8, "x\n")),
    ),
    "CRLF heading as funcname": (
        "## 标题 \r\n" + "".join(line.replace("\n", "\r\n") for line in BASE[:10]),
        "## 标题 \r\n"
        + "".join(line.replace("\n", "\r\n") for line in replace(BASE[:10], 8, "x\n")),
    ),
    "repeated lines slide like git": (
        "a\n\nb\n\nc\n",
        "a\n\nb\n\nnew\n\nc\n",
    ),
    "duplicate list items": (
        "- x\n- x\n- x\n",
        "- x\n- x\n- x\n- x\n",
    ),
}


# Where a change can slide (a run of equal lines), git's diff algorithm may put it elsewhere in
# the run than the edit did: both apply and give the same text.
SLIDES = {"repeated lines slide like git", "duplicate list items", "delete one line"}


@pytest.mark.parametrize("name", list(CASES))
def test_hunks_apply_and_match_git_where_nothing_slides(repo: Path, name: str) -> None:
    old, new = CASES[name]
    ours = our_diff("kb.md", old, new)
    applies_and_gives_new(repo, "kb.md", old, new, ours)
    if name not in SLIDES:
        assert ours.encode() == real_git_diff(repo, "kb.md", old, new)


@pytest.mark.parametrize(
    "path",
    [
        "文件.md",
        "dir with space/知识 库.md",
        'quo"te.md',
        "back\\slash.md",
        "tab\there.md",
        "a b.md",
    ],
)
def test_quoted_file_names_match_git(repo: Path, path: str) -> None:
    (repo / path).parent.mkdir(parents=True, exist_ok=True)
    old, new = "## 标题\na\nb\n", "## 标题\na\nB\n"
    expected = real_git_diff(repo, path, old, new)
    ours = our_diff(path, old, new)
    assert ours.encode() == expected
    apply_cached_check(repo, ours)
    assert len(PatchSet(ours)) == 1


def test_quote_path_escapes() -> None:
    assert quote_path("plain/kb.md") == "plain/kb.md"
    assert quote_path("a b.md") == "a b.md"
    assert quote_path("a/文.md") == '"a/\\346\\226\\207.md"'
    assert quote_path('a"b\\c') == '"a\\"b\\\\c"'
    assert quote_path("x\x01\x07\x7f\n") == '"x\\001\\a\\177\\n"'


def test_quote_path_matches_git_for_control_bytes(repo: Path) -> None:
    path = "ctl\x01\x07\x7f.md"
    expected = real_git_diff(repo, path, "a\n", "b\n")
    assert our_diff(path, "a\n", "b\n").encode() == expected


@pytest.mark.parametrize(
    "heading",
    [
        "## " + "很长的中文标题" * 6,  # byte 80 falls inside a three-byte character
        "## " + "a" * 74 + " 中x",  # … right after a space, which git then keeps
        "## " + "a" * 73 + "  中文",
        "## " + "é" * 40,
        "## " + "a" * 76 + "\U0001f600",
        "## " + "a" * 77 + "中",  # the character ends exactly at byte 80
        "## " + "word " * 30,  # cut at 80 bytes, then trailing blanks trimmed
    ],
)
def test_long_heading_is_cut_like_git(repo: Path, heading: str) -> None:
    old = heading + "\n" + "".join(BASE[:10])
    new = heading + "\n" + "".join(replace(BASE[:10], 7, "x\n"))
    expected = real_git_diff(repo, "kb.md", old, new)
    ours = our_diff("kb.md", old, new)
    assert ours.encode() == expected
    funcname = ours.split("\n")[4].split("@@ ", 2)[2]
    assert len(funcname.encode()) <= 80
    assert heading.startswith(funcname)


def test_identical_texts_give_no_diff() -> None:
    assert our_diff("kb.md", "a\n", "a\n") == ""


def test_no_newline_marker_placement() -> None:
    diff = our_diff("kb.md", "a\nb", "a\nc")
    assert diff.endswith("-b\n" + NO_NEWLINE + "+c\n" + NO_NEWLINE)


def test_git_splits_lines_only_at_lf() -> None:
    assert split_at_newlines("a\r\nb\rc\x0cd\u2028e") == ["a\r\n", "b\rc\x0cd\u2028e"]
    assert split_at_newlines("") == []
    assert split_at_newlines("a\n") == ["a\n"]


@pytest.mark.parametrize("object_format", ["sha1", "sha256"])
@pytest.mark.parametrize(
    "data", [b"", b"hello\n", "知识库\r\n".encode(), b"\xef\xbb\xbfbom", b"\x00\x01"]
)
def test_blob_id_matches_git_hash_object(tmp_path: Path, object_format: str, data: bytes) -> None:
    repo = tmp_path / "r"
    git(tmp_path, "init", "-q", f"--object-format={object_format}", str(repo))
    out = git(repo, "hash-object", "--stdin", stdin=data).decode().strip()
    assert blob_id(data, object_format) == out


def test_blob_id_rejects_unknown_format() -> None:
    with pytest.raises(ValueError):
        blob_id(b"", "md5")


def test_sha256_index_line_applies(tmp_path: Path) -> None:
    repo = init_repo(tmp_path / "r256", "sha256")
    old, new = KB, KB.replace("文本二。", "文本二（新）。")
    expected = real_git_diff(repo, "kb.md", old, new)
    ours = our_diff("kb.md", old, new, "sha256")
    assert ours.encode() == expected
    apply_cached_check(repo, ours)


# ---------------------------------------------------------------- property tests

LINE = st.sampled_from(
    ["\n", "a\n", "b\n", "- x\n", "## 标题\n", "  indented\n", "text \n", "中文\n", "c\r\n", "\t\n"]
)


@st.composite
def edited_texts(draw: st.DrawFn) -> tuple[str, str]:
    """Draw a text and a randomly edited copy of it."""
    lines = draw(st.lists(LINE, max_size=25))
    new = list(lines)
    for _ in range(draw(st.integers(0, 4))):
        op = draw(st.sampled_from(["insert", "delete", "replace"]))
        pos = draw(st.integers(0, len(new)))
        if op == "insert":
            new[pos:pos] = draw(st.lists(LINE, min_size=1, max_size=4))
        elif new and pos < len(new):
            if op == "delete":
                del new[pos : pos + draw(st.integers(1, 3))]
            else:
                new[pos] = draw(LINE)
    old_text, new_text = "".join(lines), "".join(new)
    if draw(st.booleans()) and old_text.endswith("\n"):
        old_text = old_text[:-1]
    if draw(st.booleans()) and new_text.endswith("\n"):
        new_text = new_text[:-1]
    return old_text, new_text


@pytest.fixture(scope="module")
def apply_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return init_repo(tmp_path_factory.mktemp("applyrepo"))


@pytest.mark.slow
@settings(
    max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(texts=edited_texts())
def test_random_edits_apply_and_give_the_new_text(apply_dir: Path, texts: tuple[str, str]) -> None:
    old, new = texts
    diff = our_diff("kb.md", old, new)
    if old == new:
        assert diff == ""
        return
    applies_and_gives_new(apply_dir, "kb.md", old, new, diff)


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(texts=edited_texts())
def test_a_few_random_edits_apply(apply_dir: Path, texts: tuple[str, str]) -> None:
    old, new = texts
    diff = our_diff("kb.md", old, new)
    if old != new:
        applies_and_gives_new(apply_dir, "kb.md", old, new, diff)


def big_kb(sections: int = 120) -> list[str]:
    """A KB of about 30,000 lines: headings, lists, tables, fences, runs of blank lines."""
    lines: list[str] = ["# 大知识库\n", "\n"]
    for n in range(1, sections + 1):
        lines += [f"## {n} 第 {n} 章\n", "\n", f"### {n}.1 条目\n", "\n"]
        lines += [f"- **条目 {n}-{k}**：说明 {k}。\n" for k in range(120)]
        lines += ["\n", "| 名称 | 说明 |\n", "|---|---|\n"]
        lines += [f"| x{k} | 同上 |\n" for k in range(60)]
        lines += ["\n", "```text\n", "# 不是标题\n", "```\n", "\n"]
        lines += ["  indented\n", "\n"] * 20 + ["\n"] * 5
    return lines


BIG = big_kb()
RUN_AT = len(BIG) // 2


def with_run(lines: list[str], at: int, line: str, count: int) -> list[str]:
    return lines[:at] + [line] * count + lines[at:]


BIG_CASES: dict[str, tuple[list[str], list[str]]] = {
    "insert in the middle": (BIG, insert(BIG, RUN_AT, ["- **新条目**：说明。\n"])),
    "replace near the start": (BIG, replace(BIG, 1, "新的第二行\n")),
    "insert at the end": (BIG, [*BIG, "- 最后一条\n"]),
    # The heading that names the hunk is thousands of lines above, far outside the window.
    "heading far above": (BIG, replace(BIG, 7000, BIG[7000].replace("说明", "新说明"))),
    # A blank line into 400 blank lines: the change slides to the top of the run, far beyond
    # the first window, so the window must widen to give git's hunk.
    "blank into a long blank run": (
        with_run(BIG, RUN_AT, "\n", 400),
        with_run(BIG, RUN_AT, "\n", 401),
    ),
    "line out of a long repeated run": (
        with_run(BIG, RUN_AT, "- same\n", 300),
        with_run(BIG, RUN_AT, "- same\n", 299),
    ),
    # Lines that occur hundreds of times in the whole file but a few times in the window:
    # xdiff classifies them by their whole-file counts.
    "lines common in the file, rare in the window": (
        BIG,
        insert(BIG, RUN_AT, ["| x1 | 同上 |\n", "\n", "  indented\n", "|---|---|\n"]),
    ),
}


@pytest.mark.parametrize("name", list(BIG_CASES))
def test_hunks_on_a_large_file_apply(repo: Path, name: str) -> None:
    old_lines, new_lines = BIG_CASES[name]
    old, new = "".join(old_lines), "".join(new_lines)
    diff = our_diff("big.md", old, new)
    applies_and_gives_new(repo, "big.md", old, new, diff)
    if "run" not in name:
        assert diff.encode() == real_git_diff(repo, "big.md", old, new)


def test_large_crlf_file_without_final_newline_matches_git(repo: Path) -> None:
    old = "".join(BIG).replace("\n", "\r\n").removesuffix("\r\n")
    new = old.replace("说明 7。", "说明 七。", 1) + "\r\n- 追加"
    assert our_diff("big.md", old, new).encode() == real_git_diff(repo, "big.md", old, new)


def test_a_kb_with_other_line_breaks_counts_edits_in_its_lines_and_hunks_in_gits() -> None:
    """str.splitlines() breaks at U+2028 and a lone CR; git does not: an edit counts in the
    first, the hunk in the second."""
    text = "# KB\n\na\u2028b\nc\rd\ne\n"
    kb = Kb(text)
    assert len(kb.view.lines) == 7 and kb.line_count == 5
    edit = Edit(start=6, end=6, lines=("new\n",))  # before view line 6, "e\n"
    start, end, middle = kb.byte_change(edit)
    assert kb.data[:start] + middle + kb.data[end:] == text.replace("e\n", "new\ne\n").encode()
    assert kb.blob_after(edit, "sha1") == blob_id(text.replace("e\n", "new\ne\n").encode())


def test_hunks_of_an_edit_in_a_kb_with_other_line_breaks_apply(repo: Path) -> None:
    text = "# KB\n\na\u2028b\nc\rd\n" + "".join(BASE[:6]) + "x\u2029y\ne\n"
    kb = Kb(text, path="odd.md")
    view = kb.view.lines
    at = view.index("d\n") + 1
    edit = Edit(start=at, end=at + 1, lines=("new\n", view[at]))
    new = "".join(view[:at]) + "new\n" + "".join(view[at:])
    start, end = kb.starts[edit.start], kb.starts[edit.end]
    header = diff_header(kb.path, kb.blob, blob_id(new.encode()), kb.mode)
    diff = unified_diff(kb, start, end, "".join(edit.lines), header).text
    applies_and_gives_new(repo, "odd.md", text, new, diff)


def test_blob_id_of_change_is_the_blob_id_of_the_result() -> None:
    data = "".join(BIG).encode()
    for start, end, middle in (
        (0, 0, b"x\n"),
        (100, 250, "新".encode()),
        (len(data), len(data), b""),
    ):
        result = data[:start] + middle + data[end:]
        for object_format in ("sha1", "sha256"):
            expected = blob_id(result, object_format)
            assert blob_id_of_change(data, start, end, middle, object_format) == expected
