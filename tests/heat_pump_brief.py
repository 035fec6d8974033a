"""A heat-pump brief of our own, seed-1 style: one item (the trade association's annual report)
whose 建议归入 is the request under test. Shared by tests on our own small heat-pump KBs."""

from __future__ import annotations


def brief(suggestion: str) -> str:
    """A brief of one item asking `suggestion`."""
    return f"""\
# heat-pump · E1 预消化简报（2027-02-03）

## 一、今日重要增量

### 条目 1：协会年报发布

- **来源**：协会年报（2027-01）
- **要点**：2025 年出货量终值 458 万台。
- **建议归入**：{suggestion}
"""
