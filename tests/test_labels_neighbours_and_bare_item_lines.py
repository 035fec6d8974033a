"""Three requests of one brief shape, each made or reported as asked: a question dictated whole
with the list's marker and its label (`「- **Q6**（状态：开放）…？」`) is written with the label
once; an entry inserted after one named with its noun and 后 alone (`「X」条目后插入：「…」`)
goes right after it; the lines of an item with no 建议归入, heard only through the closing list,
are each reported with their words."""

from __future__ import annotations

from .conftest import added_to, kb_after

KB = """\
# 叠层活文档

## 2 产业

### 2.2 产线

- **协鑫光电昆山 GW 线**（协鑫光电，2025）：单结组件，规划 1 GW/年。
- **极电光能无锡线**（极电光能，2025）：4T 叠层中试，150 MW/年。

## 6 开放问题

- **Q4**（状态：部分回答）TPO 封装能否维持 ≥90%？
- **Q5**（状态：开放）铅泄漏风险是否纳入认证？
"""


def brief(request: str, closing: str = "见条目 1。") -> str:
    return (
        "# tandem · E1 预消化简报（2026-12-14）\n\n## 一、增量\n\n"
        "### 条目 1：协鑫叠层中试\n\n"
        "- **来源**：协鑫光电公告 2026-12-12\n"
        "- **要点**：规划 200 MW/年。\n"
        f"- **建议归入**：{request}\n\n"
        f"## 三、本轮建议的归并动作\n\n- {closing}\n"
    )


def test_a_dictated_question_s_label_is_written_once() -> None:
    added, _ = added_to(
        KB, brief("§6 新增开放问题：「- **Q6**（状态：开放）反向偏压按单片还是子串测？」")
    )
    assert added == ["- **Q6**（状态：开放）反向偏压按单片还是子串测？（E1 2026-12-14 · 条目 1）"]


def test_an_entry_goes_right_after_the_one_named_with_its_noun_and_hou() -> None:
    line = "- **协鑫光电昆山叠层线**（协鑫光电，2026）：2T 叠层中试。"
    lines, _ = kb_after(KB, brief(f"§2.2「协鑫光电昆山 GW 线」条目后插入：「{line}」"))
    at = lines.index("- **协鑫光电昆山 GW 线**（协鑫光电，2025）：单结组件，规划 1 GW/年。")
    assert lines[at + 1] == f"{line}（E1 2026-12-14 · 条目 1）"


def test_the_lines_of_an_item_without_its_field_are_each_reported() -> None:
    text = brief("§2.2 末尾补一条：「- **X 线**（X，2026）：中试。」") + (
        "\n### 条目 2　编辑性修订\n- 术语表删去「电致发光」一行。\n- Q5 状态改为「已转交」。\n"
    )
    text = text.replace("- 见条目 1。", "- 见条目 1。\n- 术语表 / Q5 按条目 2")
    _, outcomes = kb_after(KB, text)
    reasons = " ".join(reason for _, reason in outcomes)
    assert "电致发光" in reasons and "已转交" in reasons
