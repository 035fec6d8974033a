"""The reader: brief → clauses → readings → actions, with its vocabulary in lexicon.toml."""

from .actions import plan
from .lexicon import Lexicon, default_lexicon, lexicon_for, lexicon_from_text

__all__ = ["Lexicon", "default_lexicon", "lexicon_for", "lexicon_from_text", "plan"]
