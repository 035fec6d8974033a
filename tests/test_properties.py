"""Property: any brief against any reasonable KB gives patches that apply, or a clean error.

Briefs are assembled from random items, section references (valid, missing, odd spellings),
quotes, numbers and caveats; the fixture KB is mutated (sections removed, CRLF, no final
newline, trailing spaces, long lines). `pytest -m slow` (or KBPATCH_SLOW=1) runs 2000 examples."""

from __future__ import annotations

import os
import re
import subprocess
import tempfile
from pathlib import Path
from typing import NamedTuple

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from kbpatch.errors import KbpatchError
from kbpatch.propose import Options, propose

from .conftest import FIXTURE_KB, KB_PATH, git, make_repo

BRIEF = "inbox/tom/2026-11-09-inference-e1prep.md"

SECTIONS = ["1.1", "1.6", "2.1", "3.1", "3.4", "4.2", "4.3", "5.3", "5.6", "5.7", "6.1", "6.2"]
MISSING = ["8.2", "5.10", "九", "0.1"]
QUOTES = [('"', '"'), ("“", "”"), ("「", "」"), ("『", "』")]
PHRASES = ["二次检索是否触发", "图像 token 预算", "decode 与 prefill 分池部署", "不存在的说法"]
WORDS = ["KVFlow", "tinyserve", "Orca-9", "batchwise", "LoRAHub-X", "speculant"]


def section_ref(key: str, style: int) -> str:
    chinese = {"7": "七", "6": "六", "1": "一"}.get(key, key)
    return [f"§{key}", f"§ {key}", f"{key} 节", f"§{chinese}"][style % 4]


@st.composite
def suggestions(draw: st.DrawFn, number: int) -> str:
    key = draw(st.sampled_from(SECTIONS + MISSING))
    ref = section_ref(key, draw(st.integers(0, 3)))
    left, right = draw(st.sampled_from(QUOTES))
    kind = draw(st.integers(0, 7))
    if kind == 0:
        return f"{ref} 新增一条条目，必须同条标注的口径：{draw(st.sampled_from(WORDS))} 为作者自测"
    if kind == 1:
        part = draw(st.sampled_from(["新 entrants", "回滚检查单", "不存在的部分"]))
        return f"§1.1 的{left}{part}{right}小节补一条（与 ds4 / Kapitsa 并列）"
    if kind == 2:
        other = draw(st.sampled_from(SECTIONS))
        return f"{ref} 末尾，或单列 §{other} 一条{left}备选{right}条目"
    if kind == 3:
        return f"给 §6.2 {left}{draw(st.sampled_from(PHRASES))}{right}补 arXiv 号"
    if kind == 4:
        old = draw(st.sampled_from(["243", "250", "1,186"]))
        return f"§1.6 只更新 rec 计数（{old}→{draw(st.integers(0, 99999))}），不新增条目"
    if kind == 5:
        return f"§6.1 加一条开放问题：{left}{draw(st.sampled_from(WORDS))} 是否可复现{right}"
    if kind == 6:
        return "二选一——(a) 移出 inference 主题并转交；(b) §3.1 末尾一行跨主题注 + §七 标注"
    return f"§6.1 第 {number} 条保留不动"


@st.composite
def briefs(draw: st.DrawFn) -> str:
    lines = ["inference · E1 预消化简报(2026-11-09)", "", "一、今日 inference 主题的重要增量", ""]
    count = draw(st.integers(1, 4))
    for number in range(1, count + 1):
        word = draw(st.sampled_from(WORDS))
        arxiv = f"2611.{draw(st.integers(10000, 99999))}"
        marker = draw(st.sampled_from(["条目", "增量"]))
        note = draw(st.sampled_from(["", "（复核无新增观点）", "（判定主题外，不计入增量）"]))
        lines += [
            f"{marker} {number}{note}：{word} —— 一个测试用的推理组件（arXiv:{arxiv}）",
            "",
            f"  • 来源：organized/paper_cards/{number}-{word}.md → https://example.org/{word}",
            f"  • 要点：{word} 在 {draw(st.integers(1, 64))} 卡上吞吐"
            f" +{draw(st.integers(2, 9))}%。",
            f"  • 建议归入：{draw(suggestions(number))}。",
            "",
        ]
    lines += ["四、本轮结论与建议动作", ""]
    for number in range(1, draw(st.integers(0, count)) + 1):
        lines.append(f"  • {draw(suggestions(number))}（条目 {number}）。")
    ending = draw(st.sampled_from(["\n", "\r\n"]))
    return ending.join(lines) + ending


