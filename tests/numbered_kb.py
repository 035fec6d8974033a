"""A small imaging KB whose headings carry no numbers, with numbered entries citing by markdown
link (`1. **Name** — 说明（[论文](url)）`), questions as callouts and a glossary of bold terms,
and a brief around one request line and one caveat line, shared by the tests of entries
dictated after their number and of keeps and waits in an item's caveat."""

from __future__ import annotations

BRIEF_PATH = "inbox/zh/2026-12-26-imaging-e1prep.md"
KB_PATH = "organized/knowledge/imaging.md"

KB = """\
# 影像活文档

## 模型

### 基础模型

1. **MedSAM-2** — 通用医学分割模型，Dice 约 0.87（[论文](https://arxiv.org/abs/2408.00874)）
2. **Aidoc** — 急诊影像分诊平台，FDA 许可约 30 项（[官网](https://www.aidoc.com/)）

## 待解问题

- [ ] 文本提示分割能否用于小病灶？
- [ ] 国内是否会出现大规模 3D CT 数据集？

## 术语

**DICOM**（Digital Imaging and Communications in Medicine）：医学影像的通用格式。
"""

AIDOC = "2. **Aidoc** — 急诊影像分诊平台，FDA 许可约 30 项（[官网](https://www.aidoc.com/)）"


def brief(request: str, caveat: str = "", title: str = "SAT") -> str:
    caveat_line = f"- **值得警惕**：{caveat}\n" if caveat else ""
    return f"""\
# imaging · E1 预消化简报（2026-12-26）

## 一、今日增量

### 条目 1：{title}

- **来源**：organized/paper_cards/sat.md
- **要点**：文本提示的 3D 分割模型，覆盖 497 类结构。
- **建议归入**：{request}
{caveat_line}
## 二、本轮结论与建议动作

- 见条目 1。
"""
