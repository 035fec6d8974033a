"""`kbpatch explain`: what kbpatch read in a brief and how each action meets the KB, written
nowhere; the first thing a reviewer runs on a new brief."""

from __future__ import annotations

import subprocess
import sys

import pytest

from .conftest import FIXTURES, ROOT, KbRepoFixture, Snapshot, invoke

BRIEF = "inbox/tom/2026-11-04-inference-e1prep.md"


def test_items_actions_and_how_they_resolve(kb_repo: KbRepoFixture) -> None:
    brief = kb_repo.add_brief((FIXTURES / "flat-merge" / "brief.md").read_bytes(), BRIEF)
    before = Snapshot.take(kb_repo.root)
    code, out, err = invoke("explain", str(brief))
    assert (code, err) == (0, "")
    before.assert_only_new(kb_repo.root, None)
    lines = out.splitlines()
    assert lines[0] == f"brief:   {BRIEF} (81 lines)"
    assert "items (8):" in lines
    assert any(line.startswith("  增量 1  line 9  increment: QuantRouter") for line in lines)
    assert any(line.startswith("  复查项 1  line 51  nothing new") for line in lines)
    assert "closing list: lines 73–77" in lines
    assert "actions (16):" in lines
    block = out[out.index("  A01 add entry") : out.index("  A02 ")]
    assert "A01 add entry → §3.1   (增量 1, brief lines 15, 73)" in block
    assert "resolves:  §3.1 → KB line 96: ### 3.1 调度理论与路由" in block
    assert "choice:    option 1 of 2 (recommended)" in block
    assert "outcome:   proposed → 0001-s3.1-add-quantrouter.patch (+1 −0)" in block
    a15 = out[out.index("  A15 ") : out.index("  A16 ")]
    assert "change:    rec 243 → 245" in a15
    a14 = out[out.index("  A14 constraint") : out.index("  A15 ")]
    assert "outcome:   skipped: the brief says §6.1 第 30 条保留不动" in a14
    a11 = out[out.index("  A11 constraint") : out.index("  A12 ")]
    assert "clause:    不写成普适结论" in a11
    assert lines[-1].startswith("summary: 7 patch(es), 1 alternative(s) would be written")


def test_unresolved_references_say_why_and_still_exit_0(kb_repo: KbRepoFixture) -> None:
    brief = kb_repo.add_brief((FIXTURES / "unresolved" / "brief.md").read_bytes(), BRIEF)
    code, out, _ = invoke("explain", str(brief), "--color", "always")
    assert code == 0
    assert "resolves:  no: no section numbered 8.2; closest: §6.2" in out
    assert "§5.8 → KB line 194: ### 5.8 灰度发布与回滚 › part 「不存在的小节」" in out
    assert "\x1b[1;31munresolved\x1b[0m" in out
    assert "\x1b[" not in invoke("explain", str(brief))[1]  # NO_COLOR is set


def test_bad_input_is_one_line(kb_repo: KbRepoFixture) -> None:
    brief = kb_repo.add_brief("# 周报\n\n今天没有内容。\n".encode(), BRIEF)
    code, out, err = invoke("explain", str(brief))
    assert (code, out) == (2, "")
    assert err.startswith("error: ") and len(err.splitlines()) == 1


@pytest.mark.skipif(not (ROOT / ".git").exists(), reason="needs the project's git checkout")
def test_the_readme_command_on_the_bundled_fixtures() -> None:
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "kbpatch",
            "explain",
            "fixtures/demo/brief.md",
            "--kb",
            "fixtures/kb/organized/knowledge/inference.md",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert (done.returncode, done.stderr) == (0, "")
    assert "resolves:  §5.3 → KB line 164: ### 5.3 部署框架与模型卡片" in done.stdout
    assert "outcome:   proposed → 0002-s1.6-update-count-rec.patch (+1 −1)" in done.stdout