class KbVariant(NamedTuple):
    """A mutation of the fixture KB, small enough for hypothesis to print."""

    removed: tuple[str, ...]
    trailing_spaces: int
    long_line: int
    no_final_newline: bool
    crlf: bool

    def build(self) -> bytes:
        text = FIXTURE_KB.read_text(encoding="utf-8")
        for key in self.removed:
            text = re.sub(rf"^### {re.escape(key)} .*?(?=^#)", "", text, count=1, flags=re.M | re.S)
        text = text.replace("\n", "  \n", self.trailing_spaces)
        if self.long_line:
            text += "- " + "很长的一行，" * self.long_line + "\n"
        if self.no_final_newline:
            text = text.rstrip("\n")
        if self.crlf:
            text = text.replace("\n", "\r\n")
        return text.encode("utf-8")


HEADINGS = re.findall(r"^### (\d\.\d) .*$", FIXTURE_KB.read_text(encoding="utf-8"), flags=re.M)

kbs = st.builds(
    KbVariant,
    removed=st.lists(st.sampled_from(HEADINGS), max_size=3, unique=True).map(tuple),
    trailing_spaces=st.integers(0, 40),
    long_line=st.sampled_from([0, 0, 300, 900]),
    no_final_newline=st.booleans(),
    crlf=st.booleans(),
)


def check_applies(root: Path, texts: list[str], folder: Path) -> None:
    paths = []
    for index, text in enumerate(texts):
        path = folder / f"{index:04d}.patch"
        path.write_text(text, encoding="utf-8", newline="")
        paths.append(str(path))
        git(root, "apply", "--check", str(path))
    if paths:
        git(root, "apply", "--check", *paths)


@example(
    brief="inference · E1 预消化简报(2026-11-09)\n\n四、本轮结论与建议动作\n\n"
    "  • §1.6 只更新 rec 计数（243→243），不新增条目。\n",
    variant=KbVariant((), 0, 0, False, False),
)
@settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(brief=briefs(), variant=kbs)
def test_any_brief_gives_applying_patches_or_a_clean_error(brief: str, variant: KbVariant) -> None:
    check_any_brief(brief, variant)


