"""An edit whose result still holds what it replaced or appended to is made once: a replace
whose new value holds the old one (`13B` → `13B/70B`, `1.25` → `1.0–1.25`), words added
before a reference marker kbpatch reads by its shape (`（R3）`, `[Lee 2024]`), a quoted
sentence with its own `。`. The patch is proposed, applies, and planning again on the
patched text proposes nothing; an entry whose facts are sub-items takes words only in the
field they name, else the action is unresolved and says why. An action whose edit would
still be made again is held back alone, reported as a kbpatch bug, and the brief's other
actions keep their patches."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch import api
from kbpatch.api import propose
from kbpatch.kb import Kb
from kbpatch.locate import Span
from kbpatch.models import ActionKind, SectionRef, Status
from kbpatch.render import Rendered, append_sentence, render, update_number

from .conftest import KbRepoFixture, git, invoke, make_repo, one_action, proposed_lines

KB_PATH = "organized/knowledge/inference.md"
BRIEF = "inbox/mo/2026-12-14-inference-e1prep.md"
OUTPUT = "inbox/mo/2026-12-14-inference-e1prep.patches"

KB = """# serving 活文档

## 1 模型

| 模型 | 参数 | 得分 | 备注 |
|---|---|---|---|
| Orca-M | 13B | 61.2 | 稀疏注意力 |
| Kestrel | 7B | 55.0 | 量化因子 1.25 时掉点 0.3 |

## 2 调度

- **SlotGate**：按剩余显存准入，批大小上限 64。（R3）
- **TierQ**：按长度分层排队，长请求等待下降约 30%。[Lee 2024]
- **PageHop**：抢占时整页换出，恢复延迟 2–3 ms。
- **Lanes**
  - 方法：按租户划分 KV 通道
  - 结果：尾延迟下降 18%
  - 来源：[4]
- **Ferry**
  - 方法：请求跨节点迁移
  - 来源：[5]
