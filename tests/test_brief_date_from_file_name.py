"""A brief whose title carries no year (`inference E1 prep 12-08 — Ana`) takes its date from
its file's name (`2026-12-08-inference-e1prep.md`): the provenance marks read `（E1 2026-12-08
· 条目 1）` and the mail's Date is that day, never `E1 ?` nor 1970. A date in the title wins."""

from __future__ import annotations

import pytest

from kbpatch.api import Options, propose
from kbpatch.kb import Kb

from .conftest import KB_PATH

KB = """\
# 推理活文档

## 3. 调度

### 3.1 路由

- **HedgeRoute**：按置信度把难请求升到大模型。
"""


def brief(title: str) -> str:
    return f"""# {title}

## Increments

### Item 1 — GateCascade

- Source: paper_cards/2040-2612-03030.md (arXiv:2612.03030)
- Key points: tunes cascade thresholds online.
- Placement: §3.1 add an entry for GateCascade.
"""


def written(title: str, path: str) -> str:
    kb = Kb(KB, KB.encode(), path=KB_PATH, commit="0" * 40)
    proposal = propose(brief(title), kb, Options(brief_path=path))
    return "".join(p.text for p in proposal.patches)


@pytest.mark.parametrize(
    "title",
    [
        "inference E1 prep 12-08 — Ana",
        "inference · E1 预消化（12 月 8 日）",
        "inference E1 prep (Monday)",
        "inference E1 prep",
    ],
)
def test_a_title_without_a_year_takes_the_date_of_the_file_name(title: str) -> None:
    text = written(title, "inbox/ana/2026-12-08-inference-e1prep.md")
    assert "E1 2026-12-08 · " in text
    assert "E1 ?" not in text
    assert "Date: Tue, 08 Dec 2026 00:00:00 +0000" in text


def test_the_title_s_own_date_wins_over_the_file_name() -> None:
    text = written("inference E1 prep 2026-12-09", "inbox/ana/2026-12-08-inference-e1prep.md")
    assert "E1 2026-12-09 · " in text
    assert "E1 2026-12-08" not in text


def test_no_date_anywhere_stays_unknown() -> None:
    text = written("inference E1 prep 12-08", "inbox/ana/inference-e1prep.md")
    assert "E1 ? · " in text
