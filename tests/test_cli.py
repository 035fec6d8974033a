"""The command as users run it: exit codes, one-line errors, --force, --dry-run, --kb."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from .conftest import FIXTURES, KB_PATH, KbRepoFixture, Snapshot, git, run_kbpatch

DEMO = (FIXTURES / "demo" / "brief.md").read_bytes()
BRIEF = "inbox/tom/2026-11-04-inference-e1prep.md"
OUTPUT = "inbox/tom/2026-11-04-inference-e1prep.patches"


def assert_one_line_error(done: subprocess.CompletedProcess[str], code: int, words: str) -> None:
    assert done.returncode == code, (done.stdout, done.stderr)
    lines = done.stderr.splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith("error: "), done.stderr
    assert words in lines[0], done.stderr
    assert "Traceback" not in done.stderr


def test_writes_patches_beside_the_brief_and_touches_nothing_else(kb_repo: KbRepoFixture) -> None:
    kb_repo.add_brief(DEMO, BRIEF)
    before = Snapshot.take(kb_repo.root)
    done = run_kbpatch("propose", BRIEF, cwd=kb_repo.root)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    before.assert_only_new(kb_repo.root, OUTPUT + "/")
    names = sorted(p.name for p in (kb_repo.root / OUTPUT).iterdir())
    assert names == [
        "0001-s5.3-add-baichuan-m3-14b-awq-vllm-awq.patch",
        "0002-s1.6-update-count-rec.patch",
        "manifest.json",
    ]


def test_same_inputs_give_byte_identical_files(kb_repo: KbRepoFixture) -> None:
    kb_repo.add_brief(DEMO, BRIEF)
    assert run_kbpatch("propose", BRIEF, cwd=kb_repo.root).returncode == 0
    first = {p.name: p.read_bytes() for p in (kb_repo.root / OUTPUT).iterdir()}
    assert run_kbpatch("propose", BRIEF, "--force", cwd=kb_repo.root).returncode == 0
    second = {p.name: p.read_bytes() for p in (kb_repo.root / OUTPUT).iterdir()}
    assert first == second
    assert all(b"\x1b[" not in data for data in first.values())


def test_existing_output_needs_force_and_force_replaces_kbpatch_s_folder_whole(
    kb_repo: KbRepoFixture,
) -> None:
    kb_repo.add_brief(DEMO, BRIEF)
    assert run_kbpatch("propose", BRIEF, cwd=kb_repo.root).returncode == 0
    # An earlier run's folder, with a patch this run does not write (listed in its manifest).
    folder = kb_repo.root / OUTPUT
    first = sorted(folder.glob("*.patch"))[0]
    stale = first.rename(folder / "0009-stale.patch")
    manifest = folder / "manifest.json"
    manifest.write_text(
        manifest.read_text("utf-8").replace(f'"{first.name}"', f'"{stale.name}"'), "utf-8"
    )
    before = Snapshot.take(kb_repo.root)
    done = run_kbpatch("propose", BRIEF, cwd=kb_repo.root)
    assert_one_line_error(done, 2, "--force")
    before.assert_only_new(kb_repo.root, None)
    assert run_kbpatch("propose", BRIEF, "--force", cwd=kb_repo.root).returncode == 0
    assert not stale.exists()
    assert first.exists()
    assert len(list(folder.glob("*.patch"))) == 2
    leftovers = [p.name for p in folder.parent.iterdir() if p.name.startswith(".")]
    assert leftovers == []


FOREIGN_FOLDERS = {
    "a user's folder": {"notes.md": "我的笔记\n"},
    "a user's file beside kbpatch's": None,  # kbpatch's own folder, and notes.md put in it
    "another tool's manifest.json": {"manifest.json": '{"name": "site", "version": "1.0.0"}\n'},
    "a manifest.json that is no JSON": {"manifest.json": "not json\n", "0001-a.patch": "x\n"},
}


@pytest.mark.parametrize("case", list(FOREIGN_FOLDERS))
def test_force_refuses_a_folder_kbpatch_did_not_write_and_changes_nothing(
    case: str, kb_repo: KbRepoFixture
) -> None:
    kb_repo.add_brief(DEMO, BRIEF)
    folder = kb_repo.root / OUTPUT
    files = FOREIGN_FOLDERS[case]
    if files is None:
        assert run_kbpatch("propose", BRIEF, cwd=kb_repo.root).returncode == 0
        files = {"notes.md": "我的笔记\n"}
    folder.mkdir(exist_ok=True)
    for name, text in files.items():
        (folder / name).write_text(text, "utf-8")
    before = Snapshot.take(kb_repo.root)
    done = run_kbpatch("propose", BRIEF, "--force", cwd=kb_repo.root)
    assert_one_line_error(done, 2, "is not a folder kbpatch wrote")
    assert "--force replaces only those, nothing was changed" in done.stderr
    before.assert_only_new(kb_repo.root, None)
    assert [p.name for p in folder.parent.iterdir() if p.name.startswith(".")] == []


def test_force_refuses_a_symbolic_link_at_the_output_folder_and_follows_none(
    kb_repo: KbRepoFixture,
) -> None:
    kb_repo.add_brief(DEMO, BRIEF)
    elsewhere = kb_repo.root / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "keep.md").write_text("keep\n")
    link = kb_repo.root / OUTPUT
    link.symlink_to(elsewhere, target_is_directory=True)
    before = Snapshot.take(kb_repo.root)
    done = run_kbpatch("propose", BRIEF, "--force", cwd=kb_repo.root)
    assert_one_line_error(done, 2, "is a symbolic link")
    before.assert_only_new(kb_repo.root, None)
    assert link.is_symlink() and os.readlink(link) == str(elsewhere)
    assert sorted(p.name for p in elsewhere.iterdir()) == ["keep.md"]


def test_force_replaces_an_empty_folder(kb_repo: KbRepoFixture) -> None:
    kb_repo.add_brief(DEMO, BRIEF)
    (kb_repo.root / OUTPUT).mkdir()
    assert_one_line_error(run_kbpatch("propose", BRIEF, cwd=kb_repo.root), 2, "--force")
    done = run_kbpatch("propose", BRIEF, "--force", cwd=kb_repo.root)
    assert done.returncode == 0, done.stderr
    assert len(list((kb_repo.root / OUTPUT).glob("*.patch"))) == 2


def test_dry_run_prints_diffs_and_writes_nothing(kb_repo: KbRepoFixture) -> None:
    kb_repo.add_brief(DEMO, BRIEF)
    before = Snapshot.take(kb_repo.root)
    done = run_kbpatch("propose", BRIEF, "--dry-run", cwd=kb_repo.root)
    assert done.returncode == 0, done.stderr
    before.assert_only_new(kb_repo.root, None)
    assert "diff --git a/organized/knowledge/inference.md" in done.stdout
    assert "\x1b[" not in done.stdout
    assert "nothing written (dry run)" in done.stdout
    coloured = run_kbpatch("propose", BRIEF, "--dry-run", "--color", "always", cwd=kb_repo.root)
    assert "\x1b[32m+" in coloured.stdout


def test_unresolved_actions_exit_1_and_say_why(kb_repo: KbRepoFixture) -> None:
    kb_repo.add_brief((FIXTURES / "unresolved" / "brief.md").read_bytes(), BRIEF)
    done = run_kbpatch("propose", BRIEF, cwd=kb_repo.root)
    assert done.returncode == 1, done.stderr
    assert "unresolved" in done.stdout
    assert "no section numbered 8.2" in done.stdout
    assert "old count does not match" in done.stdout
    assert "already present" in done.stdout


def test_report_notes_a_working_copy_that_differs_from_head(kb_repo: KbRepoFixture) -> None:
    kb_repo.add_brief(DEMO, BRIEF)
    kb = kb_repo.root / KB_PATH
    kb.write_bytes(kb.read_bytes() + "- 未提交的一行。\n".encode())
    done = run_kbpatch("propose", BRIEF, "--dry-run", cwd=kb_repo.root)
    assert done.returncode == 0, done.stderr
    assert "differs from HEAD; patches are made against HEAD" in done.stdout
    git(kb_repo.root, "checkout", "--", KB_PATH)


def test_kb_option_from_root_or_current_folder(kb_repo: KbRepoFixture) -> None:
    kb_repo.write("docs/kb.md", (kb_repo.root / KB_PATH).read_bytes())
    kb_repo.add_brief(DEMO, BRIEF)
    from_root = run_kbpatch("propose", BRIEF, "--kb", "docs/kb.md", "--dry-run", cwd=kb_repo.root)
    assert from_root.returncode == 0, from_root.stderr
    assert "→ docs/kb.md" in from_root.stdout
    from_sub = run_kbpatch(
        "propose", f"../{BRIEF}", "--kb", "kb.md", "--dry-run", cwd=kb_repo.root / "docs"
    )
    assert from_sub.returncode == 0, from_sub.stderr
    assert "→ docs/kb.md" in from_sub.stdout


@pytest.mark.parametrize(
    ("setup", "words"),
    [
        ("outside", "leads outside the repository"),
        ("missing-kb", "does not exist at HEAD"),
        ("empty", "empty"),
        ("not-a-brief", "no items"),
        ("gb18030", "not UTF-8"),
        ("no-file", "no such file"),
    ],
)
def test_bad_input_is_one_line_exit_2_nothing_written(
    setup: str, words: str, kb_repo: KbRepoFixture
) -> None:
    args = ["propose", BRIEF]
    if setup == "outside":
        kb_repo.add_brief(DEMO, BRIEF)
        args += ["--kb", "../../etc/passwd"]
    elif setup == "missing-kb":
        kb_repo.add_brief(DEMO.replace(b"inference \xc2\xb7", b"training \xc2\xb7"), BRIEF)
    elif setup == "empty":
        kb_repo.add_brief(b"", BRIEF)
    elif setup == "not-a-brief":
        kb_repo.add_brief("# 周报\n\n今天没有内容。\n".encode(), BRIEF)
    elif setup == "gb18030":
        kb_repo.add_brief(DEMO.decode("utf-8").encode("gb18030"), BRIEF)
    before = Snapshot.take(kb_repo.root)
    done = run_kbpatch(*args, cwd=kb_repo.root)
    assert_one_line_error(done, 2, words)
    before.assert_only_new(kb_repo.root, None)


def test_not_inside_a_git_repository(tmp_path: Path) -> None:
    brief = tmp_path / "brief.md"
    brief.write_bytes(DEMO)
    done = run_kbpatch("propose", str(brief), cwd=tmp_path)
    assert_one_line_error(done, 2, "not inside a git repository")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["brief.md"]


def test_crlf_brief_gives_the_same_patches(kb_repo: KbRepoFixture, tmp_path: Path) -> None:
    kb_repo.add_brief(DEMO, BRIEF)
    assert run_kbpatch("propose", BRIEF, cwd=kb_repo.root).returncode == 0
    lf = {p.name: p.read_bytes() for p in (kb_repo.root / OUTPUT).iterdir()}
    crlf_name = "inbox/tom/crlf-inference-e1prep.md"
    kb_repo.add_brief(DEMO.replace(b"\n", b"\r\n"), crlf_name)
    assert run_kbpatch("propose", crlf_name, cwd=kb_repo.root).returncode == 0
    folder = kb_repo.root / "inbox/tom/crlf-inference-e1prep.patches"
    crlf = {p.name: p.read_bytes() for p in folder.iterdir()}
    assert sorted(crlf) == sorted(lf)

    def comparable(mail: bytes) -> bytes:
        # The brief's name and the commit it was added in differ; nothing else may.
        text = re.sub(rb"at [0-9a-f]{40}", b"at <commit>", mail)
        text = re.sub(rb'"base_commit": "[0-9a-f]{40}"', b'"base_commit": "<commit>"', text)
        return text.replace(b"crlf-inference", b"2026-11-04-inference")

    for name in lf:
        assert comparable(crlf[name]) == comparable(lf[name])


def test_usage_errors_are_one_line(tmp_path: Path) -> None:
    assert_one_line_error(run_kbpatch("propose", cwd=tmp_path), 2, "Missing argument")
    assert_one_line_error(run_kbpatch("propose", "x.md", "--bogus", cwd=tmp_path), 2, "--bogus")


INBOX = [f"inbox/{name}/2026-11-04-inference-e1prep.md" for name in ("a", "b", "c")]


def propose_inbox_to(
    stdout: int | None, cwd: Path, *, close_stdout: bool = False
) -> tuple[int, str]:
    command = [sys.executable, "-m", "kbpatch", "propose", "inbox", "--force"]
    done = subprocess.run(
        command,
        cwd=cwd,
        stdout=stdout,
        stderr=subprocess.PIPE,
        text=True,
        check=False,
        timeout=120,
        env={**os.environ, "NO_COLOR": "1"},
        # Started with file descriptor 1 closed, as `kbpatch … >&-` is.
        preexec_fn=(lambda: os.close(1)) if close_stdout else None,
    )
    return done.returncode, done.stderr


@pytest.mark.parametrize("where", ["closed-pipe", "dev-full", "closed"])
def test_a_lost_stdout_still_writes_every_folder(where: str, kb_repo: KbRepoFixture) -> None:
    for brief in INBOX:
        kb_repo.write(brief, DEMO)
    kb_repo.commit("briefs")
    if where == "closed-pipe":
        # The reader is gone before the first line, as `| head -1` is once it has its line.
        read_end, write_end = os.pipe()
        os.close(read_end)
        try:
            code, err = propose_inbox_to(write_end, kb_repo.root)
        finally:
            os.close(write_end)
        assert (code, err) == (0, "")
    elif where == "dev-full":
        with open(os.devnull if not Path("/dev/full").exists() else "/dev/full", "wb") as full:
            code, err = propose_inbox_to(full.fileno(), kb_repo.root)
        assert code == 2
        assert err.splitlines() == [
            "error: cannot write to stdout (No space left on device); "
            "the patch folders were written, the report was not"
        ]
    else:
        code, err = propose_inbox_to(None, kb_repo.root, close_stdout=True)
        assert code == 2 and "cannot write to stdout" in err and "Traceback" not in err
    for brief in INBOX:
        assert (kb_repo.root / brief.replace(".md", ".patches") / "manifest.json").is_file()


def test_head_takes_its_line_and_the_batch_goes_on(kb_repo: KbRepoFixture) -> None:
    for brief in INBOX:
        kb_repo.write(brief, DEMO)
    kb_repo.commit("briefs")
    done = subprocess.run(
        ["bash", "-c", f"set -o pipefail; {sys.executable} -m kbpatch propose inbox | head -1"],
        cwd=kb_repo.root,
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    assert (done.returncode, done.stderr) == (0, "")
    assert done.stdout.startswith("kbpatch: inbox/a/")
    for brief in INBOX:
        assert (kb_repo.root / brief.replace(".md", ".patches") / "manifest.json").is_file()
