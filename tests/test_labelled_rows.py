"""A table whose first column labels its rows by a prefix and a number (`R9`, `R10`; `P2`,
`P3`; `C-4`) is read by the labels' shape, not only by a header or a known prefix: a new row
takes the next label, and several new rows of one brief take consecutive labels. A table of
questions gets the question in its question column, the brief's date in a date column whose
rows are dated so, and nothing it does not know in the others."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.locate import next_row_label

from .conftest import KB_PATH, git, invoke, make_repo

BRIEF = "inbox/mo/2026-12-14-inference-e1prep.md"
OUTPUT = "inbox/mo/2026-12-14-inference-e1prep.patches"


def kb(citations: str, questions: str) -> str:
    return (
        "# inference 活文档\n\n"
        "## 1 调度\n\n"
        "- **SlotGate**：按剩余显存准入。\n\n"
        "## 2 待解问题\n\n"
        f"{questions}\n"
        "## 3 参考\n\n"
        f"{citations}\n"
        "## 4 修订\n\n"
        "- 2026-12-01：初版。\n"
    )


CITATIONS = {
    "R": (
        "| 编号 | arXiv | 标题 |\n|---|---|---|\n"
        "| R9 | 2402.07033 | Fiddle Serving |\n| R10 | 2310.16795 | Quiet Experts |\n",
        ["R11", "R12", "R13"],
    ),
    # No header word for the labels: their run of numbers says it.
    "Ref-": (
        "| 代号 | arXiv | 标题 |\n|---|---|---|\n"
        "| Ref-3 | 2402.07033 | Fiddle Serving |\n| Ref-4 | 2310.16795 | Quiet Experts |\n",
        ["Ref-5", "Ref-6", "Ref-7"],
    ),
    "S": (
        "| # | arXiv | 标题 |\n|---|---|---|\n| S1 | 2402.07033 | Fiddle Serving |\n",
        ["S2", "S3", "S4"],
    ),
}
QUESTIONS = (
    "| 编号 | 问题 | 提出日期 | 状态 |\n|---|---|---|---|\n"
    "| P2 | 准入阈值是否随模型变化？ | 2026-10-15 | 开放 |\n"
    "| P3 | 分层排队是否拖慢短请求？ | 2026-11-01 | 部分回答 |\n"
)
PAPERS = [
    ("2612.40401", "Page Hopping for Preempted Requests"),
    ("2612.40402", "Length-Tiered Queues for Serving"),
    ("2612.40403", "Lane-Based KV Admission"),
]


def brief(count: int, question: str = "") -> str:
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
            "- **建议归入**：§3 参考新增一条引用。\n\n"
        )
    if question:
        head += (
            f"### 增量 {count + 1}：一个开放问题\n\n"
            "- **来源**：organized/notes/q.md\n"
            "- **要点**：问题尚无答案。\n"
            f"- **建议归入**：{question}\n\n"
        )
    return head


def added_rows(tmp_path: Path, text: str, brief_text: str) -> list[str]:
    repo = make_repo(tmp_path / "kb", text.encode("utf-8"))
    repo.add_brief(brief_text.encode("utf-8"), BRIEF)
    code, out, err = invoke("propose", "--color", "never", str(repo.root / BRIEF))
    assert code == 0, out + err
    patches = sorted((repo.root / OUTPUT).glob("*.patch"))
    for patch in patches:
        git(repo.root, "apply", "--check", str(patch))
    git(repo.root, "apply", "--check", *map(str, patches))
    git(repo.root, "apply", *map(str, patches))
    new = (repo.root / KB_PATH).read_text(encoding="utf-8").splitlines()
    return [line for line in new if line not in text.splitlines()]


@pytest.mark.parametrize("count", [2, 3])
@pytest.mark.parametrize("prefix", sorted(CITATIONS))
def test_new_rows_of_a_labelled_citation_table_take_consecutive_labels(
    prefix: str, count: int, tmp_path: Path
) -> None:
    table, labels = CITATIONS[prefix]
    rows = added_rows(tmp_path, kb(table, QUESTIONS), brief(count))
    assert [row.split(" | ")[:2] for row in rows] == [
        [f"| {label}", paper] for label, (paper, _) in zip(labels, PAPERS[:count], strict=False)
    ]


@pytest.mark.parametrize(
    "request_words",
    [
        '§2 待解问题新增一条："准入阈值能否在线自适应？"',
        '§2 新增一个开放问题："准入阈值能否在线自适应？"',
    ],
)
def test_a_question_row_takes_the_next_label_and_the_briefs_date(
    request_words: str, tmp_path: Path
) -> None:
    rows = added_rows(tmp_path, kb(CITATIONS["R"][0], QUESTIONS), brief(0, request_words))
    assert rows == ["| P4 | 准入阈值能否在线自适应？（E1 2026-12-14 · 增量 1） | 2026-12-14 |  |"]


def test_a_question_table_dated_otherwise_leaves_its_date_column_empty(tmp_path: Path) -> None:
    questions = QUESTIONS.replace("2026-10-15", "10 月").replace("2026-11-01", "11 月")
    rows = added_rows(
        tmp_path,
        kb(CITATIONS["R"][0], questions),
        brief(0, '§2 待解问题新增一条："准入阈值能否在线自适应？"'),
    )
    assert rows == ["| P4 | 准入阈值能否在线自适应？（E1 2026-12-14 · 增量 1） |  |  |"]


@pytest.mark.parametrize(
    ("header", "cells", "label"),
    [
        ("编号", ["P2", "P3"], "P4"),
        ("ID", ["X7"], "X8"),
        ("代号", ["C-4", "C-5", "C-6"], "C-7"),
        # Names that look like labels: not one after another, no header that says so.
        ("型号", ["H100", "H200"], ""),
        ("型号", ["A100", "H100"], ""),
        ("编号", ["P2", "Q3"], ""),
        ("型号", ["V1"], ""),
    ],
)
def test_row_labels_are_read_by_their_shape(header: str, cells: list[str], label: str) -> None:
    assert next_row_label(header, [(cell, "x") for cell in cells]) == label


@pytest.mark.parametrize(
    ("statuses", "written"),
    [
        # Most open rows write 开放: the new question is open as they are.
        (["开放", "开放", "待复核"], "开放"),
        # A closed row is no open one: 未决 is what the open rows write.
        (["已关闭", "未决", "未决"], "未决"),
        # No value most open rows share: nothing made up.
        (["开放", "待复核", "进行中"], ""),
    ],
)
def test_a_question_row_takes_the_status_most_open_rows_write(
    statuses: list[str], written: str, tmp_path: Path
) -> None:
    questions = "| 编号 | 问题 | 状态 |\n|---|---|---|\n" + "".join(
        f"| P{k + 2} | 第 {k + 2} 个问题？ | {status} |\n" for k, status in enumerate(statuses)
    )
    rows = added_rows(
        tmp_path,
        kb(CITATIONS["R"][0], questions),
        brief(0, '§2 待解问题新增一条："准入阈值能否在线自适应？"'),
    )
    cell = f" {written} " if written else "  "
    assert rows == [f"| P5 | 准入阈值能否在线自适应？（E1 2026-12-14 · 增量 1） |{cell}|"]
