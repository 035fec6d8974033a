"""An edit handed to a person by name (`…这件事请老陈来改`, `…，由 Mia 负责修改`, `…，请何修改`,
`…留给小赵改`, `…交给阿杰处理`), or one the writer keeps his own hands off (`…，我不碰`, `…，我这边
不改`), writes no patch: it is a stated no-op with those words, never a patch beside a skipped
row. A polite request to the reader (`请把…改为…`, `请再核对`) and a value changed from one to
another (`由 6 改为 8`) hand nothing over. Our own words and KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/qi/2026-12-10-cache-e1prep.md"
KB_PATH = "organized/knowledge/cache.md"

KB = """\
# cache 活文档

## 2 淘汰策略

### 2.1 近似 LRU

- 采样淘汰 —— 每次随机取 6 个键比较访问时间
- 分段队列 —— 冷热两段，热段占 70%

### 2.2 频率类

- LFU —— 计数器每 10 分钟衰减一半
"""


def brief(suggestion: str, point: str = "采样数加大后命中率略升。") -> str:
    return f"""\
# cache · E1 预消化简报（2026-12-10）

## 一、条目

### 条目 1：采样淘汰的新参数

- 来源：arXiv:2612.05555
- 要点：{point}
- 建议归入：{suggestion}
"""


def run(tmp_path: Path, suggestion: str) -> tuple[int, str, str]:
    return proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)


HANDED_OVER = [
    ('2.1 采样淘汰一行"6 个"改为"8 个"这件事请老陈来改。', "请老陈来改"),
    ("2.1 采样淘汰一行 6 个 → 8 个，由 Mia 负责修改。", "由 Mia 负责修改"),
    ("2.1 采样淘汰一行 6 个 → 8 个，请何修改。", "请何修改"),
    ('2.1 采样淘汰一行"6 个"改为"8 个"，留给小赵改。', "留给小赵改"),
    ('2.1 采样淘汰一行"6 个"改为"8 个"，此事交给阿杰处理。', "交给阿杰处理"),
    ('2.1 采样淘汰一行"6 个"改为"8 个"，交给何老师负责跟进。', "交给何老师负责跟进"),
    ("2.1 新增 **ARC** 条目这件事请老陈来做。", "请老陈来做"),
]


@pytest.mark.parametrize(("suggestion", "said"), HANDED_OVER)
def test_an_edit_handed_to_a_person_is_a_stated_no_op(
    tmp_path: Path, suggestion: str, said: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert after == KB, report
    assert code == 0, report
    rows = [line for line in report.splitlines() if "(条目 1)" in line]
    assert rows and all("skipped" in row for row in rows), report
    assert any("stated no-op" in row and said in row for row in rows), report


KEPT_OFF = [
    ('2.1 采样淘汰一行"6 个"改为"8 个"这件事请老陈来改，我不碰。', "请老陈来改"),
    ('2.1 采样淘汰一行"6 个"改为"8 个"，我不碰。', "我不碰"),
    ('2.1 采样淘汰一行"6 个"改为"8 个"，我这边不改。', "我这边不改"),
    ('2.1 采样淘汰一行"6 个"改为"8 个"；我就不动了。', "我就不动了"),
    ('2.1 采样淘汰一行"6 个"改为"8 个"，交给何处理，我这边不改。', "交给何处理"),
]


@pytest.mark.parametrize(("suggestion", "said"), KEPT_OFF)
def test_an_edit_the_writer_keeps_his_hands_off_writes_nothing(
    tmp_path: Path, suggestion: str, said: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert after == KB, report
    assert code == 0, report
    assert "proposed" not in report, report
    assert any("stated no-op" in row and said in row for row in report.splitlines()), report


def test_a_check_handed_to_a_person_beside_a_keep_is_a_stated_no_op(tmp_path: Path) -> None:
    code, report, after = run(tmp_path, '2.1 采样淘汰一行的"6 个"由何负责核对原文，本轮不动。')
    assert after == KB, report
    assert code == 0, report
    assert "not understood" not in report, report
    assert "由何负责" in report, report


@pytest.mark.parametrize(
    "suggestion",
    [
        '请把 2.1 采样淘汰一行的"6 个"改为"8 个"。',
        '2.1 采样淘汰一行"6 个"改为"8 个"，请再核对。',
        "2.1 采样淘汰一行由 6 个改为 8 个。",
        '2.1 采样淘汰一行"6 个"改为"8 个"，请务必补上。',
    ],
)
def test_a_polite_request_or_a_value_changed_hands_nothing_over(
    tmp_path: Path, suggestion: str
) -> None:
    _, report, after = run(tmp_path, suggestion)
    assert "- 采样淘汰 —— 每次随机取 8 个键比较访问时间" in after, report
    assert "stated no-op" not in report, report
