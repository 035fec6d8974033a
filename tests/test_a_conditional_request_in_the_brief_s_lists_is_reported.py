"""A line of the brief's own caveats list (值得警惕) or of its closing list that asks an edit under
a condition (`若 E3 复测通过，则再写入展望`, `待…后再补进…`, `要是…，再把它写进…`) is the brief's
request, withheld: it gets a report row with its words, even where kbpatch finds no place in it,
and no patch. A caveat that only speaks of a verb (`厂商称…，勿据此改…`), a hypothesis of the edit
itself (`若要收录，只能放…`) and a remark with a condition (`如果按厂商口径，加速可达 4×`) ask
nothing withheld. Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/wu/2026-12-11-codecs-e1prep.md"
KB_PATH = "organized/knowledge/codecs.md"

KB = """\
# codecs 活文档

## 1 视频编码

### 1.1 帧内预测

- **AV1-Intra**（arXiv:2101.00031）：方向预测 56 种。

## 展望

- 神经编码器将在两年内进入直播。
"""

ENTRY = "- **GrainNet**（arXiv:2612.07777）"


def brief(caveat: str, closing: str) -> str:
    return f"""\
# codecs · E1 预消化简报（2026-12-11）

## 一、条目

### 条目 1：GrainNet：胶片颗粒合成

- 来源：arXiv:2612.07777
- 要点：解码端合成胶片颗粒，码率省 18%（厂商自测）。
- 建议归入：§1.1 新增 GrainNet 条目。

## 二、值得警惕

1. {caveat}

## 三、归并建议

- {closing}
"""


def run(tmp_path: Path, caveat: str, closing: str) -> tuple[int, str, str]:
    return proposed_and_applied(tmp_path, KB_PATH, KB, brief(caveat, closing), BRIEF_PATH)


def rows_of_line(report: str, line: int) -> list[str]:
    return [r for r in report.splitlines() if f"[line {line}]" in r]


CONDITIONAL = [
    ("18% 为厂商自测；若 E3 复测通过，则再写入展望。", "若 E3 复测通过"),
    ("如果第三方复测成立，再把 GrainNet 写进展望。", "如果第三方复测成立"),
    ("待开源实现放出后再补进展望。", "待开源实现放出后再补进展望"),
    ("要是 E3 能复现，就加到展望里。", "(要是)"),
    ("If E3 reproduces the 18%, add it to the outlook.", "If E3 reproduces"),
    ("如果第三方复测成立，要不要写入展望？", "要不要"),
]


@pytest.mark.parametrize(("caveat", "said"), CONDITIONAL)
def test_a_conditional_request_in_the_caveats_list_gets_a_withheld_row(
    tmp_path: Path, caveat: str, said: str
) -> None:
    code, report, after = run(tmp_path, caveat, "§1.1（GrainNet）。")
    assert ENTRY in after and "展望\n\n- 神经编码器将在两年内进入直播。\n" in after, report
    assert code == 1
    (row,) = rows_of_line(report, 13)
    assert "not understood" in row and said in row, report
    assert "a conditional" in row or "a question" in row, report


@pytest.mark.parametrize(("closing", "said"), CONDITIONAL)
def test_a_conditional_request_in_the_closing_list_gets_a_withheld_row(
    tmp_path: Path, closing: str, said: str
) -> None:
    code, report, after = run(tmp_path, "18% 为厂商自测。", closing)
    assert ENTRY in after and after.count("GrainNet") == 1, report
    assert code == 1
    (row,) = rows_of_line(report, 17)
    assert "not understood" in row and said in row, report
    assert "a conditional" in row or "a question" in row, report


@pytest.mark.parametrize(
    "caveat",
    [
        "如果按厂商口径，码率可省到 25%。",
        "若要收录，只能放进正文而非展望。",
        "厂商称“若再调参可写入更低码率”，此说存疑。",
        # A verb negated under the condition, a question of the paper's claim.
        "码率是否够用取决于片源，不能写成“全面优于 AV1”。",
        "颗粒合成能否迁移到动画片源尚未验证。",
        "若 E3 复测失败，则不写入展望。",
    ],
)
def test_a_caveat_that_asks_nothing_withheld_gets_no_row(tmp_path: Path, caveat: str) -> None:
    code, report, after = run(tmp_path, caveat, "§1.1（GrainNet）。")
    assert ENTRY in after, report
    assert code == 0 and not rows_of_line(report, 13), report


def test_a_caveat_quoting_a_verb_writes_nothing(tmp_path: Path) -> None:
    _, report, after = run(
        tmp_path, "厂商声称码率可省到 25%，勿据此改 §1.1 的数字。", "§1.1（GrainNet）。"
    )
    assert after.count("\n- ") == KB.count("\n- ") + 1 and ENTRY in after, report
    assert "25%" not in after
