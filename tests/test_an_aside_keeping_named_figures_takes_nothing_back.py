"""An aside after a change that keeps figures it names, all of them (`（北京 1.15、广东 1.3
都别动）`, `（…均不变）`), is a keep of those figures: the change stands. An aside that ends by
taking the request back stays a take-back, with or without a comma before it (`（仅 2 家数据
先不改）`, `（证据不足，先不改）`). Our own KB and words."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 热泵 活文档

## 四、政策

1. 国家层面：新建项目 APF 不低于 3.5。
2. 地方层面：北京要求 APF 不低于 3.6，上海为 3.4，广东为 3.3。
"""

CHANGED = "2. 地方层面：北京要求 APF 不低于 3.6，上海为 3.5，广东为 3.3。"


def brief(suggestion: str) -> str:
    return f"""\
# heat-pump · E1 预消化简报（2027-02-03）

## 一、今日重要增量

### 条目 1：上海新规

- **来源**：上海市经信委通知（2027-01）
- **要点**：上海新建项目 APF 下限提到 3.5。
- **建议归入**：{suggestion}
"""


@pytest.mark.parametrize(
    "aside",
    [
        "（北京 3.6、广东 3.3 都别动）",
        "（北京 3.6 与广东 3.3 均不变）",
        "（北京 3.6 / 广东 3.3 一律不改）",
    ],
)
def test_a_keep_of_the_figures_it_names_lets_the_change_stand(aside: str) -> None:
    lines, rows = kb_after(KB, brief(f'四、第 2 条"上海为 3.4"改为"上海为 3.5"{aside}'))
    assert rows[0] == ("proposed", ""), rows
    assert CHANGED in lines, lines


@pytest.mark.parametrize("aside", ["（仅 2 家数据先不改）", "（证据不足，先不改）", "（暂缓）"])
def test_an_aside_that_takes_the_request_back_holds_it(aside: str) -> None:
    lines, rows = kb_after(KB, brief(f'四、第 2 条"上海为 3.4"改为"上海为 3.5"{aside}'))
    assert lines == KB.splitlines(), rows
    assert rows[0][0] == "not understood" and "refusal" in rows[0][1], rows
