"""A keep of an entry named by its words (`"建议 ELL 测算同时给出…两种结果"那条不动`, an
ellipsis for words left out) beside a change of values that names no entry (`"可达 −8%"改为
"…"`) holds that change only where the document shows the value on the kept line: a value on
another line of the section is changed, one on the kept line is forbidden with both lines."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 管网活文档

## 四、经济性

### （一）经济漏损水平

ELL 指边际成本等于边际收益时的漏损水平。

### （二）表观漏损

- 户表计量误差是表观漏损的大头，低流量段误差可达 −8%；
- 建议 ELL 测算同时给出"生产成本口径"与"含碳价口径"两种结果。
"""


def brief(request: str) -> str:
    return (
        "# pipes · E1 预消化简报（2026-12-03）\n\n## 一、增量\n\n"
        "### 条目 1：户表误差\n\n"
        "- **来源**：inbox/mia/meters.md\n"
        "- **要点**：误差区间更宽。\n"
        f"- **建议归入**：{request}\n\n"
        "## 三、本轮建议的归并动作\n\n- 见条目 1。\n"
    )


KEEPS = [
    '同一节"建议 ELL 测算同时给出…两种结果"那条不动。',
    "「建议 ELL 测算同时给出」那一条保持原样。",
]


@pytest.mark.parametrize("keep", KEEPS)
def test_a_value_on_another_line_is_changed(keep: str) -> None:
    lines, _ = kb_after(KB, brief(f"§四（二）「可达 −8%」改为「在 −5% 至 −11% 之间」；{keep}"))
    assert "- 户表计量误差是表观漏损的大头，低流量段误差在 −5% 至 −11% 之间；" in lines


@pytest.mark.parametrize("keep", KEEPS)
def test_a_value_on_the_kept_line_is_forbidden(keep: str) -> None:
    lines, outcomes = kb_after(KB, brief(f'§四（二）"含碳价口径"改为"碳价口径"；{keep}'))
    assert lines == KB.splitlines()
    assert any(status == "forbidden" and "line 12" in reason for status, reason in outcomes)
