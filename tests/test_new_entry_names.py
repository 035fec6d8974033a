"""The name a request gives its new entry (`新增一条 ExpertFlow`) is read from the lexicon's
`new_entry` table: the shipped name verbs, the ones composed from the add verb's roots
(`新{root}`), and a team's own in `.kbpatch.toml`. Each written through `kbpatch propose` and
`git apply` in a real repository."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.reading import default_lexicon, lexicon_from_text

from .conftest import applied_kb

KB = """\
# inference 活文档

## 一、调度

### 1.1 批处理

- **StaticBatch**：固定批大小，空槽等满再发。
- **ChunkFill**：长提示切块填入空槽。

### 1.2 趋势

- 连续批处理成为默认。

## 二、引用列表

1. arXiv:2502.00011 — ChunkFill〔§1.1〕
"""
BRIEF_PATH = "inbox/lee/2026-12-10-inference-e1prep.md"


def brief(suggestion: str) -> str:
    return (
        "# inference · E1 预消化简报（2026-12-10）\n\n## 一、今日条目（1 条）\n\n"
        "### 条目 1：按专家分组的新调度 —— 专家亲和批处理（arXiv:2612.50021）\n\n"
        "- **来源**：organized/paper_cards/5002-2612-50021.md\n"
        "- **要点**：同一专家的请求排进同一批，换入次数降一半。\n"
        f"- **建议归入**：{suggestion}\n"
    )


def new_lines(tmp_path: Path, suggestion: str, team: str = "") -> list[str]:
    after = applied_kb(tmp_path, KB, brief(suggestion), BRIEF_PATH, team=team)
    old = KB.splitlines()
    return [line for line in after.splitlines() if line not in old]


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.1 新增一条 MoEBatch。",
        "§1.1 增录 MoEBatch。",
        "§1.1 登记 MoEBatch 条目。",
        "§1.1 补一条 MoEBatch，与 ChunkFill 并列。",
        "§1.1 列入 MoEBatch 一条。",
    ],
)
def test_the_name_a_request_gives_heads_the_new_entry(tmp_path: Path, suggestion: str) -> None:
    (line,) = new_lines(tmp_path, suggestion)
    assert line.startswith("- **MoEBatch**（arXiv:2612.50021）："), line


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.1 新录一条 MoEBatch。",
        "§1.1 新登 MoEBatch 条目。",
        "§1.1 新列一条 MoEBatch，与 ChunkFill 并列。",
        "§1.1 新挂 MoEBatch 一条。",
    ],
)
def test_an_add_root_after_xin_names_the_entry_as_xinzeng_does(
    tmp_path: Path, suggestion: str
) -> None:
    (line,) = new_lines(tmp_path, suggestion)
    assert line.startswith("- **MoEBatch**（arXiv:2612.50021）："), line


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.1 附 MoEBatch。",
        "§1.1 新增一条，记录 MoEBatch。",
        "§1.1 新增一条，附录 MoEBatch。",
        "§1.1 新增一条 arXiv 2612.50021。",
    ],
)
def test_words_that_attach_or_record_name_no_entry(suggestion: str) -> None:
    assert default_lexicon().new_entry_name.search(suggestion) is None


TEAM = '[verbs.add]\nphrases = ["收编"]\n\n[new_entry]\nname_verbs = ["收编"]\n'


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.1 收编 MoEBatch。",
        "§1.1 收编一条 MoEBatch。",
        "§1.1 收编 MoEBatch 条目。",
        "§1.1 收编 MoEBatch，与 ChunkFill 并列。",
    ],
)
def test_a_teams_name_verb_names_the_new_entry(tmp_path: Path, suggestion: str) -> None:
    assert default_lexicon().new_entry_name.search(suggestion) is None
    (line,) = new_lines(tmp_path, suggestion, TEAM)
    assert line.startswith("- **MoEBatch**（arXiv:2612.50021）："), line


def test_a_teams_name_verb_is_plain_text_and_its_end_words_are_read() -> None:
    team = lexicon_from_text('[new_entry]\nname_verbs = ["收.编"]\nname_ends = ["挨着"]\n')
    found = team.new_entry_name.search("§1.1 收.编 MoEBatch 挨着 ChunkFill")
    assert found is not None and found.group("name") == "MoEBatch"
    assert team.new_entry_name.search("§1.1 收X编 MoEBatch。") is None
    assert default_lexicon().new_entry_name.search("§1.1 新增 MoEBatch 挨着 ChunkFill") is None


@pytest.mark.parametrize(
    ("suggestion", "title"),
    [
        ("§1.1 新增一条，标题用“专家亲和调度”。", "专家亲和调度"),
        ("§1.1 新增一条，条目名用「专家亲和调度」。", "专家亲和调度"),
        ("§1.1 补一条 MoEBatch，命名为“专家亲和批”。", "专家亲和批"),
        ("§1.1 新增一条，题为：「按专家分批」。", "按专家分批"),
        ('Add an entry to §1.1 titled "Expert-affine batching".', "Expert-affine batching"),
    ],
)
def test_a_title_the_request_gives_names_the_new_entry(
    tmp_path: Path, suggestion: str, title: str
) -> None:
    (line,) = new_lines(tmp_path, suggestion)
    assert line.startswith(f"- **{title}**（arXiv:2612.50021）："), line
    assert "同一专家的请求排进同一批" in line
