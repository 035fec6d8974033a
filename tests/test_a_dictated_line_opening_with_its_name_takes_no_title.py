"""A line the brief dictates whole for a list whose entries open with a plain name and a
colon (`2. 负极：…`), itself opening so (`「4. 电解液：…」`, `「电解液：…」`), is written as
given: its own words before the colon are the entry's name, never the item's title. A quote
after a bare add verb and its colon (`新增：「…」`, `补充：「4. …」`) is such a line, never an
entry made from the item's title and 要点."""

from __future__ import annotations

import pytest

from .conftest import added_to

KB = """\
# 钠电活文档

## D. 成本

### D.1 材料成本结构

1. 正极：不用钴，NFPP 只用铁、磷、钠。
2. 负极：硬碳价格是石墨的 2–3 倍。
3. 电解液：NaPF₆ 产能小。
"""


def brief(request: str) -> str:
    return (
        "# sodium · E1 预消化简报（2026-12-24）\n\n## 一、增量\n\n"
        "### 条目 1：NaCell 集流体降本\n\n"
        "- **来源**：厂商 2026-12-20 新闻稿\n"
        "- **要点**：铝箔集流体降本。\n"
        f"- **建议归入**：{request}\n\n"
        "## 三、本轮建议的归并动作\n\n- 见条目 1。\n"
    )


@pytest.mark.parametrize(
    "request_words",
    [
        "D.1 末尾补一条：「4. 集流体：正负极都用铝箔。」",
        "§D.1 列表追加一条：「集流体：正负极都用铝箔。」",
        "D.1 最后补充：「4. 集流体：正负极都用铝箔。」",
        "D.1 新增：「集流体：正负极都用铝箔。」",
        "D.1 末尾补一条：`4. 集流体：正负极都用铝箔。`",
    ],
)
def test_the_line_is_written_as_given(request_words: str) -> None:
    added, _ = added_to(KB, brief(request_words))
    assert added == ["4. 集流体：正负极都用铝箔。（E1 2026-12-24 · 条目 1）"]