"""


def brief(*requests: str) -> str:
    head = (
        "# inference · E1 预消化简报（2026-12-14）\n\n"
        "- **作者**：Mo · E1 预消化（inference）\n"
        "- **时间**：2026-12-14 21:00\n"
        f"- **对照活文档**：{KB_PATH}\n\n"
        "## 二、增量\n\n"
    )
    for number, request in enumerate(requests, start=1):
        head += (
            f"### 增量 {number}：第 {number} 处更正\n\n"
            f"- **来源**：organized/repo_cards/{number}-card.md\n"
            f"- **要点**：第 {number} 处的更正。\n"
            f"- **建议归入**：{request}\n\n"
        )
    return head


def run(tmp_path: Path, *requests: str) -> tuple[KbRepoFixture, int, str, list[Path]]:
    repo = make_repo(tmp_path / "kb", KB.encode("utf-8"))
    repo.add_brief(brief(*requests).encode("utf-8"), BRIEF)
    code, out, err = invoke("propose", "--color", "never", str(repo.root / BRIEF))
    assert code in (0, 1), out + err
    return repo, code, out, sorted((repo.root / OUTPUT).glob("*.patch"))


def changed(patches: list[Path]) -> list[str]:
    """The lines the patches' hunks remove and add, in order (not the mail's signature)."""
    lines = []
    for patch in patches:
        diff = patch.read_text(encoding="utf-8").split("\n@@", 1)[1].split("\n-- \n")[0]
        lines += [line for line in diff.splitlines() if line.startswith(("+", "-"))]
    return lines


def proposes_nothing_once_applied(repo: KbRepoFixture, patches: list[Path]) -> None:
    """The patches apply to HEAD; on the patched KB the same brief proposes no patch."""
    git(repo.root, "apply", "--check", *map(str, patches))
    git(repo.root, "apply", *map(str, patches))
    repo.commit("patched")
    code, out, err = invoke("propose", "--dry-run", "--color", "never", str(repo.root / BRIEF))
    assert code in (0, 1), out + err
    assert "proposed" not in out and "error" not in err, out + err


@pytest.mark.parametrize(
    ("request_words", "old", "new"),
    [
        (
            '§1 Orca-M 一行，"13B" 改为 "13B/70B"。',
            "| Orca-M | 13B | 61.2 | 稀疏注意力 |",
            "| Orca-M | 13B/70B | 61.2 | 稀疏注意力 |",
        ),
        (
            '§1 Kestrel 一行，"1.25" 改为 "1.0–1.25"。',
            "| Kestrel | 7B | 55.0 | 量化因子 1.25 时掉点 0.3 |",
            "| Kestrel | 7B | 55.0 | 量化因子 1.0–1.25 时掉点 0.3 |",
        ),
        (
            '§2 PageHop 那条 "2–3 ms" 改为 "2–3 ms（冷启动 5 ms）"。',
            "- **PageHop**：抢占时整页换出，恢复延迟 2–3 ms。",
            "- **PageHop**：抢占时整页换出，恢复延迟 2–3 ms（冷启动 5 ms）。",
        ),
    ],
)
def test_a_new_value_that_holds_the_old_one_is_replaced_once(
    request_words: str, old: str, new: str, tmp_path: Path
) -> None:
    repo, code, out, patches = run(tmp_path, request_words)
    assert code == 0, out
    assert changed(patches) == [f"-{old}", f"+{new}"]
    proposes_nothing_once_applied(repo, patches)


@pytest.mark.parametrize(
    ("request_words", "old", "new"),
    [
        (
            '§2 SlotGate 那条末尾补一句"高峰期可降到 32。"',
            "- **SlotGate**：按剩余显存准入，批大小上限 64。（R3）",
            "- **SlotGate**：按剩余显存准入，批大小上限 64。高峰期可降到 32。（R3）",
        ),
        (
            '§2 SlotGate 那条末尾补一句"高峰期可降到 32"',
            "- **SlotGate**：按剩余显存准入，批大小上限 64。（R3）",
            "- **SlotGate**：按剩余显存准入，批大小上限 64。高峰期可降到 32。（R3）",
        ),
        (
            '§2 TierQ 那条末尾补一句"短请求不受影响。"',
            "- **TierQ**：按长度分层排队，长请求等待下降约 30%。[Lee 2024]",
            "- **TierQ**：按长度分层排队，长请求等待下降约 30%。短请求不受影响。[Lee 2024]",
        ),
    ],
)
def test_words_appended_go_before_a_reference_marker_and_are_added_once(
    request_words: str, old: str, new: str, tmp_path: Path
) -> None:
    repo, code, out, patches = run(tmp_path, request_words)
    assert code == 0, out
    assert changed(patches) == [f"-{old}", f"+{new}"]
    proposes_nothing_once_applied(repo, patches)


@pytest.mark.parametrize(
    ("body", "added", "expected"),
    [
        (
            "- X：占 30%。[Xie et al., 2023; Brown 2020]",
            "另算",
            "- X：占 30%。另算。[Xie et al., 2023; Brown 2020]",
        ),
        ("- X：占 30%。（arXiv:2401.00001）", "另算。", "- X：占 30%。另算。（arXiv:2401.00001）"),
        (
            "- X: drops 3 points. [Ref-12]",
            "Measured once.",
            "- X: drops 3 points. Measured once. [Ref-12]",
        ),
        # Words in round brackets that are no reference are a note: the words go after it.
        ("- X：占 30%。（仅 WebArena）", "另算", "- X：占 30%。（仅 WebArena）（另算）"),
        ("- X：占 30%。（2023）", "另算", "- X：占 30%。（2023）（另算）"),
    ],
)
def test_reference_markers_are_read_by_their_shape(body: str, added: str, expected: str) -> None:
    assert append_sentence(body, added) == expected


def test_words_for_an_entry_of_sub_items_name_their_field_or_stay_unresolved(
    tmp_path: Path,
) -> None:
    repo, code, out, patches = run(
        tmp_path,
        '§2 Lanes 那条末尾补一句"跨租户共享前缀时收益减半。"',
        '§2 Lanes 那条末尾补一句"成本：每租户多占 5% 显存。"',
        '§2 Ferry 那条的方法末尾补一句"只搬运 KV 缓存。"',
        '§2 Lanes 那条末尾补一句"结果：P99 同样下降。"',
        # A field's name elsewhere in the request names no field to add to.
        '§2 Lanes 那条末尾补一句"单卡无收益。"，方法待复现',
    )
    assert code == 1, out
    unresolved = [line for line in out.splitlines() if " unresolved " in line]
    assert [line.split()[0] for line in unresolved] == ["A01", "A05"], out
    assert all("sub-items (「方法」、「结果」、「来源」)" in line for line in unresolved)
    assert changed(patches) == [
        "-  - 结果：尾延迟下降 18%",
        "+  - 结果：尾延迟下降 18%；P99 同样下降",
        # A new field, before the entry's closing source.
        "+  - 成本：每租户多占 5% 显存",
        "-  - 方法：请求跨节点迁移",
        "+  - 方法：请求跨节点迁移；只搬运 KV 缓存",
    ]
    # Never glued onto the source field.
    assert not any(line.startswith("+  - 来源") for line in changed(patches))
    proposes_nothing_once_applied(repo, patches)


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        ("64", "32–64", "- **SlotGate**：按剩余显存准入，批大小上限 32–64。（R3）"),
        ("64", "64（峰值 96）", "- **SlotGate**：按剩余显存准入，批大小上限 64（峰值 96）。（R3）"),
    ],
)
def test_a_count_whose_new_value_holds_the_old_one_is_updated_once(
    old: str, new: str, expected: str
) -> None:
    lines = KB.splitlines(keepends=True)
    action = one_action(
        ActionKind.UPDATE_NUMBER,
        SectionRef(key="2", raw="§2"),
        subject="SlotGate",
        old_value=old,
        new_value=new,
    )
    first = render(lines, action, date="2026-12-14")
    assert proposed_lines(first) == [expected]
    patched = [*lines[:11], expected + "\n", *lines[12:]]
    assert render(patched, action, date="2026-12-14").status is Status.ALREADY_PRESENT
    span = Span(start=10, end=len(patched), title="调度")
    assert isinstance(update_number(patched, span, action, "", "\n"), str)


def test_an_edit_made_again_on_its_own_result_is_held_back_alone(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The stability check still catches a repeat patch, but costs only its own action."""
    text = brief(
        '§1 Orca-M 一行，"13B" 改为 "13B/70B"。',
        '§2 TierQ 那条末尾补一句"短请求不受影响。"',
    )
    kb = Kb(KB, path=KB_PATH)
    good = propose(text, kb)
    assert [o.status for o in good.outcomes] == [Status.PROPOSED, Status.PROPOSED]

    def sees_append_undone(lines: object, action: object, **how: object) -> Rendered:
        # A render whose append never sees itself done, as F9's was.
        rendered = render(lines, action, **how)  # type: ignore[arg-type]
        if getattr(action, "kind", None) is ActionKind.APPEND:
            return Rendered(status=Status.PROPOSED, edit=rendered.edit)
        return rendered

    monkeypatch.setattr(api, "render", sees_append_undone)
    held = propose(text, kb)
    first, second = held.outcomes
    assert first.status is Status.PROPOSED and first.patch
    assert second.status is Status.UNRESOLVED
    assert second.action.kind is ActionKind.APPEND
    assert second.reason.startswith("kbpatch bug: this edit would be proposed again")
    assert len(held.patches) == 1 and "13B/70B" in held.patches[0].diff
    assert held.return_code == 1
