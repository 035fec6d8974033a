"""Sub-sections numbered afresh in each chapter: `## 第一章` / `### 第一节`, or Word's
`## 1 引擎` / `### 1 开源`. A reader says 第一章第二节 or §1.2 for the second section of the
first chapter; a brief's reference lands there, and a new citation names it so. Sections
numbered on across chapters keep the number they write."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.locate import outline

from .conftest import applied_kb

BRIEF_PATH = "inbox/lu/2026-12-02-inference-e1prep.md"

JIE_KB = """\
# 推理活文档

## 第一章 KV 压缩

### 第一节 量化

- **KIVI**（arXiv:2402.02750）：2-bit 非对称量化。

### 第二节 逐出

- **H2O**（arXiv:2306.14048）：保留重击 token。

## 第二章 卸载

### 第一节 CPU 卸载

- **FlexGen**（arXiv:2303.06865）：离线吞吐优先。

## 第三章 参考文献

1. arXiv:2402.02750 — KIVI 〔§1.1〕
2. arXiv:2306.14048 — H2O 〔§1.2〕
3. arXiv:2303.06865 — FlexGen 〔§2.1〕
"""
# The same chapters as Word numbers them: `## 1 …` with `### 1 …` under it.
WORD_KB = (
    JIE_KB.replace("## 第一章 ", "## 1 ")
    .replace("## 第二章 ", "## 2 ")
    .replace("## 第三章 ", "## 3 ")
    .replace("### 第一节 ", "### 1 ")
    .replace("### 第二节 ", "### 2 ")
)


def brief(place: str) -> str:
    return f"""\
# inference · E1 预消化简报（2026-12-02）

## 一、条目

### 条目 1：SnapKV（arXiv:2404.14469）

- 来源：arXiv:2404.14469
- 要点：按观察窗口挑选要保留的 KV，长上下文显存省八成。
- 建议归入：{place}
"""


def keys(kb: str) -> list[tuple[str, str]]:
    return [(h.key, h.text) for h in outline(kb.splitlines(keepends=True)) if h.key]


def test_sections_numbered_afresh_read_under_their_chapter() -> None:
    assert keys(JIE_KB) == [
        ("1", "第一章 KV 压缩"),
        ("1.1", "第一节 量化"),
        ("1.2", "第二节 逐出"),
        ("2", "第二章 卸载"),
        ("2.1", "第一节 CPU 卸载"),
        ("3", "第三章 参考文献"),
    ]
    assert [k for k, _ in keys(WORD_KB)] == ["1", "1.1", "1.2", "2", "2.1", "3"]


def test_a_third_level_numbered_afresh_reads_under_the_second() -> None:
    kb = "## 1 引擎\n\n### 1 开源\n\n#### 1 vLLM\n\n#### 2 SGLang\n\n### 2 闭源\n\n## 2 量化\n"
    assert [k for k, _ in keys(kb)] == ["1", "1.1", "1.1.1", "1.1.2", "1.2", "2"]


def test_sections_numbered_on_across_chapters_keep_their_numbers() -> None:
    kb = "## 第一部分 基础\n\n### 1 调度\n\n### 2 量化\n\n## 第二部分 系统\n\n### 3 卸载\n"
    assert [k for k, _ in keys(kb)] == ["1", "1", "2", "2", "3"]
    dotted = "## 第一章 调度\n\n### 1.1 批处理\n\n### 1.2 抢占\n\n## 第二章 缓存\n\n### 2.1 前缀\n"
    assert [k for k, _ in keys(dotted)] == ["1", "1.1", "1.2", "2", "2.1"]


@pytest.mark.parametrize("kb", [JIE_KB, WORD_KB], ids=["jie", "word"])
@pytest.mark.parametrize(
    "place",
    [
        "第一章第二节新增一条 SnapKV。",
        "§1.2 新增一条 SnapKV。",
        "1.2 节补录一条 SnapKV。",
        "「逐出」一节新增一条 SnapKV。",
    ],
)
def test_an_entry_lands_in_the_section_its_chapter_numbers(
    tmp_path: Path, kb: str, place: str
) -> None:
    after = applied_kb(tmp_path, kb, brief(place), BRIEF_PATH)
    lines = after.splitlines()
    added = lines.index(next(line for line in lines if line.startswith("- **SnapKV**")))
    assert lines[added - 1].startswith("- **H2O**")  # under 第二节 逐出, not 第一节 or 第二章
    assert after.count("SnapKV") == 1


@pytest.mark.parametrize("kb", [JIE_KB, WORD_KB], ids=["jie", "word"])
def test_a_new_citation_names_the_section_as_the_chapter_reads_it(tmp_path: Path, kb: str) -> None:
    place = "第二章第一节新增一条 SnapKV；参考文献登记一条引用。"
    after = applied_kb(tmp_path, kb, brief(place), BRIEF_PATH)
    assert "4. arXiv:2404.14469 — SnapKV 〔§2.1〕" in after
    lines = after.splitlines()
    added = lines.index(next(line for line in lines if line.startswith("- **SnapKV**")))
    assert lines[added - 1].startswith("- **FlexGen**")


SMALL_KB = """\
# 推理活文档

