"""The core stands in layers (its having no import circle is checked with every other
package in tests/test_architecture.py): each layer leans only on those below it
(the turn on the actions, the actions on the shot, the shot on the weapon
vocabulary, the vocabulary on the choices)."""

from __future__ import annotations

from .test_architecture import PACKAGE, import_graph as graph_of

CORE = "adrenaline.core"


def import_graph() -> dict[str, set[str]]:
    """Core module -> the core modules it imports, at the top or inside a function (the
    graph tests/test_architecture.py checks for circles)."""
    return {m: {t for t in targets if t.startswith(CORE)}
            for m, targets in graph_of(PACKAGE).items() if m.startswith(CORE)}


def reaches(graph: dict[str, set[str]], start: str) -> set[str]:
    seen, todo = set(), [start]
    while todo:
        for w in graph[todo.pop()]:
            if w not in seen:
                seen.add(w)
                todo.append(w)
    return seen


def test_the_turn_the_shot_and_the_weapon_vocabulary_each_stand_on_the_one_below():
    graph = import_graph()
    core = CORE
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
