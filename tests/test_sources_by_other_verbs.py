"""A source for a line or an entry the brief points at, asked with other verbs than `补出处` /
`补 arXiv`: a link (`那条后面补链接 URL`, `一条附上来源链接 URL`, `条目末尾补来源 URL`) or an
arXiv id (`这一行记上出处 arXiv:…`, `趋势行「…」后附 arXiv:…`, `一行挂上锚点 arXiv:…`, English
`add arXiv:… as its source`, `add arXiv:… to the trend line "…"`). Each is the same edit as
`补出处`: the source in parentheses at the end of that line's own words, once. An add with
its own source words stays an add. Our own KB and words."""

from __future__ import annotations

import pytest

from kbpatch.api import Options, propose
from kbpatch.kb import Kb
from kbpatch.models import ActionKind, Status

KB = """\
# serving 活文档

## 1 引擎

### 1.1 待核查

以下线索证据不足，只登记：

- **TurboServe 复现**：有用户称在 L40S 上复现到 1.4×，无配置细节，待补。

- **QuickKV 部署笔记**（博客，https://blog.example.com/qkv）：称"单卡跑满 64K"，正文无法访问。

### 1.2 趋势

- 预填充与解码分离成为默认部署形态。
- 草稿模型从固定走向按请求自适应，但长上下文下收益变小。
- 能耗开始按 token 计量。
"""
URL = "https://forum.example.org/t/turbo-l40s/4411"
TREND = "草稿模型从固定走向按请求自适应"


def outcome(
    place: str, source: str, kb_text: str = KB
) -> tuple[list[tuple[ActionKind, Status]], list[str], str]:
    """Each action's kind and status, the lines the patches write and the patched KB."""
    brief = (
        "# serving · E1 预消化简报（2026-12-09）\n\n## 一、今日条目\n\n"
        "### 条目 1：复现帖与新论文\n\n"
        f"- **来源**：{source}\n"
        "- **要点**：论坛帖子给出复现配置；论文给出自适应草稿的测量。\n"
        f"- **建议归入**：{place}\n\n## 二、合并建议\n\n- 条目 1 照上。\n"
    )
    kb = Kb(kb_text, path="organized/knowledge/serving.md")
    proposal = propose(brief, kb, Options(brief_path="inbox/t/2026-12-09-serving-e1prep.md"))
    lines = kb_text.splitlines(keepends=True)
    added = [line.rstrip() for e in proposal.combined for line in e.lines if line not in lines]
    for edit in sorted(proposal.combined, key=lambda e: e.start, reverse=True):
        lines[edit.start : edit.end] = edit.lines
    kinds = [(o.action.kind, o.status) for o in proposal.outcomes]
    return kinds, added, "".join(lines)


CARD = "inbox/jay/2026-12-08-engineering-brief.md 第 2 条"
PAPER = "organized/paper_cards/3001-2612-30001.md（arXiv:2612.30001）"


@pytest.mark.parametrize(
    "place",
    [
        f'给 §1.1 的"TurboServe 复现"一条附上链接 {URL}。',
        f"1.1 节「TurboServe 复现」那一行后面附上来源链接 {URL}。",
        f'§1.1 "TurboServe 复现" 条目末尾补来源 {URL}。',
        f"§1.1 TurboServe 复现 那条补链接 {URL}。",
        f'§1.1 "TurboServe 复现" 这条贴上原帖链接 {URL}。',
        f'§1.1 "TurboServe 复现" 一条追加出处：{URL}。',
        f"§1.1 TurboServe 复现 一条追加出处：{URL}（L40S 上 1.35×）。",
        f"§1.1 TurboServe 复现 这条追补来源 {URL}。",
    ],
)
def test_a_link_for_a_named_entry_is_its_source(place: str) -> None:
    kinds, added, after = outcome(place, CARD)
    assert kinds == [(ActionKind.ADD_SOURCE, Status.PROPOSED)], kinds
    assert added == [
        f"- **TurboServe 复现**：有用户称在 L40S 上复现到 1.4×，无配置细节，待补（{URL}）。"
    ]
    assert after.count(URL) == 1


def test_a_link_for_an_entry_that_has_one_goes_after_its_words() -> None:
    kinds, added, _ = outcome(f'§1.1 "QuickKV 部署笔记" 那条后面补链接 {URL}。', CARD)
    assert kinds == [(ActionKind.ADD_SOURCE, Status.PROPOSED)]
    (line,) = added
    assert line.startswith("- **QuickKV 部署笔记**（博客，https://blog.example.com/qkv）")
    assert line.endswith(f"正文无法访问（{URL}）。")


