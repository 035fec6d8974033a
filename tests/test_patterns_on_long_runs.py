"""Every pattern kbpatch reads a brief with finishes in time on long runs of white space,
as a blanked quote or a list of blanked references leaves, and as a hostile line may hold:
patterns with several optional gaps in a row once took minutes on a line of a few hundred
characters (a hang, to a PR bot)."""

from __future__ import annotations

import re
import signal
from collections.abc import Iterator
from contextlib import contextmanager
from types import ModuleType

import pytest

import kbpatch.parse
import kbpatch.reading.actions
import kbpatch.reading.clauses
import kbpatch.reading.items
import kbpatch.reading.text
import kbpatch.render
from kbpatch.reading.lexicon import default_lexicon

MODULES: tuple[ModuleType, ...] = (
    kbpatch.parse,
    kbpatch.render,
    kbpatch.reading.actions,
    kbpatch.reading.clauses,
    kbpatch.reading.items,
    kbpatch.reading.text,
)
# Words that open the requests patterns look for, each before and after a long run.
OPENERS = ("暂缓", "不", "新增", "补线索", "改为", "§3.2", "条目 1", "after the", "只", "除", "「")
RUN = " " * 1000
# Far above what a pattern takes on one text of this length when it is at most quadratic (a
# few ms), far below what one whose gaps trade white space takes (minutes).
SECONDS = 2


def patterns() -> Iterator[tuple[str, re.Pattern[str]]]:
    lexicon = default_lexicon()
    for name in lexicon.__dataclass_fields__:
        value = getattr(lexicon, name)
        if isinstance(value, re.Pattern):
            yield f"lexicon.{name}", value
        elif isinstance(value, dict):
            for key, pattern in value.items():
                if isinstance(pattern, re.Pattern):
                    yield f"lexicon.{name}.{key}", pattern
        elif hasattr(value, "_fields"):  # a NamedTuple of patterns (lexicon.value_forms)
            for key, pattern in zip(value._fields, value, strict=True):
                if isinstance(pattern, re.Pattern):
                    yield f"lexicon.{name}.{key}", pattern
    for module in MODULES:
        for name, value in vars(module).items():
            if isinstance(value, re.Pattern):
                yield f"{module.__name__}.{name}", value


@contextmanager
def deadline(seconds: int, what: str) -> Iterator[None]:
    def expired(*_: object) -> None:
        raise TimeoutError(what)

    previous = signal.signal(signal.SIGALRM, expired)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def texts() -> Iterator[str]:
    for word in OPENERS:
        yield from (word + RUN + "x", RUN + word + RUN + "x", word + RUN, "x" + RUN + word)


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(signal, "SIGALRM"), reason="needs SIGALRM")
def test_no_pattern_trades_white_space_between_its_gaps() -> None:
    slow: list[str] = []
    for name, pattern in patterns():
        for text in texts():
            try:
                with deadline(SECONDS, name):
                    pattern.search(text)
                    pattern.fullmatch(text)
            except TimeoutError:
                slow.append(f"{name} on {text[:12].strip()!r}…{text[-12:].strip()!r}")
                break
    assert not slow, f"patterns that take more than {SECONDS} s on a run of white space: {slow}"
