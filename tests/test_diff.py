"""kbpatch.diff against real git: the same diff bytes, patches that apply, ids that match."""

from __future__ import annotations

import itertools
import subprocess
from collections.abc import Iterator
from pathlib import Path
from unittest.mock import patch

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from unidiff.patch import PatchSet

from kbpatch import diff as diff_module
from kbpatch.diff import (
    NO_NEWLINE,
    SIGNATURE,
    Preimage,
    am_subject,
    blob_id,
    blob_id_of_change,
    format_mail,
    git_diff,
    git_diff_change,
    quote_path,
    split_lines,
)

from .conftest import clean_git_env, git_bytes

DATE = "Fri, 23 Oct 2026 00:00:00 +0000"


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
    return git_diff(
        name,
        old,
        new,
        old_blob=blob_id(old.encode(), object_format),
        new_blob=blob_id(new.encode(), object_format),
    )


def apply_cached_check(repo: Path, patch: str) -> None:
    """Assert that `git apply --check --cached` accepts `patch` against the index."""
    git(repo, "apply", "--check", "--cached", "-", stdin=patch.encode())


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


@pytest.mark.parametrize("name", list(CASES))
def test_git_diff_matches_git(repo: Path, name: str) -> None:
    old, new = CASES[name]
    expected = real_git_diff(repo, "kb.md", old, new)
    ours = our_diff("kb.md", old, new)
    assert ours.encode() == expected
    apply_cached_check(repo, ours)
    assert len(PatchSet(ours)) == 1


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


def test_identical_texts_give_empty_diff() -> None:
    assert git_diff("kb.md", "a\n", "a\n", old_blob="x", new_blob="x") == ""


def test_no_newline_marker_placement() -> None:
    diff = our_diff("kb.md", "a\nb", "a\nc")
    assert diff.endswith("-b\n" + NO_NEWLINE + "+c\n" + NO_NEWLINE)


def test_split_lines_only_at_lf() -> None:
    assert split_lines("a\r\nb\rc\x0cd\u2028e") == ["a\r\n", "b\rc\x0cd\u2028e"]
    assert split_lines("") == []
    assert split_lines("a\n") == ["a\n"]


def test_context_parameter(repo: Path) -> None:
    old = "".join(BASE)
    new = "".join(replace(BASE, 15, "x\n"))
    expected = real_git_diff(repo, "kb.md", old, new, "-U1")
    diff = git_diff(
        "kb.md",
        old,
        new,
        old_blob=blob_id(old.encode()),
        new_blob=blob_id(new.encode()),
        context=1,
    )
    assert diff.encode() == expected


def test_zero_context_trims_common_tail_like_git(repo: Path) -> None:
    tail = "".join(numbered(400, "common tail line {}\n"))
    old = "a\nb\nc\n" + tail
    new = "a\nB\nc\n" + tail.replace("line 399", "line 399!")
    for context in (0, 1, 3, 5):
        expected = real_git_diff(repo, "kb.md", old, new, f"-U{context}")
        diff = git_diff(
            "kb.md",
            old,
            new,
            old_blob=blob_id(old.encode()),
            new_blob=blob_id(new.encode()),
            context=context,
        )
        assert diff.encode() == expected


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


