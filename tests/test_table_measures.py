"""A new table row fills a column of measures (`| 参数 |` with `34B`, `| MMMU |` with `51.1`,
`| k |` with `2`) with the value the brief's 要点 names by the column's header (`120B 参数`,
`MMMU 61.5`, `k=4`), once; a value said twice differently is not chosen between. A column the
brief states nothing for is written as its own cells write a missing value: `—` beside `—`,
empty beside empty cells, whatever the other columns do. (Our own KBs and briefs.)"""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import git, invoke, make_repo

KB = "organized/knowledge/vlm.md"
BRIEF = "inbox/mo/2026-12-18-vlm-e1prep.md"
OUTPUT = "inbox/mo/2026-12-18-vlm-e1prep.patches"


def brief(said: str) -> str:
    return (
        "# vlm · E1 预消化简报（2026-12-18）\n\n"
        "- **作者**：Mo · E1 预消化（vlm）\n"
        "- **时间**：2026-12-18 21:00\n"
        f"- **对照活文档**：{KB}\n\n"
        "## 二、增量\n\n"
        "### 增量 1：Kestrel-VL —— 新的开源多模态模型\n\n"
        "- **来源**：organized/repo_cards/9-kestrel-vl.md\n"
        f"- **要点**：{said}\n"
        "- **建议归入**：「开源」小节新增一条 Kestrel-VL。\n\n"
    )


def kb(table: str) -> str:
    return f"# vlm 活文档\n\n## 模型\n\n### 开源\n\n{table}\n## 基准\n\n- MMMU：多学科。\n"


def new_row(tmp_path: Path, table: str, said: str) -> list[str]:
    """The cells of the row the written patch adds, once it is checked and applied."""
    repo = make_repo(tmp_path / "kb", b"# other\n")
    repo.write(KB, kb(table).encode("utf-8"))
    repo.commit("vlm KB")
    repo.add_brief(brief(said).encode("utf-8"), BRIEF)
    code, out, err = invoke("propose", "--color", "never", str(repo.root / BRIEF))
    assert code == 0, out + err
    patches = sorted((repo.root / OUTPUT).glob("*.patch"))
    git(repo.root, "apply", "--check", *map(str, patches))
    git(repo.root, "apply", *map(str, patches))
    lines = (repo.root / KB).read_text(encoding="utf-8").splitlines()
    row = next(line for line in lines if line.startswith("| Kestrel-VL"))
    return [cell.strip() for cell in row.strip().strip("|").split("|")]


MODELS = (
    "| 模型 | 参数 | MMMU | 备注 |\n"
    "|---|---|---|---|\n"
    "| OrbVL | 26B | 45.2 | 动态切片 |\n"
    "| CloudVL | — | 51.4 | 仅 API |\n"
)
ROUTERS = (
    "| 模型 | 年份 | k | 要点 |\n"
    "|---|---|---|---|\n"
    "| Switchy | 2021 | 1 | 单专家 |\n"
    "| Pairy | 2022 | 2 | 双专家 |\n"
)


@pytest.mark.parametrize(
    ("table", "said", "wanted"),
    [
        (MODELS, "120B 参数，MMMU 61.5，支持长视频。", {1: "120B", 2: "61.5"}),
        (MODELS, "MMMU 为 61.5，参数未公开。", {1: "—", 2: "61.5"}),
        (ROUTERS, "路由器 k=4，无辅助损失。", {1: "", 2: "4"}),
        # Said twice, differently: neither is chosen.
        (MODELS, "MMMU 61.5（验证集），MMMU 58.0（测试集）。", {1: "—", 2: "—"}),
    ],
)
def test_a_measure_column_takes_the_value_the_brief_names_by_its_header(
    table: str, said: str, wanted: dict[int, str], tmp_path: Path
) -> None:
    cells = new_row(tmp_path, table, said)
    assert len(cells) == 4, cells
    for column, value in wanted.items():
        assert cells[column] == value, cells


def test_an_unstated_column_is_written_as_its_own_cells_write_a_missing_value(
    tmp_path: Path,
) -> None:
    table = (
        "| 模型 | 参数 | 许可 | 备注 |\n"
        "|---|---|---|---|\n"
        "| OrbVL | 26B |  | 动态切片 |\n"
        "| CloudVL | — |  | 仅 API |\n"
    )
    cells = new_row(tmp_path, table, "一个新的开源多模态模型。")
    # 参数 writes `—` for a value it lacks; 许可 leaves its cells empty.
    assert cells[1] == "—", cells
    assert cells[2] == "", cells
