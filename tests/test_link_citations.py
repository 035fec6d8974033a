"""A citation list written as Markdown links to the papers (`- [Title](https://arxiv.org/abs/
id)`) takes a new link in the same form: the paper's title in the brackets, the last link's
URL form with the new id, the list's marker or next number."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import KB_PATH, git, invoke, make_repo

BRIEF = "inbox/mo/2026-12-14-inference-e1prep.md"
OUTPUT = "inbox/mo/2026-12-14-inference-e1prep.patches"
MARK = "（E1 2026-12-14 · 增量 {n}）"


def kb(links: str) -> str:
    return (
        "# inference 活文档\n\n## 调度\n\n- **SlotGate**：按剩余显存准入。\n\n"
        f"## 参考链接\n\n{links}\n## 修订\n\n- 2026-12-01：初版。\n"
    )


LISTS = {
    "bullets": (
        "- [Memory-Aware Admission](https://arxiv.org/abs/2604.00912)\n"
        "- [Hybrid Serving](https://arxiv.org/abs/2608.01234)\n",
        "- [{title}](https://arxiv.org/abs/{id}){mark}",
    ),
    "ordered-pdf": (
        "1. [Memory-Aware Admission](https://arxiv.org/pdf/2604.00912.pdf)\n"
        "2. [Hybrid Serving](https://arxiv.org/pdf/2608.01234.pdf)\n",
        "{k}. [{title}](https://arxiv.org/pdf/{id}.pdf){mark}",
    ),
}
PAPERS = [
    ("2612.40401", "Page Hopping for Preempted Requests"),
    ("2612.40402", "Length-Tiered Queues [for] Serving"),
]


def brief(count: int) -> str:
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
            f"- **要点**：第 {number} 篇论文的要点。\n"
            "- **建议归入**：参考链接新增一条引用。\n\n"
        )
    return head


@pytest.mark.parametrize("count", [1, 2])
@pytest.mark.parametrize("shape", sorted(LISTS))
def test_a_link_list_takes_a_link_to_the_new_paper(shape: str, count: int, tmp_path: Path) -> None:
    links, form = LISTS[shape]
    text = kb(links)
    repo = make_repo(tmp_path / "kb", text.encode("utf-8"))
    repo.add_brief(brief(count).encode("utf-8"), BRIEF)
    code, out, err = invoke("propose", "--color", "never", str(repo.root / BRIEF))
    assert code == 0, out + err
    patches = sorted((repo.root / OUTPUT).glob("*.patch"))
    git(repo.root, "apply", "--check", *map(str, patches))
    git(repo.root, "apply", *map(str, patches))
    new = (repo.root / KB_PATH).read_text(encoding="utf-8").splitlines()
    added = [line for line in new if line not in text.splitlines()]
    assert added == [
        form.format(
            k=3 + k,
            id=paper,
            title=title.replace("[", "\\[").replace("]", "\\]"),
            mark=MARK.format(n=k + 1),
        )
        for k, (paper, title) in enumerate(PAPERS[:count])
    ]
    # Right after the list's last link.
    assert new.index(added[0]) == text.splitlines().index(links.splitlines()[-1]) + 1
