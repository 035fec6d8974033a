"""Sections a brief names otherwise than `§` and a number, read as the section they name
wherever the words name exactly one heading of the document: a number after its noun (`节
2.3.1`, `小节 2.2`, `章 3`); an English word of placing before a bare number or quoted heading
words (`under 2.3.1`, `under "Speculative decoding"`); a heading's anchor (`#bubbles 一节`, from
`{#bubbles}` or `<a id="zeroshot"></a>`); a heading's number and words quoted (`放在"2.3.1 流水线
气泡"下`); a chapter's words before a quoted child's (`合成的「基准一览」表`); an unlabelled
heading's words after its colon (`## 附：术语表` named `术语表 新增…`). Words that name no
heading, or several, or stand as ordinary words in a sentence, name nothing: reported, never a
guess. Our own words and document."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.api import Options, propose
from kbpatch.kb import Kb
from kbpatch.models import NEEDS_A_LOOK, ActionKind, Outcome, Status

from .conftest import KB_PATH, applied_kb

BRIEF = "inbox/lin/2026-12-14-inference-e1prep.md"

KB = """\
# 语音活文档

## 1 | 识别

### 1.1 | 基准一览

| 基准 | 题量 | 最佳 |
| --- | --- | --- |
| LibriClean | 2,620 | 1.4 |

### 1.2 | 流式识别

- **StreamASR**：分块流式识别，首字延迟 300 ms。

## 2 | 合成

### 2.1 | 基准一览

| 基准 | 题量 | 最佳 |
| --- | --- | --- |
| TTS-Arena | 1,200 | 4.3 |

### 2.2 | 零样本合成 <a id="zeroshot"></a>

- **VoiceZero**：三秒参考音频即可克隆音色。

### 2.3 并行解码

#### 2.3.1 流水线气泡 {#bubbles}

- **ZeroBubble**：把反向拆成两段填补空泡，吞吐提升约 15%。

#### 2.3.2 Speculative decoding

- **SpecTTS**：小模型起草、大模型校验，解码提速 2 倍。

## 3 | 开放讨论

- **端到端还是级联**：两派各有实测支持。

## 附：术语表

