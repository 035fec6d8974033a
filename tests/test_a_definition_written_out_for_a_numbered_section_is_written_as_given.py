"""A reference definition the brief writes out whole (`[r9]: https://… "title"`, `[^n]: …`)
for a section it names by its number (`§9 参考新增一行：…`, `第 9 节新增：…`) is that section's
next definition, written as given after its last one: it was written as an entry of the item,
prose with a provenance mark, which is no definition at all. A label the section holds already,
or a kind of definition the section does not list, is held. Our own words, on our own KB."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 出口管制活文档

## 4 规则

荷兰对先进 DUV 实行许可 [\\[7\\]][r7]。

## 9 参考

[r7]: https://example.gov/a "荷兰政府公告 2026-03-18"
[r8]: https://example.gov/b "BIS 规则 2026-10-03"

## 10 修订

- [2026-11-20] 新增 4 规则（林）
"""

DEFINITION = '[r9]: https://example.gov/c "荷兰外贸部致议会信 2026-12-05"'


def brief(request: str) -> str:
    return f"""\
# 出口管制 · E1 预消化简报（2026-12-08）

## 一、今日重要增量

### 条目 1：荷兰议会信

- **来源**：荷兰外贸部（2026-12-05）
- **要点**：荷兰政府称目前无扩大许可范围的计划。
- **建议归入**：{request}

## 四、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "request_words",
    [
        f"§9 参考新增一行（接在最后一条之后）：`{DEFINITION}`",
        f"第 9 节新增：{DEFINITION}",
        f"9 参考 补一行：「{DEFINITION}」",
    ],
)
def test_the_definition_is_the_section_s_next_line(request_words: str) -> None:
    lines, rows = kb_after(KB, brief(request_words))
    at = lines.index('[r8]: https://example.gov/b "BIS 规则 2026-10-03"')
    assert lines[at + 1] == DEFINITION, rows
    assert len(lines) == len(KB.splitlines()) + 1, rows


def test_a_label_the_section_holds_is_not_written_again() -> None:
    taken = '[r8]: https://example.gov/z "重复"'
    lines, rows = kb_after(KB, brief(f"§9 参考新增一行：`{taken}`"))
    assert lines == KB.splitlines(), rows
    assert any(status == "unresolved" and "listed already" in why for status, why in rows)


def test_a_footnote_for_a_section_of_links_is_held() -> None:
    lines, rows = kb_after(KB, brief("§9 参考新增一行：`[^9]: 荷兰外贸部致议会信，2026-12-05`"))
    assert lines == KB.splitlines(), rows
    assert any(status == "unresolved" for status, _ in rows), rows
