"""`「X。」句末补挂〔21〕，放在句号之前`: a sentence of the section quoted whole, with its stop,
then a citation marker asked at its end: the marker goes right before that stop, the sentence
otherwise as it is. Before, the request was reported as naming no entry to append to. Our own
words, on a KB of our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

LINE = "甲疗法的 3 级反应已降到 5% 以下〔2〕。预防用药是否影响疗效仍无随机数据。乙疗法尚无数据。"
KB = f"""\
# 细胞治疗 活文档

## 5 安全性

### 5.1 细胞因子释放

{LINE}
"""


def brief(suggestion: str) -> str:
    return f"""\
# cell · E1 预消化简报（2026-12-18）

## 一、今日重要增量

### 条目 1：预防用药综述

- **来源**：综述（2026-12-05）
- **要点**：预防用药证据仍弱。
- **建议归入**：{suggestion}

## 四、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        "§5.1 第二句「预防用药是否影响疗效仍无随机数据。」句末补挂〔3〕，放在句号之前；"
        "句子本身不改。",
        "§5.1「预防用药是否影响疗效仍无随机数据。」句末补〔3〕。",
        "§5.1「预防用药是否影响疗效仍无随机数据。」句尾加上〔3〕。",
    ],
)
def test_the_marker_goes_before_the_sentence_s_stop(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert rows[0][0] == "proposed", rows
    new = LINE.replace("随机数据。", "随机数据〔3〕。")
    assert lines == [new if x == LINE else x for x in KB.splitlines()], lines
