"""Patch file names for sections a brief names by Chinese-only titles: readable and stable —
the number the document gives the section (its own after its chapter's, or its chapter's),
its Latin words if any, the action — never a checksum, never an empty part, and never the
same name twice in a folder. Our own words."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from .dry_run import dry_run

KB = """# 评测 活文档

## 第1节 长上下文

### （一）合成任务

- **NeedleSet**（arXiv:2301.20001）：长度可调的合成检索。

### （二）真实任务

- **LongDocQA**（arXiv:2301.20002）：长文档问答。

## 二、幻觉评测

### 忠实度

- 摘要忠实度仍缺统一基准。

### 事实性

- **AtomCheck**（arXiv:2301.20003）：原子事实逐条核验。

## KV 缓存

- **PagedKV**（arXiv:2301.20004）：分页管理 KV。

## 附注

- 本文档只收公开基准。
"""


def brief(section: str, request: str) -> str:
    return (
        "inference · E1 预消化简报（2026-12-02）\n\n"
        "## 条目 1：多针检索（arXiv:2612.90001）—— 长上下文里的多针找回\n\n"
        "来源：卡片 organized/paper_cards/multi-needle.md\n\n"
        "要点：该基准在 128K 上下文里放入多根针，要求模型全部找回。\n\n"
        f"**建议归入**：{request.format(s=section)}\n"
    )


REQUESTS = [
    "「{s}」小节新增一条多针检索。",
    "在「{s}」一节补一条多针检索。",
    "「{s}」一节新增多针检索一条。",
    "多针检索收录进「{s}」一节。",
]


def names(out: str) -> list[str]:
    return re.findall(r"^# (\S+\.patch)$", out, re.M)


@pytest.mark.parametrize(
    ("section", "expected"),
    [
        ("（二）真实任务", "0001-s1.2-add-arxiv-2612.90001.patch"),
        ("合成任务", "0001-s1.1-add-arxiv-2612.90001.patch"),
        ("忠实度", "0001-s2-add-arxiv-2612.90001.patch"),
        ("KV 缓存", "0001-skv-add-arxiv-2612.90001.patch"),
        ("附注", "0001-add-arxiv-2612.90001.patch"),
    ],
)
@pytest.mark.parametrize("request_", REQUESTS)
def test_a_chinese_titled_section_is_named_by_its_number_and_latin_words(
    tmp_path: Path, section: str, expected: str, request_: str
) -> None:
    out = dry_run(tmp_path, KB, brief(section, request_))
    assert names(out) == [expected], out
    assert "name-" not in names(out)[0] and names(out)[0].isascii()


def test_two_sections_of_one_chapter_never_share_a_name(tmp_path: Path) -> None:
    request = "「忠实度」小节新增一条多针检索；「事实性」小节也新增一条多针检索。"
    out = dry_run(tmp_path, KB, brief("", request))
    found = names(out)
    assert len(found) == 2 and len(set(found)) == 2, out
    assert all(n.startswith(("0001-s2-", "0002-s2-")) for n in found), found
    # The same brief twice: the same names.
    assert names(dry_run(tmp_path / "again", KB, brief("", request))) == found
