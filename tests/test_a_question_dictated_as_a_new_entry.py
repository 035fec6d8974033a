"""`§2 新增一条：X？` with the dictated words unquoted and asking: what is added is that question,
in the form of the section's list of questions (`- [ ] X？`), as a quoted question already is;
the closing list's `新增一问（条目 1）` is the same question. Before, a `- [ ]` list refused it
as "a new entry is not filed among them" and the closing line had "no question's text"."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

KB_PATH = "organized/knowledge/search.md"
BRIEF_PATH = "inbox/ada/2026-12-18-search-e1prep.md"

KB = """\
# 搜索活文档

## 1 索引

- **倒排索引**：按词项记录文档列表，更新需合并段。
- **向量索引**：HNSW 图，召回率随 ef 上升。

## 2 悬而未决

- [ ] 重排模型是否值得放到网关之前？
- [ ] 长查询截断对召回的影响有多大？
- [x] 缓存命中是否影响首包时间？（已确认，见 §1）
"""


def brief(suggested: str, closing: str = "") -> str:
    text = (
        "# search · E1 预消化简报（2026-12-18）\n\n## 一、今日条目\n\n"
        "### 条目 1：压测预热\n\n"
        "- **来源**：inbox/ada/notes.md\n"
        "- **要点**：冷启动压测的前几分钟延迟偏高。\n"
        f"- **建议归入**：{suggested}\n"
    )
    if closing:
        text += f"\n## 四、本轮结论与建议动作\n\n- {closing}\n"
    return text


@pytest.mark.parametrize(
    ("suggested", "closing", "question"),
    [
        ("§2 新增一条：压测前是否需要预热？", "", "压测前是否需要预热？"),
        (
            "§2 悬而未决 新增一条：压测前是否需要预热？",
            "§2：新增一问（条目 1）。",
            "压测前是否需要预热？",
        ),
        (
            "在 §2 增补一条：压测（含冷启动）前是否需要预热？",
            "",
            "压测（含冷启动）前是否需要预热？",
        ),
        ("§2 加一项：预热时长应按分钟还是按请求数计?", "", "预热时长应按分钟还是按请求数计?"),
    ],
)
def test_the_dictated_question_joins_the_checklist(
    tmp_path: Path, suggested: str, closing: str, question: str
) -> None:
    code, report, kb = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(suggested, closing), BRIEF_PATH
    )
    assert code == 0, report
    new = [line for line in kb.splitlines() if line not in KB.splitlines()]
    assert len(new) == 1, kb
    assert new[0].startswith(f"- [ ] {question}（E1 2026-12-18 · 条目 1）"), kb
    # After the last question of the list, before nothing else.
    assert kb.splitlines().index(new[0]) == len(KB.splitlines()), kb
    assert "unresolved" not in report, report


def test_a_dictated_question_is_not_filed_among_named_entries(tmp_path: Path) -> None:
    # §1 lists named entries, no questions: the question is reported, not written there.
    _code, report, kb = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief("§1 新增一条：倒排索引是否该按天合并？"), BRIEF_PATH
    )
    assert kb == KB
    assert "holds no list of open questions" in report, report
