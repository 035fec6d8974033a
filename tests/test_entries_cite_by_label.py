"""Entries that cite their papers by the citation list's labels (`…。（R8）`, `… [3]。`, a `来源`
cell `R4`): a new entry whose paper the same brief adds to that list cites it by the label the
new citation takes (`（R12）` after the brief's first new citation took R11), in the
neighbours' brackets and with their full stop. Without a new citation in that series the brief
gives no label: the entry keeps its arXiv id, and no label is made up. (Our own KBs and briefs.)"""

from __future__ import annotations

from pathlib import Path

from .conftest import git, invoke, make_repo

KB = "organized/knowledge/moe.md"
BRIEF = "inbox/mo/2026-12-17-moe-e1prep.md"
OUTPUT = "inbox/mo/2026-12-17-moe-e1prep.patches"


def item(number: int, name: str, paper: str, said: str, request: str) -> str:
    return (
        f"### 增量 {number}：{name} —— 新的专家调度（arXiv:{paper}）\n\n"
        f"- **来源**：organized/paper_cards/{number}-{paper}.md\n"
        f"- **要点**：{said}\n"
        f"- **建议归入**：{request}\n\n"
    )


def brief(*items: str) -> str:
    return (
        "# moe · E1 预消化简报（2026-12-17）\n\n"
        "- **作者**：Mo · E1 预消化（moe）\n"
        "- **时间**：2026-12-17 21:00\n"
        f"- **对照活文档**：{KB}\n\n"
        "## 二、增量\n\n" + "".join(items)
    )


def propose(tmp_path: Path, kb: str, text: str) -> list[str]:
    """The KB's lines once every written patch is applied (each checked first)."""
    repo = make_repo(tmp_path / "kb", b"# other\n")
    repo.write(KB, kb.encode("utf-8"))
    repo.commit("moe KB")
    repo.add_brief(text.encode("utf-8"), BRIEF)
    code, out, err = invoke("propose", "--color", "never", str(repo.root / BRIEF))
    assert code == 0, out + err
    patches = sorted((repo.root / OUTPUT).glob("*.patch"))
    for patch in patches:
        git(repo.root, "apply", "--check", str(patch))
    git(repo.root, "apply", *map(str, patches))
    return (repo.root / KB).read_text(encoding="utf-8").splitlines()


ROUND = (
    "# moe 活文档\n\n"
    "## 3 推理\n\n"
    "- **LRU 缓存**：只放热专家，命中率 85%。（R1）\n"
    "- **预取**：按上一层路由预测下一层专家。（R2）\n\n"
    "## 5 参考\n\n"
    "| 编号 | arXiv | 标题 |\n"
    "|---|---|---|\n"
    "| R1 | 2401.00001 | LRU Experts |\n"
    "| R2 | 2401.00002 | Prefetch Experts |\n"
)


def test_new_entries_cite_the_labels_their_new_citations_take_in_turn(tmp_path: Path) -> None:
    patched = propose(
        tmp_path,
        ROUND,
        brief(
            item(
                1,
                "FlowCache",
                "2612.70001",
                "按路由概率替换专家，命中率 90%。",
                "§3 新增一条 FlowCache；§5 参考新增一条引用。",
            ),
            item(
                2,
                "TideSwap",
                "2612.70002",
                "按负载潮汐换出专家，显存省 30%。",
                "§3 新增一条 TideSwap；§5 参考新增一条引用。",
            ),
        ),
    )
    assert "| R3 | 2612.70001 |" in "\n".join(patched)
    assert "| R4 | 2612.70002 |" in "\n".join(patched)
    flow = next(line for line in patched if line.startswith("- **FlowCache**"))
    tide = next(line for line in patched if line.startswith("- **TideSwap**"))
    assert flow.startswith("- **FlowCache**：按路由概率替换专家，命中率 90%。（R3）（E1 "), flow
    assert tide.startswith("- **TideSwap**：按负载潮汐换出专家，显存省 30%。（R4）（E1 "), tide
    assert "arXiv" not in flow and "arXiv" not in tide


