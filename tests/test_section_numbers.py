"""Section numbers as other teams write them: Roman chapters with Arabic sections (`## Part II`
or `## II.` with `### II.2`), hyphens (`### 2-2`), letters (`## B.` with `### B.2`, an
appendix `## A. 参考文献`). A brief's reference keeps its whole number and lands in the
section that number names, or is reported; it never falls back to the chapter."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from kbpatch.locate import Unresolved, heading_key, outline, resolve
from kbpatch.models import SectionRef
from kbpatch.reading.clauses import refs_in
from kbpatch.reading.lexicon import default_lexicon

from .conftest import KB_PATH, git, invoke, make_repo, render_brief

BRIEF = "inbox/mo/2026-12-14-inference-e1prep.md"
OUTPUT = "inbox/mo/2026-12-14-inference-e1prep.patches"
PAPER = "2612.40411"
NEW = "FairPreempt"

# Chapters as `## Part II`; the first section holds more entries than the second, so an entry
# for II.2 that fell back to chapter II would land (wrongly) in II.1.
PART_KB = """\
# inference 活文档

## Part I 概览

服务端推理的几条主线。

## Part II 调度

### II.1 批处理

- ContBatch：连续批处理，吞吐约翻倍 [Yu 2022]。
- ChunkFill：分块预填充，长提示不阻塞解码 [Agrawal 2024]。
- SplitServe：预填充与解码分到两组机器 [Patel 2024]。

### II.2 抢占

- SwapOut：显存不足时把 KV 换出到主存 [Kwon 2023]。
- Recompute：丢弃 KV，恢复时重算 [Kwon 2023]。

## Part III 缓存

- PrefixTree：前缀树复用 KV [Zheng 2024]。
"""
# The same document with `## II.` chapters, and with `### 2-2` sections under `## 第2章`.
ROMAN_KB = PART_KB.replace("## Part I ", "## I. ").replace("## Part II ", "## II. ")
ROMAN_KB = ROMAN_KB.replace("## Part III ", "## III. ")
HYPHEN_KB = (
    PART_KB.replace("## Part I ", "## 第1章 ")
    .replace("## Part II ", "## 第2章 ")
    .replace("## Part III ", "## 第3章 ")
    .replace("### II.1 ", "### 2-1 ")
    .replace("### II.2 ", "### 2-2 ")
)
# Roman numerals as Unicode writes them, one character each (`Ⅱ`).
UNICODE_KB = ROMAN_KB.replace("## II. ", "## Ⅱ. ").replace("### II.", "### Ⅱ.")
# Sections with no number: `§II.2` names nothing here.
UNNUMBERED_KB = PART_KB.replace("### II.1 ", "### ").replace("### II.2 ", "### ")

# Lettered chapters, and a citation chapter that says only `参考`.
LETTER_KB = """\
# inference 活文档

## A. 调度

### A.1 批处理

- ContBatch：连续批处理，吞吐约翻倍。
- ChunkFill：分块预填充，长提示不阻塞解码。
- SplitServe：预填充与解码分到两组机器。

### A.2 抢占

- SwapOut：显存不足时把 KV 换出到主存。

## B. 缓存

### B.1 前缀

- PrefixTree：前缀树复用 KV。
- HashPrefix：按块哈希匹配前缀。

### B.2 淘汰

- Recompute：丢弃 KV，恢复时重算。

## C. 参考

1. arXiv:2604.00912 — Memory-Aware Admission Control
2. arXiv:2608.01234 — Cluster Serving with Hybrid Parallelism
"""

# Roman chapters with an appendix lettered `A.`.
APPENDIX_KB = """\
# inference 活文档

## I. 调度

- ContBatch：连续批处理，吞吐约翻倍。

## II. 缓存

- PrefixTree：前缀树复用 KV。

## A. 参考文献

1. arXiv:2604.00912 — Memory-Aware Admission Control
2. arXiv:2608.01234 — Cluster Serving with Hybrid Parallelism
"""

# Lettered chapters beside an appendix written with its word and the same letter.
WORDED_APPENDIX_KB = """\
# inference 活文档

## A. 调度

- ContBatch：连续批处理，吞吐约翻倍。

## B. 缓存

- PrefixTree：前缀树复用 KV。

## 附录 B 参考文献

1. arXiv:2604.00912 — Memory-Aware Admission Control
2. arXiv:2608.01234 — Cluster Serving with Hybrid Parallelism
"""

# A section whose body is only deeper sections, and one with entries of its own besides.
DEEP_KB = """\
# inference 活文档

