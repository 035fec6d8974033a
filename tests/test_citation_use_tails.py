"""A citation list whose items say where each paper is used by the section's words
(`- 2310.14566 · HallusionBench · 用于「幻觉」`) gets a new item that says so too, for the section
the entry lands in; a list that names its papers short (`MMMU`, `POPE`) gets the paper's name
before its subtitle. Lists that do neither keep the full title and no tail."""

from __future__ import annotations

import pytest

from kbpatch.forms import citation_entry, learn_citations

USED = (
    "2404.16821 · InternVL 1.5 · 用于「开源」",
    "2311.16502 · MMMU · 用于「基准/开源」",
    "2310.14566 · HallusionBench · 用于「幻觉」",
)
ENGLISH = (
    'arXiv:2404.16821 — InternVL 1.5 — used in "Open models"',
    'arXiv:2311.16502 — MMMU — used in "Benchmarks"',
)
LONG = (
    "arXiv:2604.00912 — Memory-Aware Admission Control for Serving",
    "arXiv:2608.01234 — Cluster Serving with Hybrid Parallelism",
)
TITLE = "AMBER: An LLM-free Benchmark for Hallucination"


@pytest.mark.parametrize(
    ("items", "where", "expected"),
    [
        (USED, "§幻觉", "2311.07397 · AMBER · 用于「幻觉」（E1）"),
        (USED, "§基准 → 开源", "2311.07397 · AMBER · 用于「基准/开源」（E1）"),
        # A section named by its number is not the words the neighbours use: no tail.
        (USED, "§3.2", "2311.07397 · AMBER（E1）"),
        (USED, "", "2311.07397 · AMBER（E1）"),
        (ENGLISH, "§Hallucination", 'arXiv:2311.07397 — AMBER — used in "Hallucination"（E1）'),
        (LONG, "§幻觉", f"arXiv:2311.07397 — {TITLE}（E1）"),
    ],
)
def test_a_new_citation_says_where_it_is_used_as_its_neighbours_do(
    items: tuple[str, ...], where: str, expected: str
) -> None:
    form = learn_citations(items)
    assert citation_entry(form, "2311.07397", TITLE, where, "（E1）") == expected
