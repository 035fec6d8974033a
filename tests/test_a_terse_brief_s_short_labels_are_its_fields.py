"""A terse brief's short labels (`归入：`, `警惕：`) are the fields `建议归入` and `值得警惕` are:
the requests listed under `归入：` are read as the item's, its caveat as the item's caveat."""

from __future__ import annotations

from .conftest import kb_after

KB = """\
# 叠层活文档

## 5 数据

### 5.2 公开数据集

- **PVPeroDB**（2025）：钙钛矿器件老化数据库。
"""

BRIEF = """\
tandem E1 预消化 2026-12-14 · spark

## 增量

### 条目 1　DuraMAT 数据集
来源：DuraMAT 数据门户公告 2026-12-09
要点：公开叠层组件室内老化数据约 300 条。
归入：
- §5.2 列表追加：「- **DuraMAT 叠层子库**（DuraMAT，2026）：室内老化数据约 300 条，CC-BY 4.0。」
警惕：不要写"首个"之类的说法；§5.2 的 PVPeroDB 条目勿改。

## 动作

1. §5.2 追加 DuraMAT（条目 1）
"""


def test_the_request_under_the_short_label_is_made() -> None:
    lines, _ = kb_after(KB, BRIEF)
    assert lines[-1] == (
        "- **DuraMAT 叠层子库**（DuraMAT，2026）：室内老化数据约 300 条，CC-BY 4.0。"
        "（E1 2026-12-14 · 条目 1）"
    )
    assert "- **PVPeroDB**（2025）：钙钛矿器件老化数据库。" in lines
