"""A request taken back after it is said, in the same sentence, is never written: a correction
(`——不，先不录，等…再说`), the suggestion itself withdrawn by name (`添加 X 的建议收回`, `X 这一
提议收回`, `X 条目：撤销此前的新增建议`), a change of mind after a check (`，后经复核取消`,
`，随后撤销`), a bare `，收回`. Each is reported with its words; the same requests without the
take-back are written. Our own words."""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import render_brief

KB = (
    "# edge 活文档\n\n"
    "## 1 端侧推理\n\n"
    "- **TinyServe**：手机端 4-bit 推理，README 自述 30 tok/s。\n\n"
    "## 2 服务端\n\n"
    "- **PoolKV**：KV 池化。\n\n"
    "## 3 修订\n\n"
    "- 2026-12-01：初版。\n"
)
LINES = KB.splitlines(keepends=True)


def brief(request: str) -> str:
    return (
        "# edge · E1 预消化简报（2026-12-14）\n\n## 一、增量\n\n"
        "### 条目 1：PhoneLM 端侧推理\n\n"
        "- **来源**：organized/paper_cards/6001-2612-66601.md\n"
        "- **要点**：PhoneLM 在手机 NPU 上跑 3B 模型，README 自述 41 tok/s。\n"
        f"- **建议归入**：{request}\n"
    )


def results(request: str) -> tuple[list[ActionKind], list[str]]:
    found = render_brief(brief(request), LINES, "2026-12-14")
    proposed = [a.kind for a, r in found if r.status is Status.PROPOSED]
    reported = [r.reason for a, r in found if a.kind is ActionKind.NOT_UNDERSTOOD]
    return proposed, reported


@pytest.mark.parametrize(
    "request_",
    [
        "§1 补录 PhoneLM——不，先不录，等有功耗数据再说。",
        "§1 新增 PhoneLM——不对，暂不收，等作者放码。",
        "§1 添加 PhoneLM 的建议收回。",
        "§1 新增 PhoneLM 这一提议收回。",
        "§1 补一条 PhoneLM，后经复核取消。",
        "§1 加一条 PhoneLM，随后撤销。",
        "前稿建议 §1 添加 PhoneLM 条目，收回。",
        "§1 PhoneLM 条目：撤销此前的新增建议。",
        "§1 PhoneLM：收回之前的添加提议。",
    ],
)
def test_a_request_taken_back_after_it_is_reported(request_: str) -> None:
    proposed, reported = results(request_)
    assert proposed == []
    assert len(reported) == 1 and reported[0].startswith("a refusal ("), reported


@pytest.mark.parametrize(
    "request_",
    [
        "§1 补录 PhoneLM，等有功耗数据后再补引用也行。",
        "§1 新增 PhoneLM，不改写原文。",
        "§1 添加 PhoneLM；§2 不动，等作者放码再说。",
        "§1 新增 PhoneLM，取消 TinyServe 的旧标注一事另议。",
        "§1 补一条 PhoneLM，经复核数据可靠。",
    ],
)
def test_the_request_stands_without_a_take_back_of_it(request_: str) -> None:
    proposed, _ = results(request_)
    assert ActionKind.ADD_ENTRY in proposed
