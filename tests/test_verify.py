"""kbpatch.verify on real repositories: good patches pass, bad ones fail, nothing is touched."""

from __future__ import annotations

import difflib
import hashlib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from kbpatch import verify as verify_module
from kbpatch.errors import SelfCheckFailed
from kbpatch.gitrepo import KbRepo
from kbpatch.kb import Kb, blob_id
from kbpatch.mail import am_subject, format_mail
from kbpatch.models import Edit, PatchFile
from kbpatch.verify import (
    PatchCheck,
    Scratch,
    SeriesCheck,
    _mail_diff,
    _Mismatch,
    verify_series,
)

from .conftest import git_bytes, make_diff, run_git

DATE = "Fri, 23 Oct 2026 00:00:00 +0000"
KB_PATH = "docs/知识库.md"
KB = (
    "# 知识库\n\n"
    "## 1 概览\n\n"
    "- 条目 A\n- 条目 B\n\n"
    "## 2 方法\n\n" + "".join(f"第 {i} 行。\n" for i in range(1, 16)) + "\n## 3 开放问题\n\n"
    "1. 问题一\n"
)


def git(cwd: Path, *args: str, stdin: bytes | None = None) -> str:
    return git_bytes(cwd, *args, stdin=stdin).decode()


@dataclass
class Repo:
    root: Path
    object_format: str
    kb: str

    def patch(
        self, name: str, new: str, *, old: str | None = None, subject: str = ""
    ) -> PatchCheck:
        """Build the mail for changing the KB (or `old`) into `new`."""
        old = self.kb if old is None else old
        diff = make_diff(old, new, KB_PATH, self.object_format).text
        mail = format_mail(
            subject=subject or f"kb: {name}", note=f"补丁 {name}", diff=diff, date=DATE
        )
        return PatchCheck(name, mail, new.encode())


def make_repo(path: Path, object_format: str, kb: str = KB) -> Repo:
    path.mkdir(parents=True)
    git(path, "init", "-q", f"--object-format={object_format}", ".")
    (path / "docs").mkdir()
    (path / KB_PATH).write_bytes(kb.encode())
    (path / "README.md").write_text("readme\n")
    git(path, "add", ".")
    git(path, "commit", "-q", "-m", "kb")
    return Repo(path, object_format, kb)


@pytest.fixture(params=["sha1", "sha256"])
def repo(request: pytest.FixtureRequest, tmp_path: Path) -> Repo:
    return make_repo(tmp_path / "repo", request.param)


@pytest.fixture
def kb_repo(repo: Repo) -> Iterator[KbRepo]:
    with KbRepo.open(repo.root) as kb:
        yield kb


def edit(text: str, old: str, new: str) -> str:
    assert old in text
    return text.replace(old, new, 1)


def head_kb(repo: KbRepo) -> Kb:
    data, blob = repo.head_blob(KB_PATH)
    return Kb(data.decode(), data, path=KB_PATH, blob=blob, object_format=repo.object_format)


def line_edits(old: str, new: str) -> list[Edit]:
    """The edits, line by line, that turn `old` into `new`."""
    a, b = old.splitlines(keepends=True), new.splitlines(keepends=True)
    matcher = difflib.SequenceMatcher(None, a, b, autojunk=False)
    return [
        Edit(i1, i2, tuple(b[j1:j2]))
        for tag, i1, i2, j1, j2 in matcher.get_opcodes()
        if tag != "equal"
    ]


def one_edit(old: str, new: str) -> Edit:
    """One edit from the first line that differs to the last."""
    a, b = old.splitlines(keepends=True), new.splitlines(keepends=True)
    head = 0
    while head < min(len(a), len(b)) and a[head] == b[head]:
        head += 1
    tail = 0
    while tail < min(len(a), len(b)) - head and a[-1 - tail] == b[-1 - tail]:
        tail += 1
    return Edit(head, len(a) - tail, tuple(b[head : len(b) - tail]))


