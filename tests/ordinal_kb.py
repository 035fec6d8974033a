"""A small greenhouse KB numbered as many Chinese documents are: chapters `## 五、…`, sections
`### （一）…` restarting in each chapter, sub-sections `#### 3. …` under a section, bold-lead
entries; and a brief around one request line and one caveat line, shared by the tests of
sections named in this numbering and of caveats that hold an item's edits."""

from __future__ import annotations

BRIEF_PATH = "inbox/qi/2026-12-21-greenhouse-e1prep.md"
KB_PATH = "organized/knowledge/greenhouse.md"

KB = """\
# 温室活文档

## 五、设备

### （一）环控

#### 1. 传感器

- **CO2-Pro**（绿源，2026-03）：二氧化碳传感器，精度约 30 ppm【2】。

#### 3. 边缘网关

网关功耗一般不超过 15 W，单次控制回路约 120 ms【3】。

### （二）灌溉

滴灌带的寿命约 3 年，更换成本约 1.2 万元。

### （三）IoT 平台

- **FarmLink**（农联，2025-08）：温室物联网平台，接入约 2,000 座温室。

## 六、产业

### （一）市场

国内设施农业面积约 4,000 万亩。

### （二）融资

2026 年行业融资约 30 亿元。

### （三）政策

2026 年已有 11 个省出台设施农业补贴政策。

## 参考资料

【2】Li. CO2-Pro. 2026.
【3】Wang. EdgeGate. 2026.
"""

GATEWAY = "网关功耗一般不超过 15 W，单次控制回路约 120 ms【3】。"
POLICY = "2026 年已有 11 个省出台设施农业补贴政策。"


def brief(request: str, caveat: str = "") -> str:
    caveat_line = f"- **值得警惕**：{caveat}\n" if caveat else ""
    return f"""\
# greenhouse · E1 预消化简报（2026-12-21）

## 一、今日增量

### 条目 1：网关新固件

- **来源**：organized/paper_cards/gateway.md
- **要点**：新固件把控制回路缩短到约 100 ms。
- **建议归入**：{request}
{caveat_line}
## 二、本轮结论与建议动作

- 见条目 1。
"""
