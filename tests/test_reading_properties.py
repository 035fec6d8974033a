"""Property: a brief built from random request and constraint phrases never yields an action
that one of its constraints forbids, and nothing forbidden is ever proposed."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from kbpatch.models import Action, ActionKind, Status
from kbpatch.parse import parse_brief
from kbpatch.reading import plan
from kbpatch.render import render

SECTIONS = ("1.1", "1.2", "2.2", "6.1", "七")
REQUESTS = (
    "§{s} 末尾新增一条 {name} 条目",
    "在 §{s} 补一条 {name}",
    "§{s} 加一行 {name} 的说明",
    '§{s} 的 LRU 条目末尾补一句"{name} 冷热分层"',
    '§{s} LRU 一行把"两档"改为"三档"',
    "§{s} 只更新 {name} 计数（10→12）",
    '§{s} 新增一条开放问题："{name} 的阈值如何选？"',
    "§{s} 末尾新增一条引用",
    '给 §{s} "前缀缓存分层"一行补 arXiv:2612.00101',
    "§{s} 末尾 或 §{t} 新增 {name} 一条",
)
CONSTRAINTS = (
    "不新增条目",
    "不新增行",
    "§{s} 不动",
    "不动 §{s}",
    "§{s} 保留不动",
    "§{s} 正文本轮不改",
    "§{s}、§{t} 均不动",
    "不改其余列",
)
NAMES = ("FlowCache", "acme/dense", "TierKV")

KB = """\
# serving 活文档

## 一、引擎

### 1.1 引擎格局

- **LRU**：两档驱逐。

### 1.2 项目信号

| 项目 | 定位 | 热度 |
| --- | --- | --- |
| FlowCache | 缓存 | 10⭐ |

### 2.2 复用

- 前缀缓存分层：正在成为默认。

## 六、开放问题

### 6.1 开放问题

1. 两档是否够用？

## 七、引用列表

1. arXiv:2611.00001 — LRU〔§1.1〕
"""
LINES = KB.splitlines(keepends=True)


def phrase(templates: tuple[str, ...]) -> st.SearchStrategy[str]:
    return st.builds(
        lambda template, s, t, name: template.format(s=s, t=t, name=name),
        st.sampled_from(templates),
        st.sampled_from(SECTIONS),
        st.sampled_from(SECTIONS),
        st.sampled_from(NAMES),
    )


sentences = st.lists(st.one_of(phrase(REQUESTS), phrase(CONSTRAINTS)), min_size=1, max_size=5)


def brief(suggestion: list[str], closing: list[str]) -> str:
    text = (
        "serving · E1 预消化简报(2026-12-03)\n\n一、今日 serving 主题的重要增量（1 条）\n\n"
        "条目 1：FlowCache —— 按会话冷热分层的前缀缓存（arXiv:2612.00101）\n\n"
        "  • 来源：organized/paper_cards/2001-2612-00101.md\n"
        "  • 要点：把会话分成三档。\n"
        f"  • 建议归入：{'，'.join(suggestion)}。\n"
    )
    if closing:
        text += "\n四、本轮结论与建议动作\n\n" + "".join(f"  • {c}。\n" for c in closing)
    return text


def reaches(constraint: Action, action: Action) -> bool:
    """Whether a constraint's veto covers an action, as Action.scope documents it."""
    if constraint.scope in ("none", "part"):
        return False
    if constraint.target is not None and (
        action.target is None or action.target.key != constraint.target.key
    ):
        return False
    if constraint.forbids and action.kind not in constraint.forbids:
        return False
    if constraint.scope == "item":
        return action.item_key == constraint.item_key
    if constraint.scope == "line":
        return bool(set(constraint.lines) & set(action.lines))
    return constraint.scope == "brief"


@settings(max_examples=300, deadline=None)
@given(suggestion=sentences, closing=st.lists(phrase(REQUESTS + CONSTRAINTS), max_size=3))
def test_no_action_a_constraint_forbids_is_left_standing(
    suggestion: list[str], closing: list[str]
) -> None:
    actions = plan(parse_brief(brief(suggestion, closing)))
    constraints = [a for a in actions if a.kind is ActionKind.CONSTRAINT]
    for action in actions:
        if not action.kind.edits_document:
            continue
        covering = [c for c in constraints if reaches(c, action)]
        if covering:
            assert action.forbidden_by, (action, covering)
        result = render(LINES, action, date="2026-12-03")
        if action.forbidden_by:
            assert result.status is Status.FORBIDDEN
        else:
            assert result.status is not Status.FORBIDDEN
