"""A section of bold defined-term paragraphs (`**名**：…`) that ends with a container (`::: note`
… `:::`): a new entry is the last of the paragraphs, before the container and bold like them,
never a bare paragraph after the container, apart from its neighbours. Our own KB and words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

PATH = "organized/knowledge/serving.md"


def kb(container: str) -> str:
    return (
        "# 推理服务笔记\n\n"
        "## 1 调度\n\n"
        "**ContBatch**：按 token 粒度把新请求并入运行中的批。\n\n"
        "**ChunkFill**：把长 prefill 切块与 decode 混跑。\n\n"
        f"{container}\n\n"
        "## 2 抢占\n\n"
        "**SwapOut**：显存不足时把 KV 换出到内存。\n"
    )


CONTAINERS = [
    "::: note\n以上数字来自社区测试，未复测。\n:::",
    ":::: warning\n切块过小会拖慢 decode。\n::::",
    "::: {.callout-tip}\n先调大块大小再看延迟。\n:::",
]


@pytest.mark.parametrize("container", CONTAINERS)
@pytest.mark.parametrize(
    "request_", ["§1 新增 PrefixShare 条目。", "「调度」一节补录 PrefixShare。"]
)
def test_a_new_term_stands_before_the_container(
    container: str, request_: str, tmp_path: Path
) -> None:
    brief = (
        "# serving · E1 预消化简报（2026-12-08）\n\n"
        "- **对照活文档**：organized/knowledge/serving.md\n\n"
        "## 今日条目\n\n"
        "### 条目 1：PrefixShare 前缀共享（arXiv:2612.04411）\n\n"
        "- **来源**：organized/paper_cards/812-prefixshare.md\n"
        "- **要点**：多请求共享系统提示的 KV，显存占用降 30%。\n"
        f"- **建议归入**：{request_}\n"
    )
    code, report, text = proposed_and_applied(
        tmp_path, PATH, kb(container), brief, "inbox/li/2026-12-08-serving-e1prep.md"
    )
    assert code == 0, report
    assert (
        "**ChunkFill**：把长 prefill 切块与 decode 混跑。\n\n"
        "**PrefixShare**（arXiv:2612.04411）：多请求共享系统提示的 KV，显存占用降 30%。"
        f"（E1 2026-12-08 · 条目 1）\n\n{container}\n\n## 2 抢占"
    ) in text