## 3 系统

### 3.1 训练

- **EPMix**：专家并行与数据并行混合。
- **Overlap**：通信与计算重叠。

#### 3.1.1 备注

- **Note**：仅 8 卡测过。

### 3.2 推理

#### 3.2.1 缓存

- **LRUCache**：只放热专家。
- **Prefetch**：按上一层路由预取。

#### 3.2.2 量化

- **MixedBits**：热专家 INT8、冷专家 INT4。
"""


def brief(suggestion: str, *, title: str = f"{NEW} —— 公平抢占") -> str:
    """A brief of one item about one paper whose suggestion is `suggestion`."""
    return (
        "# inference · E1 预消化简报（2026-12-14）\n\n"
        "- **作者**：Mo · E1 预消化（inference）\n"
        "- **时间**：2026-12-14 21:00\n"
        f"- **对照活文档**：{KB_PATH}\n\n"
        "## 一、可引用 arXiv\n\n"
        f"- arXiv:{PAPER} —— Fair Preemption for LLM Serving\n\n"
        "## 二、增量\n\n"
        f"### 增量 1：{title}（arXiv:{PAPER}）\n\n"
        f"- **来源**：organized/paper_cards/1-{PAPER}.md\n"
        "- **要点**：按请求已等待时间决定抢占顺序，尾延迟下降约三成。\n"
        f"- **建议归入**：{suggestion}\n"
    )


def propose(tmp_path: Path, kb: str, suggestion: str) -> tuple[Path, list[Path], str]:
    """Propose for a one-item brief in a real repository: its root, the patches (each checked
    with `git apply --check`, alone and together), and the report."""
    repo = make_repo(tmp_path / "kb", kb.encode("utf-8"))
    repo.add_brief(brief(suggestion).encode("utf-8"), BRIEF)
    code, out, err = invoke("propose", str(repo.root / BRIEF))
    # 1: an action is unresolved (the others are written all the same).
    assert code == (1 if " unresolved " in out else 0), out + err
    patches = sorted((repo.root / OUTPUT).glob("*.patch"))
    for patch in patches:
        git(repo.root, "apply", "--check", str(patch))
    if patches:
        git(repo.root, "apply", "--check", *map(str, patches))
    return repo.root, patches, out


def applied(root: Path, patches: list[Path]) -> list[str]:
    """The KB's lines once every patch is applied."""
    git(root, "apply", *map(str, patches))
    return (root / KB_PATH).read_text(encoding="utf-8").splitlines()


def section_of(lines: list[str], needle: str) -> str:
    """The heading above the first line that holds `needle`."""
    at = next(k for k, line in enumerate(lines) if needle in line)
    return next(line for line in reversed(lines[:at]) if line.startswith("#"))


# ---------------------------------------------------------------- a section of a Roman chapter


@pytest.mark.parametrize(
    "suggestion",
    [
        f"§II.2 新增一条 {NEW}，与 Recompute 并列。",
        f"Part II.2 新增一条 {NEW}。",
        f"§2.2 新增一条 {NEW}。",
        f"在 § II.2 末尾新增一条 {NEW}。",
    ],
)
@pytest.mark.parametrize("kb", [PART_KB, ROMAN_KB], ids=["part-chapters", "roman-chapters"])
def test_a_section_of_a_roman_chapter_gets_the_entry_not_the_chapters_first_section(
    kb: str, suggestion: str, tmp_path: Path
) -> None:
    root, patches, report = propose(tmp_path, kb, suggestion)
    assert [p.name for p in patches] == [f"0001-s2.2-add-{NEW.lower()}.patch"], report
    lines = applied(root, patches)
    added = next(k for k, line in enumerate(lines) if line.startswith(f"- {NEW}"))
    assert lines[added - 1].startswith("- Recompute：")
    assert section_of(lines, f"- {NEW}") == "### II.2 抢占"


@pytest.mark.parametrize(
    "suggestion",
    [f"§Ⅱ.2 新增一条 {NEW}。", f"§II.2 新增一条 {NEW}。", f"Ⅱ.2 节新增一条 {NEW}。"],
)
def test_a_section_numbered_in_unicode_roman_numerals_is_the_one_either_writing_names(
    suggestion: str, tmp_path: Path
) -> None:
    root, patches, report = propose(tmp_path, UNICODE_KB, suggestion)
    assert len(patches) == 1, report
    assert section_of(applied(root, patches), f"- {NEW}") == "### Ⅱ.2 抢占"


