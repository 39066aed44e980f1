"""The core stands in layers: no import circle inside ``adrenaline/core``, counting
imports made inside functions too, and each layer leans only on those below it
(the turn on the actions, the actions on the shot, the shot on the weapon
vocabulary, the vocabulary on the choices)."""

from __future__ import annotations

import ast
from pathlib import Path

CORE = Path(__file__).resolve().parent.parent / "adrenaline" / "core"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(CORE.parent.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def import_graph() -> dict[str, set[str]]:
    """Module -> the core modules it imports, at the top or inside a function."""
    files = {module_name(p): p for p in CORE.rglob("*.py")}
    graph: dict[str, set[str]] = {m: set() for m in files}
    for name, path in files.items():
        package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                    target = ".".join(base + ([node.module] if node.module else []))
                else:
                    target = node.module or ""
                found = [target] + [f"{target}.{alias.name}" for alias in node.names]
            elif isinstance(node, ast.Import):
                found = [alias.name for alias in node.names]
            else:
                continue
            graph[name].update(t for t in found if t in files and t != name)
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan)."""
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


def reaches(graph: dict[str, set[str]], start: str) -> set[str]:
    seen, todo = set(), [start]
    while todo:
        for w in graph[todo.pop()]:
            if w not in seen:
                seen.add(w)
                todo.append(w)
    return seen


def test_the_core_has_no_import_circle():
    assert circles(import_graph()) == []


def test_the_circle_finder_finds_a_circle_through_a_function_level_import():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert circles(graph) == [["a", "b", "c"]]


def test_the_turn_the_shot_and_the_weapon_vocabulary_each_stand_on_the_one_below():
    graph = import_graph()
    core = "adrenaline.core"
    below = [f"{core}.rules.turn", f"{core}.rules.actions", f"{core}.rules.shoot",
             f"{core}.weapons.plans", f"{core}.weapons.dsl", f"{core}.choices"]
    for i, upper in enumerate(below[:-1]):
        assert below[i + 1] in reaches(graph, upper), f"{upper} should stand on {below[i + 1]}"
        lifted = [m for m in below[:i + 1] if m in reaches(graph, below[i + 1])]
        assert lifted == [], f"{below[i + 1]} reaches up to {lifted}"


def test_the_shared_rules_never_import_a_mode():
    graph = import_graph()
    for name in graph:
        if name.startswith("adrenaline.core.rules"):
            modes = sorted(m for m in graph[name] if m.startswith("adrenaline.core.modes"))
            assert modes == [], f"{name} imports {modes}: shared rules call the mode's hooks"
