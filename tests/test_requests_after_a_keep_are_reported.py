"""A request in the sentence after a keep (`§1 keep A100 as is; change the H100 2.10 to 1.95`)
that names no place kbpatch reads is reported with its words, never taken for a remark on the
keep and dropped; a remark that asks nothing (`§1 不动；这是最终价格`) stays silent. Each
phrasing is our own, in the E1 format."""

from __future__ import annotations

import pytest

from kbpatch.api import propose
from kbpatch.kb import Kb
from kbpatch.models import Status

from .conftest import KB_PATH
from .test_value_keeps_scoped_to_their_row import KB, brief


@pytest.mark.parametrize(
    ("suggestion", "request_words"),
    [
        ("§1 keep as is; change the H100 2.10 to 1.95.", "change the H100 2.10 to 1.95"),
        ("§1 keep A100's 2.10 as is; change H100's 2.10 to 1.95.", "change H100's 2.10 to 1.95"),
        ("§1 keep A100 as is; H100: 2.10 → 1.95.", "H100: 2.10 → 1.95"),
        ("§1 其余不动；把 H100 的 2.10 调成 1.95。", "把 H100 的 2.10 调成 1.95"),
        ("§1 leave as is; update H100 from 2.10 to 1.95.", "update H100 from 2.10 to 1.95"),
    ],
)
def test_a_request_after_a_keep_is_reported_with_its_words(
    suggestion: str, request_words: str
) -> None:
    proposal = propose(brief(suggestion), Kb(KB, path=KB_PATH))
    reported = [o for o in proposal.outcomes if o.status is Status.NOT_UNDERSTOOD]
    assert reported, [(o.action.kind, o.status, o.reason) for o in proposal.outcomes]
    # The report row quotes the request's own words.
    assert any(request_words in f"{o.action.request} {o.reason}" for o in reported)
    assert not proposal.patches


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1 不动；这是最终价格。",
        "§1 keep as is. The prices are final.",
        "§1 保持不变；价格已核实。",
    ],
)
def test_a_remark_after_a_keep_stays_silent(suggestion: str) -> None:
    proposal = propose(brief(suggestion), Kb(KB, path=KB_PATH))
    assert not [o for o in proposal.outcomes if o.status is Status.NOT_UNDERSTOOD]
    assert not proposal.patches
