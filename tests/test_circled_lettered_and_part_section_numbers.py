"""Three ways a KB numbers its sections that a brief names as the KB writes them or as plain
numbers: circled chapters with a dash to the sub-section (`## ② 召回`, `### ②-2 稠密召回`),
letters glued to their sub-number under lettered chapters (`## B. Metrics`, `### B2 生成指标`)
and parts with their sub-parts (`## 第二部分 清洗`, `### 第二部分 · 二 过滤`). Each reference
lands in the section it names; a number the KB lacks is reported as missing, never filed in a
neighbour. `Part C` names the lettered chapter C where the KB letters its chapters. Our own
KBs and words."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.locate import outline

from .conftest import proposed_and_applied

PATH = "organized/knowledge/rag.md"

CIRCLED_KB = """\
# 检索增强笔记

## ① 切分

### ①-1 定长切分

- **滑窗**：固定 512 token，重叠 64。

## ② 召回

### ②-1 稀疏召回

- **BM25**：经典词频基线。
- **SPLADE**：学习型稀疏表示。

### ②-2 稠密召回

- **DPR**：双塔编码器。

## ③ 重排

- **交叉编码器**：逐对打分。
"""

LETTERED_KB = """\
# 检索评测笔记

## A. Datasets

### A1 问答集

- **NQ**：谷歌搜索真实提问。

## B. Metrics

### B1 召回指标

- **Recall@k**：前 k 命中率。

### B2 生成指标

- **忠实度**：回答与证据一致的比例。

## C. Leakage

### C1 泄漏检测

- **n-gram 命中**：测试集原句出现在语料中。
"""

PARTS_KB = """\
# 数据工程笔记

## 第一部分 采集

### 第一部分 · 一 网页抓取

1) 通用抓取：按域名限速。

### 第一部分 · 二 授权数据

1) 出版社合作：按年续约。

## 第二部分 清洗

### 第二部分 · 一 去重

1) MinHash：近似去重，阈值 0.8。

### 第二部分 · 二 过滤

1) 困惑度过滤：用小模型打分。

## 第三部分 配比