## 1 调度

### {first}

- **Orca**（arXiv:2201.00001）：迭代级调度。

### {second}

- **SwapOut**（arXiv:2201.00002）：显存不足时换出 KV。
"""


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("【1.1】批处理", "【1.2】抢占"),
        ("(1.1) 批处理", "(1.2) 抢占"),
        ("[1.1] 批处理", "[1.2] 抢占"),
        ("**1.1** 批处理", "**1.2** 抢占"),
        ("1.1批处理", "1.2抢占"),
        ("Section 1.1: 批处理", "Section 1.2: 抢占"),
        ("第1.1节 批处理", "第1.2节 抢占"),
        ("No.1.1 批处理", "No.1.2 抢占"),
        ('<span id="b">1.1</span> 批处理', '<span id="p">1.2</span> 抢占'),
    ],
)
def test_a_heading_number_in_a_wrapper_or_against_its_words_is_its_number(
    tmp_path: Path, first: str, second: str
) -> None:
    kb = SMALL_KB.format(first=first, second=second)
    assert [k for k, _ in keys(kb)] == ["1", "1.1", "1.2"]
    place = "§1.2 新增一条 SnapKV。"
    after = applied_kb(tmp_path / "by-number", kb, brief(place), BRIEF_PATH)
    lines = after.splitlines()
    added = lines.index(next(line for line in lines if line.startswith("- **SnapKV**")))
    assert lines[added - 1].startswith("- **SwapOut**")
    # Named by its words, the number left out.
    after = applied_kb(
        tmp_path / "by-words", kb, brief("「抢占」一节新增一条 SnapKV。"), BRIEF_PATH
    )
    assert after.splitlines()[-1].startswith("- **SnapKV**")


@pytest.mark.parametrize("title", ["3D 并行", "4-bit 量化", "2024年回顾"])
def test_digits_that_begin_a_word_are_no_heading_number(tmp_path: Path, title: str) -> None:
    kb = SMALL_KB.format(first="1.1 批处理", second=title)
    assert [k for k, _ in keys(kb)] == ["1", "1.1"]
    after = applied_kb(tmp_path, kb, brief(f"「{title}」一节新增一条 SnapKV。"), BRIEF_PATH)
    assert after.splitlines()[-1].startswith("- **SnapKV**")


# Parts, then sub-sections numbered afresh in Chinese: a brief names the part, then the
# sub-section by its quoted words.
PART_KB = """\
# 推理活文档

## 第一部分 压缩

### 一、量化

- **KIVI**（arXiv:2402.02750）：2-bit 非对称量化。

### 二、逐出

- **H2O**（arXiv:2306.14048）：保留重击 token。

## 第二部分 卸载

### 一、CPU 卸载

- **FlexGen**（arXiv:2303.06865）：离线吞吐优先。
"""


@pytest.mark.parametrize(
    "place",
    [
        "第一部分「逐出」新增一条 SnapKV。",
        "第一部分里「逐出」新增一条 SnapKV。",
        "第一部分的「逐出」末尾补一条 SnapKV。",
        "在第一部分中「逐出」下新增一条 SnapKV。",
    ],
)
def test_a_quoted_name_after_a_part_is_the_sub_section_the_entry_lands_in(
    tmp_path: Path, place: str
) -> None:
    after = applied_kb(tmp_path, PART_KB, brief(place), BRIEF_PATH)
    lines = after.splitlines()
    added = lines.index(next(line for line in lines if line.startswith("- **SnapKV**")))
    assert lines[added - 1].startswith("- **H2O**")  # under 二、逐出, not 一、量化 or 第二部分
    assert after.count("SnapKV") == 1
