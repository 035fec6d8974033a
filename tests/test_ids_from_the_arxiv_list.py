"""An item whose heading and sources give no arXiv id takes its paper's id from the brief's
list of citable ids, by the name both open with (`条目 1：Llumnix 迁移调度` and
`arXiv:2406.03243 — Llumnix: Dynamic Scheduling…`): the entry names the paper by it and the
citation asked for is written. Never by a guess: no line, or several lines opening with the
name, give no id."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.parse import parse_brief
from kbpatch.reading import plan

from .conftest import applied_kb

BRIEF_PATH = "inbox/lu/2026-12-02-inference-e1prep.md"

KB = """\
# 推理活文档

## 1 调度

- **Orca**：迭代级调度（arXiv:2201.00001）。

## 2 参考文献

1. arXiv:2201.00001 — Orca
"""


def brief(
    heading: str, listed: str, place: str = "§1 新增一条 Llumnix；参考文献登记一条引用。"
) -> str:
    return f"""\
# inference · E1 预消化简报（2026-12-02）

## 一、条目

### 条目 1：{heading}

- 来源：organized/paper_cards/7101-probe.md
- 要点：在实例间迁移请求以平衡负载。
- 建议归入：{place}

## 二、可引用的 arXiv 号

{listed}
"""


@pytest.mark.parametrize(
    "listed",
    [
        "- arXiv:2406.03243 — Llumnix: Dynamic Scheduling for LLM Serving",
        "- arXiv:2406.03243 —— Llumnix：动态调度",
        "- arXiv:2401.09670 — DistServe: Disaggregating Prefill\n"
        "- arXiv:2406.03243 — Llumnix: Dynamic Scheduling for LLM Serving",
    ],
)
def test_an_item_without_an_id_takes_the_one_its_name_opens_in_the_arxiv_list(
    tmp_path: Path, listed: str
) -> None:
    after = applied_kb(tmp_path, KB, brief("Llumnix 迁移调度", listed), BRIEF_PATH)
    assert "- **Llumnix**：在实例间迁移请求以平衡负载（arXiv:2406.03243）。" in after
    assert "2. arXiv:2406.03243 — Llumnix" in after


@pytest.mark.parametrize(
    "listed",
    [
        "- arXiv:2401.09670 — DistServe: Disaggregating Prefill",
        "- arXiv:2406.03243 — Llumnix: Dynamic Scheduling\n- arXiv:2406.03244 — Llumnix: v2",
        "- arXiv:2406.03243 — LlumnixPlus: Dynamic Scheduling",
    ],
    ids=["not-listed", "listed-twice", "another-name"],
)
def test_no_id_is_taken_from_a_list_that_does_not_name_the_item_once(listed: str) -> None:
    actions = plan(parse_brief(brief("Llumnix 迁移调度", listed)))
    assert all(not action.source_ids for action in actions)


def test_an_id_the_item_gives_itself_wins_over_the_list() -> None:
    listed = "- arXiv:2406.03243 — Llumnix: Dynamic Scheduling for LLM Serving"
    actions = plan(parse_brief(brief("Llumnix（arXiv:2406.09999）", listed)))
    assert {action.source_ids for action in actions} == {("2406.09999",)}
