"""No import circles (the developers' guide: "No import circles"): every module - the
rules core, the window (ui), a game at the table (play), kept games (saves), the words,
the tutorial, the bots, the command line - imports only modules that do not import it
back, directly or through others. An import inside a function counts like one at the
top of the file: a function-level import that dodges a circle is still a circle.
(tests/test_core_layers.py also checks the order of the core's layers.)"""

from __future__ import annotations

import ast
from pathlib import Path

import adrenaline

PACKAGE = Path(adrenaline.__file__).parent


def module_names(root: Path) -> dict[str, Path]:
    """Dotted module name -> its file, for every module under ``root``."""
    mods = {}
    for path in root.rglob("*.py"):
        parts = list(path.relative_to(root.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        mods[".".join(parts)] = path
    return mods


def import_graph(root: Path) -> dict[str, set[str]]:
    """Module -> the modules of the package it imports, at any depth of its code."""
    mods = module_names(root)
    graph: dict[str, set[str]] = {m: set() for m in mods}
    for name, path in mods.items():
        package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package.split(".")
                    base = base[: len(base) - (node.level - 1)]
                    target = ".".join(base + ([node.module] if node.module else []))
                else:
                    target = node.module or ""
                candidates = [target] + [f"{target}.{alias.name}" for alias in node.names]
            elif isinstance(node, ast.Import):
                candidates = [alias.name for alias in node.names]
            else:
                continue
            graph[name] |= {c for c in candidates if c in mods and c != name}
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of two modules or more (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_no_import_circles_anywhere():
    graph = import_graph(PACKAGE)
    assert {"adrenaline.ui.app", "adrenaline.ui.game.prompt_bar", "adrenaline.play.session",
            "adrenaline.saves.library", "adrenaline.words.log", "adrenaline.bots", "adrenaline.core.engine",
            "adrenaline.core.rules.turn"} <= set(graph)
    assert circles(graph) == []


def test_a_circle_through_a_function_level_import_is_found(tmp_path):
    package = tmp_path / "pkg"
    (package / "screens").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "screens" / "__init__.py").write_text("")
    (package / "game.py").write_text("from .screens.menu import Menu\n")
    (package / "screens" / "menu.py").write_text(
        "class Menu:\n    def play(self):\n        from ..game import Game\n")
    (package / "alone.py").write_text("from . import game\n")
    assert circles(import_graph(package)) == [["pkg.game", "pkg.screens.menu"]]