@pytest.mark.parametrize("suggestion", [f"§2.2 新增一条 {NEW}。", f"§2-2 新增一条 {NEW}。"])
def test_a_hyphen_numbered_section_is_the_one_a_dotted_or_hyphen_reference_names(
    suggestion: str, tmp_path: Path
) -> None:
    root, patches, report = propose(tmp_path, HYPHEN_KB, suggestion)
    assert len(patches) == 1, report
    assert section_of(applied(root, patches), f"- {NEW}") == "### 2-2 抢占"


# Entries cite footnotes that name their section as the headings number it (both entries of
# 2-2 point at theirs, so the new entry points at its new footnote as they do).
FOOTNOTED_KB = (
    HYPHEN_KB.replace("[Kwon 2023]。", "[^1]")
    + "\n## 第4章 参考文献\n\n[^1]: arXiv:2309.06180 — PagedAttention（§2-2）\n"
)


@pytest.mark.parametrize("number", ["2.2", "2-2"])
def test_a_new_footnote_names_its_section_as_the_headings_write_the_number(
    number: str, tmp_path: Path
) -> None:
    root, patches, report = propose(
        tmp_path, FOOTNOTED_KB, f"§{number} 新增一条 {NEW}；参考文献新增一条引用。"
    )
    assert len(patches) == 2, report
    after = applied(root, patches)
    footnote = [line for line in after if line.startswith("[^2]:")]
    assert len(footnote) == 1 and "（§2-2）" in footnote[0], footnote
    assert any(line.startswith(f"- {NEW}") and "[^2]" in line for line in after), after


@pytest.mark.parametrize(
    ("kb", "suggestion", "reason"),
    [
        # The chapter's sections carry no number: the `.2` is not dropped for chapter II.
        (UNNUMBERED_KB, f"§II.2 新增一条 {NEW}。", "no section numbered 2.2"),
        (UNNUMBERED_KB, f"Part II.2 新增一条 {NEW}。", "no section numbered 2.2"),
        (PART_KB, f"§II.3 新增一条 {NEW}。", "no section numbered 2.3"),
        # The chapter itself holds only sections: which one is not told.
        (PART_KB, f"§II 新增一条 {NEW}。", "entries stand in its sub-sections"),
        (ROMAN_KB, f"Part II 新增一条 {NEW}。", "entries stand in its sub-sections"),
    ],
)
def test_a_section_that_cannot_be_told_apart_is_reported_not_its_chapter_filled(
    kb: str, suggestion: str, reason: str, tmp_path: Path
) -> None:
    _, patches, report = propose(tmp_path, kb, suggestion)
    assert patches == []
    unresolved = [line for line in report.splitlines() if "A01 unresolved" in line]
    assert len(unresolved) == 1 and reason in unresolved[0], report


@pytest.mark.parametrize(
    "suggestion", [f"§II.1 抢占 新增一条 {NEW}。", f"§2.1 抢占 新增一条 {NEW}，与 Recompute 并列。"]
)
def test_a_number_whose_title_in_the_brief_is_another_sections_is_reported(
    suggestion: str, tmp_path: Path
) -> None:
    _, patches, report = propose(tmp_path, PART_KB, suggestion)
    assert patches == []
    unresolved = [line for line in report.splitlines() if "A01 unresolved" in line]
    assert len(unresolved) == 1, report
    assert "「抢占」, the title of line 15 「II.2 抢占」" in unresolved[0]


@pytest.mark.parametrize("title", ["抢占", "抢占小节"])
def test_a_number_with_its_own_title_lands_there(title: str, tmp_path: Path) -> None:
    root, patches, report = propose(tmp_path, PART_KB, f"§II.2 {title} 新增一条 {NEW}。")
    assert len(patches) == 1, report
    assert section_of(applied(root, patches), f"- {NEW}") == "### II.2 抢占"


# ---------------------------------------------------------------- lettered sections


@pytest.mark.parametrize(
    ("suggestion", "heading"),
    [
        (f"§B.2 新增一条 {NEW}。", "### B.2 淘汰"),
        (f"§A.2 新增一条 {NEW}，与 SwapOut 并列。", "### A.2 抢占"),
        (f"§B.1 新增一条 {NEW}。", "### B.1 前缀"),
    ],
)
def test_a_lettered_section_is_the_one_its_letter_and_number_name(
    suggestion: str, heading: str, tmp_path: Path
) -> None:
    root, patches, report = propose(tmp_path, LETTER_KB, suggestion)
    assert len(patches) == 1, report
    assert section_of(applied(root, patches), f"- {NEW}") == heading