- **WER**：词错误率。
"""

ENTRY = "- **FastAlign**"
ZEROSHOT = '### 2.2 | 零样本合成 <a id="zeroshot"></a>'
BUBBLES = "#### 2.3.1 流水线气泡 {#bubbles}"


def brief(suggestion: str, closing: str = "") -> str:
    text = (
        "# inference · E1 预消化简报（2026-12-14）\n\n## 一、增量\n\n"
        "### 增量 1：FastAlign —— 单调对齐加速（arXiv:2612.07777）\n\n"
        "- 来源：organized/paper_cards/2101-2612-07777.md\n"
        "- 要点：FastAlign 用单调对齐替代注意力对齐，合成速度提升 3 倍。\n"
        f"- 建议归入：{suggestion}\n"
    )
    if closing:
        text += f"\n## 三、归并动作\n\n- {closing}\n"
    return text


def outcomes(suggestion: str, kb_text: str = KB) -> list[Outcome]:
    kb = Kb(kb_text, kb_text.encode(), path=KB_PATH, commit="0" * 40)
    return list(propose(brief(suggestion), kb, Options(brief_path=BRIEF)).outcomes)


def section_of_new_entry(kb: str) -> str:
    """The heading right above the new entry."""
    lines = kb.splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith(ENTRY))
    return next(line for line in reversed(lines[:at]) if line.startswith("#"))


@pytest.mark.parametrize(
    ("suggestion", "heading"),
    [
        # A number after its noun.
        ("节 2.3.1 新增一条 FastAlign。", BUBBLES),
        ("小节 2.2 补一条 FastAlign。", ZEROSHOT),
        ("章 3 新增一条 FastAlign 条目。", "## 3 | 开放讨论"),
        ("节 ２.３.１ 增补 FastAlign 一条。", BUBBLES),
        ("節 2.2 新增一條 FastAlign。", ZEROSHOT),
        # English words of placing, before a bare number, a section word or quoted words.
        ("Add FastAlign under 2.3.1.", BUBBLES),
        (
            "Add FastAlign as a new entry under 2.2 (zero-shot synthesis).",
            ZEROSHOT,
        ),
        ("add a FastAlign entry within 2.3.1", BUBBLES),
        ("Add FastAlign in section 2.3.1.", BUBBLES),
        ("Add FastAlign to Section 2.3.2.", "#### 2.3.2 Speculative decoding"),
        ('Add FastAlign under "Speculative decoding".', "#### 2.3.2 Speculative decoding"),
        # A heading's number and words quoted, in any quote marks.
        ('放在"2.3.1 流水线气泡"下，新增一条 FastAlign。', BUBBLES),
        ("归到「2.2 零样本合成」里，新增 FastAlign。", ZEROSHOT),
        ("“2.3.1 流水线气泡”一节补一条 FastAlign。", BUBBLES),
        ("放到『2.2 | 零样本合成』下，补一条 FastAlign。", ZEROSHOT),
        # A heading's anchor.
        ("#zeroshot 一节新增一条 FastAlign。", ZEROSHOT),
        ("#bubbles 小节补一条 FastAlign。", BUBBLES),
        ("在 #bubbles 下新增一条 FastAlign。", BUBBLES),
        ("挂到 #bubbles 下面，新增 FastAlign 一条。", BUBBLES),
        # A heading's words quoted after a verb that puts, the request after a comma.
        ("放在「零样本合成」下，新增一条 FastAlign。", ZEROSHOT),
        ("放到“流水线气泡”里，补一条 FastAlign。", BUBBLES),
        # A heading's words quoted in other marks than 「」, before its noun.
        ('"零样本合成"一节新增一条 FastAlign。', ZEROSHOT),
        # An unlabelled heading by its words after its colon, or all of them.
        ("术语表 新增一条 FastAlign。", "## 附：术语表"),
        ("附：术语表 新增一条 FastAlign。", "## 附：术语表"),
        ("在术语表末尾补一条 FastAlign。", "## 附：术语表"),
    ],
)
def test_a_section_named_otherwise_is_the_section_it_names(
    tmp_path: Path, suggestion: str, heading: str
) -> None:
    kb = applied_kb(tmp_path / "kb", KB, brief(suggestion), BRIEF)
    assert section_of_new_entry(kb) == heading
    assert f"{ENTRY}（arXiv:2612.07777）" in kb  # the name is the item's, never `as a new`


def test_the_closing_list_names_a_section_by_its_number_after_its_noun(tmp_path: Path) -> None:
    said = brief("见归并动作。", closing="节 2.3.1：新增 FastAlign（增量 1）")
    kb = applied_kb(tmp_path / "kb", KB, said, BRIEF)
    assert section_of_new_entry(kb) == BUBBLES


@pytest.mark.parametrize(
    ("suggestion", "heading"),
    [
        ("合成的「基准一览」表新增一行 FastAlign。", "2.1 | 基准一览"),
        ('识别的"基准一览"表补一行 FastAlign。', "1.1 | 基准一览"),
        ("合成 的 「基准一览」 小节新增一行 FastAlign。", "2.1 | 基准一览"),
    ],
)
def test_a_chapters_words_before_a_quoted_child_name_that_child(
    suggestion: str, heading: str
) -> None:
    """`基准一览` is the words of two sections: the chapter's words before it say which."""
    [done] = outcomes(suggestion)
    assert done.action.kind is ActionKind.ADD_ENTRY, done.reason
    assert done.heading == heading, done.reason


def test_an_anchor_names_the_section_as_its_number_does() -> None:
    """`见 #bubbles` names §2.3.1 as `见 §2.3.1` does: here, the model of an edit elsewhere."""
    by_anchor = outcomes("参照 #bubbles 的体例，在 §2.2 新增一条 FastAlign。")
    by_number = outcomes("参照 §2.3.1 的体例，在 §2.2 新增一条 FastAlign。")
    assert [(o.action.kind, o.status, o.heading) for o in by_anchor] == [
        (o.action.kind, o.status, o.heading) for o in by_number
    ]
    assert any(o.heading.startswith("2.2 |") and o.status is Status.PROPOSED for o in by_anchor)


GLOSSARY_TWICE = KB.replace(
    "## 3 | 开放讨论", "### 2.4 术语表\n\n- **MOS**：平均意见分。\n\n## 3 | 开放讨论"
)