def test_a_label_before_the_full_stop_stays_before_it(tmp_path: Path) -> None:
    kb = (
        "# moe 活文档\n\n"
        "## 3 推理\n\n"
        "- LRU 缓存：只放热专家，命中率 85% [1]。\n"
        "- 预取：按上一层路由预测下一层专家 [2]。\n\n"
        "## 5 参考\n\n"
        "[1] arXiv:2401.00001 — LRU Experts\n"
        "[2] arXiv:2401.00002 — Prefetch Experts\n"
    )
    patched = propose(
        tmp_path,
        kb,
        brief(
            item(
                1,
                "FlowCache",
                "2612.70001",
                "按路由概率替换专家，命中率 90%。",
                "§3 新增一条 FlowCache；§5 参考新增一条引用。",
            )
        ),
    )
    assert "[3] arXiv:2612.70001" in "\n".join(patched)
    flow = next(line for line in patched if line.startswith("- FlowCache"))
    assert flow.startswith("- FlowCache：按路由概率替换专家，命中率 90% [3]。（E1 "), flow


def test_a_source_column_of_labels_takes_the_new_label(tmp_path: Path) -> None:
    kb = (
        "# moe 活文档\n\n"
        "## 2 路由\n\n"
        "| 方法 | 要点 | 来源 |\n"
        "|---|---|---|\n"
        "| Switch | 单专家路由 | R1 |\n"
        "| GShard | 组内分发 | R2 |\n\n"
        "## 5 参考\n\n"
        "| 编号 | arXiv | 标题 |\n"
        "|---|---|---|\n"
        "| R1 | 2101.03961 | Switch Transformers |\n"
        "| R2 | 2006.16668 | GShard |\n"
    )
    patched = propose(
        tmp_path,
        kb,
        brief(
            item(
                1,
                "FlowRoute",
                "2612.70003",
                "按路由概率分发 token。",
                "§2 新增一条 FlowRoute；§5 参考新增一条引用。",
            )
        ),
    )
    row = next(line for line in patched if line.startswith("| FlowRoute"))
    assert row.split("|")[3].strip().startswith("R3（E1 "), row


def test_without_a_new_citation_the_entry_keeps_its_id_and_no_label_is_made_up(
    tmp_path: Path,
) -> None:
    patched = propose(
        tmp_path,
        ROUND,
        brief(
            item(
                1,
                "FlowCache",
                "2612.70001",
                "按路由概率替换专家，命中率 90%。",
                "§3 新增一条 FlowCache。",
            )
        ),
    )
    flow = next(line for line in patched if line.startswith("- **FlowCache**"))
    assert "arXiv:2612.70001" in flow, flow
    assert "（R3）" not in flow
    assert not any("2612.70001" in line for line in patched if line.startswith("|"))


def test_a_footnoted_entry_points_at_the_footnote_its_brief_adds(tmp_path: Path) -> None:
    kb = (
        "# moe 活文档\n\n"
        "## 3 推理\n\n"
        "- **LRU 缓存**：只放热专家，命中率 85%。[^1]\n"
        "- **预取**：按上一层路由预测下一层专家。[^2]\n\n"
        "## 5 参考文献\n\n"
        "[^1]: arXiv:2401.00001 — LRU Experts（§3）\n"
        "[^2]: arXiv:2401.00002 — Prefetch Experts（§3）\n"
    )
    request = "§3 新增一条 FlowCache；§5 参考文献新增一条引用。"
    said = "按路由概率替换专家，命中率 90%。"
    patched = propose(tmp_path, kb, brief(item(1, "FlowCache", "2612.70001", said, request)))
    assert any(line.startswith("[^3]: arXiv:2612.70001") for line in patched), patched
    flow = next(line for line in patched if line.startswith("- **FlowCache**"))
    assert flow.startswith("- **FlowCache**：按路由概率替换专家，命中率 90%。[^3]（E1 "), flow


def test_a_year_in_brackets_is_no_label_to_cite_by(tmp_path: Path) -> None:
    kb = (
        "# moe 活文档\n\n"
        "## 3 推理\n\n"
        "- **LRU 缓存**：只放热专家，命中率 85%。（2023）\n"
        "- **预取**：按上一层路由预测下一层专家。（2024）\n\n"
        "## 5 参考\n\n"
        "[1] arXiv:2401.00001 — LRU Experts\n"
        "[2] arXiv:2401.00002 — Prefetch Experts\n"
    )
    request = "§3 新增一条 FlowCache；§5 参考新增一条引用。"
    said = "按路由概率替换专家，命中率 90%。"
    patched = propose(tmp_path, kb, brief(item(1, "FlowCache", "2612.70001", said, request)))
    flow = next(line for line in patched if line.startswith("- **FlowCache**"))
    assert "arXiv:2612.70001" in flow and "（3）" not in flow, flow
