"""A table column of measures (its cells are numbers: `34B`, `51.1`, `2`) is filled with the
value the brief's words give for it, named by the column's header right before or after the
value (`MMMU 64.0`, `k=2`, `124B 参数`), only when they give exactly one; else the column keeps
the table's missing-value mark, as before."""

from __future__ import annotations

import pytest

from kbpatch.forms import Facts, table_row

HEADER = ("模型", "参数", "MMMU", "k", "备注")
ROWS = (
    ("LLaVA-NeXT", "34B", "51.1", "2", "AnyRes 输入"),
    ("Qwen-VL-Max", "—", "51.4", "1", "API 与开源权重不同"),
)


def row(*sentences: str) -> list[str]:
    facts = Facts(name="Pixtral-Large", sentences=sentences, mark="（E1）")
    return [cell.strip() for cell in table_row(HEADER, ROWS, facts).strip("|").split("|")]


@pytest.mark.parametrize(
    ("sentences", "params", "mmmu", "k"),
    [
        (("124B 参数，MMMU 64.0，支持 128K 上下文。",), "124B", "64.0", "—"),
        (("参数为 124B；MMMU：64.0。",), "124B", "64.0", "—"),
        (("路由 k=2，MMMU 得分 64.0。",), "—", "—", "2"),
        # Two values for one column: none is chosen.
        (("MMMU 64.0，另一设置下 MMMU 61.2。",), "—", "—", "—"),
        # The header inside a longer word, or a value inside a range, is not it.
        (("参数量减少 30%，1–2 k 的窗口。",), "—", "—", "—"),
        (("没有任何数字。",), "—", "—", "—"),
    ],
)
def test_a_measure_column_takes_the_one_value_the_brief_names_it_by(
    sentences: tuple[str, ...], params: str, mmmu: str, k: str
) -> None:
    cells = row(*sentences)
    assert cells[:4] == ["Pixtral-Large", params, mmmu, k]
    assert cells[4].startswith(sentences[0].rstrip("。"))


def test_a_column_of_words_is_not_filled_from_the_brief() -> None:
    header = ("方法", "负载均衡", "要点")
    rows = (("Switch", "辅助损失", "单专家路由"),)
    facts = Facts(name="ReLoRoute", sentences=("负载均衡 2 种，k=2。",), mark="（E1）")
    assert table_row(header, rows, facts).startswith("| ReLoRoute |  | 负载均衡 2 种")