@pytest.mark.parametrize(
    ("suggestion", "kb_text"),
    [
        # Words that name no heading, or a heading the document does not have.
        ("节 9.9 新增一条 FastAlign。", KB),
        ("#nosuch 一节新增一条 FastAlign。", KB),
        ('Add FastAlign under "Vocoder".', KB),
        # A dotted number after `to` may be a value: never guessed.
        ("Add FastAlign to 2.3.1.", KB),
        # Words that name two headings, with no chapter to say which.
        ("「基准一览」表新增一行 FastAlign。", KB),
        ("术语表 新增一条 FastAlign。", GLOSSARY_TWICE),
        ("术语表 新增一条 FastAlign。", KB + "\n## 附录：术语表\n\n- **MOS**：平均意见分。\n"),
        # Ordinary words of a sentence, not a place.
        ("本文的术语表新增一条 FastAlign。", KB),
        ("术语表很有用，新增一条 FastAlign。", KB),
        ('见"2.3.1 流水线气泡"，新增一条 FastAlign。', KB),
    ],
)
def test_words_that_name_no_one_heading_name_nothing(suggestion: str, kb_text: str) -> None:
    found = outcomes(suggestion, kb_text)
    assert not any(o.status is Status.PROPOSED for o in found), [
        (o.action.kind, o.heading, o.reason) for o in found
    ]
    assert any(o.status in NEEDS_A_LOOK for o in found)  # reported, for a person to read


def test_a_quoted_heading_to_write_stays_words(tmp_path: Path) -> None:
    said = brief('§1.2 StreamASR 那条末尾补一句"另见 2.3.1 流水线气泡"。')
    kb = applied_kb(tmp_path / "kb", KB, said, BRIEF)
    assert "- **StreamASR**：分块流式识别，首字延迟 300 ms。另见 2.3.1 流水线气泡。" in kb


CHAPTERS = """\
# 训练活文档

## 第一章 预训练

### A. 数据配比

- **DoReMi**：用小模型学各数据域的权重。

### B. 优化器

- **Lion**：只用符号更新，显存更省。

## 第二章 后训练

### A. 对齐

- **DPO**：直接偏好优化。
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        "第一章 预训练 的 优化器 部分新增 FastAlign 条目。",
        "第一章 预训练 的「优化器」小节补一条 FastAlign。",
        "第一章的优化器部分新增 FastAlign 条目。",
        # The part's quoted words and 一节 right after the chapter: a part of it, not the chapter.
        "第一章「优化器」一节新增 FastAlign 条目。",
        "第一章的「优化器」一节末尾补一条 FastAlign。",
    ],
)
def test_a_chapter_said_with_its_own_words_then_a_part_names_that_part(
    tmp_path: Path, suggestion: str
) -> None:
    kb = applied_kb(tmp_path / "kb", CHAPTERS, brief(suggestion), BRIEF)
    assert section_of_new_entry(kb) == "### B. 优化器"


DOTTED_CHAPTERS = """\
# 语音笔记

## 3 · 评测

### 3.1 · 基准

- **A-Bench**：中文朗读基准。

### 3.2 · 长程任务 Long-form

- **LongEval**：一小时会议录音。

## 4 · 部署

- **EdgeRun**：端侧推理。
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        "第 3 章「长程任务」一节新增 FastAlign 条目。",
        "§3「长程任务」一节末尾补一条 FastAlign。",
        "第 3 章的「长程任务」一节新增一条 FastAlign。",
    ],
)
def test_a_numbered_chapter_then_a_quoted_section_name_names_that_section(
    tmp_path: Path, suggestion: str
) -> None:
    kb = applied_kb(tmp_path / "kb", DOTTED_CHAPTERS, brief(suggestion), BRIEF)
    assert section_of_new_entry(kb) == "### 3.2 · 长程任务 Long-form"


def test_a_part_the_chapter_does_not_hold_names_none_of_it() -> None:
    kb = Kb(CHAPTERS, CHAPTERS.encode(), path=KB_PATH, commit="0" * 40)
    said = brief("第一章 预训练 的 对齐 部分新增 FastAlign 条目。")
    found = propose(said, kb, Options(brief_path=BRIEF)).outcomes
    assert not any(o.status is Status.PROPOSED for o in found)
