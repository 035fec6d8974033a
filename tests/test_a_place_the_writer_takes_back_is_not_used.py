"""A place the writer names and then takes back in the same line is not where the entry goes:
a section questioned and answered (`§2.1？不，§2.2 更合适`) moves the entry to the section that
answers it; a quoted part of a section corrected (`§2.1 的"观察区"小节…。不对，应为"主干"`)
moves it to the part named last. The place taken back gets no patch."""

from __future__ import annotations

from pathlib import Path

import pytest

from .lumen_fixture import proposal_of

KB = """\
# inference 活文档

## 2 推理引擎

### 2.1 新引擎

#### 主干

- **Brisk**：单卡推理引擎。

#### 观察区

- **Tern**：早期原型。

### 2.2 调度

- **Loom**：连续批处理。
"""


def landed(tmp_path: Path, suggestion: str) -> tuple[list[str], str]:
    """The places of the proposed patches, and the added lines with the line after each."""
    proposal = proposal_of(tmp_path, KB, suggestion)
    places = [
        f"{o.action.target.key}{'/' + o.action.target.part if o.action.target.part else ''}"
        for o in proposal.outcomes
        if o.status.value == "proposed" and o.action.target
    ]
    return places, "".join(p.diff for p in proposal.patches)


@pytest.mark.parametrize(
    "suggestion",
    [
        "§2.1 新增 Lumen 条目。§2.1？不，§2.2 更合适。",
        "§2.1 补一条 Lumen——§2.1？不对，§2.2。",
    ],
)
def test_a_questioned_section_gives_way_to_the_answer(tmp_path: Path, suggestion: str) -> None:
    places, diff = landed(tmp_path, suggestion)
    assert places == ["2.2"], (places, diff)


@pytest.mark.parametrize(
    "suggestion",
    [
        '§2.1 的"观察区"小节补一条 Lumen。不对，应为"主干"。',
        "§2.1「观察区」小节新增 Lumen——写错了，应是「主干」。",
    ],
)
def test_a_corrected_part_is_where_the_entry_goes(tmp_path: Path, suggestion: str) -> None:
    places, diff = landed(tmp_path, suggestion)
    assert places == ["2.1/主干"], (places, diff)
    # The new line lands under 主干, before the 观察区 heading.
    lines = [line for line in diff.splitlines() if line[:1] in " +-" and line[:3] != "+++"]
    added = next(i for i, line in enumerate(lines) if "Lumen" in line)
    assert any("#### 观察区" in line for line in lines[added:]), diff


def test_a_part_named_once_stays(tmp_path: Path) -> None:
    places, _ = landed(tmp_path, '§2.1 的"观察区"小节补一条 Lumen。')
    assert places == ["2.1/观察区"]
