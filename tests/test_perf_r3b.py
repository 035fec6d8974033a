"""first_line_with on a patched view of a text that knows its joined text searches HEAD's
lines where they lie; it must find what a search of the joined span finds."""

from __future__ import annotations

import random

from kbpatch.locate import Block, Patched, Span, Text, first_line_with
from kbpatch.models import Edit


def test_first_line_with_pieces_matches_joined_search() -> None:
    rng = random.Random(7)
    words = ["alpha", "2401.00001", "beta", "2402.12345", "γ", "x"]
    for _ in range(300):
        size = rng.randint(1, 40)
        lines = [" ".join(rng.choices(words, k=rng.randint(0, 3))) + "\n" for _ in range(size)]
        text = Text(lines, joined="".join(lines))
        edits = []
        at = 0
        while at < size and rng.random() < 0.7:
            start = rng.randint(at, size)
            end = rng.randint(start, min(size, start + 3))
            new = tuple(
                " ".join(rng.choices(words, k=rng.randint(0, 3))) + "\n"
                for _ in range(rng.randint(0, 3))
            )
            edits.append(Edit(start=start, end=end, lines=new))
            at = end + 1
        edits = [e for e in edits if e.lines or e.end > e.start]
        view = Patched(text.view, edits, text)
        plain = view.as_list()
        assert list(view) == plain
        for _ in range(5):
            lo = rng.randint(0, len(plain))
            hi = rng.randint(lo, len(plain))
            needles = rng.sample(words, rng.randint(1, 2))
            span = Span(start=lo, end=hi, title="t")
            expected = first_line_with(plain, span, needles, Block(plain, span))
            assert first_line_with(view, span, needles) == expected
