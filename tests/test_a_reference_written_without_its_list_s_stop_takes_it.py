"""A reference the brief writes out for a bullet list of author-year citations (`- [Xu 2025]
Xu R. et al. Title. arXiv:…`), its sentence's stop taken off by the brief's clause (`第8章
追加一条参考文献：[Ou 2025] … arXiv:2512.00002。`), is in the list's form: it takes the stop
the list's items all end with, and is added, not reported as of another form."""

from __future__ import annotations

import pytest

from kbpatch.models import Status

from .conftest import new_lines_of, render_brief

KB = """\
# 电池活文档

## 2 负极

### 2.1 锂金属

- **界面层**：人工 SEI 可将临界电流密度提到 2 mA/cm² [Chen 2022]。

## 8 参考文献

- [Chen 2022] Chen Y. et al. Artificial LiF-rich interphase. arXiv:2211.09034.
- [Kato 2016] Kato Y. et al. High-power all-solid-state batteries. Nature Energy, 2016.
- [Xu 2025] Xu R. et al. Pressure-free cycling of lithium metal. arXiv:2502.17730.
"""
LINES = KB.splitlines(keepends=True)
DATE = "2026-12-21"


def brief(suggestion: str) -> str:
    return (
        "# battery · E1 预消化简报（2026-12-21）\n\n## 一、今日条目\n\n"
        "### 条目 1：硫化物表面包覆\n\n"
        "- **来源**：organized/paper_cards/7005-coating.md\n"
        "- **要点**：表面包覆提高耐湿性。\n"
        f"- **建议归入**：{suggestion}\n"
    )


@pytest.mark.parametrize(
    "suggestion",
    [
        "§8 追加一条参考文献：[Ou 2025] Ou Y. et al. Sulfide surface coatings. arXiv:2512.00002.",
        "第 8 节 参考文献 补登 [Ou 2025] Ou Y. et al. Sulfide surface coatings. arXiv:2512.00002",
        "参考文献追加 [Ou 2025] Ou Y. et al. Sulfide surface coatings. arXiv:2512.00002。",
    ],
)
def test_the_reference_is_added_with_the_list_s_stop(suggestion: str) -> None:
    found = render_brief(brief(suggestion), LINES, DATE)
    assert [r.status for _, r in found] == [Status.PROPOSED], [r.reason for _, r in found]
    [line] = new_lines_of(found, LINES)
    assert line.startswith("- [Ou 2025] Ou Y. et al. Sulfide surface coatings. arXiv:2512.00002")
    assert line.endswith(".")
