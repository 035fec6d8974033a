"""Words the brief dictates in a code span (a reference's authors `Kim, S., Park, J.`,
`Held, K.`) are words to write, never a refusal or a wait that holds the request beside
them."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 管网活文档

## 参考文献

- Pearson, D., Trow, S. (2005). Calculating economic levels of leakage. Leakage 2005.
"""


def brief(authors: str) -> str:
    return (
        "# pipes · E1 预消化简报（2026-12-01）\n\n## 一、增量\n\n"
        "### 条目 1：阈值迁移\n\n"
        "- **来源**：organized/paper_cards/2211-kim.md\n"
        "- **要点**：分层共享阈值。\n"
        f"- **建议归入**：参考文献补一条，照录：`{authors} (2026). EWMA thresholds. "
        "Water Research, 281.`\n\n"
        "## 三、本轮建议的归并动作\n\n- 见条目 1。\n"
    )


@pytest.mark.parametrize("authors", ["Kim, S., Park, J.", "Held, K., Lee, D.", "Wait, L."])
def test_the_request_is_not_read_as_put_off(authors: str) -> None:
    _, outcomes = kb_after(KB, brief(authors))
    assert outcomes
    assert not any("refusal" in reason or "wait" in reason for _, reason in outcomes)
