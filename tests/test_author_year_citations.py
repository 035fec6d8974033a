"""Documents that cite by author and year (`…（Kwon et al., 2023）。`, `。[Kwon 2023]`,
`（张伟 等, 2025）`, reference lines `Kwon, W. et al. (2023). Title. arXiv:id`): a new entry and
a new reference line take that form when the brief gives the paper's authors and year, in the
document's own way of writing "and others"; when it does not (or gives two pairs and does not
say which is the paper's), the entry keeps its arXiv id and the reference line is not written.
Nothing is made up: no year from an arXiv id, no initials the brief does not give.
The whole-document cases are the golden cases fixtures/shape-author-year*."""

from __future__ import annotations

import pytest

from kbpatch import forms
from kbpatch.locate import Unresolved
from kbpatch.models import EntryContent


def facts(sources: str, summary: str = "LeafCache 先剪叶子，命中率再升一成。") -> forms.Facts:
    entry = EntryContent(title="LeafCache", summary=summary, sources=sources)
    return forms.facts_of(entry, item_title="LeafCache（arXiv:2612.04417）—— 先剪叶子")


@pytest.mark.parametrize(
    ("sources", "names", "others", "year"),
    [
        (
            "paper_cards/1-2612-04417.md；论文：LeafCache: Leaf First（Okonkwo et al., 2026）",
            "Okonkwo",
            " et al.",
            "2026",
        ),
        ("paper_cards/1-2612-04417.md（作者：Varga 等，2026）", "Varga", " 等", "2026"),
        ("paper_cards/1-2612-04417.md（作者：Tanaka, 2025）", "Tanaka", "", "2025"),
        ("paper_cards/1-2612-04417.md（Smith and Lee (2023)）", "Smith and Lee", "", "2023"),
        ("paper_cards/1-2612-04417.md（Smith, J. et al. (2024)）", "Smith, J.", " et al.", "2024"),
        ("paper_cards/1-2612-04417.md（张伟 等, 2025）", "张伟", " 等", "2025"),
        # A piece that is only the authors and year speaks of the paper itself.
        ("paper_cards/1-2612-04417.md；Okonkwo et al., 2026", "Okonkwo", " et al.", "2026"),
        ("paper_cards/1-2612-04417.md；作者：王芳 等，2026。", "王芳", " 等", "2026"),
    ],
)
def test_the_brief_s_authors_and_year_are_read_from_the_paper_s_sources(
    sources: str, names: str, others: str, year: str
) -> None:
    assert facts(sources).authors == forms.Authors(names, others, year)


@pytest.mark.parametrize(
    "sources",
    [
        "paper_cards/1-2612-04417.md（首次采集 2026-10-29，Apache-2.0，成熟度 beta）",
        "paper_cards/1-2612-04417.md（S2 被引 19，OpenAlex 更新 2026-10-09）",
        # A capitalised word before a year may name anything, not an author.
        "paper_cards/1-2612-04417.md（对标 Gemini 2025 与 OpenAlex 2026）",
        # Two pairs: which one is the paper's is not told.
        "paper_cards/1-2612-04417.md（Reyes et al., 2026；对照 Ibarra et al., 2025）",
        # A relative's authors, in a piece that is not about the paper.
        "paper_cards/1-2612-04417.md；对照：repo_cards/9-other.md（Ibarra et al., 2025）",
        "paper_cards/1-2612-04417.md；对照 Ibarra et al., 2025",
    ],
)
def test_no_authors_are_taken_from_sources_that_do_not_say_them(sources: str) -> None:
    assert facts(sources).authors is None


def test_the_paper_title_leaves_its_authors_bracket_out() -> None:
    said = facts("论文：LeafCache: Leaf-First Eviction（Okonkwo et al., 2026）")
    assert said.paper_title == "LeafCache: Leaf-First Eviction"
    cut = facts("论文：LeafCache: Leaf-First Eviction（作者：王芳 等，2026）")
    assert cut.paper_title == "LeafCache: Leaf-First Eviction"


OKONKWO = "paper_cards/1-2612-04417.md（Okonkwo et al., 2026）"
NAMED = (
    "**TreeShare**：共享系统提示，命中过半（Moreau et al., 2025）。",
    "**PageKV**：按页分配，碎片压到 5% 以下（Ibarra et al., 2024）。",
    "**ColdSwap**：冷页换到主机内存（Tanaka, 2025）。",
)


