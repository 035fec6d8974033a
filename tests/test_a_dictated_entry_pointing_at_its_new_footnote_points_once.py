"""A new entry dictated with the marker of the footnote the same item adds (`「- **X**：…[^3]。」`
and `参考章末尾新增脚注：「[^3]: …」`) points at it once: the marker was written a second time
after the dictated one (`…[^3][^3]。`). Dictated without it, the entry takes the marker. Our
own words and our own small KB."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 储能 活文档

## 2 技术路线

### 2.3 钠离子

- **量产**：2025 年多家电芯厂量产 NFPP 电芯[^1]。
- **示范站**：湖北潜江一期于 2024 年投运[^2]。

## 参考

[^1]: 鑫椤锂电，钠电月报，2026-10。
[^2]: 大唐湖北，项目通报，2024-06。
"""


def brief(entry: str) -> str:
    return f"""\
storage · E1 预消化简报(2026-12-01)

一、今日增量

条目 1：寒区运行数据

  • 来源：示范站业主《冬季运行中期报告》（2026-11-26）
  • 要点：−30℃ 下容量保持率 88%。
  • 建议归入：钠离子小节末尾追加一条，原文照抄：
    「{entry}」
    参考章末尾新增脚注：「[^3]: 示范站业主，《冬季运行中期报告》，2026-11-26。」
"""


@pytest.mark.parametrize(
    "entry",
    ["- **寒区运行**：−30℃ 下容量保持率 88%[^3]。", "- **寒区运行**：−30℃ 下容量保持率 88%。"],
)
def test_the_entry_points_at_the_new_footnote_once(entry: str) -> None:
    lines, rows = kb_after(KB, brief(entry))
    assert [status for status, _ in rows] == ["proposed", "proposed"], rows
    added = [line for line in lines if line.startswith("- **寒区运行**")]
    assert len(added) == 1 and added[0].count("[^3]") == 1, added
    assert any(line.startswith("[^3]: 示范站业主") for line in lines), rows
