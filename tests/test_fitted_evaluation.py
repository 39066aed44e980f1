"""Hard's fitted evaluation (bots/fitted.py): the shipped coefficients are what
tools/fit_evaluation.py writes, a fit is reproducible, the evaluation ranks obvious
positions, and it is plain Python."""

from __future__ import annotations

import ast
import importlib.util
import sys
import time
from pathlib import Path

import pytest

from adrenaline.bots import fitted
from adrenaline.bots.fitted import FEATURES, Model, evaluate, features, model_for
from adrenaline.bots.hard import HardBot
from adrenaline.bots.normal import NormalBot
from adrenaline.bots.search import Candidate, playout
from adrenaline.core.engine import Game, default_setup
from adrenaline.core.view import player_view

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import fit_evaluation  # noqa: E402

SHIPPED = ROOT / "adrenaline" / "bots" / "fitted_tables.py"


def _load(path: Path):
    spec = importlib.util.spec_from_file_location("tables_under_test", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.MODELS


def test_a_small_fit_is_the_same_every_run_and_its_table_round_trips(tmp_path):
    """The tool is deterministic given its seed, and the module it writes reads back
    (as text and imported) as the coefficients it fitted."""
    args = ["--mode", "deathmatch", "--games", "3", "--seed", "7", "--holdout", "3"]
    first, second = tmp_path / "a.py", tmp_path / "b.py"
    fit_evaluation.main(args + ["--out", str(first)])
    fit_evaluation.main(args + ["--out", str(second)])
    assert first.read_text() == second.read_text()
    models = fit_evaluation.read_tables(first)
    assert _load(first) == models
    entry = models["deathmatch-4p"]
    assert len(entry["weights"]) == len(FEATURES)
    assert entry["command"] == "tools/fit_evaluation.py " + " ".join(args)
    assert fit_evaluation.table_text(models) == first.read_text()


def test_the_shipped_coefficients_are_the_tools_table():
    """fitted_tables.py is the tool's output as written (nothing edited by hand): the
    tool writes the same text from what it reads, each entry with the command that
    fitted it and one weight per feature."""
    models = fit_evaluation.read_tables(SHIPPED)
    assert fit_evaluation.table_text(models) == SHIPPED.read_text()
    for name, entry in models.items():
        assert entry["command"].startswith("tools/fit_evaluation.py ")
        assert len(entry["weights"]) <= len(FEATURES)  # an older table: the first ones
        assert model_for(name) == Model(tuple(entry["weights"]), entry["target"])


def _state():
    return Game.new(default_setup(4, "C", 5, False, seed=1)).state.copy()


@pytest.fixture(params=sorted(fit_evaluation.read_tables(SHIPPED)) or ["none"])
def model(request):
    if request.param == "none":
        pytest.skip("no fitted model shipped")
    return model_for(request.param)


def test_more_points_are_worth_more(model):
    g = _state()
    base = evaluate(g, 0, model)
    g.players[0].points += 5
    assert evaluate(g, 0, model) > base
    g.players[1].points += 20
    assert evaluate(g, 0, model) < base


def test_a_board_nearer_its_killshot_in_my_favour_is_worth_more(model):
    """"The player who has the most damage on that board gets 8 points": my damage on
    another's board is worth more the nearer that board is to its killshot (half the
    skulls taken: at the very start the Deathmatch fit counts a board's payout alike at
    any damage, within a tenth of a point)."""
    g = _state()
    g.skulls_left = g.skulls // 2
    base = evaluate(g, 0, model)
    g.players[1].damage = [0, 0, 0]
    three = evaluate(g, 0, model)
    g.players[1].damage = [0] * 8
    eight = evaluate(g, 0, model)
    assert base < three < eight


def test_a_loaded_weapon_is_worth_more_than_the_same_unloaded(model):
    g = _state()
    g.players[0].weapons = [("Machine Gun", False)]
    unloaded = evaluate(g, 0, model)
    g.players[0].weapons = [("Machine Gun", True)]
    assert evaluate(g, 0, model) > unloaded


def test_the_features_follow_their_names():
    g = _state()
    g.players[2].damage = [0, 0, 1]
    g.players[0].weapons = [("Railgun", True)]
    rows = features(g)
    assert len(rows) == g.seats and all(len(r) == len(FEATURES) for r in rows)
    mine = dict(zip(FEATURES, rows[0]))
    assert mine["one"] == 1.0 and mine["board_sure"] == 8 and mine["loaded"] > 0
    assert mine["left"] == 1.0 and mine["frenzy"] == 0.0


def test_hard_scores_its_playouts_with_the_fitted_model_when_asked(monkeypatch):
    """``HardBot(evaluation="fitted")``: the mode's model scores a playout's end."""
    game = Game.new(default_setup(4, "C", 5, False, seed=2))
    d = game.legal()
    while d.kind != "action":
        game.submit(d.decider, NormalBot(0).choose(player_view(game, d.decider), d))
        d = game.legal()
    view = player_view(game, d.decider)
    called = []
    monkeypatch.setattr(Model, "evaluate", lambda self, g, me, terms: called.append(me) or 1.5)
    hard = HardBot(1, evaluation="fitted:screened-deathmatch")
    hard.choose(view, d)  # finds the named model
    assert hard.fitted == model_for("screened-deathmatch")
    hard.fitted = Model((0.0,) * len(FEATURES))
    called.clear()  # its search there scored with it too
    assert playout(hard, view.sample(hard.rng), view.seat, Candidate(d.options[0], None), 3,
                   time.perf_counter() + 5) == 1.5
    assert called == [view.seat]


def test_a_mode_without_a_fitted_model_keeps_the_hand_made_evaluation():
    assert model_for("no such mode") is None
    hard = HardBot(1, evaluation="fitted:no such mode")
    game = Game.new(default_setup(4, "C", 5, False, seed=2))
    d = game.legal()
    hard.choose(player_view(game, d.decider), d)
    assert hard.fitted is None


def test_the_fitted_evaluation_is_plain_python():
    """numpy is not a dependency: the shipped modules import none of it."""
    for path in (Path(fitted.__file__), SHIPPED):
        tree = ast.parse(path.read_text())
        names = {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
        names |= {n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
        assert not any(name.split(".")[0] == "numpy" for name in names)


def test_with_the_rulebooks_bot_hard_reads_the_table_fitted_to_such_games():
    """A table fitted to games with the rulebook's bot (the mode's name + WITH_BOT) is
    read in those games, the mode's own table elsewhere."""
    from adrenaline.bots.fitted import WITH_BOT
    from adrenaline.core.engine import with_neutral

    setup = with_neutral(default_setup(3, "C", 5, False, seed=2))
    game = Game.new(setup)
    d = game.legal()
    hard = HardBot(1)
    hard.choose(player_view(game, d.decider), d)
    assert hard.fitted == model_for("deathmatch" + WITH_BOT)
    assert hard.fitted is not None
    plain = Game.new(default_setup(3, "C", 5, False, seed=2))
    d = plain.legal()
    hard.choose(player_view(plain, d.decider), d)
    assert hard.fitted is None  # Deathmatch without the bot: the hand-made evaluation


@pytest.mark.parametrize("mode", ["deathmatch", "domination", "turret"])
def test_by_default_hard_scores_with_its_modes_fitted_table_where_it_has_one(mode):
    """Domination's fitted table won more screen games than the hand-made evaluation;
    Deathmatch's and Turret mode's did not, so they are shipped under other names and
    those modes keep the hand-made one (the look-ahead calls search.evaluate)."""
    game = Game.new(default_setup(4, "C", 8, False, seed=2, mode=mode))
    d = game.legal()
    hard = HardBot(1)
    hard.choose(player_view(game, d.decider), d)
    assert hard.fitted == (model_for("domination-4p") if mode == "domination" else None)
    assert (hard.fitted is None) == (mode != "domination")
