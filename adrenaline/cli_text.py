"""What the command line prints of a game: the state and the result in a few lines, the options of
the decision pending, the winners, a log entry's lines (words/log, the game's one narrator) and
an error in one line. One job: a game in a terminal's words."""

from __future__ import annotations

from typing import Any

from .core.board import parse_square
from .core.engine import Game
from .core.serialize import state_json
from .words import _, ngettext, powerup_words, prompt_words, square_words, tile_words
from .words.cards import weapon_words
from .words.cards import and_words
from .words.characters import character_name
from .words.log import describe, introduce, name_of
from .words.modes import words_of as mode_words_of
from .words.squares import colour_words



PROG = "adrenaline"


def winners(game: Game) -> list[str]:
    ranking = game.state.ranking
    return [game.names[s] for s in ranking[0]] if ranking else []


# -- showing a state ---------------------------------------------------------------------
def state_text(game: Game) -> str:
    """A summary of the table for people, from the documented JSON state."""
    s = state_json(game)
    board = game.state.board

    def at(square: str | None) -> str:
        return square_words(board, parse_square(square)) if square else _("off the board")

    left = s["actions_left"]
    where = (_("game over") if s["game_over"] else _("{name} to play ({left})").format(
        name=name_of(game, s["current"]), left=ngettext("{n} action left", "{n} actions left", left).format(n=left)))
    skulls = s["skulls"]
    arena = _("Arena {arena}, {skulls} ({left} left{sudden}), turn {turn}, {where}").format(
        arena=s["arena"], skulls=ngettext("{n} skull", "{n} skulls", skulls["total"]).format(
            n=skulls["total"]), left=skulls["left"],
        sudden=_(", sudden death") if s["sudden_death"] else "", turn=s["turn"], where=where)
    lines = [arena]
    if s["frenzy"]["started"] and not s["game_over"]:
        turns = s["frenzy"]["final_turns_left"]
        lines.append(_("Final frenzy: {turns}").format(turns=ngettext(
            "{n} final turn after this one", "{n} final turns after this one", turns).format(n=turns)))
    if s["killshot_track"]:
        lines.append(_("Killshot track: {skulls}").format(skulls=", ".join(
            _("{name} (overkill)").format(name=colour_words(t[0])) if len(t) > 1 else colour_words(t[0])
            for t in s["killshot_track"])))
    lines += mode_words_of(game.mode.name).status(game, s)  # the mode's own table
    lines.append(_("Players:"))
    none = _("none")
    for p in s["players"]:
        name = introduce(game, p["character"])
        damage = ngettext("{n} damage [{tokens}]", "{n} damage [{tokens}]", len(p["damage"])).format(
            n=len(p["damage"]), tokens=" ".join(colour_words(t) for t in p["damage"])) \
            if p["damage"] else _("no damage")
        marks = and_words([_("{n} from {colour}").format(n=n, colour=colour_words(c))
                           for c, n in p["marks"].items()]) or none
        weapons = ", ".join(weapon_words(w["name"]) if w["loaded"] else
                            _("{weapon} (unloaded)").format(weapon=weapon_words(w["name"]))
                            for w in p["weapons"]) or none
        seat = next(i for i, q in enumerate(game.state.players) if q.character == p["character"])
        powerups = ", ".join(powerup_words(c) for c in game.state.players[seat].powerups) or none
        frenzy_board = _(", frenzy board") if p["frenzy_board"] else ""
        points = ngettext("{n} point", "{n} points", p["points"]).format(n=p["points"])
        deaths = ngettext("{n} death", "{n} deaths", p["deaths"]).format(n=p["deaths"])
        skulls_taken = ngettext("{n} skull", "{n} skulls", p["skulls"]).format(n=p["skulls"])
        lines.append("  " + _("{name} [{colour}] at {square}: {points}, {damage}, marks {marks}, "
                              "{deaths}, {skulls}{frenzy}").format(
            name=name, colour=colour_words(p["colour"]), square=at(p["square"]), points=points, damage=damage,
            marks=marks, deaths=deaths, skulls=skulls_taken, frenzy=frenzy_board))
        lines.append("      " + _("ammo red {red} blue {blue} yellow {yellow}; weapons: {weapons}; "
                                  "powerups: {powerups}").format(
            **p["ammo"], weapons=weapons, powerups=powerups))
    lines.append(_("Spawnpoints: {slots}").format(slots="; ".join(
        f"{colour_words(c)}: " + ", ".join(weapon_words(w) if w else _("empty") for w in v["weapons"])
        for c, v in s["spawnpoints"].items())))
    if s["ammo_tiles"]:
        lines.append(_("Ammo tiles: {tiles}").format(tiles="; ".join(
            f"{at(q)}: " + (tile_words(game.state.ammo_on[parse_square(q)]) if t else none)
            for q, t in s["ammo_tiles"].items())))
    d = s["decks"]
    lines.append(_("Decks: {weapons}, {powerups} ({powerup_discard} discarded), {ammo} "
                   "({ammo_discard} discarded)").format(
        weapons=ngettext("{n} weapon", "{n} weapons", d["weapons"]).format(n=d["weapons"]),
        powerups=ngettext("{n} powerup", "{n} powerups", d["powerups"]).format(n=d["powerups"]),
        ammo=ngettext("{n} ammo tile", "{n} ammo tiles", d["ammo"]).format(n=d["ammo"]),
        powerup_discard=d["powerup_discard"], ammo_discard=d["ammo_discard"]))
    if s["game_over"]:
        lines.append(_("Game over.") + " " + result_text(s))
    else:
        n = len(s["decision"]["options"])
        lines.append(_("Decision: {name}: {question} ({options})").format(
            name=name_of(game, s["decision"]["decider"]),
            question=prompt_words(game.legal().prompt, lambda who: name_of(game, who)),
            options=ngettext("{n} option", "{n} options", n).format(n=n)))
    return "\n".join(lines)


def result_text(s: dict[str, Any]) -> str:
    points = s["final_points"] or {}
    places = []
    for rank, group in enumerate(s["ranking"], start=1):
        tied = and_words([f"{character_name(n)} ({points.get(n, 0)})" for n in group])
        places.append(f"{rank}. {tied}")
    return _("Ranking: {places}").format(places=", ".join(places))


def options_text(game: Game) -> str:
    d = game.legal()
    if d is None:
        return _("The game is over: nothing left to decide.")
    return "\n".join([f"{name_of(game, d.decider_name)}: {prompt_words(d.prompt, lambda who: name_of(game, who))}"]
                     + d.texts())


def tell(game: Game, entry) -> None:
    """Print what the table reads in the window's log for one entry (words/log.py: the
    game's one narrator)."""
    for line in describe(game, entry):
        print(line)


def _one_line(error: BaseException) -> str:
    if isinstance(error, OSError) and error.filename is not None:
        text = f"{error.filename}: {error.strerror or error}"
    else:
        text = str(error)
    return " ".join(text.split()) or type(error).__name__
