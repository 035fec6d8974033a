"""Several new citations one brief adds to one numbered citation list take consecutive numbers
in the brief's order (`[5]`, `[6]`, `[7]`), whatever the list's form: link references, `[n]`
lines, `[^n]` footnotes, `1.` items, `[A2]` labels. Each number follows the ones the brief's
earlier citations take, and the patches apply alone and as a series in a real repository."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import FIXTURES, KB_PATH, KbRepoFixture, git, invoke, make_repo

BRIEF = "inbox/mo/2026-12-14-inference-e1prep.md"
OUTPUT = "inbox/mo/2026-12-14-inference-e1prep.patches"

# A KB whose citation list numbers its items `1.` (no other fixture writes one).
ORDERED_KB = """# inference 活文档

## 1 调度

- **SlotGate**：按剩余显存准入。

## 2 参考文献

1. arXiv:2604.00912 — Memory-Aware Admission Control
2. arXiv:2608.01234 — Cluster Serving with Hybrid Parallelism

## 3 修订

- 2026-12-01：初版。
"""

# The papers the brief cites, in its order, with their titles.
PAPERS = [
    ("2612.40401", "Page Hopping for Preempted Requests"),
    ("2612.40402", "Length-Tiered Queues for Serving"),
    ("2612.40403", "Lane-Based KV Admission"),
]

# Each KB's text and the line each new citation gets, by its number and paper.
KBS: dict[str, tuple[str, str]] = {
    "link-references": (
        (FIXTURES / "shape6-toc-linkrefs" / "kb.md").read_text(encoding="utf-8"),
        '[{n}]: https://arxiv.org/abs/{id} "{title}"',
    ),
    "bracketed": (
        (FIXTURES / "shape-chapters" / "kb.md").read_text(encoding="utf-8"),
        "[{n}] arXiv:{id} - {title}",
    ),
    "footnotes": (
        (FIXTURES / "shape-footnotes" / "kb.md").read_text(encoding="utf-8"),
        "[^{n}]: arXiv:{id} — {title}",
    ),
    "ordered": (ORDERED_KB, "{n}. arXiv:{id} — {title}"),
    "appendix-labels": (
        (FIXTURES / "shape-h1-appendix" / "kb.md").read_text(encoding="utf-8"),
        "- [A{n}] arXiv:{id} {title}",
    ),
}
# The number the first new citation takes in each KB.
FIRST = {
    "link-references": 5,
    "bracketed": 4,
    "footnotes": 4,
    "ordered": 3,
    "appendix-labels": 4,
}


def brief(count: int) -> str:
    """A brief of `count` items, each asking only for a citation of its paper."""
    head = (
        "# inference · E1 预消化简报（2026-12-14）\n\n"
        "- **作者**：Mo · E1 预消化（inference）\n"
        "- **时间**：2026-12-14 21:00\n"
        f"- **对照活文档**：{KB_PATH}\n\n"
        "## 一、可引用 arXiv\n\n"
    )
    head += "".join(f"- arXiv:{i} —— {title}\n" for i, title in PAPERS[:count])
    head += "\n## 二、增量\n\n"
    for number, (paper, _) in enumerate(PAPERS[:count], start=1):
        head += (
            f"### 增量 {number}：论文 {number}（arXiv:{paper}）\n\n"
            f"- **来源**：organized/paper_cards/{number}-{paper}.md\n"
            f"- **要点**：第 {number} 篇论文的要点；作者自测。\n"
            "- **建议归入**：参考文献新增一条引用。\n\n"
        )
    return head


def propose(tmp_path: Path, kb: str, count: int) -> tuple[KbRepoFixture, list[Path]]:
    repo = make_repo(tmp_path / "kb", KBS[kb][0].encode("utf-8"))
    repo.add_brief(brief(count).encode("utf-8"), BRIEF)
    code, out, err = invoke("propose", str(repo.root / BRIEF))
    assert code == 0, out + err
    return repo, sorted((repo.root / OUTPUT).glob("*.patch"))


def added(patches: list[Path]) -> list[str]:
    return [
        line[1:]
        for patch in patches
        for line in patch.read_text(encoding="utf-8").splitlines()
        if line.startswith("+") and not line.startswith("+++")
    ]


@pytest.mark.parametrize("count", [2, 3])
@pytest.mark.parametrize("kb", sorted(KBS))
def test_new_citations_of_one_brief_take_consecutive_numbers(
    kb: str, count: int, tmp_path: Path
) -> None:
    repo, patches = propose(tmp_path, kb, count)
    form = KBS[kb][1]
    expected = [
        form.format(n=FIRST[kb] + k, id=paper, title=title)
        for k, (paper, title) in enumerate(PAPERS[:count])
    ]
    # Each line in the list's form; a provenance mark may follow where the list writes one.
    lines = [line for line in added(patches) if "2612.404" in line]
    assert len(lines) == count, lines
    assert all(line.startswith(want) for line, want in zip(lines, expected, strict=True)), lines
    # Alone and together, on a clean checkout of HEAD.
    for patch in patches:
        git(repo.root, "apply", "--check", str(patch))
    git(repo.root, "apply", "--check", *map(str, patches))
    git(repo.root, "apply", *map(str, patches))
    text = (repo.root / KB_PATH).read_text(encoding="utf-8").splitlines()
    assert [line for line in text if "2612.404" in line] == lines
