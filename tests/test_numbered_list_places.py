"""A new entry beside a middle item of a numbered list. The next number there reads out of
order (`1. 4. 2. 3.`), and numbering it in its place would renumber the items below, which
other lines cite by number (`第 2 条`). So a new entry that only stands beside its neighbour
(`与 A 并列`) goes after the list's last item with the next number; one the brief puts right
after a middle item (`A 那条之后`) is reported with its words, never guessed. Bullets have no
numbers: a new one still stands right beside its neighbour. (Our own KBs and briefs.)"""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import KB_PATH, git, invoke, make_repo

BRIEF = "inbox/mo/2026-12-15-inference-e1prep.md"
OUTPUT = "inbox/mo/2026-12-15-inference-e1prep.patches"


def brief(request: str) -> str:
    return (
        "# inference · E1 预消化简报（2026-12-15）\n\n"
        "- **作者**：Mo · E1 预消化（inference）\n"
        "- **时间**：2026-12-15 21:00\n"
        f"- **对照活文档**：{KB_PATH}\n\n"
        "## 二、增量\n\n"
        "### 增量 1：PageHop —— 抢占时整页换出（arXiv:2612.40401）\n\n"
        "- **来源**：organized/paper_cards/1-2612.40401.md\n"
        "- **要点**：抢占时整页换出，恢复延迟降到 2 ms。\n"
        f"- **建议归入**：{request}\n\n"
    )


def kb(entries: str) -> str:
    return (
        "# inference 活文档\n\n"
        "## 1 调度\n\n"
        f"{entries}\n"
        "## 2 修订\n\n"
        "- 2026-12-01：初版，第 2 条见 §1。\n"
    )


def propose(tmp_path: Path, text: str, request: str) -> tuple[int, str, list[str]]:
    """Exit code, report, and the KB's lines once the written patches are applied."""
    repo = make_repo(tmp_path / "kb", text.encode("utf-8"))
    repo.add_brief(brief(request).encode("utf-8"), BRIEF)
    code, out, err = invoke("propose", "--color", "never", str(repo.root / BRIEF))
    patches = sorted((repo.root / OUTPUT).glob("*.patch"))
    if patches:
        git(repo.root, "apply", "--check", *map(str, patches))
        git(repo.root, "apply", *map(str, patches))
    return code, out + err, (repo.root / KB_PATH).read_text(encoding="utf-8").splitlines()


# Each list: its lines, the line the new entry must follow, and the new line's start.
NUMBERED = {
    "ordered, dots": (
        "1. **Lanes**：按租户划分 KV 通道。\n"
        "2. **Ferry**：请求跨节点迁移。\n"
        "3. **Tidal**：按潮汐负载缩容。\n",
        "3. **Tidal**：按潮汐负载缩容。",
        "4. **PageHop**",
    ),
    "ordered, loose (a blank line between items)": (
        "1. Lanes：按租户划分 KV 通道。\n\n"
        "2. Ferry：请求跨节点迁移。\n\n"
        "3. Tidal：按潮汐负载缩容。\n",
        "",
        "4. PageHop",
    ),
    "ordered with parentheses, nested under groups": (
        "- 单机\n"
        "  1) **Lanes**：按租户划分 KV 通道。\n"
        "  2) **Ferry**：请求跨节点迁移。\n"
        "  3) **Tidal**：按潮汐负载缩容。\n"
        "- 分布式\n"
        "  1) **Relay**：跨机转发。\n",
        "  3) **Tidal**：按潮汐负载缩容。",
        "  4) **PageHop**",
    ),
    "ordered items with nested details": (
        "1. **Lanes**\n"
        "   - 方法：按租户划分 KV 通道\n"
        "2. **Ferry**\n"
        "   - 方法：请求跨节点迁移\n"
        "   - 来源：[5]\n",
        "   - 来源：[5]",
        "3. **PageHop**",
    ),
}


@pytest.mark.parametrize("shape", sorted(NUMBERED))
def test_an_entry_beside_a_middle_item_of_a_numbered_list_ends_the_list_with_the_next_number(
    shape: str, tmp_path: Path
) -> None:
    entries, follows, start = NUMBERED[shape]
    code, out, patched = propose(tmp_path, kb(entries), "§1 新增一条 PageHop，与 Lanes 并列。")
    assert code == 0, out
    added = [k for k, line in enumerate(patched) if "PageHop" in line]
    assert len(added) == 1, patched
    assert patched[added[0]].startswith(start), patched[added[0]]
    assert patched[added[0] - 1] == follows
    if not follows:
        # A loose list stays loose: a blank line, then the last item.
        assert patched[added[0] - 2].startswith("3. Tidal")
    # Every other line stands as it stood: no item is renumbered.
    kept = [line for line in patched if "PageHop" not in line and line]
    assert kept == [line for line in kb(entries).splitlines() if line]


@pytest.mark.parametrize(
    "request_words",
    ["§1 在 Lanes 那条之后插入一条 PageHop。", "§1 Lanes 条目后面新增一条 PageHop。"],
)
def test_an_entry_put_right_after_a_middle_numbered_item_is_reported_not_numbered(
    request_words: str, tmp_path: Path
) -> None:
    entries = NUMBERED["ordered, dots"][0]
    code, out, patched = propose(tmp_path, kb(entries), request_words)
    assert code == 1, out
    assert "unresolved" in out and "right after 「Lanes」" in out, out
    assert "renumbering" in out, out
    assert patched == kb(entries).splitlines()


def test_an_entry_put_after_the_last_numbered_item_takes_the_next_number(
    tmp_path: Path,
) -> None:
    entries = NUMBERED["ordered, dots"][0]
    code, out, patched = propose(tmp_path, kb(entries), "§1 在 Tidal 那条之后插入一条 PageHop。")
    assert code == 0, out
    added = [k for k, line in enumerate(patched) if "PageHop" in line]
    assert patched[added[0]].startswith("4. **PageHop**")
    assert patched[added[0] - 1].startswith("3. **Tidal**")


def test_a_bullet_beside_a_middle_item_stands_right_beside_it(tmp_path: Path) -> None:
    entries = (
        "- **Lanes**：按租户划分 KV 通道。\n"
        "- **Ferry**：请求跨节点迁移。\n"
        "- **Tidal**：按潮汐负载缩容。\n"
    )
    code, out, patched = propose(tmp_path, kb(entries), "§1 新增一条 PageHop，与 Lanes 并列。")
    assert code == 0, out
    added = [k for k, line in enumerate(patched) if "PageHop" in line]
    assert patched[added[0]].startswith("- **PageHop**")
    assert patched[added[0] - 1].startswith("- **Lanes**")
