"""New entries of one brief in a document whose labels run across all its sections (`[E1]`
in §1.1 … `[E4]` in §2.1): each takes its own next label, in the order the document reads
(the higher `[E5]`, the lower `[E6]`), never the same one twice; every patch still applies
alone and with the others."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import applied_kb

ACROSS = """# serving 活文档

## 一、调度

### 1.1 路由

- [E1] **RouteA**：按负载路由。
- [E2] **RouteB**：按长度路由。

### 1.2 批处理

- [E3] **BatchA**：连续批处理。

## 二、缓存

### 2.1 前缀缓存

- [E4] **CacheA**：前缀复用。

## 三、引用列表

1. arXiv:2401.00001 — RouteA
"""

# Each section counts on its own: `[E3]` after `[E2]` in §1.1, `[E2]` after `[E1]` in §2.1.
PER_SECTION = """# serving 活文档

## 一、调度

### 1.1 路由

- [E1] **RouteA**：按负载路由。
- [E2] **RouteB**：按长度路由。

## 二、缓存

### 2.1 前缀缓存

- [E1] **CacheA**：前缀复用。
"""

ITEMS = (
    ("GateRoute", "2612.50001", "用门控网络挑选后端，p99 下降 9%。"),
    ("WarmCache", "2612.50002", "在低峰期预热前缀缓存，命中率提升 7 个点。"),
    ("SlotBatch", "2612.50003", "按显存槽位切分批次，吞吐提升 6%。"),
)
BRIEF_PATH = "inbox/wen/2026-12-01-inference-e1prep.md"


def brief(*suggestions: str) -> str:
    """A brief whose item N (from ITEMS) suggests the N-th placement."""
    text = (
        "# inference · E1 预消化简报(2026-12-01)\n\n"
        "> 对照活文档：organized/knowledge/inference.md\n\n## 一、增量\n\n"
    )
    for number, (suggestion, (name, paper, summary)) in enumerate(
        zip(suggestions, ITEMS, strict=False), start=1
    ):
        text += (
            f"### 条目 {number}：{name}（arXiv:{paper}）—— 测试\n\n"
            f"- **来源**：cards/{number}.md\n- **要点**：{name} {summary}\n"
            f"- **建议归入**：{suggestion}\n\n"
        )
    return text + "## 二、值得警惕\n\n- 均为作者自测。\n"


def label_of(kb: str, name: str) -> str:
    (line,) = [line for line in kb.splitlines() if f"**{name}**" in line]
    return line.split()[1]


@pytest.mark.parametrize(
    ("suggestions", "labels"),
    [
        # Two sections, the brief's order the document's.
        (
            ("§1.1 新增一条 GateRoute。", "§2.1 新增一条 WarmCache。"),
            {"GateRoute": "[E5]", "WarmCache": "[E6]"},
        ),
        # The brief names the lower section first: the document's order numbers them.
        (
            ("§2.1 增补一条 GateRoute。", "§1.1 加一条 WarmCache。"),
            {"WarmCache": "[E5]", "GateRoute": "[E6]"},
        ),
        # Three sections apart.
        (
            (
                "§1.1 补一条 GateRoute 条目。",
                "§2.1 添一条 WarmCache。",
                "§1.2 新增 SlotBatch 条目。",
            ),
            {"GateRoute": "[E5]", "SlotBatch": "[E6]", "WarmCache": "[E7]"},
        ),
        # Two in one section and one elsewhere.
        (
            ("§1.1 新增一条 GateRoute。", "§2.1 新增一条 WarmCache。", "§1.1 新增一条 SlotBatch。"),
            {"GateRoute": "[E5]", "SlotBatch": "[E6]", "WarmCache": "[E7]"},
        ),
    ],
)
def test_entries_in_several_sections_take_the_documents_labels_in_turn(
    tmp_path: Path, suggestions: tuple[str, ...], labels: dict[str, str]
) -> None:
    kb = applied_kb(tmp_path / "repo", ACROSS, brief(*suggestions), BRIEF_PATH)
    assert {name: label_of(kb, name) for name in labels} == labels


def test_one_new_entry_takes_the_next_label(tmp_path: Path) -> None:
    kb = applied_kb(tmp_path / "repo", ACROSS, brief("§2.1 新增一条 GateRoute。"), BRIEF_PATH)
    assert label_of(kb, "GateRoute") == "[E5]"


def test_labels_that_restart_in_each_section_count_in_their_own_section(tmp_path: Path) -> None:
    text = brief("§1.1 新增一条 GateRoute。", "§2.1 新增一条 WarmCache。")
    kb = applied_kb(tmp_path / "repo", PER_SECTION, text, BRIEF_PATH)
    assert (label_of(kb, "GateRoute"), label_of(kb, "WarmCache")) == ("[E3]", "[E2]")


@pytest.mark.parametrize(
    "edit_of_a_labelled_line",
    [
        # A value changed in an entry between the two new ones keeps its own label.
        '§1.2 BatchA 那条，"连续批处理" 改为 "连续批处理与分块预填充"。',
        # Words added at the end of an entry above both.
        '§1.1 RouteA 那条末尾补一句"（另见 SlotBatch）"。',
        # A value changed and words added in one entry: two edits of one line.
        '§1.2 BatchA 那条，"连续批处理" 改为 "分块批处理"，末尾补一句"（2026-12 复测）"。',
        # An entry edited in the lower new entry's own section, right above it.
        '§2.1 CacheA 那条，"前缀复用" 改为 "前缀与后缀复用"。',
        # Two edits of one line, above both new entries and in the lower one's section.
        '§1.1 RouteB 那条，"长度" 改为 "输入长度"，末尾补一句"（见 GateRoute）"。',
        '§2.1 CacheA 那条，"前缀复用" 改为 "跨请求前缀复用"，末尾补一句"（另见 WarmCache）"。',
    ],
)
def test_an_entry_edited_in_place_does_not_stop_new_entries_taking_labels_in_turn(
    tmp_path: Path, edit_of_a_labelled_line: str
) -> None:
    text = brief("§1.1 新增一条 GateRoute。", "§2.1 新增一条 WarmCache。", edit_of_a_labelled_line)
    kb = applied_kb(tmp_path / "repo", ACROSS, text, BRIEF_PATH)
    assert (label_of(kb, "GateRoute"), label_of(kb, "WarmCache")) == ("[E5]", "[E6]")
    labels = [line.split()[1] for line in kb.splitlines() if line.startswith("- [E")]
    assert len(labels) == len(set(labels)) == 6
