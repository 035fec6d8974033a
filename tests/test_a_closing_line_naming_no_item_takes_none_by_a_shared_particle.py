"""A closing-list line that names no item (`新增开放问题："共折叠模型的对接成功率…？"`) is the
brief's own, marked as the brief's: it is no item's for sharing a run of characters with an
item's title that only joins words (`模型的` of `化学语言模型的立体化学问题`). A run that is part of
a name (`立体化学`) still names the item."""

from __future__ import annotations

from kbpatch.api import propose
from kbpatch.kb import Kb

from .conftest import KB_PATH

KB = """\
# 药物发现活文档

## 1 表示

### 1.2 语言模型表示

- **ChemBERTa**：SMILES 上预训练的语言模型。

## 6 开放问题

- [ ] Q1 语言模型能否区分立体异构体？
"""


def brief(closing: str) -> str:
    return (
        "# drugs · E1 预消化简报（2026-12-21）\n\n## 一、今日条目\n\n"
        "### 条目 1：对接基准复测\n\n"
        "- **来源**：organized/paper_cards/7007-docking.md\n"
        "- **要点**：复测 PoseBusters。\n"
        "- **建议归入**：§1.2 不动。\n\n"
        "### 条目 2：化学语言模型的立体化学问题\n\n"
        "- **来源**：organized/paper_cards/7008-stereo.md\n"
        "- **要点**：手性中心多时区分准确率低。\n"
        "- **建议归入**：§1.2 不动。\n\n"
        f"## 三、建议的归并动作\n\n- {closing}\n"
    )


def marks(closing: str) -> list[str]:
    found = propose(brief(closing), Kb(KB, path=KB_PATH))
    return [line for p in found.patches for line in p.change.lines if "（E1" in line]


def test_a_question_sharing_only_a_particle_run_is_the_brief_s() -> None:
    [line] = marks('新增开放问题："共折叠模型的对接成功率有多少来自训练集记忆？"')
    assert line.rstrip().endswith("（E1 2026-12-21 · 简报）"), line


def test_a_question_sharing_a_name_run_is_the_item_s() -> None:
    [line] = marks('新增开放问题："立体化学标注能否进入预训练语料？"')
    assert line.rstrip().endswith("（E1 2026-12-21 · 条目 2）"), line