def test_a_letter_before_a_number_is_never_a_roman_numeral(tmp_path: Path) -> None:
    _, patches, report = propose(tmp_path, LETTER_KB, f"§C.2 新增一条 {NEW}。")
    assert patches == []
    assert "no section lettered C.2" in report
    assert "100" not in report


@pytest.mark.parametrize(
    ("kb", "suggestion", "heading"),
    [
        (LETTER_KB, "§C 参考新增一条引用。", "## C. 参考"),
        (LETTER_KB, "参考文献新增一条引用。", "## C. 参考"),
        (APPENDIX_KB, "附录 A 参考文献新增一条引用。", "## A. 参考文献"),
        # `附录 B` is the appendix, not the chapter `## B.` the same letter numbers.
        (WORDED_APPENDIX_KB, "附录 B 新增一条引用。", "## 附录 B 参考文献"),
        (WORDED_APPENDIX_KB, "§附录 B 补一条引用。", "## 附录 B 参考文献"),
    ],
)
def test_a_lettered_citation_chapter_is_the_one_its_letter_or_its_words_name(
    kb: str, suggestion: str, heading: str, tmp_path: Path
) -> None:
    root, patches, report = propose(tmp_path, kb, suggestion)
    assert len(patches) == 1, report
    lines = applied(root, patches)
    assert any(line.startswith(f"3. arXiv:{PAPER} — ") for line in lines), lines
    assert section_of(lines, f"arXiv:{PAPER}") == heading


# ---------------------------------------------------------------- a section of sections


@pytest.mark.parametrize(
    ("suggestion", "heading"),
    [
        (f"§3.2 新增一条 {NEW}，与 LRUCache 并列。", "#### 3.2.1 缓存"),
        (f"§3.2.2 新增一条 {NEW}。", "#### 3.2.2 量化"),
        # 3.1 has entries of its own: they, not its `####` part, take the new one.
        (f"§3.1 新增一条 {NEW}。", "### 3.1 训练"),
    ],
)
def test_an_entry_for_a_section_of_sections_goes_where_the_brief_says(
    suggestion: str, heading: str, tmp_path: Path
) -> None:
    root, patches, report = propose(tmp_path, DEEP_KB, suggestion)
    assert len(patches) == 1, report
    assert section_of(applied(root, patches), NEW) == heading


# An introduction above the sub-sections is no list of entries.
INTRO_KB = DEEP_KB.replace("### 3.2 推理\n", "### 3.2 推理\n\n本节只讲推理侧。\n")


@pytest.mark.parametrize("kb", [DEEP_KB, INTRO_KB], ids=["bare", "introduced"])
def test_an_entry_for_a_section_of_sections_alone_is_reported(kb: str, tmp_path: Path) -> None:
    _, patches, report = propose(tmp_path, kb, f"§3.2 推理 新增一条 {NEW}。")
    assert patches == []
    unresolved = [line for line in report.splitlines() if "A01 unresolved" in line]
    assert len(unresolved) == 1, report
    assert "3.2.1 缓存" in unresolved[0] and "3.2.2 量化" in unresolved[0]


# ---------------------------------------------------------------- how numbers are read


@pytest.mark.parametrize(
    ("kb", "suggestion", "expected"),
    [
        (
            PART_KB,
            f"§II.2 新增一条 {NEW}；§II.1、§I 均不动。",
            [("add entry", "2.2"), ("constraint", "2.1"), ("constraint", "1")],
        ),
        (
            LETTER_KB,
            f"§B.2 新增一条 {NEW}；§B.1、§A.2 均不动。",
            [
                ("add entry", "appendix-b.2"),
                ("constraint", "appendix-b.1"),
                ("constraint", "appendix-a.2"),
            ],
        ),
        (
            PART_KB,
            f"§II.1、§II.2 各新增一条 {NEW}。",
            [("add entry", "2.1"), ("add entry", "2.2")],
        ),
    ],
)
def test_a_list_of_such_references_speaks_for_each_as_a_list_of_numbers_does(
    kb: str, suggestion: str, expected: list[tuple[str, str]]
) -> None:
    done = render_brief(brief(suggestion), kb.splitlines(keepends=True), "2026-12-14")
    assert [(a.kind.value, a.target.key if a.target else "") for a, _ in done] == expected


