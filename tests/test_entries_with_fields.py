"""Entries written as a name with nested field bullets (`- **RAPTOR**`, then `  - 方法：…`,
`  - 来源：[3]`): the fields are details of their entry, not entries. A new entry beside
such an entry is a new top-level entry after the neighbour's last field, never a field of
it; kbpatch writes it in the one-line form (the brief says which facts are the method and
which the result no more than it gives the citation's label), whatever the list's marker."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from .conftest import KB_PATH, git, invoke, make_repo

BRIEF = "inbox/mo/2026-12-14-inference-e1prep.md"
OUTPUT = "inbox/mo/2026-12-14-inference-e1prep.patches"


def kb(first: str, second: str, indent: str) -> str:
    """A section of two field-form entries whose names open with `first` and `second`."""
    return (
        "# inference 活文档\n\n"
        "## 1 调度\n\n"
        f"{first}Lanes**\n"
        f"{indent}- 方法：按租户划分 KV 通道\n"
        f"{indent}- 结果：尾延迟下降 18%\n"
        f"{indent}- 来源：[4]\n"
        f"{second}Ferry**\n"
        f"{indent}- 方法：请求跨节点迁移\n"
        f"{indent}- 来源：[5]\n\n"
        "## 2 修订\n\n"
        "- 2026-12-01：初版。\n"
    )


SHAPES = {
    "bullets": ("- **", "- **", "  ", r"- \*\*"),
    "stars": ("* **", "* **", "  ", r"\* \*\*"),
    "ordered": ("1. **", "2. **", "   ", r"\d\. \*\*"),
}


def brief(request: str) -> str:
    return (
        "# inference · E1 预消化简报（2026-12-14）\n\n"
        "- **作者**：Mo · E1 预消化（inference）\n"
        "- **时间**：2026-12-14 21:00\n"
        f"- **对照活文档**：{KB_PATH}\n\n"
        "## 二、增量\n\n"
        "### 增量 1：PageHop —— 抢占时整页换出（arXiv:2612.40401）\n\n"
        "- **来源**：organized/paper_cards/1-2612.40401.md\n"
        "- **要点**：抢占时整页换出，恢复延迟降到 2 ms。\n"
        f"- **建议归入**：{request}\n\n"
    )


def propose(tmp_path: Path, text: str, request: str) -> tuple[list[str], list[str]]:
    """The KB's lines once the patches are applied, and its lines before."""
    repo = make_repo(tmp_path / "kb", text.encode("utf-8"))
    repo.add_brief(brief(request).encode("utf-8"), BRIEF)
    code, out, err = invoke("propose", "--color", "never", str(repo.root / BRIEF))
    assert code == 0, out + err
    patches = sorted((repo.root / OUTPUT).glob("*.patch"))
    assert patches, out
    git(repo.root, "apply", "--check", *map(str, patches))
    git(repo.root, "apply", *map(str, patches))
    return (repo.root / KB_PATH).read_text(encoding="utf-8").splitlines(), text.splitlines()


@pytest.mark.parametrize("shape", sorted(SHAPES))
@pytest.mark.parametrize(
    ("request_words", "after"),
    [
        ("§1 新增一条 PageHop，与 Lanes 并列。", "来源：[4]"),
        ("§1 新增一条 PageHop，与 Lanes、SlotGate 并列。", "来源：[4]"),
        ("§1 新增一条 PageHop，与 Ferry 并列。", "来源：[5]"),
        ("§1 新增一条 PageHop。", "来源：[5]"),
    ],
)
def test_a_new_entry_beside_an_entry_of_fields_is_an_entry_after_its_last_field(
    shape: str, request_words: str, after: str, tmp_path: Path
) -> None:
    first, second, indent, new = SHAPES[shape]
    text = kb(first, second, indent)
    patched, before = propose(tmp_path, text, request_words)
    added = [k for k, line in enumerate(patched) if "PageHop" in line]
    assert len(added) == 1
    line = patched[added[0]]
    # Top level, in the list's marker, after the neighbour's last field; in a numbered list
    # after the last entry's, with the next number (beside Lanes, `3.` would read out of order).
    assert re.match(new + r"PageHop\*\*", line), line
    if shape == "ordered":
        assert line.startswith("3. "), line
        after = "来源：[5]"
    assert patched[added[0] - 1] == f"{indent}- {after}"
    # Nothing else changed, not even the neighbours' fields.
    assert [p for p in patched if p != line] == before