def as_patch(kb: Kb, check: PatchCheck) -> PatchFile:
    """A patch as kbpatch carries it: its mail, and the edit it must make to HEAD's KB."""
    return PatchFile(
        name=check.name,
        text=check.mail,
        diff="",
        subject="",
        note="",
        old_blob=kb.blob,
        new_blob=blob_id(check.expected, kb.object_format),
        lines_added=0,
        lines_removed=0,
        change=one_edit(kb.text, check.expected.decode()),
        action_ids=(),
        alternative=check.name.startswith("alternatives/"),
    )


def series_of(kb: Kb, checks: list[PatchCheck], combined: bytes | None) -> SeriesCheck:
    """What kbpatch.propose hands verify_series for one brief."""
    together = None if combined is None else line_edits(kb.text, combined.decode())
    return SeriesCheck(kb, [as_patch(kb, c) for c in checks], together)


def verify(repo: KbRepo, checks: list[PatchCheck], combined: PatchCheck | None = None) -> None:
    """Raise SelfCheckFailed unless every patch applies alone, and together as `combined`."""
    series = series_of(head_kb(repo), checks, None if combined is None else combined.expected)
    failure = verify_series(repo, [series])[0]
    if failure is not None:
        raise failure


def test_good_patches_pass(repo: Repo, kb_repo: KbRepo) -> None:
    first = edit(repo.kb, "- 条目 B\n", "- 条目 B\n- 条目 C\n")
    second = edit(repo.kb, "1. 问题一\n", "1. 问题一\n2. 问题二\n")
    alternative = edit(repo.kb, "- 条目 B\n", "- 条目 B（另一种写法）\n")
    both = edit(first, "1. 问题一\n", "1. 问题一\n2. 问题二\n")
    checks = [
        repo.patch("0001-a", first),
        repo.patch("0002-b", second),
        # Clashes with 0001 but is an alternative, so it is only checked alone.
        repo.patch("alternatives/0001-c", alternative),
    ]
    verify(kb_repo, checks, PatchCheck("combined", "", both.encode()))


def test_context_that_does_not_match_fails(repo: Repo, kb_repo: KbRepo) -> None:
    stale = edit(repo.kb, "第 5 行。", "第五行。")
    bad = repo.patch("0001-stale", edit(stale, "第 6 行。", "第 6 行（改）。"), old=stale)
    with pytest.raises(SelfCheckFailed, match=r"^patch 0001-stale: .*patch does not apply"):
        verify(kb_repo, [bad])


def test_wrong_expected_bytes_fail(repo: Repo, kb_repo: KbRepo) -> None:
    good = repo.patch("0001-x", edit(repo.kb, "第 5 行。", "第五行。"))
    wrong = good._replace(expected=b"something else\n")
    with pytest.raises(SelfCheckFailed, match=r"^patch 0001-x: applied to HEAD gives blob"):
        verify(kb_repo, [wrong])


def test_patches_that_only_apply_alone_fail_together(repo: Repo, kb_repo: KbRepo) -> None:
    one = repo.patch("0001-one", edit(repo.kb, "第 8 行。", "第八行。"))
    two = repo.patch("0002-two", edit(repo.kb, "第 8 行。", "第 8 行！"))
    verify(kb_repo, [one, two])  # each alone is fine
    combined = PatchCheck("combined", "ignored", b"whatever")
    with pytest.raises(SelfCheckFailed, match=r"^patch 0002-two: .*\(applied after 0001-one\)$"):
        verify(kb_repo, [one, two], combined)


def test_combined_result_is_compared(repo: Repo, kb_repo: KbRepo) -> None:
    one = repo.patch("0001-one", edit(repo.kb, "第 2 行。", "第二行。"))
    with pytest.raises(SelfCheckFailed, match=r"^patch combined: 0001-one applied together gives"):
        verify(kb_repo, [one], PatchCheck("combined", "", repo.kb.encode()))


