"""`kbpatch check` while a maintainer merges several briefs' patch sets in a row, on a real
repository: what is in HEAD is `already applied` whatever moved around it, an alternative whose
recommended sibling is in is `superseded`, a patch half in is `partly applied`, and every hint
is a command that changes something."""

from __future__ import annotations

import json
from pathlib import Path

from kbpatch.check import Change, HeadKb, changes_of

from .conftest import FIXTURES, KB_PATH, KbRepoFixture, git, invoke

DATA = Path(__file__).parent / "data"
INBOX = "inbox/tom"
# Three briefs against the fixture KB: A adds to §2.2 and §5.1; B to §3.2 (or, as its
# alternative, §3.3) and §5.5; C to §2.3 and §5.6.
BRIEFS = {
    "a": f"{INBOX}/2026-11-10-inference-e1prep.md",
    "b": f"{INBOX}/2026-11-11-inference-e1prep.md",
    "c": f"{INBOX}/2026-11-12-inference-e1prep.md",
}
FOLDERS = {key: brief.removesuffix(".md") + ".patches" for key, brief in BRIEFS.items()}
# Lines of the KB that people reword between merges: inside the context of A's §2.2 patch,
# and of C's §2.3 patch (one line above the line C's entry follows).
NEAR_A = "- 驱逐策略默认 LRU；agent 场景建议按会话存活时间加权，避免长任务中途被挤出。"
NEAR_C = "- 128K 以上上下文，注意力计算与 KV 读取同时成为瓶颈；"


def check(repo: KbRepoFixture, key: str) -> tuple[int, dict[str, str], str]:
    """`kbpatch check` of one brief's folder: exit code, {patch file: state}, the text report."""
    code, out, err = invoke("check", str(repo.root / FOLDERS[key]))
    assert err == "", err
    _, json_out, _ = invoke("check", str(repo.root / FOLDERS[key]), "--format", "json")
    found = {p["file"]: p["state"] for p in json.loads(json_out)["patches"]}
    return code, found, out


def files(repo: KbRepoFixture, key: str) -> list[str]:
    """The patches of a brief's folder, recommended first, as check lists them."""
    folder = repo.root / FOLDERS[key]
    names = sorted(p.name for p in folder.glob("*.patch"))
    return names + sorted(f"alternatives/{p.name}" for p in folder.glob("alternatives/*.patch"))


def states(repo: KbRepoFixture) -> dict[str, list[str]]:
    """For every brief, the state of each of its patches in `files` order; exit codes checked."""
    found = {}
    for key in BRIEFS:
        code, by_file, _ = check(repo, key)
        assert list(by_file) == files(repo, key)
        found[key] = list(by_file.values())
        stale = {"stale", "partly applied"} & set(found[key])
        assert code == (1 if stale else 0), (key, found[key])
    return found


def reword(repo: KbRepoFixture, old: str, new: str) -> None:
    kb = repo.root / KB_PATH
    text = kb.read_text(encoding="utf-8")
    assert text.count(old) == 1
    kb.write_text(text.replace(old, new), encoding="utf-8")
    repo.commit(f"reword {old[:10]}")


def am(repo: KbRepoFixture, key: str, *options: str, alternatives: bool = False) -> None:
    """`git am` a brief's recommended patches (or its alternatives), in name order."""
    patches = [n for n in files(repo, key) if n.startswith("alternatives/") == alternatives]
    git(repo.root, "am", "-q", *options, *(str(repo.root / FOLDERS[key] / n) for n in patches))


def propose_all(repo: KbRepoFixture) -> None:
    for key, brief in BRIEFS.items():
        repo.write(brief, (DATA / f"merge-{key}-e1prep.md").read_bytes())
    repo.commit("three briefs")
    code, report, err = invoke("propose", str(repo.root / INBOX))
    assert (code, err) == (0, ""), report


