"""A list's line quoted whole, marker first (`在 X 条目之后插入：「- **Y**（机构，2026）：…」`), is
the new entry's words whatever verb asks for it, bold and all; never an entry made of the
item's title and 要点 with its source."""

from __future__ import annotations

import pytest

from .conftest import added_to

KB = """\
# 叠层活文档

## 4 户外实证

### 4.2 户外站

- **沙特 KAUST 户外站**（KAUST，2025）：小组件户外 1 年，年化衰减 4.2%/年。
- **德国弗莱堡户外站**（Fraunhofer ISE，2026）：6 个月实证。
"""

LINE = "- **迪拜 DEWA 户外站**（DEWA，2026）：全尺寸组件 9 个月实证，累计衰减 2.4%。"


def brief(request: str) -> str:
    return (
        "# tandem · E1 预消化简报（2026-12-12）\n\n## 一、增量\n\n"
        "### 增量 1：迪拜 DEWA 户外站（新站点）\n\n"
        "- **来源**：DEWA 2026 年度报告第 41 页（业主方数据）\n"
        "- **要点**：测试场部署叠层组件，运行 9 个月累计衰减 2.4%。\n"
        f"- **建议归入**：{request}\n\n"
        "## 三、本轮建议的归并动作\n\n- 见增量 1。\n"
    )


@pytest.mark.parametrize(
    "request_words",
    [
        f"§4.2 在 KAUST 条目之后插入：「{LINE}」",
        f"§4.2 KAUST 条目后面新增：「{LINE}」",
        f"§4.2 末尾追加：「{LINE}」",
    ],
)
def test_the_quoted_line_is_written(request_words: str) -> None:
    added, _ = added_to(KB, brief(request_words))
    assert added == [f"{LINE}（E1 2026-12-12 · 增量 1）"]
