"""A beekeeping notes KB's paths, its checklist of questions, and a brief around one request
line, shared by the tests of closing and adding open questions."""

from __future__ import annotations

BRIEF_PATH = "inbox/he/2026-12-25-apiary-e1prep.md"
KB_PATH = "organized/knowledge/apiary.md"

CHECKLIST_KB = """\
# 养蜂笔记

## 4 开放问题

- [ ] Q1 蜂蜜含水率能否靠摇蜜机转速控制？
- [ ] Q2 雄蜂房割除对螨害有多大作用？
"""


def brief(request: str, title: str, point: str) -> str:
    return f"""\
# apiary · E1 预消化简报（2026-12-25）

## 一、条目

### 条目 1：{title}

- 来源：inbox/he/2026-12-24-field-notes.md
- 要点：{point}
- **建议归入**：{request}

## 二、本轮结论与建议动作

- 见条目 1。
"""