def test_three_briefs_merged_in_a_row(kb_repo: KbRepoFixture) -> None:
    propose_all(kb_repo)
    assert [len(files(kb_repo, key)) for key in BRIEFS] == [2, 3, 2]
    alternative = files(kb_repo, "b")[2]
    assert alternative.startswith("alternatives/0001-s3.3")
    applies = {"a": ["applies"] * 2, "b": ["applies"] * 3, "c": ["applies"] * 2}
    assert states(kb_repo) == applies

    # A's set goes in as it is.
    am(kb_repo, "a")
    assert states(kb_repo) == {**applies, "a": ["already applied"] * 2}

    # Someone rewords a line that stands in the context of A's §2.2 patch: A's change is
    # still in HEAD, though neither A nor its reverse applies to HEAD any more.
    reword(kb_repo, NEAR_A, NEAR_A.replace("加权", "加权排序"))
    assert states(kb_repo) == {**applies, "a": ["already applied"] * 2}

    # B's recommended set goes in: its alternative for the same item is superseded.
    am(kb_repo, "b")
    after_b = {**applies, "a": ["already applied"] * 2}
    after_b["b"] = ["already applied", "already applied", "superseded"]
    assert states(kb_repo) == after_b
    _, _, out = check(kb_repo, "b")
    assert f"its recommended sibling {files(kb_repo, 'b')[0]} is applied" in out
    assert "hint" not in out  # nothing left to do
    # Checked alone, the alternative still knows its sibling is in.
    code, one, _ = invoke("check", str(kb_repo.root / FOLDERS["b"] / alternative))
    assert code == 0 and f"  {alternative}  superseded" in one

    # The KB moves beside C's §2.3 patch: C applies with --3way, and the hint says exactly
    # the `git am -3` to run.
    reword(kb_repo, NEAR_C, NEAR_C.replace("同时成为", "一起成为"))
    after_move = {**after_b, "c": ["applies with --3way", "applies"]}
    assert states(kb_repo) == after_move
    _, _, out = check(kb_repo, "c")
    first_c = files(kb_repo, "c")[0]
    assert f"git am -3 {FOLDERS['c']}/{first_c}\n" in out

    # `git am -3` merges C's set: every patch of the three sets is in HEAD now.
    am(kb_repo, "c", "-3")
    assert states(kb_repo) == {**after_b, "c": ["already applied"] * 2}
    for key in BRIEFS:
        assert "hint" not in check(kb_repo, key)[2]


def test_an_applied_alternative_leaves_the_recommended_patch_as_it_is(
    kb_repo: KbRepoFixture,
) -> None:
    propose_all(kb_repo)
    am(kb_repo, "b", alternatives=True)
    # Only an alternative is superseded: the recommended patch may still go in instead.
    assert states(kb_repo)["b"] == ["applies", "applies", "already applied"]


