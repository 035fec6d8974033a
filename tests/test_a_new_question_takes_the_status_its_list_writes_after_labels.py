"""A new open question of a list that writes each question's status right after its label
(`- **Q4**（未决）：…？`) is written so: the next label, the status most of the open questions
write there (a closed one, `（已关闭，2026-10）`, is none of theirs), a colon, the question.
Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

KB_PATH = "organized/knowledge/vision.md"
BRIEF_PATH = "inbox/ren/2026-12-15-vision-e1prep.md"

KB = """\
# vision 活文档

## 六、开放问题

- **Q1**（未决）：原生多模态预训练在 10B 以下是否仍占优？
- **Q2**（部分回答，2026-11）：长视频的提升来自上下文还是字幕数据？
- **Q3**（未决）：视觉 RL 能否迁移到开放式描述？
- **Q4**（已关闭，2026-10）：SigLIP 2 是否取代 CLIP？——是。

## 七、术语表

- **mmproj**：视觉投影层权重文件。
"""

ASKED = "图像注入攻击是否存在通用防御？"


def brief(request: str) -> str:
    return (
        "# vision · E1 预消化简报（2026-12-15）\n\n## 一、增量\n\n"
        "### 条目 1：图像注入防御\n\n"
        "- **来源**：organized/paper_cards/9999-probe.md\n"
        "- **要点**：三种防御都被新攻击绕过。\n"
        f"- **建议归入**：{request}\n"
    )


@pytest.mark.parametrize(
    "request_words",
    [
        f"§六 新增一个开放问题：{ASKED}",
        f"第六章加一个问题 Q5（未决）：{ASKED}",
    ],
)
def test_the_new_question_writes_the_open_status_after_its_label(
    tmp_path: Path, request_words: str
) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(request_words), BRIEF_PATH
    )
    assert code == 0, report
    (new,) = [line for line in after.splitlines() if line not in KB.splitlines()]
    assert new.startswith(f"- **Q5**（未决）：{ASKED}"), new
    lines = after.splitlines()
    assert (
        lines.index(new)
        == lines.index("- **Q4**（已关闭，2026-10）：SigLIP 2 是否取代 CLIP？——是。") + 1
    )


def test_no_status_shared_by_most_open_questions_writes_none(tmp_path: Path) -> None:
    kb = KB.replace("**Q3**（未决）", "**Q3**（待复核）")
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, kb, brief(f"§六 新增一个开放问题：{ASKED}"), BRIEF_PATH
    )
    assert code == 0, report
    (new,) = [line for line in after.splitlines() if line not in kb.splitlines()]
    assert new.startswith(f"- **Q5** {ASKED}"), new