@pytest.mark.parametrize(
    ("items", "expected"),
    [
        (NAMED, "**LeafCache**：先剪叶子，命中率再升一成（Okonkwo et al., 2026）。"),
        (
            ("连续批处理已是默认做法（Kwon 等, 2023）。", "分块压低尾延迟（Novak 等, 2024）。"),
            "LeafCache 先剪叶子，命中率再升一成（Okonkwo 等, 2026）。",
        ),
        (
            (
                "**DenseRoute** — 按难度切换检索。[Moreau et al. 2025]",
                "**ChunkFuse** — 先合并再重排。[Tanaka 2024]",
            ),
            "**LeafCache** — 先剪叶子，命中率再升一成。[Okonkwo et al. 2026]",
        ),
    ],
)
def test_a_new_entry_cites_by_author_and_year_as_its_neighbours_do(
    items: tuple[str, ...], expected: str
) -> None:
    assert forms.list_entry(forms.learn_list(items), facts(OKONKWO)) == expected


def test_an_english_entry_cites_before_its_own_full_stop() -> None:
    items = ("Paged allocation cuts waste (Kwon et al., 2023).", "Chunks help tails (Novak, 2024).")
    said = facts(OKONKWO, summary="LeafCache prunes leaves first.")
    assert forms.list_entry(forms.learn_list(items), said) == (
        "LeafCache prunes leaves first (Okonkwo et al., 2026)."
    )


def test_without_the_brief_s_authors_an_entry_keeps_its_arxiv_id() -> None:
    assert forms.list_entry(forms.learn_list(NAMED), facts("paper_cards/1-2612-04417.md")) == (
        "**LeafCache**：先剪叶子，命中率再升一成（arXiv:2612.04417）。"
    )


def test_labels_and_author_year_are_learnt_by_one_reader() -> None:
    labelled = forms.tail_citation_form(("甲。（R5）", "乙。（R6）", "丙"))
    assert labelled == forms.TailCitation(
        before="。", opening="（", closing="）", after="", prefix="R"
    )
    dated = forms.tail_citation_form(("甲（张伟 等, 2025）。", "乙（Novak 等, 2024）。"))
    assert dated is not None and (dated.year_gap, dated.et_al) == (", ", (" 等", " 等"))
    # A bare year in brackets is neither a label nor a citation by author.
    assert forms.tail_citation_form(("甲（2023）。", "乙（2024）。")) is None


REFERENCES = (
    "Ibarra, M. et al. (2024). Paged Allocation for Attention Caches. arXiv:2405.03312",
    "Tanaka, H. (2025). Host Memory as a KV Tier. arXiv:2508.11930",
    "Moreau, C. et al. (2025). Shared Prefix Trees. arXiv:2503.01187",
)


@pytest.mark.parametrize(
    ("items", "authors", "expected"),
    [
        (
            REFERENCES,
            forms.Authors("Okonkwo", " et al.", "2026"),
            "Okonkwo et al. (2026). Leaf First. arXiv:2612.04417",
        ),
        # The list writes initials and the brief gives them.
        (
            REFERENCES,
            forms.Authors("Okonkwo, J.", " et al.", "2026"),
            "Okonkwo, J. et al. (2026). Leaf First. arXiv:2612.04417",
        ),
        # A Chinese name keeps the brief's 等 where the list shows no Chinese name with others.
        (
            REFERENCES,
            forms.Authors("王芳", " 等", "2026"),
            "王芳 等 (2026). Leaf First. arXiv:2612.04417",
        ),
        (
            ("Agrawal et al., 2024. Taming Tail Latency.", "Chen, 2025. Parallelism Choices."),
            forms.Authors("Okonkwo, J.", " 等", "2026"),
            "Okonkwo et al., 2026. Leaf First.",
        ),
        (
            (
                "(Chen et al., 2021) Evaluating Code（arXiv:2107.03374）",
                "(Zheng et al., 2023) Judging Judges（arXiv:2306.05685）",
            ),
            forms.Authors("Okonkwo", " et al.", "2026"),
            "(Okonkwo et al., 2026) Leaf First（arXiv:2612.04417）",
        ),
    ],
)
def test_a_new_reference_line_takes_the_author_year_form(
    items: tuple[str, ...], authors: forms.Authors, expected: str
) -> None:
    assert forms.is_citation_list(items)
    form = forms.learn_citations(items)
    assert forms.citation_entry(form, "2612.04417", "Leaf First", "§1.1", "", authors) == expected


def test_without_the_brief_s_authors_no_reference_line_is_written() -> None:
    form = forms.learn_citations(REFERENCES)
    with pytest.raises(Unresolved, match="gives no authors or year"):
        forms.citation_entry(form, "2612.04417", "Leaf First", "", "", None)


def test_a_list_of_sentences_that_open_with_authors_is_no_reference_list() -> None:
    items = ("Kwon et al. (2023) 提出按页分配。", "Novak et al. (2024) 重新评估了分块。")
    assert not forms.is_citation_list(items)
    english = ("Kwon et al. (2023) show that paging helps", "Novak et al., 2024 revisit chunks")
    assert not forms.is_citation_list(english)