@pytest.mark.slow
@settings(
    max_examples=2000,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(brief=briefs(), variant=kbs)
def test_any_of_many_briefs_gives_applying_patches_or_a_clean_error(
    brief: str, variant: KbVariant
) -> None:
    check_any_brief(brief, variant)


def check_any_brief(brief: str, variant: KbVariant) -> None:
    """Patches that apply alone and together, the same again, the KB and tree untouched; or
    one clean line of error."""
    kb = variant.build()
    with tempfile.TemporaryDirectory() as scratch:
        repo = make_repo(Path(scratch) / "kb", kb)
        brief_file = repo.add_brief(brief.encode("utf-8"), BRIEF)
        try:
            first = propose(brief_file, Options(dry_run=True)).proposal
        except KbpatchError as err:
            message = str(err)
            assert message and "\n" not in message
            return
        again = propose(brief_file, Options(dry_run=True)).proposal
        assert [p.text for p in again.patches] == [p.text for p in first.patches]
        recommended = [p.text for p in first.patches if not p.alternative]
        check_applies(repo.root, recommended, Path(scratch))
        for patch in first.patches:
            if patch.alternative:
                check_applies(repo.root, [patch.text], Path(scratch))
        for outcome in first.outcomes:
            assert outcome.action.lines, outcome
        status = subprocess.run(
            ["git", "status", "--porcelain"], cwd=repo.root, capture_output=True, text=True
        )
        assert status.stdout == "", status.stdout
        assert (repo.root / KB_PATH).read_bytes() == kb


# Text a pull request may put anywhere in a brief: terminal controls and escapes, bidi
# marks, shell quotes and substitutions, diff-like lines, mail-header tricks.
HOSTILE = [
    "\x1b]0;pwned\x07",
    "\x1b[2J\x1b[8m",
    "\x9b31m",
    "\x7f\x08",
    "\u202etxt.exe",
    "\u2066\u200f",
    "'",
    '"',
    "$(touch P)",
    "`touch Q`",
    "; rm -rf x",
    "\ndiff --git a/.github/x b/.github/x\n",
    "\n--- a/x\n+++ b/x\n@@ -1 +1 @@\n+y\n",
    "[WIP] ",
    "Re: ",
    "=?utf-8?q?x?=",
    "\r",
    "\t",
]
hostile_text = st.lists(st.sampled_from(HOSTILE), min_size=1, max_size=4).map("".join)
# A folder name: any hostile text but "/" and NUL, as a file system takes it.
hostile_folder = hostile_text.map(lambda t: t.replace("/", "_").replace("\x00", "_").strip() or "x")
UNSAFE_PRINTED = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


@st.composite
def hostile_briefs(draw: st.DrawFn) -> str:
    """A brief with hostile text in its item titles and bodies."""
    lines = draw(briefs()).replace("\r\n", "\n").split("\n")
    out = []
    for line in lines:
        if line.startswith(("条目", "增量", "  • 要点", "  • 建议归入")) and draw(st.booleans()):
            at = draw(st.integers(0, len(line)))
            line = line[:at] + draw(hostile_text).replace("\n", " ") + line[at:]
        out.append(line)
    return "\n".join(out)


@settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(brief=hostile_briefs(), folder=hostile_folder)
def test_hostile_text_is_carried_safely(brief: str, folder: str) -> None:
    """Hostile text in titles, paths and bodies: the patches still apply and `check` vouches
    for them, the pasted commands name the patch as one word, and nothing printed carries a
    control character (a path holding one is refused, in one line)."""
    from kbpatch.check import check_patches
    from kbpatch.explain import format_explanation
    from kbpatch.propose import plan_brief
    from kbpatch.report import format_report
    from kbpatch.untrusted import one_line, printable

    with tempfile.TemporaryDirectory() as scratch:
        repo = make_repo(Path(scratch) / "kb")
        relative = f"inbox/{folder}/2026-11-09-inference-e1prep.md"
        brief_file = repo.add_brief(brief.encode("utf-8"), relative)
        try:
            result = propose(brief_file, Options())
        except KbpatchError as err:
            assert str(err) and "\n" not in one_line(str(err))
            return
        proposal = result.proposal
        for text in (
            format_report(proposal, output=str(result.output), dry_run=False),
            format_explanation(plan_brief(brief_file, Options()).proposal, color=False),
            *(p.text for p in proposal.patches),
        ):
            assert UNSAFE_PRINTED.search(printable(text)) is None
        for patch in proposal.patches:
            commands = re.findall(r"^ +(?:apply|or): +git \w+ (.*)$", patch.text, re.MULTILINE)
            expected = f"{relative[: -len('.md')]}.patches/{patch.name}"
            # What bash makes of the pasted words: the path, one argument, nothing run.
            echoed = subprocess.run(
                ["bash", "-c", "printf '%s\\0' " + " ".join(commands)],
                cwd=scratch,
                capture_output=True,
                check=True,
            ).stdout
            path = os.fsencode(f"./{expected}" if expected.startswith("-") else expected)
            assert echoed == path + b"\0" + path + b"\0"
            assert os.listdir(scratch) == ["kb"]
        if proposal.patches:
            checked = check_patches(result.output)
            assert {p.state.value for p in checked.patches} == {"applies"}, checked
            assert {p.kb for p in checked.patches} == {KB_PATH}
