"""A footnote's definition the brief writes out under a name (`参考补 [^lu2]: Author. Title.
arXiv:… (2026).`), beside footnotes the document defines under names (`[^lu1]: …`), is added
after the last of them, as written; a name the document defines already is reported, never
defined twice. Our own words, on a KB of our own."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied, report_rows

BRIEF_PATH = "inbox/su/2026-12-23-lumber-e1prep.md"
KB_PATH = "organized/knowledge/lumber.md"

KB = """\
# 木材 活文档

## 1 干燥

窑干比气干快三倍[^lu1]，但开裂率更高[^kd1]。

## 2 参考

[^lu1]: Lund, E. et al. Kiln Drying at Scale. arXiv:2601.11111 (2026).
[^kd1]: Kim, D. et al. Cracks in Kiln-Dried Oak. arXiv:2602.22222 (2026).
"""
DEFINITION = "Sato, H. et al. Solar Kilns Revisited. arXiv:2611.33333 (2026)."


def brief(suggestion: str) -> str:
    return f"""\
# lumber · E1 预消化简报（2026-12-23）

## 一、条目

### 条目 1：太阳能窑

- 来源：organized/paper_cards/4401-solar-kiln.md
- 要点：太阳能窑能耗低。
- 建议归入：{suggestion}
"""


def run(tmp_path: Path, suggestion: str) -> tuple[int, str, str]:
    return proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)


@pytest.mark.parametrize(
    "suggestion",
    [
        f"参考里加入 [^sk1]: {DEFINITION}",
        f"参考一节新增一条：[^sk1]: {DEFINITION}",
        f"参考末尾附上脚注 [^sk1]：{DEFINITION}",
    ],
)
def test_the_definition_goes_after_the_last_named_footnote(tmp_path: Path, suggestion: str) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert code == 0, report
    lines = after.splitlines()
    new = [line for line in lines if line not in KB.splitlines()]
    assert len(new) == 1 and new[0].startswith(f"[^sk1]: {DEFINITION[:-1]}"), report
    assert lines[lines.index(new[0]) - 1].startswith("[^kd1]:"), after


def test_a_name_defined_already_is_reported(tmp_path: Path) -> None:
    code, report, after = run(tmp_path, f"参考里加入 [^kd1]: {DEFINITION}")
    assert after == KB and code == 1, report
    assert any("[^kd1]" in row for row in report_rows(report)), report
