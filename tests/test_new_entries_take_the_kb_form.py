"""A new entry or question is written the way its siblings are: entries whose facts are
sub-bullets (`- **X**` over `  - 来源：[n]` / `  - 要点：…` / `  - 日期：2026-05`) get the same
sub-bullets, the next free `[n]` with its `[n]: URL` line; heading entries and definition terms
that carry the month they were added (`### X（2026-05）`, `X (2026-05)`) carry the brief's; a
question joins a blockquote of `> 问：…？` lines inside it, with their lead."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from .conftest import KB_PATH, git, invoke, make_repo

BRIEF = "inbox/ya/2026-12-14-inference-e1prep.md"
OUTPUT = "inbox/ya/2026-12-14-inference-e1prep.patches"


POINT = "先按页召回候选，再用小模型逐页重排，端到端延迟降到 40 ms。"


SOURCE = "organized/paper_cards/7-2612.40401.md"


def brief(request: str, point: str = POINT, source: str = SOURCE) -> str:
    return (
        "# inference · E1 预消化简报（2026-12-14）\n\n"
        "- **作者**：Ya · E1 预消化（inference）\n"
        f"- **对照活文档**：{KB_PATH}\n\n"
        "## 二、增量\n\n"
        "### 增量 1：PageHop —— 按页召回再重排（arXiv:2612.40401）\n\n"
        f"- **来源**：{source}\n"
        f"- **要点**：{point}\n"
        f"- **建议归入**：{request}\n\n"
    )


def propose(
    tmp_path: Path, kb: str, request: str, point: str = POINT, source: str = SOURCE
) -> tuple[str, str, list[str]]:
    """The KB once every patch is applied, the report, and the patches' texts."""
    repo = make_repo(tmp_path / "kb", kb.encode("utf-8"))
    repo.add_brief(brief(request, point, source).encode("utf-8"), BRIEF)
    code, out, err = invoke("propose", "--color", "never", str(repo.root / BRIEF))
    assert code == 0, out + err
    patches = sorted((repo.root / OUTPUT).glob("*.patch"))
    assert patches, out
    git(repo.root, "apply", "--check", *map(str, patches))
    git(repo.root, "apply", *map(str, patches))
    texts = [p.read_text(encoding="utf-8") for p in patches]
    return (repo.root / KB_PATH).read_text(encoding="utf-8"), out, texts


def fielded_kb(labels: tuple[str, str, str], dates: tuple[str, str], links: bool = True) -> str:
    source, summary, date = labels
    tail = "## 9 链接\n\n[1]: https://arxiv.org/abs/2604.10001\n[2]: https://arxiv.org/abs/2606.20002\n"
    return (
        "# 检索活文档\n\n"
        "## 2 重排\n\n"
        "- **ColBERT 晚交互**\n"
        f"  - {summary}：逐 token 向量做 MaxSim，召回@10 提升 4 个点。\n"
        f"  - {source}：[1]\n"
        f"  - {date}：{dates[0]}\n"
        "- **RankGPT 滑窗**\n"
        f"  - {summary}：用大模型按窗口排序，成本高。\n"
        f"  - {source}：[2]\n"
        f"  - {date}：{dates[1]}\n\n"
        "## 3 修订\n\n"
        "- 2026-12-01：初版。\n\n" + (tail if links else "")
    )


REQUESTS = ("§2 新增一条 PageHop。", "在 §2 补录 PageHop 条目。", "§2 重排 添一条 PageHop 条目")


@pytest.mark.parametrize("request_words", REQUESTS)
@pytest.mark.parametrize(
    ("labels", "dates", "written"),
    [
        (("来源", "要点", "日期"), ("2026-04", "2026-06"), "2026-12"),
        (("出处", "摘要", "日期"), ("2026-04-02", "2026-06-30"), "2026-12-14"),
    ],
)
def test_a_new_entry_takes_its_neighbours_sub_bullets_and_the_next_link(
    tmp_path: Path,
    request_words: str,
    labels: tuple[str, str, str],
    dates: tuple[str, str],
    written: str,
) -> None:
    source, summary, date = labels
    after, _, texts = propose(tmp_path, fielded_kb(labels, dates), request_words)
    entry = (
        "- **PageHop**\n"
        f"  - {summary}：先按页召回候选，再用小模型逐页重排，端到端延迟降到 40 ms。"
        "（E1 2026-12-14 · 增量 1）\n"
        f"  - {source}：[3]\n"
        f"  - {date}：{written}\n"
    )
    assert f"  - {date}：{dates[1]}\n" + entry + "\n## 3 修订" in after
    assert after.endswith(
        "[2]: https://arxiv.org/abs/2606.20002\n[3]: https://arxiv.org/abs/2612.40401\n"
    )
    # The entry and its link line are one patch: the label points at a line it adds.
    assert len(texts) == 1 and "+[3]: https://arxiv.org/abs/2612.40401" in texts[0]


