"""A small loom KB with a checkbox question list, a to-do list of checkbox lines and a timeline,
and a brief around one request line and one closing line, shared by the tests of lines asked
ticked or added with no section kbpatch reads."""

from __future__ import annotations

BRIEF_PATH = "inbox/lu/2026-12-20-loom-e1prep.md"
KB_PATH = "organized/knowledge/loom.md"

KB = """\
# 织机

## 一、现状

提花机的换纸时间约 40 分钟。

## 待解问题

- [ ] Q1 电子提花能否在棉麻混纺上稳定运行？
- [ ] Q2 换纸时间能否压到 20 分钟以内？

## 大事记

- 2025-03 ｜ 苏州厂引入电子提花

## 待办

- [ ] 向苏州厂要一份换纸记录（@陆）
- [x] 整理 2025 年的断经统计（@陆）
"""

TODO = "向苏州厂要一份换纸记录"


def brief(request: str, closing: str = "见条目 1。") -> str:
    return f"""\
# loom · E1 预消化简报（2026-12-20）

## 一、条目

### 条目 1：苏州厂换纸记录

- 来源：inbox/lu/2026-12-19-notes.md
- 要点：苏州厂给出了 11 月的换纸记录，平均 38 分钟。
- **建议归入**：{request}

## 二、本轮结论与建议动作

- {closing}
"""
