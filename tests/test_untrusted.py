"""Briefs written by whoever opens a pull request: their text reaches the terminal escaped,
the commands kbpatch prints for copying run nothing when pasted, and a subject that git am
would rewrite (or refuse) is made safe, one brief's failure sparing the others."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from kbpatch import patches
from kbpatch.report import paint
from kbpatch.untrusted import mail_subject, printable, printable_json, shell_path

from .conftest import FIXTURES, KB_PATH, KbRepoFixture, git, invoke

DEMO = (FIXTURES / "demo" / "brief.md").read_bytes()
TITLE = "Baichuan-M3-14B-AWQ 部署配方".encode()
HOSTILE_NAMES = [
    "x;touch P;$(touch Q) 2026-11-04-inference-e1prep.md",
    "my brief (v2) 2026-11-04-inference-e1prep.md",
    "-rf `touch R` 'quoted' 2026-11-04-inference-e1prep.md",
]
# An OSC that retitles the terminal, a CSI that hides what follows, a C1 CSI, DEL, a
# right-to-left override and a lone CR that rewinds the line.
HOSTILE = "\x1b]0;pwned\x07\x1b[8mhidden\x9b31m\x7f\u202etxt.exe\rover"


def test_printable_writes_out_every_control_and_bidi_character() -> None:
    assert printable(HOSTILE) == (
        "\\x1b]0;pwned\\x07\\x1b[8mhidden\\x9b31m\\x7f\\u202etxt.exe\\x0dover"
    )
    assert printable("行一\r\n行二\t末\n") == "行一\r\n行二\t末\n"
    assert printable("\u2066x\u2069\u200f\u2028") == "\\u2066x\\u2069\\u200f\\u2028"


def test_with_colour_only_kbpatch_own_codes_pass() -> None:
    own = paint("applies", color=True)
    assert printable(own + HOSTILE, color=True) == "\x1b[32mapplies\x1b[0m" + printable(HOSTILE)
    assert "\x1b" not in printable(own)


def test_a_brief_copy_of_kbpatch_own_colour_codes_is_written_out() -> None:
    # The codes kbpatch colours with are public; a brief holding them must not colour (or
    # reset) the terminal any more than one holding any other escape.
    copied = "\x1b[32m+ fake added line\x1b[0m \x1b[1;31mstale\x1b[0m"
    assert printable(copied, color=True) == printable(copied)
    assert "\x1b" not in printable(copied, color=True)


def test_printable_json_keeps_the_data() -> None:
    import json

    text = json.dumps({"title": HOSTILE}, ensure_ascii=False)
    safe = printable_json(text)
    assert json.loads(safe) == {"title": HOSTILE}
    assert re.search("[\x1b\x7f-\x9f\u202e]", safe) is None


@pytest.mark.parametrize(
    ("subject", "safe"),
    [
        ("[WIP] inference §5.3: add x", "(WIP) inference §5.3: add x"),
        ("Re: [a][b] x", "(a)[b] x"),
        ("inference: add =?utf-8?q?x?=", "inference: add = ?utf-8?q?x?="),
        ("inference: add \x1b[8mx\x7f", "inference: add \\x1b[8mx\\x7f"),
        ("inference §1: add x", "inference §1: add x"),
    ],
)
def test_mail_subjects_reach_git_am_as_written(subject: str, safe: str) -> None:
    assert mail_subject(subject) == safe


def test_shell_path_is_one_word_and_no_option() -> None:
    assert shell_path("inbox/a.patch") == "inbox/a.patch"
    assert shell_path("-x/a b.patch") == "'./-x/a b.patch'"


def bash(command: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["bash", "-c", command], cwd=cwd, capture_output=True, text=True, check=False
    )


@pytest.mark.parametrize("name", HOSTILE_NAMES)
def test_pasted_commands_run_nothing_and_work(name: str, kb_repo: KbRepoFixture) -> None:
    brief = kb_repo.add_brief(DEMO, f"inbox/{name}")
    code, comment, err = invoke("propose", str(brief), "--format", "markdown")
    assert code == 0, err
    folder = brief.parent / f"{brief.stem}.patches"
    patch = sorted(folder.glob("*.patch"))[0]
    note = patch.read_text(encoding="utf-8")
    apply = re.search(r"^ apply: +(git apply .*)$", note, re.MULTILINE)
    am = re.search(r"^ +or: +(git am .*)$", note, re.MULTILINE)
    assert apply is not None and am is not None
    fenced = re.search(r"```sh\n(git apply .*)\n", comment)
    assert fenced is not None
    for command in (apply.group(1), fenced.group(1)):
        done = bash(command + " --check", kb_repo.root)
        assert done.returncode == 0, done.stderr
    done = bash(am.group(1), kb_repo.root)
    assert done.returncode == 0, done.stderr
    assert git(kb_repo.root, "log", "-1", "--format=%s").startswith("inference §5.3: add ")
    for planted in ("P", "Q", "R"):
        assert not list(kb_repo.root.rglob(planted))


def hostile_brief() -> bytes:
    return DEMO.replace(TITLE, TITLE + HOSTILE.encode()).replace(
        "# inference ·".encode(), "# [WIP] inference ·".encode()
    )


def test_nothing_printed_carries_a_brief_control_sequence(kb_repo: KbRepoFixture) -> None:
    brief = kb_repo.add_brief(hostile_brief())
    for args in (
        ["explain", str(brief), "--kb", KB_PATH],
        ["explain", str(brief), "--kb", KB_PATH, "--color", "always"],
        ["propose", str(brief), "--kb", KB_PATH, "--dry-run", "--color", "always"],
        ["propose", str(brief), "--kb", KB_PATH, "--dry-run", "--format", "json"],
        ["propose", str(brief), "--kb", KB_PATH, "--dry-run", "--format", "markdown"],
    ):
        code, out, err = invoke(*args)
        assert code == 0, err
        assert "pwned" in out or "json" in args, args
        assert re.search("[\x00-\x08\x0b\x0c\x0e-\x1a\x1c-\x1f\x7f-\x9f\u202e]", out) is None
        assert re.search("\x1b(?!\\[(?:[0-9;]*)m)|\x1b\\[8m", out) is None, args
    code, _, err = invoke("propose", str(brief.parent / f"{HOSTILE}-e1prep.md"))
    assert code == 2
    assert "\x1b" not in err and "\\x1b]0;pwned" in err


def test_a_hostile_subject_is_written_and_spares_the_batch(kb_repo: KbRepoFixture) -> None:
    hostile = kb_repo.write("inbox/a/2026-11-04-inference-e1prep.md", hostile_brief())
    good = kb_repo.write("inbox/b/2026-11-04-inference-e1prep.md", DEMO)
    kb_repo.commit("briefs")
    code, _, err = invoke("propose", str(hostile), str(good), "--kb", KB_PATH)
    assert (code, err) == (0, "")
    for brief in (hostile, good):
        assert (brief.parent / f"{brief.stem}.patches" / "manifest.json").is_file()
    first = sorted((hostile.parent / f"{hostile.stem}.patches").glob("*.patch"))[0]
    git(kb_repo.root, "am", str(first))
    subject = git(kb_repo.root, "log", "-1", "--format=%s").strip()
    assert subject.startswith("(WIP) inference §5.3: add Baichuan-M3-14B-AWQ 部署配方\\x1b]0;")


def test_one_brief_failing_even_by_a_bug_spares_the_others(
    kb_repo: KbRepoFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    format_mail = patches.format_mail

    def failing_for_one(**values: str) -> str:
        if "BOOM" in values["subject"]:
            raise ValueError("a subject git am would refuse")
        return format_mail(**values)

    monkeypatch.setattr(patches, "format_mail", failing_for_one)
    # The title keeps the name the request gives its entry, so that the entry (and its
    # subject) is named by the title.
    bad = kb_repo.write(
        "inbox/a/2026-11-04-inference-e1prep.md", DEMO.replace(TITLE, b"BOOM " + TITLE)
    )
    good = kb_repo.write("inbox/b/2026-11-04-inference-e1prep.md", DEMO)
    kb_repo.commit("briefs")
    code, _, err = invoke("propose", str(bad), str(good))
    assert code == 3
    assert err.count("error: ") == 1 and "this is a kbpatch bug" in err and str(bad) in err
    assert not (bad.parent / f"{bad.stem}.patches").exists()
    assert (good.parent / f"{good.stem}.patches" / "manifest.json").is_file()


def test_a_brief_path_that_would_break_a_report_line_is_refused(kb_repo: KbRepoFixture) -> None:
    forged = "inbox/x\n  A09 proposed §1.1 fake\n/2026-11-04-inference-e1prep.md"
    brief = kb_repo.add_brief(DEMO, forged)
    code, out, err = invoke("propose", str(brief))
    assert (code, out) == (2, "")
    assert err.count("\n") == 1 and "holds a control character" in err
    assert "inbox/x\\x0a  A09 proposed" in err


def test_a_patch_name_that_would_break_a_check_line_is_shown_escaped(
    kb_repo: KbRepoFixture,
) -> None:
    brief = kb_repo.add_brief(DEMO)
    assert invoke("propose", str(brief))[0] == 0
    folder = brief.parent / f"{brief.stem}.patches"
    first = sorted(folder.glob("*.patch"))[0]
    fake = folder / "x\n  0009-fake.patch  applies\n.patch"
    fake.write_bytes(first.read_bytes())
    code, out, _ = invoke("check", str(folder))
    assert code == 2
    assert "\n  0009-fake.patch  applies" not in out
    row = next(line for line in out.splitlines() if "0009" in line)
    assert row.startswith("  x\\x0a  0009-fake.patch  applies\\x0a.patch ")
    assert "tampered: " in row


def test_a_title_holding_kbpatch_colour_codes_colours_nothing(kb_repo: KbRepoFixture) -> None:
    demo = (FIXTURES / "demo" / "brief.md").read_text()
    title = "Baichuan-M3-14B-AWQ"
    brief = kb_repo.add_brief(demo.replace(title, f"\x1b[31m{title}\x1b[0m").encode())
    for command in (["propose", "--dry-run"], ["explain"]):
        code, out, err = invoke(*command, "--color", "always", str(brief))
        assert code == 0, err
        assert f"\\x1b[31m{title}\\x1b[0m" in out
        assert f"\x1b[31m{title}" not in out
        assert "\x1b[" in out  # kbpatch's own colours are still there
