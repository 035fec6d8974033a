"""kbpatch: propose section-targeted patches to a living knowledge document from an E1 brief."""

__version__ = "0.1.0"
