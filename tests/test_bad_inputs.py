"""The catalogue of bad and unusual inputs: each gets one clear line on stderr, a non-zero
exit, no traceback and nothing written; or, where the input is valid but unusual, patches
that apply. Every case also proves that only the output folder can be new."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from kbpatch.parse import MAX_LINE_CHARS

from .conftest import (
    FIXTURE_KB,
    FIXTURES,
    KB_PATH,
    KbRepoFixture,
    Snapshot,
    git,
    make_repo,
    run_kbpatch,
)
from .test_cli import assert_one_line_error

DEMO = (FIXTURES / "demo" / "brief.md").read_bytes()
BRIEF = "inbox/tom/2026-11-04-inference-e1prep.md"
OUTPUT = "inbox/tom/2026-11-04-inference-e1prep.patches"
KB = FIXTURE_KB.read_bytes()


def many_items(count: int) -> bytes:
    sections = ["5.3", "3.1", "4.3", "5.7", "2.1"]
    lines = ["inference · E1 预消化简报(2026-11-09)", "", "一、今日 inference 主题的重要增量", ""]
    for n in range(1, count + 1):
        lines += [
            f"条目 {n}：Tool{n} —— 测试用组件",
            f"  • 来源：organized/paper_cards/{n}-tool.md",
            f"  • 要点：Tool{n} 在 8 卡上吞吐提高 {n % 9 + 1}%。",
            f"  • 建议归入：§{sections[n % 5]} 新增一条 Tool{n} 条目。",
            "",
        ]
    return "\n".join(lines).encode()


@contextmanager
def unwritable(folder: Path) -> Iterator[None]:
    """A folder nobody can create entries in, root included (chattr +i)."""
    if os.geteuid() == 0:
        subprocess.run(["chattr", "+i", str(folder)], check=True)
    else:
        folder.chmod(0o555)
    try:
        yield
    finally:
        if os.geteuid() == 0:
            subprocess.run(["chattr", "-i", str(folder)], check=True)
        else:
            folder.chmod(0o755)


# ------------------------------------------------------------------ errors: exit 2, one line

Setup = Callable[[KbRepoFixture], list[str]]


def brief_bytes(data: bytes) -> Setup:
    def setup(repo: KbRepoFixture) -> list[str]:
        repo.add_brief(data, BRIEF)
        return [BRIEF]

    return setup


def kb_option(value: str) -> Setup:
    def setup(repo: KbRepoFixture) -> list[str]:
        repo.add_brief(DEMO, BRIEF)
        return [BRIEF, "--kb", value]

    return setup


def symlink_kb_out(repo: KbRepoFixture) -> list[str]:
    repo.add_brief(DEMO, BRIEF)
    outside = repo.root.parent / "outside.md"
    outside.write_bytes(KB)
    (repo.root / "docs").mkdir()
    (repo.root / "docs" / "kb.md").symlink_to(outside)
    return [BRIEF, "--kb", "docs/kb.md"]


def kb_only_in_worktree(repo: KbRepoFixture) -> list[str]:
    repo.add_brief(DEMO, BRIEF)
    repo.write("organized/knowledge/draft.md", KB)
    return [BRIEF, "--kb", "organized/knowledge/draft.md"]


def kb_missing(repo: KbRepoFixture) -> list[str]:
    repo.add_brief(DEMO.replace("inference ·".encode(), "training ·".encode()), BRIEF)
    return [BRIEF]


def output_symlink(repo: KbRepoFixture) -> list[str]:
    repo.add_brief(DEMO, BRIEF)
    target = repo.root.parent / "elsewhere"
    target.mkdir()
    (repo.root / OUTPUT).symlink_to(target)
    return [BRIEF]


def output_file(repo: KbRepoFixture) -> list[str]:
    repo.add_brief(DEMO, BRIEF)
    (repo.root / OUTPUT).write_text("not a folder\n")
    return [BRIEF]


def output_exists(repo: KbRepoFixture) -> list[str]:
    repo.add_brief(DEMO, BRIEF)
    (repo.root / OUTPUT).mkdir()
    return [BRIEF]


ERRORS: dict[str, tuple[Setup, str]] = {
    "empty brief": (brief_bytes(b""), "empty"),
    "whitespace only": (brief_bytes(b" \n\t\r\n  \n"), "white space"),
    "binary bytes": (brief_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" * 50), "binary"),
    "GB18030 brief": (brief_bytes(DEMO.decode().encode("gb18030")), "iconv -f GB18030"),
    "20 MB brief": (brief_bytes(DEMO * (20 * 1024 * 1024 // len(DEMO) + 1)), "MB"),
    "not a brief": (brief_bytes("# 周报\n\n今天没有新内容。\n".encode()), "no items"),
    "KB missing at HEAD": (kb_missing, "title line (`training · E1 …`): pass --kb PATH"),
    "KB only in the work tree": (kb_only_in_worktree, "commit it first"),
    "--kb ../../x": (kb_option("../../x"), "outside the repository"),
    "--kb absolute outside": (kb_option("/etc/hostname"), "outside the repository"),
    "--kb symlink leading out": (symlink_kb_out, "outside the repository"),
    "output folder is a symlink": (output_symlink, "symbolic link"),
    "output folder is a file": (output_file, "not a folder"),
    "output folder already there": (output_exists, "--force"),
}


@pytest.mark.parametrize("case", sorted(ERRORS))
def test_bad_input_is_one_line_and_writes_nothing(case: str, kb_repo: KbRepoFixture) -> None:
    setup, words = ERRORS[case]
    args = setup(kb_repo)
    before = Snapshot.take(kb_repo.root)
    done = run_kbpatch("propose", *args, cwd=kb_repo.root)
    assert_one_line_error(done, 2, words)
    before.assert_only_new(kb_repo.root, None)


def test_brief_not_inside_a_git_repository(tmp_path: Path) -> None:
    (tmp_path / "brief.md").write_bytes(DEMO)
    done = run_kbpatch("propose", "brief.md", cwd=tmp_path)
    assert_one_line_error(done, 2, "not inside a git repository")
    assert [p.name for p in tmp_path.iterdir()] == ["brief.md"]


def test_repository_with_no_commits(tmp_path: Path) -> None:
    git(tmp_path, "init", "-q")
    (tmp_path / "brief.md").write_bytes(DEMO)
    done = run_kbpatch("propose", "brief.md", cwd=tmp_path)
    assert_one_line_error(done, 2, "no commits")
    assert sorted(p.name for p in tmp_path.iterdir()) == [".git", "brief.md"]


def test_output_parent_not_writable(kb_repo: KbRepoFixture) -> None:
    brief = kb_repo.add_brief(DEMO, BRIEF)
    before = Snapshot.take(kb_repo.root)
    with unwritable(brief.parent):
        done = run_kbpatch("propose", BRIEF, cwd=kb_repo.root)
    assert_one_line_error(done, 2, "cannot write")
    before.assert_only_new(kb_repo.root, None)


# ------------------------------------------------------------ unusual but valid: patches apply


def check_series(root: Path, folder: Path, *, keep_cr: bool = False) -> None:
    patches = sorted(folder.glob("*.patch"))
    assert patches, "expected patches"
    for patch in patches:
        git(root, "apply", "--check", str(patch))
    git(root, "apply", "--check", *map(str, patches))
    clone = root.parent / "am-clone"
    shutil.rmtree(clone, ignore_errors=True)
    git(root.parent, "clone", "-q", str(root), str(clone))
    git(clone, "am", "-q", *(["--keep-cr"] if keep_cr else []), *map(str, patches))
    git(root, "apply", *map(str, patches))
    assert (clone / KB_PATH).read_bytes() == (root / KB_PATH).read_bytes()


def kb_variant(name: str) -> bytes:
    text = KB.decode()
    if name == "CRLF":
        return text.replace("\n", "\r\n").encode()
    if name == "BOM":
        return b"\xef\xbb\xbf" + KB
    if name == "no final newline":
        return text.rstrip("\n").encode()
    if name == "trailing spaces":
        return text.replace("\n", "  \n").encode()
    if name == "YAML front matter":
        return ("---\ntitle: inference\ntags: [kb]\n---\n" + text).encode()
    if name == "headings in code fences":
        fake = "```markdown\n### 5.3 假的标题\n## 七、假的引用\n```\n\n"
        return text.replace("### 1.1 ", fake + "### 1.1 ", 1).encode()
    raise AssertionError(name)


@pytest.mark.parametrize(
    "variant",
    [
        "CRLF",
        "BOM",
        "no final newline",
        "trailing spaces",
        "YAML front matter",
        "headings in code fences",
    ],
)
def test_unusual_kb_gives_patches_that_apply(variant: str, tmp_path: Path) -> None:
    data = kb_variant(variant)
    repo = make_repo(tmp_path / "kb", data)
    repo.add_brief(DEMO, BRIEF)
    before = Snapshot.take(repo.root)
    done = run_kbpatch("propose", BRIEF, cwd=repo.root)
    assert done.returncode == 0, done.stderr
    before.assert_only_new(repo.root, OUTPUT + "/")
    check_series(repo.root, repo.root / OUTPUT, keep_cr=variant == "CRLF")
    patched = (repo.root / KB_PATH).read_bytes()
    if variant == "CRLF":
        assert b"\n" not in patched.replace(b"\r\n", b"")
    if variant == "BOM":
        assert patched.startswith(b"\xef\xbb\xbf")
    if variant == "no final newline":
        assert not patched.endswith(b"\n")
    if variant == "headings in code fences":
        assert b"### 5.3 \xe5\x81\x87" in patched  # the fake heading is untouched
        assert sum(b"Baichuan-M3" in line for line in patched.splitlines()) == 1


def test_two_headings_with_the_same_number_are_reported_not_guessed(tmp_path: Path) -> None:
    text = KB.decode().replace("### 5.4 ", "### 5.3 ", 1)
    repo = make_repo(tmp_path / "kb", text.encode())
    # Without the title after the number, which would tell the two apart.
    repo.add_brief(DEMO.replace("§5.3 部署框架与模型卡片 ".encode(), "§5.3 ".encode()), BRIEF)
    done = run_kbpatch("propose", BRIEF, cwd=repo.root)
    assert done.returncode == 1, done.stderr
    assert "2 headings are numbered 5.3" in done.stdout
    assert "not guessing" in done.stdout
    assert all("5.3" not in p.name for p in (repo.root / OUTPUT).glob("*.patch"))


def test_sha256_repository(tmp_path: Path) -> None:
    repo = make_repo(tmp_path / "kb", KB, object_format="sha256")
    repo.add_brief(DEMO, BRIEF)
    done = run_kbpatch("propose", BRIEF, cwd=repo.root)
    assert done.returncode == 0, done.stderr
    patch = sorted((repo.root / OUTPUT).glob("*.patch"))[0].read_text()
    index = next(line for line in patch.splitlines() if line.startswith("index "))
    assert len(index.split()[1].split("..")[0]) == 64
    check_series(repo.root, repo.root / OUTPUT)


def test_non_ascii_kb_path_is_quoted_like_git(tmp_path: Path) -> None:
    repo = make_repo(tmp_path / "kb", KB)
    repo.write("知识库/推理.md", KB)
    repo.add_brief(DEMO, BRIEF)
    done = run_kbpatch("propose", BRIEF, "--kb", "知识库/推理.md", cwd=repo.root)
    assert done.returncode == 0, done.stderr
    patches = sorted((repo.root / OUTPUT).glob("*.patch"))
    assert '"a/\\347\\237\\245' in patches[0].read_text()
    for patch in patches:
        git(repo.root, "apply", "--check", str(patch))
    git(repo.root, "apply", *map(str, patches))
    assert b"Baichuan-M3" in (repo.root / "知识库/推理.md").read_bytes()


def test_brief_with_5000_items(tmp_path: Path) -> None:
    repo = make_repo(tmp_path / "kb", KB)
    repo.add_brief(many_items(5000), BRIEF)
    done = run_kbpatch("propose", BRIEF, cwd=repo.root)
    assert done.returncode == 0, done.stderr
    assert done.stdout.count(" proposed ") == 5000
    check_series(repo.root, repo.root / OUTPUT)
    kb_lines = (repo.root / KB_PATH).read_text().splitlines()
    assert sum("Tool4999" in line for line in kb_lines) == 1


@pytest.mark.parametrize(
    "nested",
    [b"x = " + b"[" * 50_000 + b"]" * 50_000, b"x = " + b"{a=" * 20_000 + b"1" + b"}" * 20_000],
)
def test_a_team_lexicon_nested_too_deeply_is_bad_input(
    nested: bytes, kb_repo: KbRepoFixture
) -> None:
    kb_repo.write(".kbpatch.toml", nested + b"\n")
    kb_repo.add_brief(DEMO, BRIEF)
    before = Snapshot.take(kb_repo.root)
    for command in ("propose", "explain"):
        done = run_kbpatch(command, BRIEF, cwd=kb_repo.root)
        assert_one_line_error(done, 2, ".kbpatch.toml: not valid TOML (nested too deeply)")
    before.assert_only_new(kb_repo.root, None)


@pytest.mark.parametrize(
    "args",
    [["propose", ""], ["propose", BRIEF, ""], ["explain", ""], ["check", ""]],
    ids=["propose", "propose beside a brief", "explain", "check"],
)
def test_an_empty_path_argument_is_refused_not_taken_for_the_current_folder(
    args: list[str], kb_repo: KbRepoFixture
) -> None:
    # `kbpatch propose "$BRIEF"` with the variable left empty must not propose every brief
    # of the folder it runs in.
    kb_repo.add_brief(DEMO, BRIEF)
    before = Snapshot.take(kb_repo.root)
    done = run_kbpatch(*args, cwd=kb_repo.root)
    assert_one_line_error(done, 2, "an empty path")
    before.assert_only_new(kb_repo.root, None)


# ------------------------------------------------------------------ hostile lines: in time

# Lines a hostile pull request may write, each just under the longest line a brief may hold:
# the reader's scans of them must stay near linear (quote openers without closers, a clause
# naming hundreds of sections, a run of arrows, a run of ids).
HOSTILE_LINES = {
    "quote openers without closers": "「（“[" * 1240,
    "hundreds of section references": "§5.3 或 " * 700,
    "hundreds of section references and a verb": "§5.3 或 " * 690 + "新增一条 Foo 条目",
    "a run of arrows after a count": "§1.6 只更新 rec 计数（" + "243→" * 1230,
    "a run of arXiv ids": "arXiv:2601.00001 " * 290,
    # Quotes and references are blanked to white space where requests are read, and a run of
    # white space read by patterns with several optional gaps in a row once cost minutes.
    "a long quote in a request": "§3.2 新增「" + "缓存分层" * 1200 + "」一条",
    "a run of white space before a take-back": "条目 1" + " " * 2400 + "暂缓" + " " * 2400 + "x",
    "a run of white space after a verb": "§3.2 新增" + " " * 4900 + "x",
    # A path of heading names (`A → B 小节`) whose names could each end in the spaces before an
    # arrow was read in as many ways as the run splits: minutes at 25 arrows.
    "a run of item tags between arrows": "条目 1 → C.3 " + "条目 1 → " * 690,
}


def with_line(line: str) -> bytes:
    """The demo brief with one more closing action, `line`."""
    return DEMO.rstrip(b"\n") + b"\n- " + line.encode() + b"\n"


def run_in_time(kb_repo: KbRepoFixture, *args: str) -> subprocess.CompletedProcess[str]:
    """`kbpatch` with a deadline far above what any brief needs (a hang fails the test)."""
    return subprocess.run(
        [sys.executable, "-m", "kbpatch", *args],
        cwd=kb_repo.root,
        capture_output=True,
        text=True,
        check=False,
        timeout=20,
        env={**os.environ, "NO_COLOR": "1"},
    )


@pytest.mark.parametrize(
    "name",
    [
        pytest.param(name, marks=[pytest.mark.slow] if "section references" in name else [])
        for name in sorted(HOSTILE_LINES)
    ],
)
def test_a_hostile_line_is_read_in_seconds(name: str, kb_repo: KbRepoFixture) -> None:
    assert len(HOSTILE_LINES[name]) + 2 <= MAX_LINE_CHARS
    kb_repo.add_brief(with_line(HOSTILE_LINES[name]), BRIEF)
    done = run_in_time(kb_repo, "propose", BRIEF)
    assert done.returncode in (0, 1), done.stderr
    assert "Traceback" not in done.stderr


def test_a_line_longer_than_any_brief_needs_is_refused(kb_repo: KbRepoFixture) -> None:
    kb_repo.add_brief(with_line("§5.3 或 " * 3000), BRIEF)
    before = Snapshot.take(kb_repo.root)
    done = run_in_time(kb_repo, "propose", BRIEF)
    assert_one_line_error(done, 2, f"longer than {MAX_LINE_CHARS:,} characters")
    assert "brief line 35 " in done.stderr
    before.assert_only_new(kb_repo.root, None)
