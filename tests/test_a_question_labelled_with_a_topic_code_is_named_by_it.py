"""Open questions labelled with a topic code between the letter and the number (`**Q-SPEC-2**`,
`**Q-LAUNCH-1**`) are named by that label as `Q2` names its question: words appended to it,
a keep of it. Our own words, on a KB of our own."""

from __future__ import annotations

import pytest

from tests.conftest import kb_after

KB = """\
# 卫星

## 星座进展

正文。

## 悬而未决

**Q-SPEC-2** 手机直连的带外发射限值能否放宽？这决定带宽上限。

**Q-SPEC-3** 频段能否共享？【已结：可以，2026-10。】

**Q-LAUNCH-1** 年发射次数能否破 200？
"""


def brief(request: str) -> str:
    return f"""\
# 卫星 · E1 预消化简报（2026-12-09）

## 一、今日重要增量

### 条目 1：豁免获批

- **来源**：FCC 命令（2026-11-20）
- **要点**：FCC 部分批准豁免。
- **建议归入**：{request}

## 四、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "request_words",
    [
        "Q-SPEC-2 末尾追加「【已结：FCC 部分批准。】」",
        "在 Q-SPEC-2 这一问的末尾附上：「【已结：FCC 部分批准。】」",
        # A verb of writing down after its end (it wrote the words as a new question).
        "Q-SPEC-2 末尾记入：「【已结：FCC 部分批准。】」",
        "Q-SPEC-2 结尾写上「【已结：FCC 部分批准。】」",
    ],
)
def test_words_are_appended_to_the_question_the_label_names(request_words: str) -> None:
    lines, rows = kb_after(KB, brief(request_words))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert (
        "**Q-SPEC-2** 手机直连的带外发射限值能否放宽？这决定带宽上限。【已结：FCC 部分批准。】"
        in lines
    ), rows
    assert len(lines) == len(KB.splitlines())


def test_a_keep_of_the_labelled_question_changes_nothing() -> None:
    lines, rows = kb_after(KB, brief("Q-LAUNCH-1 保持开放，不动。"))
    assert lines == KB.splitlines(), rows
    assert "proposed" not in [status for status, _ in rows], rows