def test_a_patch_that_touches_another_file_fails(repo: Repo, kb_repo: KbRepo) -> None:
    good = repo.patch("0001-x", edit(repo.kb, "第 5 行。", "第五行。"))
    other = make_diff("readme\n", "changed\n", "README.md", repo.object_format).text
    sneaky = good._replace(mail=good.mail.replace("-- \nkbpatch\n", other + "-- \nkbpatch\n"))
    with pytest.raises(SelfCheckFailed, match=r"^patch 0001-x: also changes README.md$"):
        verify(kb_repo, [sneaky])


def test_a_mail_without_subject_fails(repo: Repo, kb_repo: KbRepo) -> None:
    good = repo.patch("0001-x", edit(repo.kb, "第 5 行。", "第五行。"), subject="kb: x")
    bad = good._replace(mail=good.mail.replace("Subject: kb: x\n", "Subject: [PATCH]\n"))
    with pytest.raises(SelfCheckFailed, match=r"^patch 0001-x: git mailinfo finds no subject$"):
        verify(kb_repo, [bad])


def test_a_mail_that_splits_in_two_fails(repo: Repo, kb_repo: KbRepo) -> None:
    good = repo.patch("0001-x", edit(repo.kb, "第 5 行。", "第五行。"))
    from_line = "From 0000000000000000000000000000000000000000 Mon Sep 17 00:00:00 2001\n"
    bad = good._replace(mail=good.mail.replace("---\n", "---\n" + from_line, 1))
    with pytest.raises(SelfCheckFailed, match=r"^patch 0001-x: git mailsplit finds 2 messages$"):
        verify(kb_repo, [bad])


def test_an_unescaped_note_fails(repo: Repo, kb_repo: KbRepo) -> None:
    good = repo.patch("0001-x", edit(repo.kb, "第 5 行。", "第五行。"))
    bad = good._replace(mail=good.mail.replace("---\n", "---\n--- a/x\n", 1))
    with pytest.raises(SelfCheckFailed, match=r"^patch 0001-x: the note has a line git reads"):
        verify(kb_repo, [bad])


def test_crlf_kb(tmp_path: Path) -> None:
    kb = KB.replace("\n", "\r\n")
    repo = make_repo(tmp_path / "crlf", "sha1", kb)
    new = edit(kb, "第 5 行。\r\n", "第 5 行。\r\n新行。\r\n")
    check = repo.patch("0001-crlf", new)
    with KbRepo.open(repo.root) as kb_repo:
        verify(kb_repo, [check], PatchCheck("combined", "", new.encode()))
    box = tmp_path / "0001.patch"
    box.write_bytes(check.mail.encode())
    # Plain `git am` strips the CRs (mailsplit) and fails; --keep-cr applies the patch.
    assert run_git(repo.root, "am", str(box)).returncode != 0
    git(repo.root, "am", "--abort")
    git(repo.root, "am", "--keep-cr", str(box))
    assert (repo.root / KB_PATH).read_bytes() == new.encode()


# ---------------------------------------------------------------- nothing is touched


def snapshot(root: Path) -> dict[str, object]:
    """Return what must not change: index bytes, HEAD, refs, status, every file under .git."""
    dot_git = root / ".git"
    files = {
        str(p.relative_to(dot_git)): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(dot_git.rglob("*"))
        if p.is_file()
    }
    return {
        "index": (dot_git / "index").read_bytes(),
        "HEAD": git(root, "rev-parse", "HEAD"),
        "HEAD file": (dot_git / "HEAD").read_bytes(),
        "refs": git(root, "for-each-ref"),
        "status": git(
            root, "--no-optional-locks", "status", "--porcelain", "--untracked-files=all"
        ),
        "objects": sorted(k for k in files if k.startswith("objects/")),
        "files": files,
        "worktree": {
            str(p.relative_to(root)): p.read_bytes()
            for p in sorted(root.rglob("*"))
            if p.is_file() and ".git" not in p.relative_to(root).parts
        },
    }


