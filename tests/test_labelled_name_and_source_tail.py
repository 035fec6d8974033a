"""A list whose every entry opens with a label before its name and a dash after it (`名称：X——…`)
and ends with its source in labelled brackets (`…（来源：…）`) gets a new entry of that form:
the label, the dash, the source in those brackets at the end (its paper's id when the brief
gives no path the neighbours would cite). A list where only some entries are so keeps the
plain form. Our own words and KBs."""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import added_lines, render_brief

KB = """\
# agents 活文档

## 1 运行时

### 1.1 编排

- 名称：FlowKit——以有向图描述多步流程，支持断点续跑（来源：repo card 2201，2026-10-03）
- 名称：ChatMesh——多智能体对话，事件驱动内核（来源：arXiv:2401.01234）
- 名称：TaskCrew——角色与任务的声明式编排（来源：repo card 2377，2026-10-19）

### 1.2 评测

- 工具：BenchLoop——复现 40 个真实 issue 的回归集，通过率约 61%（出处：benchloop.dev 2026-11）。
- 工具：TraceJudge——按轨迹打分的评测器，与人工一致率 0.82（出处：arXiv:2402.05678）。
"""
LINES = KB.splitlines(keepends=True)


def brief(title: str, sources: str, request: str) -> str:
    return (
        "# agents · E1 预消化简报（2026-12-06）\n\n## 一、增量\n\n"
        f"### 条目 1：{title}\n\n"
        f"- **来源**：{sources}\n"
        "- **要点**：把记忆分为常驻与归档两层，agent 自行读写；自带 REST 服务端。\n"
        f"- **建议归入**：{request}\n"
    )


def new_line(text: str, lines: list[str] = LINES) -> str:
    results = render_brief(text, lines, "2026-12-06")
    (entry,) = [r for a, r in results if a.kind is ActionKind.ADD_ENTRY]
    assert entry.status is Status.PROPOSED, entry.reason
    (line,) = added_lines(entry, lines)
    return line


REPO = ("MemLoom —— 分层记忆运行时", "organized/repo_cards/5301-memloom.md（首次采集 2026-11-30）")
PAPER = ("MemLoom（arXiv:2612.30303）—— 分层记忆运行时", "organized/paper_cards/5301-2612-30303.md")


@pytest.mark.parametrize(
    "request_words",
    [
        "§1.1 末尾录入一条 MemLoom，体例同现有「名称：…——…（来源：…）」条目。",
        "§1.1 新增一条 MemLoom。",
        "§1.1 补一条 MemLoom，与 FlowKit 并列。",
        "§1.1 编排 末尾加一条 MemLoom 条目。",
    ],
)
def test_the_label_the_dash_and_the_source_in_brackets(request_words: str) -> None:
    line = new_line(brief(*REPO, request_words))
    assert line.startswith("- 名称：MemLoom——把记忆分为常驻与归档两层"), line
    assert "（来源：organized/repo_cards/5301-memloom.md）（E1 2026-12-06 · 条目 1）" in line, line
    assert "。来源：" not in line and "服务端。（来源" not in line, line


@pytest.mark.parametrize(
    "request_words",
    [
        "§1.1 新增一条 MemLoom。",
        "§1.1 补一条 MemLoom 条目。",
        "§1.1 末尾录入 MemLoom。",
        "§1.1 加一条 MemLoom。",
    ],
)
def test_a_paper_is_cited_by_its_id_in_those_brackets(request_words: str) -> None:
    line = new_line(brief(*PAPER, request_words))
    assert line.startswith("- 名称：MemLoom——把记忆"), line
    assert line.rstrip("\n").endswith(
        "服务端（来源：arXiv:2612.30303）（E1 2026-12-06 · 条目 1）"
    ), line


@pytest.mark.parametrize(
    "request_words",
    [
        "§1.2 新增一条 MemLoom。",
        "§1.2 补一条 MemLoom 条目。",
        "§1.2 末尾录入 MemLoom。",
        "§1.2 加一条 MemLoom。",
    ],
)
def test_another_label_and_a_full_stop_after_the_brackets(request_words: str) -> None:
    line = new_line(brief(*REPO, request_words))
    assert line.startswith("- 工具：MemLoom——"), line
    assert "（出处：organized/repo_cards/5301-memloom.md）。（E1 2026-12-06 · 条目 1）" in line, (
        line
    )


def test_a_list_where_only_some_entries_are_so_keeps_the_plain_form() -> None:
    mixed = KB.replace(
        "- 名称：TaskCrew——角色与任务的声明式编排（来源：repo card 2377，2026-10-19）",
        "- **TaskCrew**：角色与任务的声明式编排。",
    )
    line = new_line(brief(*REPO, "§1.1 新增一条 MemLoom。"), mixed.splitlines(keepends=True))
    assert not line.startswith("- 名称："), line
    assert "（来源：" not in line, line
