"""A sentence asked after words the brief quotes as its place (`第三段末尾（"……未见减轻。"之后）接
一句：B。`, `第二段末尾"A。"后面补一句：B。`) writes B, given after the colon, at the end of that
paragraph when the paragraph ends with the quoted words; never the quoted words again, and
nothing where the paragraph ends otherwise. Our own words, on a KB of our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 减重药 活文档

## 3 安全性

### 3.2 胃肠反应

剂量递增是主要手段。

缓慢递增可减轻恶心（Garvey 2025）。口服剂型的胃肠反应与注射剂相当，未见减轻。

停药后体重反弹常见。
"""
SENTENCE = "低起始剂量方案使呕吐发生率约减半（Amgen 2025）。"


def brief(suggestion: str) -> str:
    return f"""\
# 减重药 · E1 预消化简报（2026-12-04）

## 一、今日重要增量

### 条目 1：低起始剂量

- **来源**：Amgen 公告（2026-12-01）
- **要点**：低起始剂量递增后呕吐减半。
- **建议归入**：{suggestion}

## 四、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        f'3.2 第二段末尾（"……未见减轻。"之后）接一句：{SENTENCE}',
        f"3.2 第二段末尾「口服剂型的胃肠反应与注射剂相当，未见减轻。」后面补一句：{SENTENCE}",
        f'§3.2 第二段末尾"……未见减轻。"那句之后追加一句：{SENTENCE}',
    ],
)
def test_the_sentence_after_the_colon_ends_the_paragraph(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert rows[0] == ("proposed", ""), rows
    old = "缓慢递增可减轻恶心（Garvey 2025）。口服剂型的胃肠反应与注射剂相当，未见减轻。"
    at = KB.splitlines().index(old)
    assert lines[at] == old + SENTENCE, lines[at]
    assert lines[:at] + lines[at + 1 :] == KB.splitlines()[:at] + KB.splitlines()[at + 1 :]


def test_a_paragraph_ending_otherwise_gets_nothing() -> None:
    suggestion = f'3.2 第一段末尾（"……未见减轻。"之后）接一句：{SENTENCE}'
    lines, rows = kb_after(KB, brief(suggestion))
    assert lines == KB.splitlines(), rows
