"""A section whose entries are sub-headings one level below it, each followed by the same
labelled bullets (`#### Name`, then `- 出处：…`, `- 摘要：…`, `- 缺点：…`; or `### Name` under a
`##` chapter with `- **Source**: …` bullets): a new entry is one more heading of that level with
the bullets in the neighbours' labels and order, filled from the item (a label it cannot fill
left out), after the last entry of the section or after the one the brief names; an append or a
replace on a named entry lands in the bullet the request names or that holds the words. What
cannot be told is reported. Fixtures and briefs in our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied, report_rows

BRIEF_PATH = "inbox/qi/2026-12-20-vision-e1prep.md"
KB_PATH = "organized/knowledge/vision.md"

# Entries as `####` headings under numbered `###` sub-sections, Chinese labels, citations by
# authors and year with a footnote, cards cited by path.
CHINESE = """\
# vision 活文档

## 第三章 骨干网络

### 3.1 卷积骨干

#### ConvNeXt-T

- 出处：（Liu 等, 2022）[^1]
- 摘要：把 ViT 的设计逐项移植到 ResNet 上，28M 参数，ImageNet top-1 82.1。
- 缺点：大核深度卷积在部分推理框架上没有优化实现。

#### RepLKNet

- 出处：（Ding 等, 2022）[^2]；模型卡 organized/model_cards/0311-replknet.md
- 摘要：31×31 超大卷积核配合结构重参数化，下游检测提升明显。
- 缺点：训练显存开销大；小模型上收益不稳定。

#### EfficientNetV2-S

- 出处：（Tan 和 Le, 2021）[^3]
- 摘要：训练感知的 NAS 与渐进式学习，训练速度比 V1 快 5 倍以上。
- 缺点：搜索空间依赖 TPU，迁移到 GPU 时速度优势缩小。

### 3.2 注意力骨干

本节只有一段说明文字，尚无条目。

## 参考文献

[^1]: Liu, Z. et al. A ConvNet for the 2020s. arXiv:2201.03545
[^2]: Ding, X. et al. Scaling Up Your Kernels to 31x31. arXiv:2203.06717
[^3]: Tan, M. and Le, Q. EfficientNetV2: Smaller Models and Faster Training. arXiv:2104.00298
"""

# Entries as `###` headings right under a `##` chapter, English bold labels, no blank line
# between a heading and its bullets, cards cited with a lead word.
ENGLISH = """\
# vision 活文档

## 工具

### timm
- **Source**: card organized/repo_cards/1001-timm.md
- **Summary**: 预训练视觉模型库，覆盖上千个权重与统一的训练脚本。

### torchvision
- **Source**: card organized/repo_cards/1002-torchvision.md
- **Summary**: PyTorch 官方视觉库，提供数据集、变换与经典模型。

## 附录

没有条目。
"""


def brief(title: str, sources: str, summary: str, suggestion: str) -> str:
    summary_line = f"- **要点**：{summary}\n" if summary else ""
    return f"""\
# vision · E1 预消化简报（2026-12-20）

## 一、今日条目

### 条目 1：{title}

