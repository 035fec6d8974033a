"""The mail (kbpatch.mail) against git: its layout, a note that cannot pass for a patch, the
subject `git am` records, and refusals of what git would change."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kbpatch.mail import SIGNATURE, am_subject, format_mail
from kbpatch.patches import shorten

from .conftest import clean_git_env, git_bytes, make_diff

DATE = "Fri, 23 Oct 2026 00:00:00 +0000"


def git(cwd: Path, *args: str, stdin: bytes | None = None) -> bytes:
    return git_bytes(cwd, *args, stdin=stdin)


def our_diff(name: str, old: str, new: str) -> str:
    return make_diff(old, new, name).text


def init_repo(path: Path) -> Path:
    path.mkdir(parents=True, exist_ok=True)
    git(path, "init", "-q", ".")
    return path


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


# Pieces that meet git am's subject cleanup: Re:, brackets, colons, blanks of every kind.
PIECES = st.sampled_from(
    [
        *("a", "r", "R", "e", ":", " ", "  ", "\t", "\n", "\r", "[", "]", "=", "?", "中"),
        *("\x0b", "\x0c", "\x85", "\xa0", "\u2028", "\u3000", "\x00", "re:"),
    ]
)
TEXT = st.lists(PIECES, max_size=12).map("".join)


@settings(max_examples=300, deadline=None)
@given(text=TEXT, limit=st.integers(1, 20))
def test_shorten_gives_one_line_within_its_limit(text: str, limit: int) -> None:
    short = shorten(text, limit)
    assert len(short) <= limit
    assert short == short.strip() and "  " not in short
    assert not any(c.isspace() and c != " " for c in short)


@settings(max_examples=300, deadline=None)
@given(subject=TEXT, prefix=st.sampled_from(["", "PATCH 1/2", "PATCH [x", "a]"]) | TEXT)
def test_a_mail_is_made_only_when_git_am_records_its_subject_as_written(
    subject: str, prefix: str
) -> None:
    diff = "diff --git a/x b/x\n+a\n"
    try:
        mail = format_mail(subject=subject, prefix=prefix, note="n", diff=diff, date=DATE)
    except ValueError:
        return
    header = next(line for line in mail.split("\n") if line.startswith("Subject: "))[9:]
    written = header.split("] ", 1)[1] if prefix else header
    assert am_subject(header) == written
