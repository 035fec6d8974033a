"""A new entry or an added source cites in the document's own form. Where the entries cite
by `[作者 年份]` keys and the same request registers the paper's reference label first
(`- [Osei 2026] Title. arXiv:…`), the entry ends with that key, not an id in invented square
brackets; where a reference list's lines open with their label (`[4] Lind et al. Title.
arXiv:…`), their id after the title is no form for an entry's words: an added source is
`（arXiv:…）`, never a bare ` arXiv:…` glued on with a space."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import applied_kb

BRIEF_PATH = "inbox/kai/2026-12-20-inference-e1prep.md"
MARK = "（E1 2026-12-20 · 条目 1）"

KEYED = """\
# speech 活文档

> 引用写作 [作者 年份]，条目见 §5

## 2 语音模型

### 2.1 对话模型

**EchoNet**：双向流式对话，首包 200ms。[Moss 2024]

**TalkLM**：单码本语音 token 接 LLM，支持打断。[Reyes 2025]

**MuteVox**：静音段检测与对话轮次预测合一。

## 5 参考文献

- [Moss 2024] EchoNet: Duplex Streaming Speech Dialogue. arXiv:2403.11111
- [Reyes 2025] TalkLM: One Codebook Is Enough. arXiv:2502.22222
"""


def brief(
    suggestion: str, source: str = "organized/paper_cards/9001.md（arXiv:2611.33333）"
) -> str:
    return (
        "# inference · E1 预消化简报（2026-12-20）\n\n"
        "### 条目 1：WaveTalk\n\n"
        f"- **来源**：{source}\n"
        "- **要点**：把声学 token 与语义 token 交错输入，单卡实时对话。\n"
        f"- **建议归入**：{suggestion}\n"
    )


def added(before: str, after: str) -> list[str]:
    old = before.splitlines()
    return [line for line in after.splitlines() if line not in old]


@pytest.mark.parametrize(
    "suggestion",
    [
        "§2.1 对话模型 新增 **WaveTalk** 条目；同时在 §5 登记 [Osei 2026] WaveTalk: Interleaved "
        "Tokens for Spoken Chat. arXiv:2611.33333。",
        "§2.1 新增一条 WaveTalk；§5 参考文献新增 [Osei 2026] WaveTalk: Interleaved Tokens for "
        "Spoken Chat. arXiv:2611.33333。",
        "在 §2.1 补 WaveTalk 条目，并在 §5 登记 [Osei 2026] WaveTalk: Interleaved Tokens for "
        "Spoken Chat. arXiv:2611.33333。",
    ],
)
def test_an_entry_cites_the_author_year_key_its_new_reference_takes(
    tmp_path: Path, suggestion: str
) -> None:
    after = applied_kb(tmp_path, KEYED, brief(suggestion), BRIEF_PATH)
    entry, reference = added(KEYED, after)
    assert entry == (
        "**WaveTalk**：把声学 token 与语义 token 交错输入，单卡实时对话。[Osei 2026]" + MARK
    ), entry
    assert "[arXiv:" not in after
    assert reference.startswith("- [Osei 2026] WaveTalk: Interleaved Tokens for Spoken Chat."), (
        reference
    )


def test_a_key_written_otherwise_than_the_entries_cite_is_not_taken(tmp_path: Path) -> None:
    # The entries cite `（Moss, 2024）`, with a comma: a reference keyed `[Osei 2026]` is not
    # their form, and no key is made up from it; the id stays kbpatch's own.
    kb = KEYED.replace("。[Moss 2024]", "（Moss, 2024）。").replace(
        "。[Reyes 2025]", "（Reyes, 2025）。"
    )
    suggestion = (
        "§2.1 新增 **WaveTalk** 条目；同时在 §5 登记 [Osei 2026] WaveTalk: Interleaved "
        "Tokens for Spoken Chat. arXiv:2611.33333。"
    )
    (entry, _reference) = added(kb, applied_kb(tmp_path, kb, brief(suggestion), BRIEF_PATH))
    assert "Osei 2026" not in entry, entry
    assert entry.endswith("单卡实时对话（arXiv:2611.33333）。" + MARK), entry


FOOTNOTED = """\
# grasp 活文档

引用写作 <sup>n</sup>，编号见文末参考文献。

## 抓取策略

### 触觉

1. **TacGrip** — 触觉闭环抓取，易碎物体成功率 90%<sup>1</sup>
2. **SoftHand** — 欠驱动软手，无需精确位姿<sup>2</sup>
3. **PinchNet** — 两指捏取策略，尚无论文

## 参考文献

[1] Aalto et al. TacGrip: Closing the Loop with Touch. arXiv:2401.44444
[2] Brun et al. SoftHand: Underactuated Grasping. arXiv:2402.55555
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        "触觉 小节 PinchNet 条目补出处 arXiv:2611.33333。",
        "触觉 小节 PinchNet 条目补引用 arXiv:2611.33333。",
        "触觉小节的 PinchNet 条目补出处：arXiv:2611.33333。",
    ],
)
def test_a_source_added_beside_labelled_references_is_no_bare_id(
    tmp_path: Path, suggestion: str
) -> None:
    after = applied_kb(tmp_path, FOOTNOTED, brief(suggestion), BRIEF_PATH)
    (line,) = [x for x in added(FOOTNOTED, after) if "PinchNet" in x and x.startswith("3.")]
    assert "尚无论文 arXiv" not in line, line
    assert line.startswith("3. **PinchNet** — 两指捏取策略，尚无论文（arXiv:2611.33333）"), line


