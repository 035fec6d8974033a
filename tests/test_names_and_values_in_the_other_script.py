"""An entry's name or an old value that the brief writes in traditional characters finds the
entry or value a simplified KB writes (`連續批處理` is `连续批处理`, `迭代級調度` is `迭代级调度`),
and the reverse; a new entry whose name stands in the other script is the same entry, reported,
never added twice. The script fold is the lexicon's (`script.folds`). Every KB and request here
is our own."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import proposed_and_applied, render_brief

BRIEF_PATH = "inbox/lan/2026-12-21-sched-e1prep.md"
KB_PATH = "organized/knowledge/sched.md"
DATE = "2026-12-21"

SIMPLIFIED = """\
# sched 活文档

## 2 调度

- **连续批处理**：迭代级调度，吞吐提升 2.1 倍。（arXiv:2309.00001）
- **分块预填充**：把长提示切块，首字延迟下降 30%。（arXiv:2403.00002）

## 3 开放问题

- 调度能否统一？
"""
TRADITIONAL = SIMPLIFIED.replace("连续批处理", "連續批處理").replace("迭代级调度", "迭代級調度")


def brief(suggestion: str, name: str = "RollServe") -> str:
    return f"""\
# sched · E1 预消化简报（{DATE}）

## 一、条目

### 条目 1：{name}

- 来源：arXiv:2612.05555
- 要点：滚动批处理，尾延迟降 20%。
- 建议归入：{suggestion}
"""


def run(tmp_path: Path, kb: str, suggestion: str, name: str = "RollServe") -> tuple[int, str, str]:
    return proposed_and_applied(tmp_path, KB_PATH, kb, brief(suggestion, name), BRIEF_PATH)


@pytest.mark.parametrize(
    ("kb", "suggestion"),
    [
        (SIMPLIFIED, "§2 連續批處理 條目末尾補充一句：可與投機解碼疊加。"),
        (SIMPLIFIED, "§2 的 連續批處理 一條補充一句：可與投機解碼疊加。"),
        (TRADITIONAL, "§2 连续批处理 条目末尾补充一句：可與投機解碼疊加。"),
    ],
)
def test_words_go_on_the_entry_named_in_the_other_script(
    tmp_path: Path, kb: str, suggestion: str
) -> None:
    code, report, after = run(tmp_path, kb, suggestion)
    assert code == 0, report
    (line,) = [x for x in after.splitlines() if "可與投機解碼疊加" in x]
    assert line.startswith(("- **连续批处理**：", "- **連續批處理**：")), after
    assert "吞吐提升 2.1 倍。可與投機解碼疊加。（arXiv:2309.00001）" in line, line


@pytest.mark.parametrize(
    ("kb", "suggestion", "old_line", "new_line"),
    [
        (
            SIMPLIFIED,
            "§2 連續批處理 條目中「迭代級調度」改為「迭代級調度與搶佔」。",
            "迭代级调度，吞吐",
            "- **连续批处理**：迭代級調度與搶佔，吞吐提升 2.1 倍。（arXiv:2309.00001）",
        ),
        (
            TRADITIONAL,
            "§2 连续批处理 条目中「迭代级调度」改为「迭代级调度与抢占」。",
            "迭代級調度，吞吐",
            "- **連續批處理**：迭代级调度与抢占，吞吐提升 2.1 倍。（arXiv:2309.00001）",
        ),
        (
            SIMPLIFIED,
            "§2 分塊預填充 條目中「30%」改為「35%」。",
            "下降 30%",
            "- **分块预填充**：把长提示切块，首字延迟下降 35%。（arXiv:2403.00002）",
        ),
    ],
)
def test_an_old_value_in_the_other_script_is_replaced(
    tmp_path: Path, kb: str, suggestion: str, old_line: str, new_line: str
) -> None:
    code, report, after = run(tmp_path, kb, suggestion)
    assert code == 0, report
    assert new_line in after.splitlines(), after
    assert old_line not in after


@pytest.mark.parametrize(
    ("kb", "suggestion", "name"),
    [
        (TRADITIONAL, "§2 新增 连续批处理 条目。", "连续批处理"),
        (TRADITIONAL, "「调度」一节补录 连续批处理。", "连续批处理"),
        (TRADITIONAL, "§2 增补一条 连续批处理。", "连续批处理"),
    ],
)
def test_an_entry_named_in_the_other_script_is_not_added_again(
    kb: str, suggestion: str, name: str
) -> None:
    lines = kb.splitlines(keepends=True)
    results = [
        (r.status, r.reason)
        for a, r in render_brief(brief(suggestion, name), lines, DATE)
        if a.kind is ActionKind.ADD_ENTRY
    ]
    assert results, results
    for status, reason in results:
        assert status is not Status.PROPOSED, reason
        assert "already" in reason, reason
