"""A small coffee-roasting KB (numbered parts, dashed entries with [N] references, a table, open
questions, a dated changelog) shared by the tests of caveat and closing-list reading."""

KB_PATH = "organized/knowledge/coffee.md"

KB = """\
# 咖啡烘焙 活文档

> 末次更新：2026-12-01。参考文献共 2 条，编号见文末「参考文献」。

## 1 烘焙设备

### 1.1 家用烘豆机

- 火山 R1（2023）— 热风式家用机，单批 120 克；温控精度 ±2℃ [1]

### 1.2 手冲器具

- 云壶 K1（2022）— 温控手冲壶，容量 0.9 升 [2]

## 2 生豆

### 2.1 产区对比表

| 豆种 | 产地 | 价格 | 备注 |
| --- | --- | --- | --- |
| 铁皮卡 | 云南 | 180 元 | 酸度高 |

## 3 开放问题

- Q1：浅烘是否一定保留更多酸度？（状态：未决）

## 更新日志

- 2026-12-01：1.1 新增火山 R1。

## 参考文献

[1] Wang et al. Hot-air roasting at home. arXiv:2301.00101
[2] Chen et al. Kettle temperature control. arXiv:2303.00303
"""