def test_a_tampered_sibling_supersedes_nothing(kb_repo: KbRepoFixture) -> None:
    propose_all(kb_repo)
    am(kb_repo, "b")
    recommended = kb_repo.root / FOLDERS["b"] / files(kb_repo, "b")[0]
    recommended.write_text(recommended.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    code, by_file, _ = check(kb_repo, "b")
    assert code == 2
    assert list(by_file.values()) == ["tampered", "already applied", "applies"]


# The flat-merge brief with its second §6.2 source asked on the trend two lines below the
# first: two items' changes that close share one patch.
FLAT_MERGE = (
    (FIXTURES / "flat-merge" / "brief.md")
    .read_text(encoding="utf-8")
    .replace('"图像 token 预算"', '"分池部署"')
    .encode("utf-8")
)
CITE = "0004-s6.2-cite-and-1-more-2610.40915.patch"


def test_a_patch_partly_in_head_says_what_is_missing(kb_repo: KbRepoFixture) -> None:
    brief = kb_repo.add_brief(FLAT_MERGE, BRIEFS["a"])
    assert invoke("propose", str(brief))[0] == 0
    patch = (kb_repo.root / FOLDERS["a"] / CITE).read_text(encoding="utf-8")
    body = patch.partition("\n@@ ")[2].split("\n")[1:]
    # Two changes: a source cited on two trends of §6.2, one line apart.
    removed = [line[1:] for line in body if line.startswith("-") and line != "-- "]
    added = [line[1:] for line in body if line.startswith("+")]
    assert (len(removed), len(added)) == (2, 2)
    # Someone cites the source on the first trend by hand and leaves the other out.
    kb = kb_repo.root / KB_PATH
    text = kb.read_text(encoding="utf-8")
    kb.write_text(text.replace(removed[0] + "\n", added[0] + "\n"), encoding="utf-8")
    kb_repo.commit("cite one trend by hand")

    code, out, err = invoke("check", str(kb_repo.root / FOLDERS["a"]))
    assert (code, err) == (1, "")
    row = next(line for line in out.splitlines() if CITE in line)
    assert (
        "partly applied: 1 of 2 changes in HEAD; missing: under ### 6.2 趋势: +- decode 与" in row
    )
    assert f"kbpatch propose {BRIEFS['a']} --kb {KB_PATH} --force" in out
    code, json_out, _ = invoke("check", str(kb_repo.root / FOLDERS["a"] / CITE), "--format", "json")
    (found,) = json.loads(json_out)["patches"]
    assert found["state"] == "partly applied"
    assert len(found["missing"]) == 1
    assert found["missing"][0].startswith("under ### 6.2 趋势: +- decode 与 prefill 分池部署")


def test_the_hint_names_a_flattened_brief(kb_repo: KbRepoFixture) -> None:
    txt = BRIEFS["a"].removesuffix(".md") + ".txt"
    brief = kb_repo.add_brief((FIXTURES / "demo" / "brief.md").read_bytes(), txt)
    assert invoke("propose", str(brief))[0] == 0
    # The anchor line of the §5.3 patch changes: that patch is stale.
    anchor = "- 趋势：模型可移植性成为采购条款"
    reword(kb_repo, anchor, anchor + "（已修订）")
    code, out, _ = invoke("check", str(kb_repo.root / FOLDERS["a"]))
    assert code == 1
    assert f"kbpatch propose {txt} --kb {KB_PATH} --force" in out
    assert "BRIEF" not in out


# ---------------------------------------------------------------- by content, alone

KB = "# KB\n\n### 1 One\n\n- a\n- b\n\n### 2 Two\n\n- c\n"


def mail(hunk: str) -> str:
    return "header\n\ndiff --git a/kb.md b/kb.md\n--- a/kb.md\n+++ b/kb.md\n" + hunk


def holds(kb: str, change: Change) -> bool:
    """Whether HEAD's text `kb` shows the change."""
    return not HeadKb(kb).missing([change])


def test_a_change_counts_as_in_only_under_its_own_heading() -> None:
    (change,) = changes_of(mail("@@ -5,2 +5,3 @@ ### 1 One\n - a\n - b\n+- new\n"))
    assert change.heading == "### 1 One"
    assert holds(KB.replace("- b\n", "- b\n- new\n"), change)
    # The same line under another heading is not this patch's change.
    assert not holds(KB.replace("- c\n", "- c\n- new\n"), change)


def test_a_replacement_is_in_when_the_old_line_is_gone_from_beside_the_new() -> None:
    (change,) = changes_of(mail("@@ -5,2 +5,2 @@ ### 1 One\n - a\n-- b\n+- b2\n"))
    assert holds(KB.replace("- b\n", "- b2\n"), change)
    assert not holds(KB.replace("- b\n", "- b\n- b2\n"), change)
    assert not holds(KB, change)


def test_blank_lines_alone_are_no_change_and_crlf_is_one_line_ending() -> None:
    changes = changes_of(mail("@@ -5,2 +5,4 @@ ### 1 One\n - a\n+\n - b\n+- new\r\n"))
    assert [c.added for c in changes] == [("- new",)]
    assert holds(KB.replace("- b\n", "- b\n- new\n").replace("\n", "\r\n"), changes[0])


def test_changes_are_found_in_the_order_the_patch_has_them() -> None:
    changes = changes_of(mail("@@ -5,2 +5,4 @@ ### 1 One\n+- x\n - a\n+- y\n - b\n"))
    assert [c.added for c in changes] == [("- x",), ("- y",)]
    in_order = HeadKb(KB.replace("- a\n- b\n", "- x\n- a\n- y\n- b\n"))
    assert in_order.missing(changes) == []
    swapped = HeadKb(KB.replace("- a\n- b\n", "- y\n- a\n- x\n- b\n"))
    assert swapped.missing(changes) == [changes[1]]
