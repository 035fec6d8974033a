"""A new reference-style link definition asked by the label it takes (`参考链接补 [4]，指向
https://arxiv.org/abs/…`, `参考链接：+ [4] arXiv:…`, `末尾加上 [4] https://…`) is a new citation,
written as the list's definitions are (`[4]: https://arxiv.org/abs/id "Title"`); the paper a
clause after the label names is the one cited. A label other than the list's next one is
said in the row; a link to another page than the paper's arXiv page is reported, never
replaced by the arXiv link. Never silent. Our own KB and words."""

from __future__ import annotations

import pytest

from kbpatch.api import propose
from kbpatch.kb import Kb
from kbpatch.models import ActionKind, Outcome, Status

KB = (
    "# 缓存与存储 活文档\n\n"
    "## I. 缓存\n\n### C.1 前缀缓存\n\n"
    "- **RadixTree**：基数树共享前缀 [1]。\n"
    "- **HashPrefix**：按块哈希复用 [2]。\n\n"
    "### C.2 分层存储\n\n- **TierKV**：显存、内存、SSD 三层 [3]。\n\n"
    "## 参考链接\n\n"
    '[1]: https://arxiv.org/abs/2312.00001 "RadixTree"\n'
    '[2]: https://arxiv.org/abs/2401.00002 "HashPrefix"\n'
    '[3]: https://arxiv.org/abs/2402.00003 "TierKV"\n'
)
PATH = "organized/knowledge/cache.md"
NEW = '+[4]: https://arxiv.org/abs/2612.04104 "SpillCache：显存溢出缓存"\n'


def brief(
    request: str, source: str = "organized/paper_cards/4104-2612-04104.md（arXiv:2612.04104）"
) -> str:
    return (
        "# cache · E1 预消化简报（2026-12-20）\n\n"
        "- **作者**：Lu · E1 预消化（cache）\n"
        "- **对照活文档**：organized/knowledge/cache.md\n\n"
        "## 条目 1：SpillCache —— 显存溢出缓存\n\n"
        f"- **来源**：{source}\n"
        "- **要点**：把冷块溢出到主机内存，命中率 0.63。\n"
        f"- **建议归入**：{request}\n\n"
        "## 合并建议\n\n- 无。\n"
    )


def run(text: str) -> tuple[list[Outcome], str]:
    proposal = propose(text, Kb(KB, path=PATH))
    return list(proposal.outcomes), "".join(p.diff for p in proposal.patches)


@pytest.mark.parametrize(
    "request_",
    [
        "参考链接补 [4]，指向 https://arxiv.org/abs/2612.04104。",
        "参考链接：+ [4] arXiv:2612.04104。",
        "在参考链接末尾加上 [4] https://arxiv.org/abs/2612.04104",
        "参考链接里补上 [4]（arXiv:2612.04104）。",
        "参考链接增补 [4]: https://arxiv.org/abs/2612.04104",
        "参考链接新增 [4]，链接 https://arxiv.org/abs/2612.04104。",
    ],
)
def test_a_link_definition_asked_by_its_label_is_written(request_: str) -> None:
    found, diff = run(brief(request_))
    added = [line for line in diff.splitlines() if line[:1] == "+" and line[:3] != "+++"]
    assert [f"{line}\n" for line in added] == [NEW]
    (cited,) = [o for o in found if o.action.kind is ActionKind.ADD_CITATION]
    assert cited.status is Status.PROPOSED


@pytest.mark.parametrize(
    "request_",
    [
        "参考链接补 [4]，指向 https://arxiv.org/abs/2612.04104。",
        "参考链接：+ [4] arXiv:2612.04104。",
        "参考链接增补 [4]，链接 https://arxiv.org/abs/2612.04104。",
        "在参考链接末尾加上 [4] https://arxiv.org/abs/2612.04104",
    ],
)
def test_the_paper_a_label_points_at_is_cited_when_the_item_names_none(request_: str) -> None:
    _, diff = run(brief(request_, source="同条目 3"))
    assert "+[4]: https://arxiv.org/abs/2612.04104 " in diff


@pytest.mark.parametrize(
    "request_",
    [
        "参考链接补 [4]，指向 https://github.com/acme/spillcache。",
        "参考链接：+ [4] https://example.org/spillcache",
        "在参考链接末尾加上 [4] https://acme.dev/blog/spillcache",
        "参考链接增补 [4]，链接 https://github.com/acme/spillcache。",
    ],
)
def test_a_link_to_another_page_is_reported_not_replaced(request_: str) -> None:
    found, diff = run(brief(request_))
    assert diff == ""
    (row,) = [o for o in found if o.action.kind is ActionKind.NOT_UNDERSTOOD]
    assert "https://" in row.reason and "arXiv page" in row.reason


@pytest.mark.parametrize(
    "request_",
    [
        "参考链接补 [7]，指向 https://arxiv.org/abs/2612.04104。",
        "参考链接：+ [9] arXiv:2612.04104。",
        "在参考链接末尾加上 [12] https://arxiv.org/abs/2612.04104",
        "参考链接里补上 [6]（arXiv:2612.04104）。",
    ],
)
def test_a_label_other_than_the_next_is_said_in_the_row(request_: str) -> None:
    found, diff = run(brief(request_))
    assert NEW in diff
    (cited,) = [o for o in found if o.action.kind is ActionKind.ADD_CITATION]
    assert "the brief asks for" in cited.reason
