"""Each mode registered once, its parts found through the registry (issue 36): every
registered mode has every layer's part, with everything a part gives; a mode's events
are told by its words; and nothing outside a mode's own places names its events or
imports its core module (a scan of the source)."""

from __future__ import annotations

import ast
import importlib
import re
from pathlib import Path

import attrs
import pytest

from adrenaline.core.events import EVENT_TYPES, Event
from adrenaline.core.modes import LAYERS, MODES, PARTS, part_name, register, unregister
from adrenaline.core.modes.base import Mode

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "adrenaline"
# what each layer's part of a mode gives (the layer's own list)
GIVES = {layer: importlib.import_module(f"adrenaline.{layer}.modes").PART for layer in LAYERS}


def own_events(mode: type[Mode]) -> list[type[Event]]:
    """The events a mode's core module defines (none for Deathmatch: the shared ones)."""
    return [kind for kind in EVENT_TYPES.values() if kind.__module__ == mode.__module__]


def own_places(name: str) -> set[Path]:
    """A mode's own places: its core module, its parts in every layer, and the modules
    named after it (``ui/game/turret_board.py``, ``turret_lessons.py``...)."""
    places = {Path(importlib.import_module(MODES[name].__module__).__file__).resolve()}
    places |= {Path(importlib.import_module(part_name(name, layer)).__file__).resolve()
               for layer in LAYERS}
    places |= {p.resolve() for p in PACKAGE.rglob(f"{name}_*.py")}
    return places


@pytest.mark.parametrize("name", sorted(MODES))
@pytest.mark.parametrize("layer", LAYERS)
def test_every_registered_mode_has_every_part_with_everything_it_gives(name, layer):
    part = importlib.import_module(PARTS[name][layer])
    missing = [attr for attr in GIVES[layer] if not hasattr(part, attr)]
    assert not missing, f"{part.__name__} lacks {missing}"


@pytest.mark.parametrize("name", sorted(MODES))
def test_a_mode_s_events_are_each_told_by_its_words_or_are_a_killshot(name):
    words = importlib.import_module(PARTS[name]["words"])
    told = set(words.LINES) | set(words.QUIET) | set(words.IN_SHOT)
    for kind in own_events(MODES[name]):
        is_kill = kind.kill is not Event.kill
        assert kind in told or is_kill, f"{kind.__name__}: no line in {words.__name__}"


def test_the_events_paying_final_shares_are_exactly_those_with_shares():
    """The kept games' list finds the final shares by their field ``"shares"`` alone (its
    fast scan): an event pays them (``pays_shares``) if and only if it has that field."""
    for kind in EVENT_TYPES.values():
        fields = {f.name for f in attrs.fields(kind)}
        assert kind.pays_shares == ("shares" in fields), kind.__name__


def test_a_part_names_a_layer_the_registry_knows():
    class Nothing(Mode):
        name = "nothing"

    with pytest.raises(ValueError, match="no layer 'sound'"):
        register(Nothing, sound="x")
    assert "nothing" not in MODES
    register(Nothing, words="tests.modes.kill_and_tag")
    try:
        assert part_name("nothing", "words") == "tests.modes.kill_and_tag"
        assert part_name("nothing", "ui") == "adrenaline.ui.modes.nothing"  # the package's own
    finally:
        unregister("nothing")
    assert part_name("nothing", "words") is None


def _sources():
    for path in sorted(PACKAGE.rglob("*.py")):
        yield path.resolve(), path.read_text(encoding="utf-8")


@pytest.mark.parametrize("name", [n for n in sorted(MODES) if own_events(MODES[n])])
def test_nothing_outside_a_mode_s_own_places_names_its_events_or_imports_it(name):
    """No ``dom.``/``tur.`` event classes, no ``"TrackScored"`` strings, no import of the
    mode's core module outside its own places (the registry in ``core/modes/__init__.py``
    registers it; the other modes' core modules may build on Deathmatch only)."""
    mine = own_places(name)
    events = re.compile(r"\b(" + "|".join(k.__name__ for k in own_events(MODES[name])) + r")\b")
    module = MODES[name].__module__.rsplit(".", 1)[1]
    imports = re.compile(rf"modes\.{module}\b|modes import [^\n]*\b{module}\b")
    registry = (PACKAGE / "core" / "modes" / "__init__.py").resolve()
    found = []
    for path, text in _sources():
        if path in mine:
            continue
        found += [f"{path.relative_to(ROOT)}: {m.group(0)}" for m in events.finditer(text)]
        if path != registry:
            found += [f"{path.relative_to(ROOT)}: imports {m.group(0)}" for m in imports.finditer(text)]
    assert not found, "\n".join(found)


def test_no_module_in_adrenaline_names_the_test_only_mode():
    assert not [p for p, text in _sources() if "kill_and_tag" in text or "KillAndTag" in text]


def test_the_shared_code_asks_no_mode_by_name():
    """Outside the modes' own places, no mode is asked by its name: no table keyed by it
    (``{"domination": ...}``), no comparison of a mode with it (``mode == "turret"``,
    ``game.mode.name == ...``): they ask the registry's parts. (A damage's source
    ``"turret"`` is an identity of its own.)"""
    names = set(MODES)
    everyone = set().union(*(own_places(n) for n in MODES))
    found = []
    for path, text in _sources():
        if path in everyone:
            continue
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.Dict):
                keys = [k.value for k in node.keys if isinstance(k, ast.Constant)]
                found += [f"{path.relative_to(ROOT)}:{node.lineno}: {{{k!r}: ...}}" for k in keys if k in names]
            elif isinstance(node, ast.Compare):
                sides = [node.left, *node.comparators]
                named = [x.value for x in sides if isinstance(x, ast.Constant) and x.value in names]
                if named and any("mode" in ast.unparse(x) for x in sides):
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {ast.unparse(node)}")
    assert not found, "\n".join(found)


def test_the_architecture_checks_see_the_parts_as_their_layers():
    """The parts sit in their layers' packages: the core imports none of them."""
    core = PACKAGE / "core"
    for path in core.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                assert not re.match(r"\.*(words|ui|bots)\b", node.module), (path, node.module)


def test_a_mode_put_in_modes_by_hand_has_no_parts_and_is_told_as_the_standard_game():
    """Tests make small modes by hand (``MODES[name] = cls``, no ``register``): every
    layer finds no part and falls back to the shared game's (the log, the sounds, the
    bots' terms, the mode's name as its words)."""
    import random

    from adrenaline.bots.mode_terms import PLAIN, terms_for
    from adrenaline.cli import random_game
    from adrenaline.core.engine import default_setup
    from adrenaline.core.modes.deathmatch import Deathmatch
    from adrenaline.ui.sound.cues import start_sound
    from adrenaline.words.log import describe
    from adrenaline.words.refusals import mode_words

    class ByHand(Deathmatch):
        name = "by_hand"

    MODES["by_hand"] = ByHand
    try:
        game, _ = random_game(default_setup(3, "A", skulls=5, seed=2, mode="by_hand"), random.Random(2))
        assert any(describe(game, entry) for entry in game.log)
        assert start_sound(game.log[-1].events[-1]) is None
        assert terms_for("by_hand") is PLAIN and mode_words("by_hand") == "by_hand"
    finally:
        MODES.pop("by_hand")
