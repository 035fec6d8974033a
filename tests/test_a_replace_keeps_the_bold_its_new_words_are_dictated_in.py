"""A replace's new words keep the bold the brief writes inside them (`替换为「…减重 **30.2%**
（12 mg）」`, as the document writes its figures), and a paragraph written anew keeps its
own; a figure the brief bolds whole is written plain in the old one's place, never bolded
twice inside the document's own bold. Our own words, on a KB of our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

PLACE = "「在研管线」一节甲药条："
LINE = "- **甲药（某公司）**：II 期 42 周减重 **12.1%**；III 期 2026 年陆续读出。"
PARAGRAPH = "口服剂型的原料药用量远高于注射剂，约为 **20 倍**。"
KB = f"""\
# 减重药 活文档

## 在研管线

{LINE}

## 产能

{PARAGRAPH}
"""


def brief(suggestion: str) -> str:
    return f"""\
# drug · E1 预消化简报（2026-12-14）

## 一、今日重要增量

### 条目 1：读出

- **来源**：公司公告（2026-12-10）
- **要点**：III 期读出。
- **建议归入**：{suggestion}

## 四、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    ("suggestion", "old", "new"),
    [
        (
            f"{PLACE}把「III 期 2026 年陆续读出」替换为「III 期 80 周减重 **15.2%**」",
            LINE,
            LINE.replace("III 期 2026 年陆续读出", "III 期 80 周减重 **15.2%**"),
        ),
        (f"{PLACE}「**12.1%**」改为「**12.4%**」", LINE, LINE.replace("12.1", "12.4")),
        (f"{PLACE}「12.1%」改为「**12.4%**」", LINE, LINE.replace("12.1", "12.4")),
        (
            "「产能」一节第一段整段替换为：「口服剂型的原料药用量约为注射剂的 **15 倍**。」",
            PARAGRAPH,
            "口服剂型的原料药用量约为注射剂的 **15 倍**。",
        ),
    ],
)
def test_the_new_words_keep_their_bold(suggestion: str, old: str, new: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert rows[0] == ("proposed", ""), rows
    assert lines == [new if line == old else line for line in KB.splitlines()], lines
