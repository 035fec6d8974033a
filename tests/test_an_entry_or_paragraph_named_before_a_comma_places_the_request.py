"""A clause that only names an entry or a paragraph of a section as the place inside which an
edit goes (`「手机直连」里"监管框架上……"那段`, `X 那条里`) places the request after its comma
(`…那段，末尾追加一句：「…」`): it was cut there, and both halves were reported. Our own words."""

from __future__ import annotations

import pytest

from tests.conftest import kb_after
from tests.test_a_bare_hyphen_number_before_a_place_word_names_the_section import brief

PROSE = """\
# 卫星

## 频谱与监管

### 手机直连

AST SpaceMobile 借用运营商频段。

中国方面，天通一号已商用。

监管框架上，FCC 于 2024-03 出台规则，设定合计限值。这一限值决定可用带宽。

### 小结

小结正文。
"""
RULES = "监管框架上，FCC 于 2024-03 出台规则，设定合计限值。这一限值决定可用带宽。"


@pytest.mark.parametrize(
    "request_words",
    [
        '「手机直连」里"监管框架上，FCC 于 2024-03……"那段，末尾追加一句：「FCC 已部分批准。」',
        '「手机直连」一节"监管框架上"那段，段末补一句：「FCC 已部分批准。」',
        "在「手机直连」里“监管框架上，FCC 于 2024-03……”这一段，结尾添上一句「FCC 已部分批准。」",
    ],
)
def test_a_paragraph_named_before_a_comma_takes_the_sentence_asked_after_it(
    request_words: str,
) -> None:
    lines, rows = kb_after(PROSE, brief(request_words))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert f"{RULES}FCC 已部分批准。" in lines, rows
    assert len(lines) == len(PROSE.splitlines())
