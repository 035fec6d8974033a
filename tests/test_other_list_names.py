"""The document's list of open questions and its list of citations under the other names teams
give them (`开放性问题`, `问题清单`, `引文`, `延伸阅读`, `Works cited`, traditional `參考文獻`): a
brief that says 开放问题 or 参考文献 finds them. A chapter's own `### 相关论文` never stands in
for the document's `## 参考文献`."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import applied_kb

BRIEF_PATH = "inbox/lu/2026-12-02-inference-e1prep.md"


def kb(questions: str, citations: str, extra: str = "") -> str:
    return f"""\
# 推理活文档

## 1 调度

- **Orca**（arXiv:2201.00001）：迭代级调度。
{extra}
## 2 {questions}

1. 抢占代价如何计量？
2. 迁移是否值得？

## 3 {citations}

1. arXiv:2201.00001 — Orca 〔§1〕
"""


def brief(place: str) -> str:
    return f"""\
# inference · E1 预消化简报（2026-12-02）

## 一、条目

### 条目 1：Llumnix（arXiv:2406.03243）

- 来源：arXiv:2406.03243
- 要点：在实例间迁移请求以平衡负载。
- 建议归入：{place}
"""


@pytest.mark.parametrize("name", ["开放性问题", "问题清单", "待研究问题", "悬而未决", "開放問題"])
def test_a_new_question_finds_the_question_list_by_its_other_names(
    tmp_path: Path, name: str
) -> None:
    after = applied_kb(
        tmp_path,
        kb(name, "参考文献"),
        brief('开放问题新增一条："迁移的收益能否预测？"'),
        BRIEF_PATH,
    )
    assert "2. 迁移是否值得？\n3. 迁移的收益能否预测？" in after


@pytest.mark.parametrize("name", ["引文", "延伸阅读", "论文列表", "Works cited", "參考文獻"])
def test_a_new_citation_finds_the_citation_list_by_its_other_names(
    tmp_path: Path, name: str
) -> None:
    after = applied_kb(
        tmp_path,
        kb("开放问题", name),
        brief("§1 新增一条 Llumnix；参考文献登记一条引用。"),
        BRIEF_PATH,
    )
    assert after.rstrip().endswith("2. arXiv:2406.03243 — Llumnix 〔§1〕（E1 2026-12-02 · 条目 1）")


def test_a_chapters_related_papers_do_not_stand_in_for_the_citation_list(tmp_path: Path) -> None:
    extra = "\n### 1.1 相关论文\n\n- Sarathi（arXiv:2403.02310）\n"
    after = applied_kb(
        tmp_path,
        kb("开放问题", "参考文献", extra),
        brief("§1 新增一条 Llumnix；参考文献登记一条引用。"),
        BRIEF_PATH,
    )
    assert after.rstrip().endswith("2. arXiv:2406.03243 — Llumnix 〔§1〕（E1 2026-12-02 · 条目 1）")
    assert "- Sarathi（arXiv:2403.02310）\n\n## 2" in after