@pytest.mark.parametrize("request_words", REQUESTS)
def test_without_a_link_list_the_source_stays_inline_and_is_reported(
    tmp_path: Path, request_words: str
) -> None:
    kb = fielded_kb(("来源", "要点", "日期"), ("2026-04", "2026-06"), links=False)
    after, out, _ = propose(tmp_path, kb, request_words)
    assert "- **PageHop**\n" in after
    assert "  - 来源：arXiv:2612.40401\n  - 日期：2026-12\n" in after
    assert "no `[n]: URL` list was found to number arXiv:2612.40401" in " ".join(out.split())


def test_a_paper_already_linked_keeps_its_number(tmp_path: Path) -> None:
    kb = fielded_kb(("来源", "要点", "日期"), ("2026-04", "2026-06")).replace(
        "[2]: https://arxiv.org/abs/2606.20002",
        "[2]: https://arxiv.org/abs/2606.20002\n[3]: https://arxiv.org/abs/2612.40401",
    )
    after, _, texts = propose(tmp_path, kb, "§2 新增一条 PageHop。")
    assert "  - 来源：[3]\n  - 日期：2026-12\n" in after
    assert after.count("2612.40401") == 1  # the link line is not written again
    assert "+[4]" not in texts[0]


def test_fields_kbpatch_cannot_fill_keep_the_one_line_form(tmp_path: Path) -> None:
    kb = fielded_kb(("来源", "方法", "日期"), ("2026-04", "2026-06"))
    after, _, _ = propose(tmp_path, kb, "§2 新增一条 PageHop。")
    assert "- **PageHop**（arXiv:2612.40401）：" in after
    assert "[3]: " not in after


HEADINGS = (
    "# 检索活文档\n\n"
    "## 召回\n\n"
    "### SPLADE{first}\n\n"
    "稀疏词项扩展，倒排索引可直接复用。〔arXiv:2107.05720〕\n\n"
    "### Contriever{second}\n\n"
    "无监督对比学习的稠密召回。〔arXiv:2112.09118〕\n\n"
    "## 修订\n\n"
    "- 2026-12-01：初版。\n"
)


@pytest.mark.parametrize(
    "request_words", ["「召回」一节新增 PageHop 条目。", "召回 小节补录一条 PageHop"]
)
@pytest.mark.parametrize(
    ("first", "second", "written"),
    [
        ("（2026-05）", "（2026-07）", "### PageHop（2026-12）\n"),
        ("（2026-05-02）", "（2026-07-19）", "### PageHop（2026-12-14）\n"),
        (" (2026-05)", " (2026-07)", "### PageHop (2026-12)\n"),
        ("", "", "### PageHop\n"),
        ("（2026-05）", "", "### PageHop\n"),
    ],
)
def test_a_heading_entry_carries_the_month_as_its_siblings_do(
    tmp_path: Path, request_words: str, first: str, second: str, written: str
) -> None:
    after, _, _ = propose(tmp_path, HEADINGS.format(first=first, second=second), request_words)
    assert f"\n{written}\n先按页召回候选" in after


QUOTED = (
    "# 检索活文档\n\n"
    "## 开放问题\n\n"
    "> 问：重排模型能否与召回共享编码器？\n"
    "{gap}"
    "> 问：长文档按页切分会不会丢跨页证据？\n\n"
    "## 修订\n\n"
    "- 2026-12-01：初版。\n"
)


@pytest.mark.parametrize(
    "request_words",
    [
        "开放问题 部分添列一问：按页召回在表格密集的文档上是否失效？",
        '「开放问题」一节新增一条开放问题："按页召回在表格密集的文档上是否失效？"',
    ],
)
@pytest.mark.parametrize(
    ("gap", "written"),
    [
        (">\n", "> 问：长文档按页切分会不会丢跨页证据？\n>\n> 问：按页召回"),
        ("", "> 问：长文档按页切分会不会丢跨页证据？\n> 问：按页召回"),
        ("\n", "> 问：长文档按页切分会不会丢跨页证据？\n\n> 问：按页召回"),
    ],
)
def test_a_question_goes_on_in_the_quote_with_its_siblings_lead(
    tmp_path: Path, request_words: str, gap: str, written: str
) -> None:
    after, _, _ = propose(tmp_path, QUOTED.format(gap=gap), request_words)
    assert written in after
    assert "是否失效？（E1 2026-12-14 · 增量 1）\n\n## 修订" in after


