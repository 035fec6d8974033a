"""Jinja2 templates for the text kbpatch adds to a KB; installed as kbpatch.templates."""