1) 温度采样：按语种平滑。
"""


def run(kb: str, request: str, tmp_path: Path) -> tuple[int, str, str]:
    brief = (
        "# rag · E1 预消化简报（2026-12-07）\n\n"
        f"- **对照活文档**：{PATH}\n\n"
        "## 今日条目\n\n"
        "### 条目 1：ColPali 视觉检索（arXiv:2407.01449）\n\n"
        "- **来源**：organized/paper_cards/7101-colpali.md\n"
        "- **要点**：直接对页面图像做多向量检索，跳过 OCR。\n"
        f"- **建议归入**：{request}\n"
    )
    return proposed_and_applied(tmp_path, PATH, kb, brief, "inbox/li/2026-12-07-rag-e1prep.md")


NEW = (
    "**ColPali**（arXiv:2407.01449）：直接对页面图像做多向量检索，跳过 OCR。"
    "（E1 2026-12-07 · 条目 1）"
)


def test_each_numbering_gives_its_headings_keys() -> None:
    keys = {
        h.text: h.key
        for kb in (CIRCLED_KB, LETTERED_KB, PARTS_KB)
        for h in outline(kb.splitlines(keepends=True))
    }
    assert keys["② 召回"] == "2"
    assert keys["②-2 稠密召回"] == "2.2"
    assert keys["B2 生成指标"] == "appendix-b.2"
    assert keys["第二部分 清洗"] == "2"
    assert keys["第二部分 · 二 过滤"] == "2.2"


def test_a_letter_glued_to_a_number_is_a_word_outside_its_lettered_chapter() -> None:
    kb = "# 笔记\n\n## 实测\n\n### H100 实测\n\n- x\n\n## B. 其他\n\n### A1 错位\n"
    keys = {h.text: h.key for h in outline(kb.splitlines(keepends=True))}
    assert keys["H100 实测"] == ""
    assert keys["A1 错位"] == ""


@pytest.mark.parametrize(
    "request_",
    [
        "§②-2 新增 ColPali 条目。",
        "②-2 新增一条 ColPali。",
        "②－２ 新增 ColPali 条目。",
        "§2-2 稠密召回 新增 ColPali 条目。",
        "§2.2 补录 ColPali。",
        "放进 2.2 节，新增 ColPali 一条。",
        "第二章第二节 新增 ColPali 条目。",
    ],
)
def test_a_circled_sub_section_is_named_many_ways(request_: str, tmp_path: Path) -> None:
    code, report, kb = run(CIRCLED_KB, request_, tmp_path)
    assert code == 0, report
    assert "proposed        §2.2" in report
    assert f"- **DPR**：双塔编码器。\n- {NEW}\n\n## ③ 重排" in kb


@pytest.mark.parametrize("request_", ["§②-5 新增 ColPali 条目。", "②-5 新增 ColPali 条目。"])
def test_a_circled_sub_section_the_kb_lacks_is_reported(request_: str, tmp_path: Path) -> None:
    code, report, kb = run(CIRCLED_KB, request_, tmp_path)
    assert code == 1
    assert "no section numbered 2.5; closest: §2.2 ②-2 稠密召回" in report
    assert kb == CIRCLED_KB


@pytest.mark.parametrize("request_", ["§③ 新增 ColPali 条目。", "落到第③章，添一条 ColPali。"])
def test_a_circled_chapter_with_its_mark(request_: str, tmp_path: Path) -> None:
    code, report, kb = run(CIRCLED_KB, request_, tmp_path)
    assert code == 0, report
    assert kb.endswith(f"- **交叉编码器**：逐对打分。\n- {NEW}\n")


@pytest.mark.parametrize(
    "request_",
    [
        "§B2 新增 ColPali 条目。",
        "B2 小节新增一条 ColPali。",
        "B2 新增 ColPali 条目。",
        "§B.2 补录 ColPali。",
        "B.2 节新增 ColPali。",
        "§Ｂ２ 新增 ColPali 条目。",
    ],
)
def test_a_letter_and_number_section_is_named_many_ways(request_: str, tmp_path: Path) -> None:
    code, report, kb = run(LETTERED_KB, request_, tmp_path)
    assert code == 0, report
    assert "0001-sappendix-b.2-add-colpali" in report
    assert f"- **忠实度**：回答与证据一致的比例。\n- {NEW}\n\n## C. Leakage" in kb


@pytest.mark.parametrize("request_", ["§B5 新增 ColPali 条目。", "§D1 新增 ColPali 条目。"])
def test_a_lettered_section_the_kb_lacks_is_reported(request_: str, tmp_path: Path) -> None:
    code, report, kb = run(LETTERED_KB, request_, tmp_path)
    assert code == 1
    assert f"no section lettered {request_[1:3][0]}.{request_[2]}" in report
    assert kb == LETTERED_KB


@pytest.mark.parametrize(
    "request_",
    [
        "§C1 新增 ColPali 条目；Part C 本轮不动。",
        "C1 小节新增 ColPali 条目。Part C 不动。",
        "§C1 新增 ColPali 条目；leave Part C as is.",
    ],
)
def test_part_c_keeps_the_lettered_chapter_c(request_: str, tmp_path: Path) -> None:
    _, report, kb = run(LETTERED_KB, request_, tmp_path)
    assert "§100" not in report
    assert "forbidden" in report
    assert kb == LETTERED_KB


def test_part_b_keeps_only_chapter_b(tmp_path: Path) -> None:
    code, report, kb = run(LETTERED_KB, "§C1 新增 ColPali 条目；Part B 本轮不动。", tmp_path)
    assert code == 0, report
    assert f"- **n-gram 命中**：测试集原句出现在语料中。\n- {NEW}\n" in kb


def test_part_c_is_roman_where_the_kb_numbers_in_roman(tmp_path: Path) -> None:
    roman = "# 笔记\n\n## Part C 附录\n\n- **甲**：一。\n\n## Part CI 尾\n\n- **乙**：二。\n"
    code, report, kb = run(roman, "Part C 新增 ColPali 条目。", tmp_path)
    assert code == 0, report
    assert f"- **甲**：一。\n- {NEW}\n\n## Part CI 尾" in kb


@pytest.mark.parametrize(
    "request_",
    [
        "第二部分 · 二 新增一条 ColPali。",
        "放进第二部分·二，新增 ColPali 一条。",
        "§二·二 新增 ColPali 条目。",
        "二·二 新增 ColPali 条目。",
        "§2.2 新增 ColPali 条目。",
        "第二部分第二节 新增 ColPali 条目。",
        "Add a ColPali entry to Section 2.2.",
    ],
)
def test_a_sub_part_is_named_many_ways(request_: str, tmp_path: Path) -> None:
    code, report, kb = run(PARTS_KB, request_, tmp_path)
    assert code == 0, report
    assert "proposed        §2.2" in report
    assert "1) 困惑度过滤：用小模型打分。\n2) ColPali（arXiv:2407.01449）" in kb
    assert kb.endswith("## 第三部分 配比\n\n1) 温度采样：按语种平滑。\n")


def test_a_sub_part_the_kb_lacks_is_reported(tmp_path: Path) -> None:
    code, report, kb = run(PARTS_KB, "第二部分 · 五 新增一条 ColPali。", tmp_path)
    assert code == 1
    assert "no section numbered 2.5; closest: §2.2 第二部分 · 二 过滤" in report
    assert kb == PARTS_KB


def test_a_kept_part_with_a_sub_part_as_its_exception(tmp_path: Path) -> None:
    code, report, kb = run(PARTS_KB, "第一部分不动，只在第一部分 · 二新增 ColPali。", tmp_path)
    assert code == 0, report
    assert "1) 出版社合作：按年续约。\n2) ColPali（arXiv:2407.01449）" in kb


@pytest.mark.parametrize(
    "request_",
    ["§C1 新增 ColPali 条目，口径同 B1 的召回。", "C1 小节新增 ColPali 条目（参照 B2 的写法）。"],
)
def test_a_bare_letter_and_number_that_names_no_place_stays_words(
    request_: str, tmp_path: Path
) -> None:
    code, report, kb = run(LETTERED_KB, request_, tmp_path)
    assert code == 0, report
    assert kb.endswith(f"- **n-gram 命中**：测试集原句出现在语料中。\n- {NEW}\n")


@pytest.mark.parametrize(
    "request_",
    ["第二部分不动，只在「过滤」一节新增 ColPali。", "第二部分不动，只在 §二·二 新增 ColPali。"],
)
def test_a_kept_part_with_a_sub_part_named_as_its_exception(request_: str, tmp_path: Path) -> None:
    code, report, kb = run(PARTS_KB, request_, tmp_path)
    assert code == 0, report
    assert "1) 困惑度过滤：用小模型打分。\n2) ColPali（arXiv:2407.01449）" in kb


def test_a_kept_part_holds_its_sub_parts_named_by_words(tmp_path: Path) -> None:
    _, report, kb = run(PARTS_KB, "第二部分不动；「过滤」一节新增 ColPali。", tmp_path)
    assert "forbidden" in report
    assert kb == PARTS_KB
