"""A section whose entries are its sub-headings, each a name and its date with a paragraph below
(`##### 树状草稿 SpecTree（2026-04）`, `##### 前缀回填（2026-03）`: names in any script), takes a
new entry as one more heading of their level after the last one, with its text below. A name
that already stands there is reported; sub-headings that are not all of that form (a topic with
its own list) leave the section's place untold, as before. Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/yu/2026-12-16-serving-e1prep.md"
KB_PATH = "organized/knowledge/serving.md"

DATED = """\
## 草稿加速

##### 树状草稿 SpecTree（2026-04）

树状草稿，接受长度 3.8，加速 2.9×。〔arXiv:2604.00011〕

##### 前缀回填（2026-03）

按 n-gram 回填候选；无需训练，加速 1.6×。〔arXiv:2603.00013〕
"""

MIXED = """\
## 草稿加速

##### 树状草稿 SpecTree（2026-04）

树状草稿，接受长度 3.8，加速 2.9×。〔arXiv:2604.00011〕

##### 背景

- 自回归解码受访存限制。
"""

REST = """
## 量化部署

##### W4Fast（2026-01）

W4A16 权重量化，困惑度几乎无损。〔arXiv:2601.00014〕
"""


def kb(section: str) -> str:
    return f"# serving 活文档\n\n{section}{REST}"


def brief(name: str, suggestion: str) -> str:
    return f"""\
# serving · E1 预消化简报（2026-12-16）

## 一、条目

### 条目 1：{name}

- 来源：arXiv:2612.04321
- 要点：用小模型的多层特征预测草稿，接受长度 4.4。
- 建议归入：{suggestion}
"""


def run(tmp_path: Path, section: str, name: str, suggestion: str) -> tuple[int, str, str]:
    return proposed_and_applied(tmp_path, KB_PATH, kb(section), brief(name, suggestion), BRIEF_PATH)


@pytest.mark.parametrize(
    "suggestion",
    [
        "「草稿加速」一节新增 LayerDraft 条目。",
        "在草稿加速部分补录 LayerDraft。",
        "草稿加速 小节增补一条 LayerDraft。",
    ],
)
def test_a_new_heading_entry_after_the_last_dated_one(tmp_path: Path, suggestion: str) -> None:
    code, report, after = run(tmp_path, DATED, "LayerDraft", suggestion)
    assert code == 0, report
    section = after.split("## 草稿加速\n")[1].split("\n## 量化部署")[0]
    lines = section.splitlines()
    (at,) = [n for n, line in enumerate(lines) if line.startswith("##### LayerDraft")]
    assert lines[at - 2].startswith("按 n-gram 回填候选") and lines[at - 1] == "", section
    assert "接受长度 4.4" in lines[at + 2], section
    assert after.startswith(kb(DATED).split("\n## 量化部署")[0].rstrip("\n")), after


def test_a_name_already_there_is_reported(tmp_path: Path) -> None:
    code, report, after = run(tmp_path, DATED, "前缀回填", "「草稿加速」一节新增 前缀回填 条目。")
    assert after == kb(DATED) and code == 1, report
    assert "already stands in this section" in report, report


def test_sub_headings_of_other_forms_leave_the_place_untold(tmp_path: Path) -> None:
    code, report, after = run(
        tmp_path, MIXED, "LayerDraft", "「草稿加速」一节新增 LayerDraft 条目。"
    )
    assert after == kb(MIXED) and code == 1, report
    assert "sub-sections" in report, report