@pytest.mark.parametrize(
    "suggestion",
    [
        "触觉 小节 PinchNet 条目补出处 arXiv:2611.33333，并在参考文献补 [3] Cole et al. "
        "PinchNet: Two Finger Pinches. arXiv:2611.33333。",
        "触觉 小节 PinchNet 条目补引用 arXiv:2611.33333；参考文献新增 [3] Cole et al. PinchNet: "
        "Two Finger Pinches. arXiv:2611.33333。",
    ],
)
def test_a_source_whose_reference_the_request_numbers_cites_its_footnote(
    tmp_path: Path, suggestion: str
) -> None:
    after = applied_kb(tmp_path, FOOTNOTED, brief(suggestion), BRIEF_PATH)
    line, reference = added(FOOTNOTED, after)
    assert line == "3. **PinchNet** — 两指捏取策略，尚无论文<sup>3</sup>", line
    assert reference.startswith("[3] Cole et al. PinchNet: Two Finger Pinches. arXiv:2611.33333")


@pytest.mark.parametrize(
    "suggestion",
    [
        "触觉 小节新增一条 **WaveTalk**；参考文献补 [3] Osei et al. WaveTalk: Interleaved "
        "Tokens. arXiv:2611.33333。",
        "在触觉小节新增 WaveTalk 条目，并在参考文献新增 [3] Osei et al. WaveTalk: Interleaved "
        "Tokens. arXiv:2611.33333。",
    ],
)
def test_a_new_entry_cites_the_footnote_its_new_reference_takes(
    tmp_path: Path, suggestion: str
) -> None:
    after = applied_kb(tmp_path, FOOTNOTED, brief(suggestion), BRIEF_PATH)
    entry, _reference = added(FOOTNOTED, after)
    assert entry == (
        "4. **WaveTalk** — 把声学 token 与语义 token 交错输入，单卡实时对话<sup>3</sup>" + MARK
    ), entry


def test_without_a_new_reference_a_footnoted_entry_keeps_its_id_after_the_name(
    tmp_path: Path,
) -> None:
    after = applied_kb(tmp_path, FOOTNOTED, brief("触觉 小节新增一条 **WaveTalk**。"), BRIEF_PATH)
    (entry,) = added(FOOTNOTED, after)
    assert entry.startswith("4. **WaveTalk**（arXiv:2611.33333） — 把声学"), entry
    assert "<sup>" not in entry, entry


@pytest.mark.parametrize(
    "suggestion",
    [
        "§2.1 MuteVox 条目补出处 [Osei 2026]；§5 参考文献新增 [Osei 2026] WaveTalk: Interleaved "
        "Tokens for Spoken Chat. arXiv:2611.33333。",
        "§2.1 MuteVox 条目补引用 arXiv:2611.33333，并在 §5 登记 [Osei 2026] WaveTalk: "
        "Interleaved Tokens for Spoken Chat. arXiv:2611.33333。",
    ],
)
def test_a_source_whose_reference_the_request_keys_cites_the_key(
    tmp_path: Path, suggestion: str
) -> None:
    after = applied_kb(tmp_path, KEYED, brief(suggestion), BRIEF_PATH)
    line, _reference = added(KEYED, after)
    assert line == "**MuteVox**：静音段检测与对话轮次预测合一。[Osei 2026]", line


def test_a_line_citing_a_key_already_gets_no_second_key_by_guess(tmp_path: Path) -> None:
    suggestion = (
        "§2.1 EchoNet 条目补引用 arXiv:2611.33333，并在 §5 登记 [Osei 2026] WaveTalk: "
        "Interleaved Tokens for Spoken Chat. arXiv:2611.33333。"
    )
    line, _reference = added(KEYED, applied_kb(tmp_path, KEYED, brief(suggestion), BRIEF_PATH))
    assert line.startswith("**EchoNet**：双向流式对话，首包 200ms。[Moss 2024]"), line
    assert "[Osei 2026]" not in line and "[Moss 2024]。[" not in line, line


@pytest.mark.parametrize(
    "suggestion",
    [
        "§2.1 对话模型 新增 **WaveTalk** 条目。",
        "在 §2.1 补一条 WaveTalk。",
        "§2.1 新增一条 WaveTalk 条目。",
    ],
)
def test_without_a_key_the_id_goes_in_kbpatch_s_brackets_never_as_a_key(
    tmp_path: Path, suggestion: str
) -> None:
    (entry,) = added(KEYED, applied_kb(tmp_path, KEYED, brief(suggestion), BRIEF_PATH))
    assert entry == (
        "**WaveTalk**：把声学 token 与语义 token 交错输入，单卡实时对话（arXiv:2611.33333）。"
        + MARK
    ), entry
