"""A marker asked beside a change of one value (`把 A 改成 B，并在这句句末的 ^[1] 后面补 ^[7]`,
`该句末尾加注〔7〕`, `〔1〕后补〔7〕`) ends the sentence that holds A, after the markers that
sentence already ends with, in the same patch as the change; the other sentences of the line,
and their markers, stay as they are. Where the sentence does not end with the marker the
request names, or A is not one place, nothing is guessed; a marker asked beside a change with
no place of its own is reported, never dropped. Our own words, on our own small KBs."""

from __future__ import annotations

import pytest

from .conftest import kb_after


def kb(cite: str, after_stop: bool = False) -> str:
    """A paragraph of three sentences, each citing its source by `cite` (a format with `{n}`)."""

    def at_end(words: str, n: int) -> str:
        marker = cite.format(n=n)
        return f"{words}。{marker}" if after_stop else f"{words}{marker}。"

    paragraph = "".join(
        [
            at_end("2026 年前三季度全省新增光伏装机 14.2 GW", 1),
            at_end("9 月单月新增 2.6 GW，分布式占比 58%", 1),
            at_end("集中式项目仍以西北三市为主", 2),
        ]
    )
    return f"""\
# 光伏装机活文档

## 1 装机

### 1.1 省内

{paragraph}

### 1.2 全国

全国前三季度新增 160 GW{cite.format(n=3)}。

## 2 参考

- {cite.format(n=1)} 省能源局月报
- {cite.format(n=2)} 省发改委通报
- {cite.format(n=3)} 国家能源局
"""


def brief(request: str, closing: str = "见条目 1。") -> str:
    return f"""\
# 光伏 · E1 预消化简报（2026-12-09）

## 一、今日重要增量

### 条目 1：省能源局更正

- **来源**：省能源局（2026-12-08）
- **要点**：9 月单月新增装机更正为 2.4 GW。
- **建议归入**：{request}

## 四、本轮结论与建议动作

- {closing}
"""


CHANGED = "9 月单月新增 2.4 GW，分布式占比 58%"
OTHERS = ("2026 年前三季度全省新增光伏装机 14.2 GW", "集中式项目仍以西北三市为主")


@pytest.mark.parametrize(
    ("cite", "asked"),
    [
        (
            "^[{n}]",
            "§1.1 把「9 月单月新增 2.6 GW」改成「9 月单月新增 2.4 GW」，"
            "并在这句句末的 `^[1]` 后面补 `^[7]`。",
        ),
        ("^[{n}]", "1.1 节：「2.6 GW」改为「2.4 GW」，该句末尾加注 ^[7]。"),
        ("〔{n}〕", "§1.1：「2.6 GW」→「2.4 GW」，〔1〕后补〔7〕。"),
        ("〔{n}〕", "§1.1 把 2.6 GW 改成 2.4 GW，句末再挂〔7〕。"),
        ("[^{n}]", "§1.1：「2.6 GW」改为「2.4 GW」，同句句末补脚注 [^7]。"),
    ],
)
def test_the_marker_ends_the_sentence_of_the_change(cite: str, asked: str) -> None:
    lines, rows = kb_after(kb(cite), brief(asked))
    assert [status for status, _ in rows] == ["proposed", "proposed"], rows
    one, seven, two = (cite.format(n=n) for n in (1, 7, 2))
    paragraph = f"{OTHERS[0]}{one}。{CHANGED}{one}{seven}。{OTHERS[1]}{two}。"
    assert paragraph in lines, rows


def test_a_document_that_cites_after_its_stops_takes_the_marker_after_the_stop() -> None:
    asked = "§1.1：「2.6 GW」改为「2.4 GW」，并在这句句末的 [1] 后面补 [7]。"
    lines, rows = kb_after(kb("[{n}]", after_stop=True), brief(asked))
    assert f"{OTHERS[0]}。[1]{CHANGED}。[1][7]{OTHERS[1]}。[2]" in lines, rows


def test_a_marker_the_sentence_does_not_end_with_is_no_place() -> None:
    asked = "§1.1：「2.6 GW」改为「2.4 GW」，并在句末 ^[2] 后面补 ^[7]。"
    lines, rows = kb_after(kb("^[{n}]"), brief(asked))
    assert f"{CHANGED}^[1]。" in "".join(lines), rows
    assert "^[7]" not in "".join(lines), rows
    assert any(
        status == "unresolved" and "does not end with it" in reason for status, reason in rows
    ), rows


def test_a_value_the_section_holds_twice_names_no_one_sentence() -> None:
    asked = "§1：「新增」改为「新增并网」，该句末尾加注 ^[7]。"
    lines, rows = kb_after(kb("^[{n}]"), brief(asked))
    assert "^[7]" not in "".join(lines), rows


def test_a_marker_the_sentence_already_ends_with_asks_no_edit() -> None:
    asked = "§1.1：「2.6 GW」改为「2.4 GW」，该句末尾补 ^[1]。"
    lines, rows = kb_after(kb("^[{n}]"), brief(asked))
    assert f"{CHANGED}^[1]。" in "".join(lines), rows
    assert "^[1]^[1]" not in "".join(lines), rows


def test_a_marker_refused_beside_a_change_is_not_written() -> None:
    asked = "§1.1：「2.6 GW」改为「2.4 GW」，句末不加 ^[7]。"
    lines, rows = kb_after(kb("^[{n}]"), brief(asked))
    assert f"{CHANGED}^[1]。" in "".join(lines), rows
    assert "^[7]" not in "".join(lines), rows


@pytest.mark.parametrize("asked", ["另补〔7〕", "并补引用〔7〕", "来源补〔7〕"])
def test_a_marker_asked_with_no_place_beside_a_change_is_reported(asked: str) -> None:
    lines, rows = kb_after(kb("〔{n}〕"), brief(f"§1.1：「2.6 GW」改为「2.4 GW」，{asked}。"))
    assert f"{CHANGED}〔1〕。" in "".join(lines), rows
    assert "〔7〕" not in "".join(lines), rows
    assert any("to cite 〔7〕" in reason for _, reason in rows), rows


@pytest.mark.parametrize(
    "closing",
    [
        "§1.1：2.6 → 2.4 GW，句末 `^[1]` 后补 `^[7]`（见条目 1）。",
        "1.1 节省内：新增 2.6 → 2.4 GW，该句 ^[1] 后补 ^[7]（见条目 1）。",
    ],
)
def test_the_closing_list_saying_the_marker_again_adds_it_once(closing: str) -> None:
    asked = "§1.1 把「2.6 GW」改成「2.4 GW」，并在这句句末的 `^[1]` 后面补 `^[7]`。"
    lines, rows = kb_after(kb("^[{n}]"), brief(asked, closing))
    assert f"{CHANGED}^[1]^[7]。" in "".join(lines), rows
    assert "^[7]^[7]" not in "".join(lines), rows
