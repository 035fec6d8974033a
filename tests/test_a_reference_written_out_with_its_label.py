"""A reference the brief writes out whole after its label (`[4] Kim J. et al. Title.
arXiv:…, 2026.`) is added as written, its year included, where the list's lines have that
form; an author's initial or the title's last word before `arXiv:` ends no sentence of the
request (no clause `et al. Learning Where to Cut` is read on its own); and a new entry whose
dictated words carry the marker (`…[4]`) cites it once, with nothing reported as unwritten."""

from __future__ import annotations

import pytest

from .conftest import added_to

KB = """\
# 机器人 活文档

## 1. 操作

### 1.1 抓取

1. **TacGrip**（ETH，2025）：触觉闭环抓取，易碎物体成功率 90% [1]
2. **SoftHand**（MIT，2026）：欠驱动软手，无需精确位姿 [2]
3. **PinchNet**（CMU，2026）：两指捏取策略，小物体成功率 81% [3]

## 2. 参考文献

[1] Aalto K. et al. TacGrip: Closing the Loop with Touch. arXiv:2401.44444, 2025.
[2] Brun L. et al. SoftHand: Underactuated Grasping. arXiv:2602.55555, 2026.
[3] Cole M. et al. PinchNet: Two Finger Pinches. arXiv:2603.66666, 2026.
"""

MARK = "E1 2026-12-20 · 条目 1"
REFERENCE = "Kim J. et al. Learning Where to Grasp. arXiv:2611.77777, 2026."


def brief(suggestion: str) -> str:
    return (
        "# robotics · E1 预消化简报（2026-12-20）\n\n"
        "### 条目 1：GraspWhere\n\n"
        "- **来源**：organized/paper_cards/9001.md\n"
        "- **要点**：用 30M 小网络预测抓取点，杂乱场景成功率 88%。\n"
        f"- **建议归入**：{suggestion}\n"
    )


@pytest.mark.parametrize(
    "suggestion",
    [
        f"参考文献添加 [4] {REFERENCE}",
        f"§2 补一条 [4] {REFERENCE}",
        f"在参考文献里登记 [4] {REFERENCE}",
        f"参考文献新增：[4] {REFERENCE}",
    ],
)
def test_a_labelled_reference_is_added_with_its_year(suggestion: str) -> None:
    added, rows = added_to(KB, brief(suggestion))
    assert added == [
        f"[4] Kim J. et al. Learning Where to Grasp. arXiv:2611.77777, 2026 ({MARK})."
    ], (added, rows)
    assert [status for status, _ in rows] == ["proposed"], rows


@pytest.mark.parametrize(
    "suggestion",
    [
        f"抓取 一节补录一条 **GraspWhere**（KAIST，2026）：用 30M 小网络预测抓取点 [4]；"
        f"参考文献附一条 [4] {REFERENCE}",
        f"§1.1 新增一条 **GraspWhere**（KAIST，2026）：用 30M 小网络预测抓取点 [4]；"
        f"参考文献补 [4] {REFERENCE}",
    ],
)
def test_a_new_entry_citing_the_new_reference_in_its_own_words_cites_it_once(
    suggestion: str,
) -> None:
    added, rows = added_to(KB, brief(suggestion))
    entry, reference = added
    assert entry == f"4. **GraspWhere**（KAIST，2026）：用 30M 小网络预测抓取点 [4]。（{MARK}）"
    assert reference.startswith("[4] Kim J. et al. Learning Where to Grasp. arXiv:2611.77777")
    # Neither the marker the entry's words carry nor the title's words are reported.
    assert [status for status, _ in rows] == ["proposed", "proposed"], rows


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.1 新增一条 **GraspWhere**（KAIST，2026）：用 30M 小网络预测抓取点 [3]",
        "抓取一节增补 **GraspWhere**（KAIST，2026）：用 30M 小网络预测抓取点，成功率 88% [3]",
    ],
)
def test_a_marker_in_a_new_entry_s_dictated_words_is_written_not_reported(
    suggestion: str,
) -> None:
    added, rows = added_to(KB, brief(suggestion))
    (entry,) = added
    assert entry.startswith("4. **GraspWhere**（KAIST，2026）：用 30M 小网络预测抓取点")
    assert entry.count("[3]") == 1, entry
    assert [status for status, _ in rows] == ["proposed"], rows
