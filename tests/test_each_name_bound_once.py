"""Each module binds each top-level name once: a pattern defined again further down a module
silently replaces the first for every use, above it too (a second `CLAUSE_MARK` with a colon
in it once ended quote pairs that the first did not)."""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

import kbpatch

PACKAGE = Path(kbpatch.__file__).parent


def top_level_names(tree: ast.Module) -> Counter[str]:
    names: Counter[str] = Counter()
    for node in tree.body:
        if isinstance(node, ast.Assign):
            names.update(t.id for t in node.targets if isinstance(t, ast.Name))
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names[node.target.id] += 1
        elif isinstance(node, ast.FunctionDef | ast.ClassDef):
            names[node.name] += 1
    return names


def test_no_module_binds_a_top_level_name_twice() -> None:
    twice = {
        f"{path.relative_to(PACKAGE)}: {name}"
        for path in sorted(PACKAGE.rglob("*.py"))
        for name, count in top_level_names(ast.parse(path.read_text("utf-8"))).items()
        if count > 1
    }
    assert not twice, sorted(twice)
