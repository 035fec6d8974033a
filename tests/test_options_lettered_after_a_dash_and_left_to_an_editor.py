"""Options lettered after a dash (`两种写法我拿不准——A：…；B：…`) are options, and naming them
for someone to choose (`A 或 B，请主编定`, `A 还是 B 交 Lin 拍板`) chooses none: no option is
recommended, and with `先不落笔` on its line none is written (option B's new question was
proposed). Our own words, on a KB of our own."""

from __future__ import annotations

import pytest

from tests.conftest import kb_after

KB = """\
# 卫星

## 国网与千帆

千帆的商业化仍在起步，但截至 2026-11 尚无任何一国开通面向公众的商用服务。

## 悬而未决

**Q-LIC-1** 印度频谱定价何时落地？
"""
OPTION_A = "把「尚无任何一国开通」改为「仅巴西开始企业试商用」"
OPTION_B = "正文不动，在「悬而未决」里加一问「千帆在巴西的服务是否属于正式商用？」"


def brief(suggestion: str) -> str:
    return f"""\
# 卫星 · E1 预消化简报（2026-12-08）

## 一、今日重要增量

### 增量 4：千帆在巴西

- **来源**：垣信新闻稿（2026-12-01）
- **要点**：垣信称已在巴西向企业客户提供服务。
- **建议归入**：{suggestion}

## 四、本轮结论与建议动作

- 见增量 4。
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        f"两种写法我拿不准——A：§国网与千帆 {OPTION_A}；B：{OPTION_B}。A 或 B，请主编定；"
        "定之前正文和「悬而未决」都先不落笔。",
        f"两种写法——A. §国网与千帆 {OPTION_A}；B. {OPTION_B}。A 还是 B 交 Lin 拍板，本轮先不落笔。",
    ],
)
def test_options_left_to_someone_and_put_off_write_nothing(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert lines == KB.splitlines(), rows
    assert "proposed" not in [status for status, _ in rows], rows


def test_options_left_to_someone_recommend_none() -> None:
    lines, rows = kb_after(KB, brief(f"两种写法——A：{OPTION_B}；B：不写。A 或 B，请主编定。"))
    assert lines == KB.splitlines(), rows