TERMS = (
    "# Retrieval living document\n\n"
    "## 2. Reranking\n\n"
    "ColBERT (2026-04)\n"
    ": late interaction over token vectors; recall@10 up 4 points [khattab20].\n\n"
    "RankGPT (2026-06)\n"
    ": an LLM sorts candidates window by window; costly [sun23].\n\n"
    "## 3. Changes\n\n"
    "- 2026-12-01: first version.\n"
)


@pytest.mark.parametrize(
    "request_words", ["§2 新增一条 PageHop。", "「Reranking」一节补录 PageHop 条目。"]
)
def test_a_definition_term_carries_the_month_and_its_text_the_id(
    tmp_path: Path, request_words: str
) -> None:
    after, _, _ = propose(tmp_path, TERMS, request_words)
    assert "\nPageHop (2026-12)\n: 先按页召回候选" in after
    assert "arXiv:2612.40401" in after.split("PageHop (2026-12)\n")[1].split("\n")[0]


CALLOUTS = (
    "# 检索活文档\n\n"
    "## 1 召回\n\n"
    "**SPLADE**：稀疏词项扩展。\n\n"
    "> [!QUESTION] Q1：稀疏与稠密召回能否共用一个索引？\n\n"
    "## 2 重排\n\n"
    "**ColBERT**：晚交互。\n\n"
    "> [!QUESTION] Q2：晚交互的存储开销能否压到十分之一？\n\n"
    "## 3 评测\n\n"
    "**BEIR**：零样本检索基准。\n\n"
    "## 4 修订\n\n"
    "- 2026-12-01：初版。\n"
)


@pytest.mark.parametrize(
    ("request_words", "after_line"),
    [
        ("§3 新增一条开放问题：按页召回在表格密集的文档上是否失效？", "**BEIR**：零样本检索基准。"),
        ('§3 补一个待决问题："按页召回在表格密集的文档上是否失效？"', "**BEIR**：零样本检索基准。"),
        (
            "§1 新增一条开放问题：按页召回在表格密集的文档上是否失效？",
            "> [!QUESTION] Q1：稀疏与稠密召回能否共用一个索引？",
        ),
    ],
)
def test_a_question_is_the_documents_next_numbered_callout(
    tmp_path: Path, request_words: str, after_line: str
) -> None:
    after, _, _ = propose(tmp_path, CALLOUTS, request_words)
    assert (
        f"{after_line}\n\n> [!QUESTION] Q3：按页召回在表格密集的文档上是否失效？"
        "（E1 2026-12-14 · 增量 1）\n\n##" in after
    )


FULL_WIDTH_KB = (
    "# 检索活文档\n\n"
    "## 2 重排\n\n"
    "- **ColBERT**：晚交互，召回@10 提升 4 个点（arXiv:2604.10001）。\n"
    "- **RankGPT**：按窗口排序，延迟 900 ms（arXiv:2606.20002）。\n\n"
    "## 3 修订\n\n"
    "- 2026-12-01：初版。\n"
)


@pytest.mark.parametrize(
    ("request_words", "written"),
    [
        (
            '§2 RankGPT 条目末尾补一句"Ｈ１００ 上复测 ８００ ms"。',
            "（arXiv:2606.20002）。H100 上复测 800 ms。",
        ),
        ('§2 RankGPT 条目的 "900 ms" 改为 "８５０ ms"。', "延迟 850 ms（arXiv:2606.20002）"),
        (
            '§2 RankGPT 条目末尾补一句"吞吐升到 １．３ 倍"。',
            "（arXiv:2606.20002）。吞吐升到 1.3 倍。",
        ),
        ("§2 新增一条 PageHop。", "逐页重排，Ｐ９９ 延迟降到 ４０ ms，命中 ９１％"),
    ],
)
def test_full_width_digits_and_letters_are_written_in_ascii(
    tmp_path: Path, request_words: str, written: str
) -> None:
    point = "先按页召回候选，再用小模型逐页重排，Ｐ９９ 延迟降到 ４０ ms，命中 ９１％。"
    after, _, _ = propose(tmp_path, FULL_WIDTH_KB, request_words, point)
    written = written.translate(str.maketrans("Ｐ９４０１％", "P9401%"))
    assert written in after
    assert not re.search("[０-９Ａ-Ｚａ-ｚ％]", after)


def test_a_document_that_writes_full_width_digits_keeps_the_briefs(tmp_path: Path) -> None:
    kb = FULL_WIDTH_KB.replace("提升 4 个点", "提升 ４ 个点")
    after, _, _ = propose(tmp_path, kb, '§2 RankGPT 条目末尾补一句"Ｈ１００ 上复测 ８００ ms"。')
    assert "Ｈ１００ 上复测 ８００ ms。" in after


