"""Which edits share a patch file: only those too close for two patches. A reviewer can take one
item's edit without another's whenever git can apply either patch before or after the other,
which it can once three unchanged lines (git's context) stand between them."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import KB_PATH, git, invoke, make_repo

BRIEF = "inbox/ann/2026-12-09-inference-e1prep.md"


def kb(entries_after: int) -> str:
    """A KB whose §1.1 list holds RadixCache and then `entries_after` more entries."""
    rest = "".join(f"- **Other{n}**：第 {n} 个占位条目。\n" for n in range(1, entries_after + 1))
    return (
        "# inference 活文档\n\n## 一、缓存\n\n### 1.1 前缀缓存\n\n"
        "- **RadixCache**：按前缀树共享 KV，本轮复采 120⭐。\n"
        f"{rest}\n### 1.2 趋势\n\n- 前缀共享成为引擎默认。\n"
    )


def brief(update: str, add: str) -> str:
    """Two items: one changes RadixCache's count, the other adds an entry at §1.1's end."""
    return (
        "# inference · E1 预消化简报（2026-12-09）\n\n## 一、今日条目（2 条）\n\n"
        "### 条目 1：RadixCache 复采\n\n"
        "- **来源**：organized/repo_cards/0001-radixcache.md\n"
        "- **要点**：复采 135⭐。\n"
        f"- **建议归入**：{update}\n\n"
        "### 条目 2：TierServe —— 三档 KV 分层\n\n"
        "- **来源**：organized/paper_cards/3001-2612-30001.md（arXiv:2612.30001）\n"
        "- **要点**：热档常驻显存，温档放主机内存，冷档落盘，首字延迟降 18%。\n"
        f"- **建议归入**：{add}\n"
    )


UPDATES = [
    '§1.1 RadixCache 那条，"120⭐" 改为 "135⭐"。',
    "§1.1 中 RadixCache 的「120⭐」改成「135⭐」。",
    '把 §1.1 的 "120⭐" 更新为 "135⭐"。',
]
ADDS = ["§1.1 新增一条 TierServe。", "§1.1 末尾补一条 TierServe。", "在 §1.1 加一条 TierServe。"]


def propose(tmp_path: Path, entries_after: int, update: str, add: str) -> tuple[Path, list[Path]]:
    repo = make_repo(tmp_path / "kb", kb(entries_after).encode("utf-8"))
    repo.add_brief(brief(update, add).encode("utf-8"), BRIEF)
    code, out, err = invoke("propose", str(repo.root / BRIEF))
    assert (code, err) == (0, ""), out + err
    return repo.root, sorted((repo.root / BRIEF).with_suffix(".patches").glob("*.patch"))


def applied(root: Path, *patches: Path) -> str:
    """The KB once `patches` are applied one by one in this order; the worktree is reset."""
    for patch in patches:
        git(root, "apply", str(patch))
    text = (root / KB_PATH).read_text(encoding="utf-8")
    git(root, "checkout", "--", KB_PATH)
    return text


@pytest.mark.parametrize(("update", "add"), list(zip(UPDATES, ADDS, strict=True)))
@pytest.mark.parametrize("entries_after", [3, 4, 8])
def test_two_items_three_lines_apart_are_two_patches_that_apply_in_either_order(
    tmp_path: Path, entries_after: int, update: str, add: str
) -> None:
    root, patches = propose(tmp_path, entries_after, update, add)
    assert len(patches) == 2, [p.name for p in patches]
    first, second = patches
    assert "135⭐" in first.read_text("utf-8") and "TierServe" not in first.read_text("utf-8")
    assert "TierServe" in second.read_text("utf-8") and "135⭐" not in second.read_text("utf-8")
    for patch in patches:
        git(root, "apply", "--check", str(patch))
    both = applied(root, first, second)
    assert "135⭐" in both and "**TierServe**" in both
    assert applied(root, second, first) == both
    # As commits, in name order, as a reviewer who takes the whole set would.
    git(root, "-c", "user.name=r", "-c", "user.email=r@x", "am", "-q", str(first), str(second))
    assert (root / KB_PATH).read_text(encoding="utf-8") == both


@pytest.mark.parametrize(("update", "add"), list(zip(UPDATES, ADDS, strict=True)))
@pytest.mark.parametrize("entries_after", [0, 1, 2])
def test_two_items_closer_than_three_lines_share_one_patch(
    tmp_path: Path, entries_after: int, update: str, add: str
) -> None:
    # Apart, the later patch's context would hold the line the earlier one changes (or the
    # earlier one's context the point the later one inserts at): one would not apply after
    # the other.
    root, patches = propose(tmp_path, entries_after, update, add)
    (patch,) = patches
    text = patch.read_text("utf-8")
    assert "135⭐" in text and "TierServe" in text
    assert "(+1 more)" in text
    git(root, "apply", "--check", str(patch))
