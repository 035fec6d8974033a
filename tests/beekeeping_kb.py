"""A small beekeeping KB with labelled chapters (`## 第 N 部分 名称`) and numbered sections,
and a brief around one request line, shared by the tests of places said in words."""

from __future__ import annotations

BRIEF_PATH = "inbox/lu/2026-12-27-bees-e1prep.md"
KB_PATH = "organized/knowledge/bees.md"

KB = """\
# 养蜂知识库

## 第 1 部分 蜂种

### 1.1 西方蜜蜂

- 意大利蜂（1860）— 性情温顺，产蜜量高。
- 卡尼鄂拉蜂（1880）— 越冬能力强。

### 1.2 东方蜜蜂

- 中华蜜蜂（1950）— 抗螨，采集零星蜜源。

## 第 2 部分 病虫害防治

### 2.1 蜂螨

- 草酸熏蒸（2010）— 无封盖子时效果最好。

## 第 3 部分 趋势观察

- 城市屋顶养蜂在增加。
"""


def brief(
    request: str,
    closing: tuple[str, ...] = ("见条目 1。",),
    second: str = "",
    title: str = "高原黑蜂 —— 耐寒的地方蜂种",
) -> str:
    closing_lines = "\n".join(f"- {line}" for line in closing)
    return f"""\
# bees · E1 预消化简报（2026-12-27）

## 一、条目

### 条目 1：{title}

- 来源：inbox/lu/2026-12-26-notes.md
- 要点：高原黑蜂在海拔 3000 米以上越冬存活率高。
- **建议归入**：{request}
{second}
## 二、本轮结论与建议动作

{closing_lines}
"""


def second_item(request: str, title: str = "观察") -> str:
    return f"""
### 条目 2：{title}

- 要点：多地合作社开始统一收购。
- **建议归入**：{request}
"""