@pytest.mark.parametrize(
    "place",
    [
        f"§1.2 趋势行「{TREND}」后附 arXiv:2612.30001。",
        f'§1.2 "{TREND}" 这一行记上出处 arXiv:2612.30001。',
        f'§1.2 "{TREND}"一行挂上锚点 arXiv:2612.30001。',
        f'§1.2 "{TREND}" 那行末尾附上 arXiv:2612.30001。',
        f'§1.2 "{TREND}" 这行注明出处（arXiv:2612.30001）。',
        f'§1.2 "{TREND}" 那一行标明来源 arXiv:2612.30001。',
        f'trend line "{TREND}" in §1.2: add arXiv:2612.30001 as its source.',
        f'§1.2: add arXiv:2612.30001 to the trend line "{TREND}".',
    ],
)
def test_an_arxiv_id_for_a_quoted_line_is_its_source(place: str) -> None:
    kinds, added, _ = outcome(place, PAPER)
    assert kinds == [(ActionKind.ADD_SOURCE, Status.PROPOSED)], kinds
    assert added == [f"- {TREND}，但长上下文下收益变小（arXiv:2612.30001）。"]


@pytest.mark.parametrize(
    "place",
    [
        f'§1.1 "TurboServe 复现" 那条补链接 {URL}',
        f'给 §1.1 的"TurboServe 复现"一条附上链接 {URL}',
        f'§1.2 "{TREND}" 这一行记上出处 arXiv:2612.30001',
    ],
)
def test_a_source_already_there_is_not_written_again(place: str) -> None:
    source = PAPER if "arXiv" in place else CARD
    _, added, after = outcome(place, source)
    again = Kb(after, path="organized/knowledge/serving.md")
    brief = (
        "# serving · E1 预消化简报（2026-12-10）\n\n## 一、今日条目\n\n"
        f"### 条目 1：同上\n\n- **来源**：{source}\n- **要点**：同上。\n"
        f"- **建议归入**：{place}\n"
    )
    proposal = propose(brief, again, Options(brief_path="inbox/t/2026-12-10-serving-e1prep.md"))
    assert len(added) == 1
    assert [o.status for o in proposal.outcomes] == [Status.ALREADY_PRESENT]


@pytest.mark.parametrize(
    "place",
    [
        "§1.2 新增一条 SpecAuto，附 arXiv:2612.30001。",
        "§1.2 新增一条 SpecAuto（附链接 https://forum.example.org/t/spec/1）。",
        f"§1.1 新增一条 TurboServe 复现二，附上链接 {URL}。",
        "§1.2 新增一条：SpecAuto 让草稿长度自适应。",
    ],
)
def test_an_add_with_source_words_stays_an_add(place: str) -> None:
    kinds, added, _ = outcome(place, PAPER)
    assert (ActionKind.ADD_ENTRY, Status.PROPOSED) in kinds, kinds
    assert all(kind is not ActionKind.ADD_SOURCE for kind, _ in kinds)
    assert added


def test_words_written_on_a_pointed_line_are_no_source() -> None:
    kinds, added, _ = outcome(f'§1.2 "{TREND}" 这行注明"仅单卡测量"。', PAPER)
    assert kinds == [(ActionKind.APPEND, Status.PROPOSED)], kinds
    assert added == [f"- {TREND}，但长上下文下收益变小。仅单卡测量。"]


@pytest.mark.parametrize(
    "place",
    [
        f"§1.1 TurboServe 第三方复现 一条追加出处：{URL}（L40S 上 1.35×）。",
        f"§1.1 TurboServe 第三方复现 那条补链接 {URL}。",
        f"§1.1 TurboServe 第三方复现 这条写明出处 {URL}。",
        f"§1.1 TurboServe 第三方复现 条目末尾补来源 {URL}。",
    ],
)
def test_an_entry_named_third_party_is_named_not_counted(place: str) -> None:
    # `第三方` (third-party) is a word of the name, not an ordinal like `第 3 条`.
    kb = KB.replace("TurboServe 复现", "TurboServe 第三方复现")
    kinds, added, _ = outcome(place, CARD, kb)
    assert kinds == [(ActionKind.ADD_SOURCE, Status.PROPOSED)], kinds
    assert added[0].startswith("- **TurboServe 第三方复现**：") and added[0].endswith(
        f"（{URL}）。"
    )
