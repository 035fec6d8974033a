"""A list of open questions whose every item carries a prefix (`问题 3：…？`, `Question 3: …?`,
`Q3: …?`) gives a new question the next one; a section of question/answer pairs (`Q: …?` then
`A: 待定`) gives it the same kind of empty answer line, but only when every question there has
one (a real answer is not a placeholder to copy). Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .dry_run import added, dry_run

HEAD = "# 稳定性 活文档\n\n## 1. 现象\n\n- 损失尖峰：大学习率下常见。\n\n## 2. 开放问题\n\n"
QUESTIONS = ["损失尖峰能否提前预测？", "μP 在百亿参数以上是否成立？", "裁剪阈值应否随批大小缩放？"]


def brief(request: str) -> str:
    return (
        "inference · E1 预消化简报（2026-12-02）\n\n"
        "## 条目 1：NormQK（arXiv:2612.60001）—— 注意力 logit 增长导致发散\n\n"
        "来源：卡片 organized/paper_cards/normqk.md\n\n"
        "要点：NormQK 发现注意力 logit 随训练线性增长，对 Q、K 归一化可抑制。\n\n"
        f"**建议归入**：{request}\n\n"
        "## 合并建议\n\n1. §2 新增一问（条目 1）。\n"
    )


REQUESTS = [
    "§2 新增开放问题：NormQK 能否替代学习率预热？",
    "在 §2 增列一问「NormQK 能否替代学习率预热？」",
    "§2 补一条问题：NormQK 能否替代学习率预热？",
    "§2 追加问题：NormQK 能否替代学习率预热？",
]
ASKED = "NormQK 能否替代学习率预热？"


def prefixed(form: str, gap: str) -> str:
    return HEAD + gap.join(form.format(n=n, q=q) + "\n" for n, q in enumerate(QUESTIONS, 1))


@pytest.mark.parametrize(
    ("form", "gap", "first"),
    [
        ("问题 {n}：{q}", "\n", "问题 4：" + ASKED),
        ("问题 {n}：{q}", "", "问题 4：" + ASKED),
        ("- 问题 {n}：{q}", "", "- 问题 4：" + ASKED),
        ("Question {n}: {q}", "\n", "Question 4: " + ASKED),
        ("Q{n}: {q}", "\n", "Q4: " + ASKED),
        ("- 问题{n}：{q}", "\n", "- 问题4：" + ASKED),
    ],
)
@pytest.mark.parametrize("request_", REQUESTS)
def test_a_new_question_takes_the_next_prefix(
    tmp_path: Path, form: str, gap: str, first: str, request_: str
) -> None:
    out = dry_run(tmp_path, prefixed(form, gap), brief(request_))
    new = added(out)
    assert [line for line in new if line.strip()] == [first + "（E1 2026-12-02 · 条目 1）"], out
    # A blank line before it exactly where the questions stand a blank line apart.
    assert (new[0] == "") == bool(gap), new


def pairs(answers: list[str], *, q: str = "Q: ", gap: str = "\n", quote: str = "") -> str:
    blocks = [
        f"{quote}{q}{question}\n" + (f"{quote}{answer}\n" if answer else "")
        for question, answer in zip(QUESTIONS, answers, strict=False)
    ]
    return HEAD + (gap and f"{quote}".rstrip() + gap if quote else gap).join(blocks)


def numbered(answers: list[str], *, q: str, gap: str = "\n") -> str:
    """Pairs labelled by their number (`问1：` / `答1：`)."""
    blocks = [
        f"{q.format(n=n)}{question}\n{answer.format(n=n)}\n"
        for n, (question, answer) in enumerate(zip(QUESTIONS, answers, strict=False), 1)
    ]
    return HEAD + gap.join(blocks)


@pytest.mark.parametrize(
    ("kb", "expected"),
    [
        (pairs(["A: 待定", "A: 待定", "A: 待定"]), ["", "Q: {q}", "A: 待定"]),
        (pairs(["A: open.", "A: open.", "A: open."], gap=""), ["Q: {q}", "A: open."]),
        (pairs(["答：暂无。", "答：暂无。"], q="问："), ["", "问：{q}", "答：暂无。"]),
        (
            pairs(["**A:** TBD", "**A:** TBD"], q="**Q:** ", quote="> "),
            [">", "> **Q:** {q}", "> **A:** TBD"],
        ),
        # A real answer is nothing to copy: the new question stands alone.
        (pairs(["A: 可以，梯度范数先行上升。", "A: 待定"]), ["", "Q: {q}"]),
        (pairs(["A: 否。", "A: 否。", "A: 否。"]), ["", "Q: {q}"]),
        # Numbered pairs (`问3：` / `答3：`): the next number, and the sentence every question
        # stands over when it says there is no answer yet.
        (
            numbered(["答{n}：暂无定论，待补证据。"] * 3, q="问{n}："),
            ["", "问4：{q}", "答4：暂无定论，待补证据。"],
        ),
        (numbered(["A{n}: TBD"] * 2, q="Q{n}: ", gap=""), ["Q3: {q}", "A3: TBD"]),
        (numbered(["答{n}：见 §1。", "答{n}：否。"], q="问{n}："), ["", "问3：{q}"]),
    ],
)
@pytest.mark.parametrize("request_", REQUESTS[:2])
def test_a_new_pair_has_the_empty_answer_every_neighbour_has(
    tmp_path: Path, kb: str, expected: list[str], request_: str
) -> None:
    out = dry_run(tmp_path, kb, brief(request_))
    asked = f"{ASKED}（E1 2026-12-02 · 条目 1）"
    assert added(out) == [line.format(q=asked) for line in expected], out


def paper_brief(request: str) -> str:
    return (
        "inference · E1 预消化简报（2026-12-02）\n\n"
        "## 条目 1：NormQK（arXiv:2612.60001）—— 注意力 logit 增长导致发散\n\n"
        "来源：卡片 organized/paper_cards/normqk.md\n\n"
        "要点：NormQK 发现注意力 logit 随训练线性增长，对 Q、K 归一化可抑制。\n\n"
        f"**建议归入**：{request}\n"
    )


@pytest.mark.parametrize(
    "kb",
    [
        prefixed("问题 {n}：{q}", "\n"),
        prefixed("Q{n}: {q}", ""),
        prefixed("{q}", "\n"),
        pairs(["A: 待定", "A: 待定"]),
        pairs(["**答：** 暂无。", "**答：** 暂无。"], q="**问：** ", quote="> "),
    ],
)
@pytest.mark.parametrize(
    "request_",
    [
        "§2 新增一条 NormQK。",
        "在 §2 补一条 NormQK。",
        "NormQK 收录进 §2。",
        "§2 添加 NormQK 条目。",
    ],
)
def test_a_paper_is_not_filed_among_questions_written_as_paragraphs(
    tmp_path: Path, kb: str, request_: str
) -> None:
    out = dry_run(tmp_path, kb, paper_brief(request_))
    assert not added(out), out
    assert "this section is a list of open questions" in out