GENERIC = "细节见卡片，本轮已核对摘要。"


@pytest.mark.parametrize(
    ("request_words", "said"),
    [
        ("§2 新增 PageHop 条目（按页召回，逐页重排）。", "按页召回，逐页重排。"),
        ("§2 补录一条 PageHop（按页召回再重排）", "按页召回再重排。"),
        ("§2 重排 添一条 PageHop 条目（页级召回）；§3 不动。", "页级召回。"),
        ("§2 新增 PageHop 条目（作者称代码下月放出）。", ""),
        ("§2 新增 PageHop 条目（与 ColBERT 晚交互并列）。", ""),
    ],
)
def test_the_requests_own_description_is_the_text_of_an_entry_without_one(
    tmp_path: Path, request_words: str, said: str
) -> None:
    kb = fielded_kb(("来源", "要点", "日期"), ("2026-04", "2026-06"))
    after, _, _ = propose(tmp_path, kb, request_words, GENERIC)
    assert f"- **PageHop**\n  - 要点：{said}（E1 2026-12-14 · 增量 1）\n" in after


def test_a_section_of_one_fielded_entry_takes_the_documents_fields(tmp_path: Path) -> None:
    kb = fielded_kb(("来源", "要点", "日期"), ("2026-04", "2026-06")).replace(
        "## 3 修订\n",
        "## 3 召回\n\n- **SPLADE**\n  - 要点：稀疏词项扩展。\n  - 来源：[2]\n"
        "  - 日期：2026-05\n\n## 4 修订\n",
    )
    after, _, _ = propose(tmp_path, kb, "§3 新增一条 PageHop。")
    assert "  - 日期：2026-05\n- **PageHop**\n  - 要点：先按页召回候选" in after
    assert "  - 来源：[3]\n  - 日期：2026-12\n\n## 4 修订" in after


def test_a_section_with_its_own_question_list_keeps_it_beside_callouts(tmp_path: Path) -> None:
    kb = CALLOUTS.replace(
        "**BEIR**：零样本检索基准。\n",
        "**BEIR**：零样本检索基准。\n\n待解问题：\n\n- 零样本分数能否预测域内效果？\n",
    )
    after, _, _ = propose(tmp_path, kb, "§3 新增一条开放问题：按页召回在表格密集的文档上是否失效？")
    assert "- 零样本分数能否预测域内效果？\n- 按页召回在表格密集的文档上是否失效？" in after
    assert "Q3" not in after


KEYED = TERMS.replace(
    "- 2026-12-01: first version.\n",
    "- 2026-12-01: first version.\n\n## References\n\n"
    "[khattab20]: https://arxiv.org/abs/2004.12832\n[sun23]: https://arxiv.org/abs/2304.09542\n",
)


@pytest.mark.parametrize(
    ("authors", "key", "before"),
    [
        ("Moreau et al., 2026", "moreau26", "[sun23]"),
        ("Abe and Lin (2025)", "abe25", "[khattab20]"),
        ("Yu et al., 2024", "yu24", ""),
    ],
)
def test_a_term_cites_by_a_key_made_of_the_authors_and_year(
    tmp_path: Path, authors: str, key: str, before: str
) -> None:
    source = f"{SOURCE}；论文：PageHop: Page-level Reranking（{authors}）"
    after, out, _ = propose(tmp_path, KEYED, "§2 新增一条 PageHop。", POINT, source)
    assert (
        f"PageHop (2026-12)\n: 先按页召回候选，再用小模型逐页重排，端到端延迟降到 40 ms [{key}]。"
        in after
    )
    line = f"[{key}]: https://arxiv.org/abs/2612.40401\n"
    assert line + before in after if before else after.endswith(line)
    assert "reference keys" not in out


def test_a_term_without_authors_keeps_its_id_and_is_reported(tmp_path: Path) -> None:
    after, out, _ = propose(tmp_path, KEYED, "「Reranking」一节补录 PageHop 条目。")
    assert "40 ms (arXiv:2612.40401)。" in after
    assert "2612.40401\n" not in after
    assert "cites by reference keys" in " ".join(out.split())


def test_a_paper_the_references_already_key_is_cited_by_that_key(tmp_path: Path) -> None:
    kb = KEYED.replace(
        "[sun23]: https://arxiv.org/abs/2304.09542", "[sun23]: https://arxiv.org/abs/2612.40401"
    )
    after, _, _ = propose(tmp_path, kb, "§2 新增一条 PageHop。")
    assert "40 ms [sun23]。" in after
    assert after.count("2612.40401") == 1
