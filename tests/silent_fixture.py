"""A small KB and helpers that the tests of requests kbpatch must obey or report (never pass
over in silence) share: the Lumen brief (lumen_fixture) against it, each outcome and new line."""

from __future__ import annotations

from pathlib import Path

from kbpatch.api import Proposal

from .lumen_fixture import proposal_of

KB = """\
# inference 活文档

## 2 推理引擎

### 2.1 新引擎

* Brisk — 单卡推理引擎（arXiv:2601.00002）
* Quill — 稀疏注意力引擎（arXiv:2601.00005）

#### 选型路径

1. 低延迟 → **Brisk**。

### 2.2 调度

- **Loom**（arXiv:2601.00003）：连续批处理。
- **Relay**（arXiv:2601.00006）：跨节点调度。
"""


def proposal(tmp_path: Path, suggestion: str) -> Proposal:
    return proposal_of(tmp_path, KB, suggestion)


def outcomes(found: Proposal) -> list[tuple[str, str, str]]:
    """(section key or "-", status, reason) of each outcome."""
    return [
        (
            o.action.target.key if o.action.target else "-",
            o.status.value,
            o.action.reason,
        )
        for o in found.outcomes
    ]


def new_lines(found: Proposal) -> list[str]:
    """The lines the recommended patches add (not the alternatives)."""
    return [
        line[1:]
        for patch in found.patches
        if not patch.alternative
        for line in patch.diff.splitlines()
        if line.startswith("+") and not line.startswith("+++")
    ]