def test_verify_leaves_the_repository_untouched(repo: Repo) -> None:
    # A dirty work tree and a staged change must survive too.
    (repo.root / "README.md").write_text("staged\n")
    git(repo.root, "add", "README.md")
    (repo.root / KB_PATH).write_bytes(repo.kb.encode() + "未提交\n".encode())
    before = snapshot(repo.root)
    first = edit(repo.kb, "- 条目 B\n", "- 条目 B\n- 条目 C\n")
    second = edit(repo.kb, "1. 问题一\n", "1. 问题一\n2. 问题二\n")
    both = edit(first, "1. 问题一\n", "1. 问题一\n2. 问题二\n")
    checks = [repo.patch("0001-a", first), repo.patch("0002-b", second)]
    with KbRepo.open(repo.root) as kb_repo:
        verify(kb_repo, checks, PatchCheck("combined", "", both.encode()))
        clash = repo.patch("0003-clash", edit(repo.kb, "- 条目 B\n", "- 条目 B!\n"))
        with pytest.raises(SelfCheckFailed):
            verify(kb_repo, [*checks, clash], PatchCheck("combined", "", b""))
    assert snapshot(repo.root) == before


def test_verify_ignores_a_hostile_environment(
    repo: Repo, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    before = snapshot(repo.root)
    new = edit(repo.kb, "第 5 行。", "第五行。")
    with KbRepo.open(repo.root) as kb_repo:
        series = series_of(head_kb(kb_repo), [repo.patch("0001-x", new)], new.encode())
        monkeypatch.setenv("GIT_INDEX_FILE", str(elsewhere / "index"))
        monkeypatch.setenv("GIT_OBJECT_DIRECTORY", str(elsewhere / "objects"))
        monkeypatch.setenv("GIT_WORK_TREE", str(elsewhere))
        assert verify_series(kb_repo, [series]) == [None]
        monkeypatch.undo()
    assert snapshot(repo.root) == before
    assert list(elsewhere.iterdir()) == []


# ---------------------------------------------------------------- git am round trip


@pytest.mark.parametrize(
    ("subject", "prefix"),
    [
        ("kb: add entry 条目 1 to §5.3", ""),
        ("inference §5.3 §7: " + "新增条目「长标题」；" * 20, "PATCH 1/2"),
        ("Refresh §2", "PATCH alt 1/1"),
    ],
)
def test_git_am_round_trip(repo: Repo, tmp_path: Path, subject: str, prefix: str) -> None:
    new = edit(repo.kb, "- 条目 B\n", "- 条目 B\n- 条目 C：新的\n")
    diff = make_diff(repo.kb, new, KB_PATH, repo.object_format).text
    note = (
        "diff --git a/x b/x\nFrom 0000000000000000000000000000000000000000 Mon Sep 17 00:00:00 2001"
    )
    note += "\n-- \n说明"
    mail = format_mail(subject=subject, note=note, diff=diff, date=DATE, prefix=prefix)
    with KbRepo.open(repo.root) as kb_repo:
        verify(kb_repo, [PatchCheck("0001-x", mail, new.encode())])
    clone = tmp_path / "clone"
    git(tmp_path, "clone", "-q", str(repo.root), str(clone))
    box = tmp_path / "0001-x.patch"
    box.write_bytes(mail.encode())
    git(clone, "am", "-q", str(box))
    assert git(clone, "log", "-1", "--format=%s") == subject + "\n"
    assert git(clone, "log", "-1", "--format=%b") == "\n"
    assert (
        git(clone, "log", "-1", "--format=%an <%ae>|%aD") == f"kbpatch <kbpatch@localhost>|{DATE}\n"
    )
    assert git(clone, "rev-parse", f"HEAD:{KB_PATH}").strip() == blob_id(
        new.encode(), repo.object_format
    )
    assert (clone / KB_PATH).read_bytes() == new.encode()


# ---------------------------------------------------------------- the batch check


@pytest.fixture
def slow_checks(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The series that the fast path could not vouch for, as they reach the slow check."""
    seen: list[str] = []
    original = verify_module._slow_check

    def counting(scratch: Scratch, one: SeriesCheck) -> SelfCheckFailed | None:
        seen.append(", ".join(p.name for p in one.patches))
        return original(scratch, one)

    monkeypatch.setattr(verify_module, "_slow_check", counting)
    return seen


def test_good_patches_pass_without_the_slow_check(
    repo: Repo, kb_repo: KbRepo, slow_checks: list[str]
) -> None:
    first = edit(repo.kb, "- 条目 B\n", "- 条目 B\n- 条目 C\n")
    second = edit(repo.kb, "1. 问题一\n", "1. 问题一\n2. 问题二\n")
    both = edit(first, "1. 问题一\n", "1. 问题一\n2. 问题二\n")
    alternative = edit(repo.kb, "- 条目 B\n", "- 条目 B（另一种写法）\n")
    checks = [
        repo.patch("0001-a", first),
        repo.patch("0002-b", second),
        repo.patch("alternatives/0001-c", alternative),
    ]
    verify(kb_repo, checks, PatchCheck("combined", "", both.encode()))
    assert slow_checks == []


def test_git_finding_a_nearer_match_for_a_later_patch_fails_together(
    tmp_path: Path, slow_checks: list[str]
) -> None:
    # In a stretch that repeats every 2 lines, a hunk of the second patch, moved down 5
    # lines by the first patch, also matches 1 line from where its header puts it: git
    # applies it there. Each patch alone is exact; only git applying them together shows it.
    kb = "# kb\n\n" + "a\nb\n" * 40 + "\nend\n"
    repo = make_repo(tmp_path / "periodic", "sha1", kb)
    top = edit(kb, "# kb\n\n", "# kb\n\n" + "".join(f"x{i}\n" for i in range(5)))
    lines = kb.splitlines(keepends=True)
    lines[42] = "c\n"
    middle = "".join(lines)
    both = edit(middle, "# kb\n\n", "# kb\n\n" + "".join(f"x{i}\n" for i in range(5)))
    checks = [repo.patch("0001-top", top), repo.patch("0002-middle", middle)]
    with KbRepo.open(repo.root) as kb_repo:
        verify(kb_repo, checks)  # alone, each is fine
        assert slow_checks == []
        with pytest.raises(SelfCheckFailed, match=r"^patch combined: 0001-top, 0002-middle"):
            verify(kb_repo, checks, PatchCheck("combined", "", both.encode()))
    assert slow_checks == ["0001-top, 0002-middle"]


def test_one_failing_series_leaves_the_others_passing(repo: Repo, kb_repo: KbRepo) -> None:
    good = repo.patch("0001-a", edit(repo.kb, "第 5 行。", "第五行。"))
    stale = edit(repo.kb, "第 9 行。", "第九行。")
    bad = repo.patch("0001-stale", edit(stale, "第 10 行。", "第十行。"), old=stale)
    other = repo.patch("0001-b", edit(repo.kb, "1. 问题一\n", "1. 问题一\n2. 问题二\n"))
    kb = head_kb(kb_repo)
    found = verify_series(
        kb_repo,
        [
            series_of(kb, [good], good.expected),
            series_of(kb, [bad], bad.expected),
            series_of(kb, [other], other.expected),
        ],
    )
    assert found[0] is None and found[2] is None
    assert isinstance(found[1], SelfCheckFailed)
    assert str(found[1]).startswith("patch 0001-stale: ")


def mailinfo(tmp_path: Path, mail: bytes) -> tuple[str, str]:
    """The subject and the patch `git mailsplit --keep-cr` + `git mailinfo` take from a mail."""
    box, split = tmp_path / "box", tmp_path / "split"
    box.write_bytes(mail)
    split.mkdir(exist_ok=True)
    assert git(tmp_path, "mailsplit", "--keep-cr", f"-o{split}", str(box)).strip() == "1"
    message = (split / "0001").read_bytes()
    info = git(tmp_path, "mailinfo", str(tmp_path / "msg"), str(tmp_path / "patch"), stdin=message)
    subject = next(line[9:] for line in info.splitlines() if line.startswith("Subject: "))
    return subject, (tmp_path / "patch").read_bytes().decode()


GOLDEN = sorted((Path(__file__).parent.parent / "fixtures").glob("*/expected/**/*.patch"))


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: f"{p.parts[-3]}/{p.name}")
def test_the_mail_check_reads_mails_as_git_mailinfo_does(tmp_path: Path, path: Path) -> None:
    mail = path.read_text(encoding="utf-8")
    subject, extracted = mailinfo(tmp_path, mail.encode())
    diff = _mail_diff(mail)
    assert extracted.endswith(diff + "-- \nkbpatch\n")
    assert subject == am_subject(_header_of(mail, "Subject"))


def _header_of(mail: str, name: str) -> str:
    return next(line.split(": ", 1)[1] for line in mail.splitlines() if line.startswith(name))


@pytest.mark.parametrize(
    "change",
    [
        ("Subject: kb: x\n", "Subject: [PATCH]\n"),
        ("---\n", "---\nFrom 0000000000000000000000000000000000000000 Mon Sep 17 00:00:00 2001\n"),
        ("---\n", "---\n--- a/x\n"),
        ("Content-Transfer-Encoding: 8bit\n", "Content-Transfer-Encoding: base64\n"),
        ("Subject: kb: x\n", "Subject: kb: x\n  folded\n"),
        ("\n---\n", "\ndiff --git a/x b/x\n---\n"),  # in the commit message
        ("\n---\n", "\n--\n"),  # no `---` line
        ("-- \nkbpatch\n", "-- \nkbpatch\nmore\n"),  # text after the signature
    ],
)
def test_mails_the_check_cannot_vouch_for_go_to_git(repo: Repo, change: tuple[str, str]) -> None:
    good = repo.patch("0001-x", edit(repo.kb, "第 5 行。", "第五行。"), subject="kb: x")
    _mail_diff(good.mail)
    with pytest.raises(_Mismatch):
        _mail_diff(good.mail.replace(*change, 1))


def test_a_no_newline_marker_inside_a_hunk_fails(
    repo: Repo, kb_repo: KbRepo, slow_checks: list[str]
) -> None:
    """The hunk's old lines, joined, are HEAD's text, but not HEAD's lines one for one."""
    from kbpatch.hunks import NO_NEWLINE

    good = repo.patch("0001-x", edit(repo.kb, "第 5 行。\n", "第五行。\n"))
    lines = good.mail.split("\n")
    at = next(i for i, line in enumerate(lines) if line.startswith("-第 5 行"))
    lines[at - 1] += "\n" + NO_NEWLINE.rstrip("\n")  # a marker after a context line
    broken = good._replace(mail="\n".join(lines))
    with pytest.raises(SelfCheckFailed, match=r"^patch 0001-x: "):
        verify(kb_repo, [broken])
    assert slow_checks == ["0001-x"]


def test_a_window_holds_every_line_an_earlier_patch_may_move_a_hunk_by() -> None:
    """An earlier patch that adds 10 lines above a hunk and removes 10 below it has no net
    change, yet moves the hunk 10 lines from where its header puts it: the window must still
    hold HEAD's lines that far around it, and a first patch's hunks need only the slack."""
    from kbpatch.hunks import Hunk
    from kbpatch.verify import _WINDOW_SLACK, _job, _Parsed

    kb = Kb("".join(f"line {n}\n" for n in range(200)))

    def hunk(old_start: int, old_count: int, new_count: int) -> Hunk:
        return Hunk(old_start, old_count, old_start, new_count, "", "")

    def parsed(*hunks: Hunk) -> _Parsed:
        return _Parsed("p", list(hunks), [])

    first = parsed(hunk(20, 1, 11), hunk(180, 11, 1))  # +10 above line 100, -10 below it
    second = parsed(hunk(100, 1, 2))
    job = _job(0, kb, [first, second], [])
    window = job.window.decode()
    reach = 10 + 10
    for n in range(100 - reach - _WINDOW_SLACK, 101 + reach + _WINDOW_SLACK):
        assert f"line {n}\n" in window
    alone = _job(0, kb, [second], []).window.decode().splitlines()
    assert len(alone) == 1 + 2 * _WINDOW_SLACK
