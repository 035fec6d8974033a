"""Open questions written one a line with no blank line between (`Q: …？` lines, `（一）…？`,
`(1) …?`) take a new line in the run, with their lead or the next number; questions written
as paragraphs behind a mark (`❓ …？`) take a paragraph with the same mark. A new question
stays a paragraph of its own, without a lead, where the section's lines are not so."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.models import ActionKind, SectionRef
from kbpatch.render import chinese_numeral, render

from .conftest import git, make_repo, one_action, proposed_lines

MARK = "（E1 2026-12-14 · 增量 1）"


def kb(questions: str) -> str:
    return (
        "# inference 活文档\n\n## 1 调度\n\n- **SlotGate**：按剩余显存准入。\n\n"
        f"## 2 开放问题\n\n{questions}\n## 3 修订\n\n- 2026-12-01：初版。\n"
    )


@pytest.mark.parametrize(
    ("questions", "added"),
    [
        ("Q: 准入阈值是否随模型变化？\nQ: 分层排队是否拖慢短请求？\n", ["Q: 谁来换出？" + MARK]),
        ("问：准入阈值是否随模型变化？\n问：分层排队是否拖慢短请求？\n", ["问：谁来换出？" + MARK]),
        (
            "（一）准入阈值是否随模型变化？\n（二）分层排队是否拖慢短请求？\n（三）换页是否值得？\n",
            ["（四）谁来换出？" + MARK],
        ),
        (
            "(9) 准入阈值是否随模型变化？\n(10) 分层排队是否拖慢短请求？\n",
            ["(11) 谁来换出？" + MARK],
        ),
        # A run without a shared lead: the new line, as plain as they are.
        ("准入阈值是否随模型变化？\n分层排队是否拖慢短请求？\n", ["谁来换出？" + MARK]),
        (
            "❓ 准入阈值是否随模型变化？\n\n❓ 分层排队是否拖慢短请求？\n",
            ["", "❓ 谁来换出？" + MARK],
        ),
        (
            "🔸 准入阈值是否随模型变化？\n\n🔸 分层排队是否拖慢短请求？\n",
            ["", "🔸 谁来换出？" + MARK],
        ),
        # A mark only some questions carry (a priority) is no lead.
        (
            "★ 准入阈值是否随模型变化？\n\n分层排队是否拖慢短请求？\n\n★ 换页是否值得？\n",
            ["", "谁来换出？" + MARK],
        ),
        # One question, then a remark: no run, no lead; a paragraph of its own.
        ("Q: 准入阈值是否随模型变化？\n以上待下周讨论。\n", ["", "谁来换出？" + MARK]),
    ],
)
def test_a_new_question_continues_the_sections_run_or_its_paragraphs(
    questions: str, added: list[str], tmp_path: Path
) -> None:
    text = kb(questions)
    lines = text.splitlines(keepends=True)
    action = one_action(ActionKind.ADD_QUESTION, SectionRef(key="2", raw="§2"), phrase="谁来换出？")
    rendered = render(lines, action, date="2026-12-14")
    assert proposed_lines(rendered) == added
    edit = rendered.edit
    assert edit is not None
    # Right after the section's last question, and nothing else changed.
    assert lines[edit.start - 1].rstrip("\n") == questions.rstrip("\n").splitlines()[-1]
    assert edit.start == edit.end
    new = "".join([*lines[: edit.start], *edit.lines, *lines[edit.end :]])
    repo = make_repo(tmp_path / "kb", text.encode("utf-8"))
    (repo.root / "new.md").write_text(new, encoding="utf-8")
    diff = git(
        repo.root, "diff", "--no-index", "organized/knowledge/inference.md", "new.md", check=False
    )
    patch = diff.replace("b/new.md", "b/organized/knowledge/inference.md")
    (repo.root / "new.md").unlink()
    git(repo.root, "apply", "--check", input=patch.encode("utf-8"))


@pytest.mark.parametrize(
    ("value", "numeral"),
    [(1, "一"), (4, "四"), (10, "十"), (11, "十一"), (20, "二十"), (35, "三十五")],
)
def test_chinese_numerals_count_on(value: int, numeral: str) -> None:
    assert chinese_numeral(value) == numeral