@pytest.mark.parametrize(
    ("clause", "keys"),
    [
        ("§III.2 新增一条", ["3.2"]),
        ("Part III.2 新增一条", ["3.2"]),
        ("Part 3.2 新增一条", ["3.2"]),
        ("Part I.2 新增一条", ["1.2"]),  # a part is never lettered
        ("Part IV 新增一条", ["4"]),
        ("§2-1 新增一条", ["2.1"]),
        ("§Ⅲ.2 新增一条", ["3.2"]),
        ("§Ⅰ.2 新增一条", ["1.2"]),  # `Ⅰ` is a Roman numeral whatever follows it
        ("III.2 节新增一条", ["3.2"]),
        ("B.2 小节新增一条", ["appendix-b.2"]),
        ("§B.2 新增一条", ["appendix-b.2"]),
        ("§C.2 那条末尾补一句", ["appendix-c.2"]),
        ("§C 待解问题新增一条", ["appendix-c"]),
        ("§V 待解问题新增一条", ["5"]),
        ("§Jev 生态不动，§2 新增一条", ["2"]),
        ("§2026-11 的周报不动", ["2026"]),
    ],
)
def test_a_reference_keeps_its_whole_number(clause: str, keys: list[str]) -> None:
    assert [r.ref.key for r in refs_in(clause, default_lexicon(), "inference")] == keys


@pytest.mark.parametrize(
    ("heading", "key"),
    [
        ("2-1 批处理", "2.1"),
        ("III. 直接偏好优化", "3"),
        ("III.1 DPO 及变体", "3.1"),
        ("IV、安全", "4"),
        ("Ⅲ. 直接偏好优化", "3"),
        ("Ⅲ.2 在线与迭代", "3.2"),
        ("Part Ⅳ 安全", "4"),
        ("B. 数据配比", "appendix-b"),
        ("B.2 配比搜索", "appendix-b.2"),
        ("E. 参考", "appendix-e"),
        ("C. 质量", "appendix-c"),
        # Words, not numbers.
        ("A note on caching", ""),
        ("IV 安全", ""),
        ("U.S. 部署", ""),
        ("IIII. 非法", ""),
        ("2026-11 周报", ""),
    ],
)
def test_headings_numbered_by_hyphens_letters_and_roman_numerals(heading: str, key: str) -> None:
    assert heading_key(heading) == key


@pytest.mark.parametrize(
    ("headings", "keys"),
    [
        # Beside II and III, `I.` and `V.` are Roman; `A.` is the appendix.
        (["I. 背景", "II. 方法", "V. 问题", "A. 参考"], ["1", "2", "5", "appendix-a"]),
        (["Part I 背景", "I.1 细节", "A. 参考"], ["1", "1.1", "appendix-a"]),
        # Beside A, B and D with no Roman numeral of two letters, `I.` is the ninth letter.
        (
            ["A. 甲", "B. 乙", "D. 丁", "I. 壬", "I.2 子"],
            ["appendix-a", "appendix-b", "appendix-d", "appendix-i", "appendix-i.2"],
        ),
    ],
)
def test_one_letter_is_read_as_the_document_numbers_its_other_headings(
    headings: list[str], keys: list[str]
) -> None:
    assert [h.key for h in outline([f"## {text}\n" for text in headings])] == keys


LETTERED_AND_NUMBERED = "## A. 甲\n\n## B. 乙\n\n### 1.2 杂项\n\n## I. 附\n\n### I.2 子\n"
ROMAN_DOC = "## I. 背景\n\n### I.2 子\n\n## II. 方法\n"


@pytest.mark.parametrize(
    ("kb", "expected"),
    [
        (ROMAN_DOC, "### I.2 子"),
        (LETTERED_AND_NUMBERED, None),  # lettered I.2 or 1.2: both are here
    ],
)
@pytest.mark.parametrize("raw", ["§I.2", "I.2 节"])
def test_a_reference_that_reads_two_ways_names_the_one_heading_either_finds(
    kb: str, expected: str | None, raw: str
) -> None:
    lines = kb.splitlines(keepends=True)
    ref = SectionRef(key="appendix-i.2", raw=raw)
    if expected is None:
        with pytest.raises(Unresolved, match=re.escape("either of line 9 「I.2 子」, line 5")):
            resolve(outline(lines), ref)
    else:
        heading = resolve(outline(lines), ref)
        assert lines[heading.start].rstrip("\n") == expected
