"""A hold reaches only what its words name. A keep of a section's words it quotes (`B.2 的
"鼓励潮流能规模化"判断维持`) holds a change of those words, not a change of another phrase of
B.2 (any other edit of B.2 may speak to them: held as before). A bare refusal after a sentence
that puts a new question off on a condition (`若…再考虑在 C 表新增一个待解问题；今晚不加`)
holds new questions, not the item's other edits. A keep of the original sentence after an
append (`…追加一句：「…。」原句"X"不删`) is no keep of the append. Our own KB and words."""

from __future__ import annotations

import pytest

from .conftest import kb_after
from .tide_kb import KB, brief

B2 = "MeyGen 1A 累计发电量已超过 60 GWh [R1]。"


@pytest.mark.parametrize(
    "keep", ['B.2 的"鼓励潮流能规模化"判断维持。', 'B.2 里"鼓励潮流能规模化"这句不改。']
)
def test_a_keep_of_quoted_words_holds_only_a_change_of_them(keep: str) -> None:
    lines, rows = kb_after(KB, brief("B.2 的「60 GWh」更新为「75 GWh」", caveat=keep))
    assert rows[0] == ("proposed", ""), rows
    assert any(line.startswith("MeyGen 1A 累计发电量已超过 75 GWh [R1]。") for line in lines)
    _, rows = kb_after(KB, brief("B.2 的「规模化」更新为「商业化」", caveat=keep))
    assert rows[0][0] == "forbidden", rows
    _, rows = kb_after(KB, brief("B.2 末尾补一句：「Nova 于 2026 年并网。」", caveat=keep))
    assert rows[0][0] == "forbidden", rows


@pytest.mark.parametrize("refusal", ["今晚不加", "本轮先不加"])
def test_a_refusal_after_a_question_put_off_holds_only_new_questions(refusal: str) -> None:
    caveat = f"若运营方公布电价，再考虑在 C 节新增一个待解问题；{refusal}。"
    lines, rows = kb_after(
        KB, brief("参考资料补一条：「[R4] 国家能源局. 海洋能发展规划. 2026.」", caveat=caveat)
    )
    assert rows[0] == ("proposed", ""), rows
    assert "- [R4] 国家能源局. 海洋能发展规划. 2026 (E1 2026-12-07 · 条目 1)." in lines


TABLED = KB.replace(
    "## C. 术语",
    "## Q. 待解问题\n\n| 编号 | 问题 | 状态 |\n|---|---|---|\n"
    "| Q-1 | 电价何时公布？ | 开放 |\n\n## C. 术语",
)


@pytest.mark.parametrize("rest", ['原句"但未涉及电价"不删。', "其余不动。"])
def test_an_append_stands_beside_a_keep_of_the_rest(rest: str) -> None:
    suggestion = (
        f"B.2 第一段末尾追加一句：「2026 年正式版已发布。」{rest}"
        "Q 节加一行：「| Q-2 | 补贴是否延续？ | 开放 |」"
    )
    lines, rows = kb_after(TABLED, brief(suggestion))
    assert rows[0] == ("proposed", ""), rows
    assert any(line.startswith(B2) and line.endswith("2026 年正式版已发布。") for line in lines)
