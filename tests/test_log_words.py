"""The log's words do not change when the code telling them moves (issue 36): the
lines of every entry, the hand-off reasons and the command line's status over seeded
random games of each way to play, with and without the rulebook's bot, in English,
French, Spanish and Polish, as recorded before the modes' words moved into their own
modules (``python -m tests.log_words DIR`` writes them out to compare with ``diff``).

One change on purpose, in the four ``domination-7`` digests: a Domination player killed
is now told who killed them on the hand-off ("Choose where to respawn: Banshee killed
you", as in the other modes), since every killshot is asked of the event's ``kill()``;
the log's lines themselves are unchanged."""

from __future__ import annotations

from .log_words import digests

RECORDED = {
    "deathmatch-3-en": "b2ef06994577b782",
    "deathmatch-11-en": "4706b47d2360c031",
    "domination-7-en": "d1f62f45b849d84c",
    "domination-20-en": "241408813c5567d3",
    "turret-5-en": "15158d66ec8f578e",
    "turret-8-en": "2f264bf9f18d93b9",
    "deathmatch-3-fr": "ad8b1b7b34da07de",
    "deathmatch-11-fr": "3ffd17688ead7f28",
    "domination-7-fr": "1a654b118f016f2b",
    "domination-20-fr": "1bbe7d6fdd1c91bc",
    "turret-5-fr": "3d265b7a4032d30c",
    "turret-8-fr": "72a8f59f0afb0ac0",
    "deathmatch-3-es": "d57a8b424185637c",
    "deathmatch-11-es": "a89080324b77de7c",
    "domination-7-es": "674c6ca9fa9e0e45",
    "domination-20-es": "6170b46c9514b1a6",
    "turret-5-es": "f4a57c57731ae7a7",
    "turret-8-es": "73f99da6c281590c",
    "deathmatch-3-pl": "97c1c1ba66fe6159",
    "deathmatch-11-pl": "73889a403841a858",
    "domination-7-pl": "876e8a59cdb7d76b",
    "domination-20-pl": "18bd9a4bf2de5ed3",
    "turret-5-pl": "779caccc22e73bf2",
    "turret-8-pl": "16445054d3699a93",
}


def test_the_log_tells_every_mode_in_every_language_in_the_words_recorded():
    assert digests() == RECORDED


def test_a_domination_player_killed_is_told_who_killed_them_on_the_hand_off():
    """Every killshot is the event's ``kill()``: Domination's skull (``KillshotScored``) too,
    where the hand-off said only "Choose where to respawn"."""
    import random

    from adrenaline.core.engine import Game, default_setup
    from adrenaline.words.log import handoff_reason, name_of

    game = Game.new(default_setup(4, "C", seed=7, mode="domination"))
    rng = random.Random(7)
    told = []
    while (d := game.legal()) is not None:
        if d.kind == "spawn" and d.decider != game.state.current:
            kill = next(e.kill() for x in reversed(game.log) for e in reversed(x.events)
                        if e.kill() is not None and e.kill().victim == d.decider)
            if kill.killer != d.decider:  # not the spawnpoint's strike-back
                told.append((handoff_reason(game, d), name_of(game, kill.killer)))
        game.submit(d.decider, rng.choice(d.options))
    assert told
    assert all(reason == f"Choose where to respawn: {killer} killed you" for reason, killer in told)
