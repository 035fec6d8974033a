"""A section that lists references to papers (a bibliography) never takes a summary entry: in
a form kbpatch writes (`N. arXiv:id — Title`, `* arXiv:id — Title`) the new line is a
reference in that form; in another (`* [@key] Title. arXiv:id.`, `* Author et al. Title.
arXiv:id`, `〔6〕 Author. Title. arXiv:id.` lines) the request is reported. Our own words."""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import KB_PATH, new_lines_of, render_brief

DATE = "2026-12-16"

BODY = """\
# 存储 活文档

## 1. 缓存

### 1.1 页缓存

* **HotPage**：按访问频度保留热页，命中率提升 9%（arXiv:2601.10001）。
* **ColdSweep**：后台批量淘汰冷页，尾延迟降 12%（arXiv:2601.10002）。

## 5. 文献

"""
UNWRITTEN = {
    "pandoc keys": (
        "* [@li2025hot] HotPage: Frequency-Aware Page Retention. arXiv:2601.10001.\n"
        "* [@wu2025cold] ColdSweep: Batched Cold Page Eviction. arXiv:2601.10002.\n"
        "* [@chen2025obj] ObjTier: Two-Level Object Caching. arXiv:2601.10003.\n"
    ),
    "authors first": (
        "* Li et al. HotPage: Frequency-Aware Page Retention. arXiv:2601.10001\n"
        "* Wu et al. ColdSweep: Batched Cold Page Eviction. arXiv:2601.10002\n"
        "* Chen et al. ObjTier: Two-Level Object Caching. arXiv:2601.10003\n"
    ),
    "bracketed numbers": (
        "〔1〕 Li et al. HotPage: Frequency-Aware Page Retention. arXiv:2601.10001.\n"
        "〔2〕 Wu et al. ColdSweep: Batched Cold Page Eviction. arXiv:2601.10002.\n"
        "〔3〕 Chen et al. ObjTier: Two-Level Object Caching. arXiv:2601.10003.\n"
    ),
}
WRITTEN = {
    "numbered ids": (
        "1. arXiv:2601.10001 — HotPage: Frequency-Aware Page Retention\n"
        "2. arXiv:2601.10002 — ColdSweep: Batched Cold Page Eviction\n",
        "3. arXiv:2612.30001 — ",
    ),
    "bulleted ids": (
        "- arXiv:2601.10001 — HotPage: Frequency-Aware Page Retention\n"
        "- arXiv:2601.10002 — ColdSweep: Batched Cold Page Eviction\n",
        "- arXiv:2612.30001 — ",
    ),
}
REQUESTS = [
    "§5 文献登记 `[@xu2026seg]`（arXiv:2612.30001）。",
    "§5 新增一条 SegCache。",
    "§5 补一条 SegCache（arXiv:2612.30001）。",
    "「文献」一节新增 SegCache。",
    "add SegCache to §5.",
]


def brief(suggestion: str) -> str:
    return (
        "# storage · E1 预消化简报（2026-12-16）\n\n"
        f"对照：{KB_PATH}\n\n## 一、增量\n\n"
        "### 条目 1：SegCache —— 分段对象缓存\n\n"
        "- **来源**：organized/paper_cards/3101-2612-30001.md（arXiv:2612.30001）\n"
        "- **要点**：SegCache 把大对象切段缓存，命中率比 ObjTier 高 7%（作者自测）。\n"
        f"- **建议归入**：{suggestion}\n"
    )


@pytest.mark.parametrize("shape", sorted(UNWRITTEN))
@pytest.mark.parametrize("suggestion", REQUESTS)
def test_a_bibliography_in_another_form_is_reported(shape: str, suggestion: str) -> None:
    lines = (BODY + UNWRITTEN[shape]).splitlines(keepends=True)
    results = render_brief(brief(suggestion), lines, DATE)
    edits = [(a, r) for a, r in results if a.kind.edits_document]
    assert edits and all(r.status is not Status.PROPOSED for _, r in edits), [
        (a.kind, r.status, r.reason) for a, r in edits
    ]
    assert new_lines_of(results, lines) == []


@pytest.mark.parametrize("shape", sorted(WRITTEN))
@pytest.mark.parametrize("suggestion", REQUESTS[1:])
def test_a_bibliography_kbpatch_writes_takes_a_reference(shape: str, suggestion: str) -> None:
    listed, opening = WRITTEN[shape]
    lines = (BODY + listed).splitlines(keepends=True)
    results = render_brief(brief(suggestion), lines, DATE)
    [line] = new_lines_of(results, lines)
    assert line.startswith(opening) and "命中率" not in line, line


@pytest.mark.parametrize(
    "suggestion",
    ["§1.1 新增一条 SegCache。", "1.1 节补一条 SegCache（arXiv:2612.30001）。"],
)
def test_a_body_section_citing_papers_still_takes_an_entry(suggestion: str) -> None:
    lines = (BODY + UNWRITTEN["pandoc keys"]).splitlines(keepends=True)
    results = render_brief(brief(suggestion), lines, DATE)
    assert [a.kind for a, _ in results if a.kind.edits_document] == [ActionKind.ADD_ENTRY]
    [line] = new_lines_of(results, lines)
    assert line.startswith("* **SegCache**"), line