- **来源**：{sources}
{summary_line}- **建议归入**：{suggestion}
"""


def run(tmp_path: Path, kb: str, text: str) -> tuple[int, str, str]:
    return proposed_and_applied(tmp_path, KB_PATH, kb, text, BRIEF_PATH)


def section(text: str, start: str, stop: str) -> list[str]:
    return text.split(start, 1)[1].split(stop, 1)[0].splitlines()


NEW_ENTRY = brief(
    "MobileOne —— 面向手机端的重参数化骨干",
    "organized/paper_cards/0602-2206-04040.md（arXiv:2206.04040）；"
    "模型卡 organized/model_cards/0602-mobileone.md",
    "推理时合并为单分支，iPhone 12 上延迟低于 1 ms，top-1 75.9。",
    "{request}",
)


@pytest.mark.parametrize(
    "request_words",
    [
        "§3.1 新增 MobileOne 条目，体例同上。",
        "在 3.1 卷积骨干 下补一条 MobileOne。",
        "卷积骨干小节末尾添一条 MobileOne 条目。",
    ],
)
def test_a_new_entry_is_a_heading_with_the_neighbours_bullets_at_the_end(
    tmp_path: Path, request_words: str
) -> None:
    code, report, after = run(tmp_path, CHINESE, NEW_ENTRY.format(request=request_words))
    assert code == 0, report
    lines = section(after, "### 3.1 卷积骨干\n", "### 3.2 注意力骨干")
    (at,) = [n for n, line in enumerate(lines) if line == "#### MobileOne"]
    # After the last entry's bullets, one blank line, then the heading, a blank line (as the
    # neighbours have it) and the bullets in their order; the paper has no footnote, so it is
    # cited by its id; the model card is in a folder the neighbours cite, with their lead word.
    assert lines[at - 2].startswith("- 缺点：搜索空间依赖 TPU") and lines[at - 1] == "", lines
    assert lines[at + 1 :] == [
        "",
        "- 出处：arXiv:2206.04040；模型卡 organized/model_cards/0602-mobileone.md",
        "- 摘要：推理时合并为单分支，iPhone 12 上延迟低于 1 ms，top-1 75.9。"
        "（E1 2026-12-20 · 条目 1）",
        "",
    ], lines
    # The item gives no limitation: no `缺点` bullet is invented.
    assert not any(line.startswith("- 缺点：") for line in lines[at:]), lines


@pytest.mark.parametrize(
    "request_words",
    [
        "§3.1 在 RepLKNet 条目之后新增 MobileOne 条目。",
        "3.1 卷积骨干 新增 MobileOne，放在 RepLKNet 之后。",
    ],
)
def test_a_new_entry_goes_after_the_entry_the_brief_names(
    tmp_path: Path, request_words: str
) -> None:
    code, report, after = run(tmp_path, CHINESE, NEW_ENTRY.format(request=request_words))
    assert code == 0, report
    lines = section(after, "### 3.1 卷积骨干\n", "### 3.2 注意力骨干")
    (at,) = [n for n, line in enumerate(lines) if line == "#### MobileOne"]
    assert lines[at - 2].startswith("- 缺点：训练显存开销大") and lines[at - 1] == "", lines
    assert lines[at + 4 : at + 6] == ["", "#### EfficientNetV2-S"], lines


@pytest.mark.parametrize(
    "caveat",
    [
        '缺点一项写明"只在 ARM 端测过延迟"',
        "缺点写明：只在 ARM 端测过延迟",
    ],
)
def test_a_caveat_the_brief_gives_fills_the_neighbours_limits_bullet(
    tmp_path: Path, caveat: str
) -> None:
    text = NEW_ENTRY.format(request=f"§3.1 新增 MobileOne 条目，{caveat}。")
    code, report, after = run(tmp_path, CHINESE, text)
    assert code == 0, report
    lines = section(after, "#### MobileOne\n", "### 3.2")
    assert "- 缺点：只在 ARM 端测过延迟。" in lines, lines
    assert [line.split("：")[0] for line in lines if line.startswith("- ")] == [
        "- 出处",
        "- 摘要",
        "- 缺点",
    ], lines


def test_a_paper_the_brief_footnotes_is_cited_by_its_marker_and_authors(
    tmp_path: Path,
) -> None:
    # The brief gives the paper's authors and year, and adds its footnote in the same
    # request: the new entry cites as its neighbours do, `（Vasu 等, 2022）[^4]`.
    text = brief(
        "MobileOne",
        "论文：MobileOne: An Improved One millisecond Mobile Backbone（Vasu et al., 2022），"
        "arXiv:2206.04040",
        "推理时合并为单分支，iPhone 12 上延迟低于 1 ms。",
        "§3.1 新增 MobileOne 条目；参考文献补脚注：Vasu, P. et al. MobileOne: An Improved One "
        "millisecond Mobile Backbone. arXiv:2206.04040",
    )
    code, report, after = run(tmp_path, CHINESE, text)
    assert code == 0, report
    lines = section(after, "#### MobileOne\n", "### 3.2")
    assert "- 出处：（Vasu 等, 2022）[^4]" in lines, lines
    assert after.rstrip("\n").splitlines()[-1].startswith("[^4]: Vasu, P. et al."), after


def test_headings_one_level_below_a_chapter_with_english_labels(tmp_path: Path) -> None:
    text = brief(
        "kornia",
        "repo card organized/repo_cards/1003-kornia.md",
        "可微分的计算机视觉算子库，基于 PyTorch。",
        "「工具」一章新增 kornia 条目。",
    )
    code, report, after = run(tmp_path, ENGLISH, text)
    assert code == 0, report
    lines = section(after, "## 工具\n", "## 附录")
    (at,) = [n for n, line in enumerate(lines) if line == "### kornia"]
    # No blank line under the neighbours' headings: none under the new one either.
    assert lines[at - 1] == "" and lines[at - 2].startswith("- **Summary**: PyTorch 官方"), lines
    assert lines[at + 1 : at + 3] == [
        "- **Source**: card organized/repo_cards/1003-kornia.md",
        "- **Summary**: 可微分的计算机视觉算子库，基于 PyTorch。（E1 2026-12-20 · 条目 1）",
    ], lines


def test_a_name_already_headed_is_reported(tmp_path: Path) -> None:
    text = brief("RepLKNet", "arXiv:2299.00001", "大核卷积。", "§3.1 新增 RepLKNet 条目。")
    code, report, after = run(tmp_path, CHINESE, text)
    assert after == CHINESE and code == 1, report
    assert "already stands in this section" in report, report


def test_an_entry_named_to_follow_that_is_not_there_is_reported(tmp_path: Path) -> None:
    text = NEW_ENTRY.format(request="§3.1 在 ResNeSt 条目之后新增 MobileOne 条目。")
    code, report, after = run(tmp_path, CHINESE, text)
    assert after == CHINESE and code == 1, report
    assert "ResNeSt" in " ".join(report_rows(report)), report


def fix(suggestion: str) -> str:
    return brief("RepLKNet 的补充", "organized/notes/0312-replknet.md", "", suggestion)


@pytest.mark.parametrize(
    "suggestion",
    [
        "§3.1 RepLKNet 条目的缺点补一句：在移动端 NPU 上不支持 31×31 卷积核。",
        "3.1 卷积骨干 RepLKNet 条目缺点一项末尾加一句：在移动端 NPU 上不支持 31×31 卷积核。",
        '§3.1 RepLKNet 条目缺点里追加一句"在移动端 NPU 上不支持 31×31 卷积核"。',
    ],
)
def test_an_append_lands_in_the_bullet_the_request_names(tmp_path: Path, suggestion: str) -> None:
    code, report, after = run(tmp_path, CHINESE, fix(suggestion))
    assert code == 0, report
    changed = [line for line in after.splitlines() if line not in CHINESE.splitlines()]
    assert changed == [
        "- 缺点：训练显存开销大；小模型上收益不稳定。在移动端 NPU 上不支持 31×31 卷积核。"
    ], changed


def test_an_append_that_names_no_bullet_is_reported(tmp_path: Path) -> None:
    code, report, after = run(
        tmp_path, CHINESE, fix("§3.1 RepLKNet 条目补一句：在移动端 NPU 上不支持 31×31 卷积核。")
    )
    assert after == CHINESE and code == 1, report
    (row,) = report_rows(report)
    assert "unresolved" in row and "「缺点」" in row, row


@pytest.mark.parametrize(
    "suggestion",
    [
        '§3.1 RepLKNet 条目中"下游检测提升明显"改为"下游检测与分割提升明显"。',
        '把 3.1 卷积骨干 RepLKNet 条目摘要里的"下游检测提升明显"改为"下游检测与分割提升明显"。',
        '第三章卷积骨干小节 RepLKNet 条目中"下游检测提升明显"调整为"下游检测与分割提升明显"。',
    ],
)
def test_a_replace_lands_in_the_bullet_holding_the_words(tmp_path: Path, suggestion: str) -> None:
    code, report, after = run(tmp_path, CHINESE, fix(suggestion))
    assert code == 0, report
    changed = [line for line in after.splitlines() if line not in CHINESE.splitlines()]
    wanted = "- 摘要：31×31 超大卷积核配合结构重参数化，下游检测与分割提升明显。"
    assert changed == [wanted], changed


def test_a_replace_whose_words_the_entry_lacks_is_reported(tmp_path: Path) -> None:
    # `ImageNet top-1` is in another entry's bullet, never in RepLKNet's.
    code, report, after = run(
        tmp_path, CHINESE, fix('§3.1 RepLKNet 条目中"ImageNet top-1"改为"ImageNet-1k top-1"。')
    )
    assert after == CHINESE and code == 1, report
    (row,) = report_rows(report)
    # Reported as words the named entry's bullets lack, not as an entry not found.
    assert "unresolved" in row and "ImageNet top-1" in row, row
    assert "「RepLKNet」" in row and "none of its lines holds" in row, row


@pytest.mark.parametrize(
    ("suggestion", "written"),
    [
        (
            "§3.1 RepLKNet 条目的出处一项补上 https://github.com/DingXiaoH/RepLKNet-pytorch。",
            "；https://github.com/DingXiaoH/RepLKNet-pytorch",
        ),
        (
            "§3.1 EfficientNetV2-S 条目出处附上代码仓 https://github.com/google/automl。",
            "；https://github.com/google/automl",
        ),
        (
            "§3.1 ConvNeXt-T 条目的出处补上 repo card organized/repo_cards/0201-convnext.md。",
            "；repo card organized/repo_cards/0201-convnext.md",
        ),
    ],
)
def test_a_source_asked_for_an_entry_goes_after_its_source_bullet(
    tmp_path: Path, suggestion: str, written: str
) -> None:
    code, report, after = run(tmp_path, CHINESE, fix(suggestion))
    assert code == 0, report
    old = CHINESE.splitlines()
    changed = [line for line in after.splitlines() if line not in old]
    (line,) = changed
    assert line.startswith("- 出处：") and line.endswith(written), changed
    assert line.removesuffix(written) in old, changed


def test_a_source_the_entry_already_cites_by_its_footnote_is_said_there(tmp_path: Path) -> None:
    _, report, after = run(
        tmp_path, CHINESE, fix("给 §3.1 ConvNeXt-T 条目补来源 arXiv:2201.03545。")
    )
    assert after == CHINESE, report
    (row,) = report_rows(report)
    assert "already" in row and "2201.03545" in row, row


def test_an_entry_lacking_one_label_still_shows_the_form(tmp_path: Path) -> None:
    # The last entry writes no `缺点`: its labels are some of the others', in their order.
    lacking = CHINESE.replace("- 缺点：搜索空间依赖 TPU，迁移到 GPU 时速度优势缩小。\n", "")
    text = NEW_ENTRY.format(request="§3.1 新增 MobileOne 条目，缺点写明：只在 ARM 端测过延迟。")
    code, report, after = run(tmp_path, lacking, text)
    assert code == 0, report
    lines = section(after, "#### MobileOne\n", "### 3.2")
    assert [line.split("：")[0] for line in lines if line.startswith("- ")] == [
        "- 出处",
        "- 摘要",
        "- 缺点",
    ], lines


def test_entries_whose_labels_differ_in_order_leave_the_form_untold(tmp_path: Path) -> None:
    source = "- 出处：（Tan 和 Le, 2021）[^3]\n"
    summary = "- 摘要：训练感知的 NAS 与渐进式学习，训练速度比 V1 快 5 倍以上。\n"
    swapped = CHINESE.replace(source + summary, summary + source)
    assert swapped != CHINESE
    code, report, after = run(
        tmp_path, swapped, NEW_ENTRY.format(request="§3.1 新增 MobileOne 条目。")
    )
    assert after == swapped and code == 1, report
    (row,) = report_rows(report)
    assert "unresolved" in row, row


def test_words_with_a_label_the_entry_lacks_are_reported(tmp_path: Path) -> None:
    code, report, after = run(
        tmp_path, CHINESE, fix("§3.1 RepLKNet 条目补一句：风险：移动端 NPU 不支持大卷积核。")
    )
    assert after == CHINESE and code == 1, report
    (row,) = report_rows(report)
    assert "unresolved" in row and "「风险」" in row, row


@pytest.mark.parametrize(
    "suggestion",
    [
        '把 §3.1 RepLKNet 条目缺点里的"下游检测提升明显"改为"下游检测与分割提升明显"。',
        '§3.1 RepLKNet 条目缺点一项中"下游检测提升明显"改为"下游检测与分割提升明显"。',
    ],
)
def test_a_replace_in_a_field_that_lacks_the_words_is_reported(
    tmp_path: Path, suggestion: str
) -> None:
    # The words stand in the entry's 摘要, not in the 缺点 the request names.
    code, report, after = run(tmp_path, CHINESE, fix(suggestion))
    assert after == CHINESE and code == 1, report
    (row,) = report_rows(report)
    assert "unresolved" in row and "「缺点」" in row and "「摘要」" in row, row
