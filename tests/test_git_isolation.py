"""Every git process kbpatch starts runs no repository hook and never fetches a missing object."""

from __future__ import annotations

from pathlib import Path

from kbpatch.gitrepo import git_environment

from .conftest import (
    FIXTURES,
    KB_PATH,
    KbRepoFixture,
    git,
    invoke,
    make_repo,
    run_git,
    run_kbpatch,
)

DEMO = (FIXTURES / "demo" / "brief.md").read_bytes()
BRIEF = "inbox/tom/2026-11-04-inference-e1prep.md"
OUTPUT = "inbox/tom/2026-11-04-inference-e1prep.patches"


def install_marker_hooks(repo: Path, marker: Path) -> None:
    """Hooks that leave `marker` behind whenever git runs them on this repository."""
    hooks = repo / ".git" / "hooks"
    hooks.mkdir(parents=True, exist_ok=True)
    for name in ("post-index-change", "pre-applypatch", "post-applypatch", "post-checkout"):
        hook = hooks / name
        hook.write_text(f'#!/bin/sh\necho {name} >> "{marker}"\n')
        hook.chmod(0o755)


def test_no_repository_hook_runs_while_proposing_or_checking(
    kb_repo: KbRepoFixture, tmp_path: Path
) -> None:
    marker = tmp_path / "hook-ran"
    install_marker_hooks(kb_repo.root, marker)
    brief = kb_repo.add_brief(DEMO, BRIEF)
    # The hook is live: a scratch index read the way kbpatch reads one runs it.
    scratch = tmp_path / "control-index"
    control = run_git(kb_repo.root, "read-tree", f"--index-output={scratch}", "HEAD")
    assert control.returncode == 0
    assert marker.exists(), "the test's hook did not run for a plain read-tree"
    marker.unlink()

    code, _, err = invoke("propose", str(brief))
    assert code == 0, err
    code, out, err = invoke("check", str(kb_repo.root / OUTPUT))
    assert code == 0, (out, err)

    assert not marker.exists(), marker.read_text()


def test_a_kb_blob_missing_from_a_partial_clone_is_one_error_and_never_fetched(
    tmp_path: Path,
) -> None:
    server = make_repo(tmp_path / "server")
    git(server.root, "config", "uploadpack.allowFilter", "true")
    clone = tmp_path / "clone"
    git(
        tmp_path,
        "clone",
        "-q",
        "--no-checkout",
        "--filter=blob:none",
        f"file://{server.root}",
        str(clone),
    )
    blob = git(clone, "rev-parse", f"HEAD:{KB_PATH}").strip()
    brief = clone / BRIEF
    brief.parent.mkdir(parents=True)
    brief.write_bytes(DEMO)

    code, out, err = invoke("propose", "--dry-run", str(brief))

    assert code == 2, (out, err)
    assert err.count("\n") == 1 and err.startswith("error: "), err
    assert blob in err and "partial clone" in err, err
    # Still missing: nothing was fetched.
    assert (
        run_git(clone, "rev-list", "--objects", "--missing=print", "HEAD").stdout.count(
            f"?{blob}".encode()
        )
        == 1
    )
    # Plain git would have fetched it: the clone is a live partial clone of the server.
    assert run_git(clone, "cat-file", "-e", blob).returncode == 0


def test_git_environment_keeps_the_callers_configuration_and_adds_its_own_after() -> None:
    added = git_environment(
        {"GIT_CONFIG_COUNT": "1", "GIT_CONFIG_KEY_0": "user.name", "GIT_CONFIG_VALUE_0": "x"}
    )
    assert added["GIT_NO_LAZY_FETCH"] == "1"
    assert "GIT_CONFIG_KEY_0" not in added
    keys = {added[f"GIT_CONFIG_KEY_{n}"]: n for n in range(1, int(added["GIT_CONFIG_COUNT"]))}
    assert {"core.hooksPath", "protocol.allow"} <= set(keys)


def test_no_filter_driver_runs_for_a_kb_changed_in_the_work_tree(
    kb_repo: KbRepoFixture, tmp_path: Path
) -> None:
    # A pull request can add .gitattributes; a driver the user has configured (git-lfs, or
    # anything) must not run because of it.
    marker = tmp_path / "driver-ran"
    (kb_repo.root / ".gitattributes").write_text("*.md filter=probe diff=probe\n")
    brief = kb_repo.add_brief(DEMO, BRIEF)
    for key in ("filter.probe.clean", "filter.probe.smudge", "diff.probe.textconv"):
        git(kb_repo.root, "config", key, f'touch "{marker}"; cat')
    git(kb_repo.root, "config", "filter.probe.process", f'touch "{marker}"')
    git(kb_repo.root, "config", "filter.probe.required", "true")
    with (kb_repo.root / KB_PATH).open("ab") as kb:
        kb.write(b"\na line only in the work tree\n")

    code, out, err = invoke("propose", str(brief))
    assert code == 0, err
    assert "differs" in out  # the report still notes the edited working copy
    code, out, err = invoke("check", str(kb_repo.root / OUTPUT))
    assert code == 0, (out, err)
    assert not marker.exists()


def test_a_crlf_checkout_of_the_kb_is_the_kb_at_head(tmp_path: Path) -> None:
    repo = make_repo(tmp_path / "kb")
    git(repo.root, "config", "core.autocrlf", "true")
    kb = repo.root / KB_PATH
    kb.write_bytes(kb.read_bytes().replace(b"\n", b"\r\n"))
    brief = repo.add_brief(DEMO, BRIEF)
    code, out, err = invoke("propose", "--dry-run", str(brief))
    assert code == 0, err
    assert "differs" not in out


def test_no_fsmonitor_runs_even_when_the_caller_passes_git_c_configuration(
    kb_repo: KbRepoFixture, tmp_path: Path
) -> None:
    # `git -c …` hands its configuration to children in GIT_CONFIG_PARAMETERS, which git
    # reads after GIT_CONFIG_COUNT: kbpatch's own settings must still come last.
    marker = tmp_path / "fsmonitor-ran"
    brief = kb_repo.add_brief(DEMO, BRIEF)
    hostile = {"GIT_CONFIG_PARAMETERS": f"'core.fsmonitor'='touch \"{marker}\"; false'"}
    done = run_kbpatch("propose", str(brief), cwd=kb_repo.root, env=hostile)
    assert done.returncode == 0, done.stderr
    done = run_kbpatch("check", OUTPUT, cwd=kb_repo.root, env=hostile)
    assert done.returncode == 0, done.stderr
    assert not marker.exists()
    assert sorted(p.name for p in kb_repo.root.iterdir()) == [".git", "inbox", "organized"]
