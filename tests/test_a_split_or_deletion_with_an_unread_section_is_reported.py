"""A request to split an entry (`X 一条拆成两条`, `一分为二`, `把 X 拆开写`, `分拆`) is one
kbpatch does not propose, as a deletion or a move is: it is reported with its words, with or
without a section. A deletion whose section kbpatch cannot read (`删掉 §Ⅳ-b 中 "X" 一条`) is
reported too, never dropped. Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .test_a_condition_after_the_request_withholds_it import KB, run


@pytest.mark.parametrize(
    ("suggestion", "said"),
    [
        ('"HNSW" 一条拆成两条。', "HNSW"),
        ('"HNSW" 一条一分为二（构建 / 查询）。', "一分为二"),
        ('把 "HNSW" 一条拆开写。', "拆开"),
        ("HNSW 条目拆为两条。", "拆为"),
        ('§2.2 "IVF-PQ" 一条拆成两条。', "IVF-PQ"),
        ('「向量索引」一节 "HNSW" 一条分拆成两条。', "HNSW"),
        ('删掉 §Ⅳ-b 中 "HNSW" 一条。', "HNSW"),
        ('移除 §乙-2 里的 "IVF-PQ" 一条。', "IVF-PQ"),
        ('删去 §⑤-1 中 "HNSW" 一条。', "HNSW"),
    ],
)
def test_a_split_or_an_unplaced_deletion_is_reported(
    tmp_path: Path, suggestion: str, said: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert after == KB, report
    assert code == 1, report
    rows = [
        line for line in report.splitlines() if "not understood" in line or "unresolved" in line
    ]
    assert any(said in row for row in rows), report