@settings(
    max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(texts=edited_texts())
def test_random_edits_apply_and_reproduce_new(apply_dir: Path, texts: tuple[str, str]) -> None:
    old, new = texts
    diff = our_diff("kb.md", old, new)
    if old == new:
        assert diff == ""
        return
    target = apply_dir / "kb.md"
    target.write_bytes(old.encode())
    git(apply_dir, "apply", "--whitespace=nowarn", "-", stdin=diff.encode())
    assert target.read_bytes() == new.encode()
    assert len(PatchSet(diff)) == 1
    # A port of xdiff, not just any valid diff: even random edits give git's very bytes.
    assert diff.encode() == real_git_diff(apply_dir, "kb.md", old, new)


@st.composite
def single_edits(draw: st.DrawFn) -> tuple[str, str]:
    """Draw a markdown-ish text and one insertion or one-line replacement, as kbpatch makes."""
    lines = draw(st.lists(LINE, min_size=1, max_size=30))
    pos = draw(st.integers(0, len(lines)))
    if draw(st.booleans()) or pos == len(lines):
        new = lines[:pos] + draw(st.lists(LINE, min_size=1, max_size=5)) + lines[pos:]
    else:
        new = list(lines)
        new[pos] = draw(LINE.filter(lambda line: line != lines[pos]))
    return "".join(lines), "".join(new)


@settings(
    max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(texts=single_edits())
def test_single_edits_match_git_byte_for_byte(apply_dir: Path, texts: tuple[str, str]) -> None:
    old, new = texts
    assert our_diff("kb.md", old, new).encode() == real_git_diff(apply_dir, "kb.md", old, new)


# ---------------------------------------------------------------- large files: the window

# kbpatch diffs only a window of lines around a change (git_diff_change); these compare it with
# git on whole files large enough for the window to matter, and with the whole-file diff.


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
def test_large_file_diffs_match_git(repo: Path, name: str) -> None:
    old_lines, new_lines = BIG_CASES[name]
    old, new = "".join(old_lines), "".join(new_lines)
    assert our_diff("big.md", old, new).encode() == real_git_diff(repo, "big.md", old, new)


def test_large_crlf_file_without_final_newline_matches_git(repo: Path) -> None:
    old = "".join(BIG).replace("\n", "\r\n").removesuffix("\r\n")
    new = old.replace("说明 7。", "说明 七。", 1) + "\r\n- 追加"
    assert our_diff("big.md", old, new).encode() == real_git_diff(repo, "big.md", old, new)


def whole_file_diff(old: str, new: str) -> str:
    """Our diff with a window as large as the file: xdiff on the whole file."""
    with patch.object(diff_module, "_WINDOW_MARGIN", 10**9):
        return our_diff("kb.md", old, new)


RUN_LINE = st.sampled_from(["\n", "- x\n", "  y\n", "## h\n", "a\n"])


@st.composite
def long_texts(draw: st.DrawFn) -> tuple[str, str]:
    """A text of a few hundred lines with long runs, and a few edits close together."""
    lines: list[str] = []
    while len(lines) < draw(st.integers(150, 400)):
        lines += [draw(RUN_LINE)] * draw(st.integers(1, 60))
        lines += draw(st.lists(LINE, max_size=5))
    new = list(lines)
    at = draw(st.integers(0, len(new)))
    for _ in range(draw(st.integers(1, 3))):
        pos = min(len(new), max(0, at + draw(st.integers(-8, 8))))
        if draw(st.booleans()) or pos == len(new):
            new[pos:pos] = draw(st.lists(st.one_of(LINE, RUN_LINE), min_size=1, max_size=3))
        else:
            del new[pos : pos + draw(st.integers(1, 3))]
    return "".join(lines), "".join(new)


@settings(max_examples=150, deadline=None)
@given(texts=long_texts())
def test_window_gives_the_whole_file_diff(texts: tuple[str, str]) -> None:
    old, new = texts
    assert our_diff("kb.md", old, new) == whole_file_diff(old, new)


def test_diffs_of_one_preimage_match_whole_file_diffs() -> None:
    text = "".join(BIG)
    preimage = Preimage(text)
    for at in (0, 3, 999, RUN_AT, len(BIG) - 2, len(BIG)):
        start = preimage.starts[at]
        diff = git_diff_change(
            preimage, start, start, "- 插入\n", path="kb.md", old_blob="1" * 40, new_blob="2" * 40
        )
        new = text[:start] + "- 插入\n" + text[start:]
        expected = whole_file_diff(text, new).replace(blob_id(text.encode()), "1" * 40)
        assert diff == expected.replace(blob_id(new.encode()), "2" * 40)


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


# ---------------------------------------------------------------- the plain-change fast path

# git_diff_change skips the Myers pass and the compaction for a change _is_plain_change
# vouches for; these compare it with the full xdiff port (forced) and with git itself.


def full_path_diff(old: str, new: str, context: int = 3, name: str = "kb.md") -> str:
    """Our diff with the fast path turned off: every change goes through xdiff's port."""
    with patch.object(diff_module, "_is_plain_change", lambda *_: False):
        return our_diff_context(old, new, context, name)


def our_diff_context(old: str, new: str, context: int, name: str = "kb.md") -> str:
    return git_diff(
        name,
        old,
        new,
        old_blob=blob_id(old.encode()),
        new_blob=blob_id(new.encode()),
        context=context,
    )


def takes_fast_path(old: str, new: str) -> bool:
    taken: list[bool] = []
    real = diff_module._is_plain_change

    def spy(*args: object) -> bool:
        taken.append(real(*args))  # type: ignore[arg-type]
        return taken[-1]

    with patch.object(diff_module, "_is_plain_change", spy):
        our_diff("kb.md", old, new)
    return any(taken)


# Few distinct lines, so that neighbours, blank lines and duplicates meet often.
SMALL_LINE = st.sampled_from(["\n", "a\n", "b\n", "- x\n", "## h\n", "  y\n"])


@st.composite
def plain_or_not(draw: st.DrawFn) -> tuple[str, str]:
    """An insertion, a replacement or a deletion of a few lines, in a text of few distinct
    lines: the fast path must be taken for some and refused for the others."""
    lines = draw(st.lists(SMALL_LINE, max_size=12))
    first = draw(st.integers(0, len(lines)))
    last = draw(st.integers(first, min(len(lines), first + 3)))
    added = draw(st.lists(SMALL_LINE, max_size=4))
    new = lines[:first] + added + lines[last:]
    old_text, new_text = "".join(lines), "".join(new)
    if draw(st.booleans()) and old_text.endswith("\n"):
        old_text = old_text[:-1]
    if draw(st.booleans()) and new_text.endswith("\n"):
        new_text = new_text[:-1]
    return old_text, new_text


@settings(max_examples=400, deadline=None)
@given(texts=plain_or_not(), context=st.integers(0, 4))
def test_fast_path_gives_the_full_xdiff_diff(texts: tuple[str, str], context: int) -> None:
    old, new = texts
    assert our_diff_context(old, new, context) == full_path_diff(old, new, context)


def test_fast_path_gives_the_full_xdiff_diff_exhaustively() -> None:
    """Every insertion of one or two lines and every one-line replacement in every text of
    up to four lines over three distinct lines (one of them blank)."""
    alphabet = ["\n", "a\n", "b\n"]
    fast = 0
    for size in range(5):
        for lines in itertools.product(alphabet, repeat=size):
            old = "".join(lines)
            for at in range(size + 1):
                edits = [[*lines[:at], *ins, *lines[at:]] for ins in _one_or_two(alphabet)]
                if at < size:
                    edits += [[*lines[:at], x, *lines[at + 1 :]] for x in alphabet]
                for edited in edits:
                    new = "".join(edited)
                    fast += takes_fast_path(old, new)
                    assert our_diff("kb.md", old, new) == full_path_diff(old, new), (old, new)
    assert fast > 100  # the fast path is really exercised


def _one_or_two(alphabet: list[str]) -> list[tuple[str, ...]]:
    return [(x,) for x in alphabet] + list(itertools.product(alphabet, repeat=2))


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(texts=plain_or_not())
def test_fast_path_matches_git_byte_for_byte(apply_dir: Path, texts: tuple[str, str]) -> None:
    old, new = texts
    assert our_diff("kb.md", old, new).encode() == real_git_diff(apply_dir, "kb.md", old, new)


FAST_PATH_CASES: dict[str, tuple[list[str], list[str], bool]] = {
    "insertion between distinct lines": (["a\n", "b\n"], ["a\n", "x\n", "b\n"], True),
    "one-line replacement": (["a\n", "b\n", "c\n"], ["a\n", "x\n", "c\n"], True),
    "insertion at the start": (["a\n"], ["x\n", "a\n"], True),
    "insertion at the end": (["a\n"], ["a\n", "x\n"], True),
    # The first inserted line equals the line after: git could slide the insertion down.
    "first inserted line equals the next": (["a\n", "b\n"], ["a\n", "b\n", "y\n", "b\n"], False),
    # The last inserted line equals the line before: the insertion could slide up.
    "last inserted line equals the previous": (["a\n", "b\n"], ["a\n", "y\n", "a\n", "b\n"], False),
    "blank line into blank lines": (["a\n", "\n", "b\n"], ["a\n", "\n", "\n", "b\n"], False),
    "entry ending in a blank line before a blank line": (
        ["- a\n", "\n", "## h\n"],
        ["- a\n", "\n", "- b\n", "\n", "## h\n"],
        False,
    ),
    "duplicate list item": (["- x\n", "- x\n"], ["- x\n", "- x\n", "- x\n"], False),
    "replacement equal to the line before": (["a\n", "b\n", "c\n"], ["a\n", "a\n", "c\n"], False),
    "replaced line equal to the line after": (["a\n", "c\n", "c\n"], ["a\n", "x\n", "c\n"], False),
    "replacement sharing a line": (
        ["a\n", "b\n", "c\n", "d\n"],
        ["a\n", "x\n", "c\n", "y\n", "d\n"],
        False,
    ),
}


@pytest.mark.parametrize("name", list(FAST_PATH_CASES))
def test_fast_path_taken_only_when_nothing_slides(apply_dir: Path, name: str) -> None:
    old_lines, new_lines, fast = FAST_PATH_CASES[name]
    old, new = "".join(old_lines), "".join(new_lines)
    assert takes_fast_path(old, new) is fast
    ours = our_diff("kb.md", old, new)
    assert ours == full_path_diff(old, new)
    assert ours.encode() == real_git_diff(apply_dir, "kb.md", old, new)


def test_fast_path_on_a_large_file_matches_git(repo: Path) -> None:
    for at in (0, 1, 2000, RUN_AT, len(BIG) - 1, len(BIG)):
        for added in (["- **新条目**：说明。\n"], ["- 一\n", "- 二\n"], ["\n"]):
            old, new = "".join(BIG), "".join(insert(BIG, at, added))
            ours = our_diff("big.md", old, new)
            assert ours == full_path_diff(old, new, name="big.md")
        if at < len(BIG):
            old, new = "".join(BIG), "".join(replace(BIG, at, "新的一行\n"))
            assert our_diff("big.md", old, new).encode() == real_git_diff(repo, "big.md", old, new)


# ---------------------------------------------------------------- the mail


def test_format_mail_layout() -> None:
    diff = our_diff("kb.md", "a\n", "b\n")
    mail = format_mail(subject="kb: 更新 §5.3", note="第一行\n\n第二行", diff=diff, date=DATE)
    assert mail == (
        "From 0000000000000000000000000000000000000000 Mon Sep 17 00:00:00 2001\n"
        "From: kbpatch <kbpatch@localhost>\n"
        f"Date: {DATE}\n"
        "Subject: kb: 更新 §5.3\n"
        "MIME-Version: 1.0\n"
        "Content-Type: text/plain; charset=UTF-8\n"
        "Content-Transfer-Encoding: 8bit\n"
        "\n"
        "---\n"
        " 第一行\n"
        "\n"
        " 第二行\n"
        "\n" + diff + SIGNATURE
    )


HOSTILE_NOTE = (
    "diff --git a/kb.md b/kb.md\n"
    "--- a/kb.md\n"
    "+++ b/kb.md\n"
    "@@ -1 +1 @@\n"
    "-a\n"
    "+evil\n"
    "From 0000000000000000000000000000000000000000 Mon Sep 17 00:00:00 2001\n"
    "From nobody Mon Sep 17 00:00:00 2001\n"
    "-- \n"
    "---\n"
    "Subject: not a header\n"
    "trailing   \r\n"
    "lone\rcarriage return"
)


def test_note_cannot_pass_for_a_diff_or_a_new_message(tmp_path: Path) -> None:
    repo = init_repo(tmp_path / "r")
    (repo / "kb.md").write_text("a\nb\n")
    git(repo, "add", "kb.md")
    git(repo, "commit", "-q", "-m", "kb")
    diff = our_diff("kb.md", "a\nb\n", "a\nB\n")
    mail = format_mail(subject="kb: 改 b", note=HOSTILE_NOTE, diff=diff, date=DATE)
    for line in mail.split("---\n", 1)[1].split("\ndiff --git", 1)[0].splitlines():
        assert line == "" or line.startswith(" ")
        assert line == line.rstrip()
    # git apply sees exactly one file and one hunk: the real one.
    numstat = git(repo, "apply", "--numstat", "-", stdin=mail.encode())
    assert numstat == b"1\t1\tkb.md\n"
    patch_file = tmp_path / "0001.patch"
    patch_file.write_bytes(mail.encode())
    split_dir = tmp_path / "split"
    split_dir.mkdir()
    count = git(repo, "mailsplit", f"-o{split_dir}", "--", str(patch_file))
    assert count.strip() == b"1"
    git(repo, "am", "-q", str(patch_file))
    assert (repo / "kb.md").read_bytes() == b"a\nB\n"
    assert git(repo, "log", "-1", "--format=%B").decode() == "kb: 改 b\n\n"


def test_unescaped_note_would_break_git_apply(tmp_path: Path) -> None:
    """Show why note lines are indented: raw, git apply would take the note for a patch."""
    repo = init_repo(tmp_path / "r")
    (repo / "kb.md").write_text("a\nb\n")
    diff = our_diff("kb.md", "a\nb\n", "a\nB\n")
    good = format_mail(subject="s", note=HOSTILE_NOTE, diff=diff, date=DATE)
    note_patch = HOSTILE_NOTE.splitlines()[:6]
    raw = good
    for line in note_patch:
        raw = raw.replace("\n " + line + "\n", "\n" + line + "\n", 1)
    assert "\ndiff --git a/kb.md b/kb.md\n--- a/kb.md\n+++ b/kb.md\n@@ -1 +1 @@\n-a\n+evil\n" in raw
    proc = subprocess.run(
        ["git", "apply", "--numstat", "-"],
        cwd=repo,
        input=raw.encode(),
        capture_output=True,
        env=clean_git_env(),
        check=False,
    )
    assert proc.stdout != b"1\t1\tkb.md\n"


@pytest.mark.parametrize(
    ("subject", "recorded"),
    [
        ("kb: plain", "kb: plain"),
        ("Re: kb", "kb"),
        ("[PATCH 1/2] kb", "kb"),
        ("[KB] kb", "kb"),
        (":: x", "x"),
        ("re", "re"),
        ("Refresh", "Refresh"),
        ("a  b\tc", "a b c"),
        ("  spaced  ", "spaced"),
        ("[unclosed", "[unclosed"),
        ("kb: [not stripped] mid", "kb: [not stripped] mid"),
    ],
)
def test_am_subject(subject: str, recorded: str) -> None:
    assert am_subject(subject) == recorded


@pytest.mark.parametrize(
    "subject", ["", "   ", "Re: kb", "[KB] kb", ": kb", "=?UTF-8?q?x?=", "bell\x07", "del\x7f"]
)
def test_format_mail_rejects_subjects_git_am_would_change(subject: str) -> None:
    diff = our_diff("kb.md", "a\n", "b\n")
    with pytest.raises(ValueError):
        format_mail(subject=subject, note="", diff=diff, date=DATE)


def subject_line(mail: str) -> str:
    return next(line for line in mail.splitlines() if line.startswith("Subject: "))


def test_format_mail_collapses_blanks_like_git_am() -> None:
    diff = our_diff("kb.md", "a\n", "b\n")
    mail = format_mail(subject="  a  b\tc\r\n d\u3000e ", note="", diff=diff, date=DATE)
    # U+3000 is not blank to git, so it stays.
    assert subject_line(mail) == "Subject: a b c d\u3000e"


def test_format_mail_prefix() -> None:
    diff = our_diff("kb.md", "a\n", "b\n")
    mail = format_mail(subject="kb: x", note="", diff=diff, date=DATE, prefix="PATCH 2/3")
    assert subject_line(mail) == "Subject: [PATCH 2/3] kb: x"
    with pytest.raises(ValueError):
        format_mail(subject="kb: x", note="", diff=diff, date=DATE, prefix="a]b")
    with pytest.raises(ValueError):
        format_mail(subject="[x] y", note="", diff=diff, date=DATE, prefix="PATCH")


def test_format_mail_rejects_empty_diff_and_header_injection() -> None:
    diff = our_diff("kb.md", "a\n", "b\n")
    with pytest.raises(ValueError):
        format_mail(subject="s", note="", diff="", date=DATE)
    with pytest.raises(ValueError):
        format_mail(subject="s", note="", diff=diff, date=DATE + "\nX-Evil: 1")
    with pytest.raises(ValueError):
        format_mail(subject="s", note="", diff=diff, author="a\n<b>", date=DATE)