DEFINITIONS = (
    "# inference 活文档\n\n## 1 调度\n\n"
    "SlotGate\n: 按剩余显存准入，批大小上限 64。\n\n"
    "TierQ\n: 按长度分层排队，长请求等待下降约 30%。\n: 短请求等待下降约 5%。\n\n"
    "## 2 修订\n\n- 2026-12-01：初版。\n"
)


@pytest.mark.parametrize(
    ("text", "request_words", "old", "new"),
    [
        (
            kb("- **", "- **", "  "),
            '§1 Lanes 条目，"18%" 改为 "21%"',
            "  - 结果：尾延迟下降 18%",
            "  - 结果：尾延迟下降 21%",
        ),
        (
            kb("1. **", "2. **", "   "),
            '§1 Ferry 条目，"跨节点" 改为 "跨机架"',
            "   - 方法：请求跨节点迁移",
            "   - 方法：请求跨机架迁移",
        ),
        (
            DEFINITIONS,
            '§1 SlotGate 条目，"64" 改为 "96"',
            ": 按剩余显存准入，批大小上限 64。",
            ": 按剩余显存准入，批大小上限 96。",
        ),
        (
            DEFINITIONS,
            '§1 TierQ 条目，"约 5%" 改为 "约 8%"',
            ": 短请求等待下降约 5%。",
            ": 短请求等待下降约 8%。",
        ),
    ],
)
def test_a_value_of_an_entry_is_replaced_in_its_field_or_definition(
    text: str, request_words: str, old: str, new: str, tmp_path: Path
) -> None:
    patched, before = propose(tmp_path, text, request_words)
    assert [line for line in before if line not in patched] == [old]
    assert [line for line in patched if line not in before] == [new]


def test_a_value_two_fields_of_an_entry_hold_is_not_guessed(tmp_path: Path) -> None:
    text = kb("- **", "- **", "  ").replace("按租户划分 KV 通道", "按租户划分 18% 的 KV 通道")
    repo = make_repo(tmp_path / "kb", text.encode("utf-8"))
    repo.add_brief(brief('§1 Lanes 条目，"18%" 改为 "21%"').encode("utf-8"), BRIEF)
    code, out, err = invoke("propose", "--color", "never", str(repo.root / BRIEF))
    assert code == 1, out + err
    assert "A01 unresolved" in out and "「18%」 does not occur in line 5" in out
    assert not (repo.root / OUTPUT).exists()


@pytest.mark.parametrize(
    ("request_words", "after"),
    [
        ("§1 新增一条 PageHop，与 SlotGate 并列。", "SlotGate"),
        ("§1 新增一条 PageHop。", "TierQ"),
    ],
)
def test_a_definition_list_takes_a_term_and_its_definition(
    request_words: str, after: str, tmp_path: Path
) -> None:
    text = DEFINITIONS.replace("批大小上限 64。", "批大小上限 64，比 TierQ 保守。")
    patched, before = propose(tmp_path, text, request_words)
    term = patched.index("PageHop（arXiv:2612.40401）")
    assert patched[term + 1] == ": 抢占时整页换出，恢复延迟降到 2 ms。（E1 2026-12-14 · 增量 1）"
    # A paragraph of its own, after the named term's last definition.
    assert patched[term - 1] == ""
    assert patched[term - 2].startswith(": ")
    assert patched[term - 3] == after or patched[term - 4] == after
    assert patched[term + 2] == ""
    assert [line for line in patched if line not in before] == patched[term : term + 2]
