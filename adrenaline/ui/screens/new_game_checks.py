"""Can the New game form start? The problems that stop it (seats, names, levels, the mode's skulls
and players, the rulebook's bot) and the remarks that do not, each in words, from the core's
numbers and the mode's hooks. One job: the form's checks (NewGame joins it)."""

from __future__ import annotations


from ...bots import LEVELS
from ...core.maps import ARENAS, arena_caption
from ...core.numbers import (
    MAX_PLAYERS, MAX_SKULLS, MIN_PLAYERS, MIN_SKULLS,
)
from ...words.characters import character_name
from ...words.i18n import _
from .new_game_parts import recommended_players


class NewGameChecks:
    """NewGame's part: see the module's docstring."""

    # -- can it start? ----------------------------------------------------------------------
    def problems(self) -> list[str]:
        """Why this game cannot start (empty: it can)."""
        from ...core.engine import Setup, SetupError
        from ...words import setup_words

        out: list[str] = []
        n = len(self.seats)
        if not MIN_PLAYERS <= n <= MAX_PLAYERS:
            out.append(_("Adrenaline is for {least} to {most} players, not {n}.").format(
                least=MIN_PLAYERS, most=MAX_PLAYERS, n=n))
        first: dict[str, int] = {}
        for i, s in enumerate(self.seats):
            if s.character in first:
                out.append(_("Seats {first} and {second} both chose {character}: "
                             "each character can be played only once.").format(
                                 first=first[s.character] + 1, second=i + 1,
                                 character=character_name(s.character)))
            first.setdefault(s.character, i)
        names: dict[str, int] = {}
        for i, s in enumerate(self.seats):
            key = s.name.strip().casefold()
            if not key:
                out.append(_("Seat {seat} needs a name.").format(seat=i + 1))
            elif key in names:
                out.append(_("Seats {first} and {second} are both called {name}: "
                             "give each player a different name.").format(
                                 first=names[key] + 1, second=i + 1, name=s.name.strip()))
            names.setdefault(key, i)
            if s.computer and s.level not in LEVELS:
                out.append(_("Seat {seat}: no computer player of level {level}.").format(
                    seat=i + 1, level=repr(s.level)))
        if not MIN_SKULLS <= self.skulls <= MAX_SKULLS:
            out.append(_("Use {least} to {most} skulls, not {n}.").format(
                least=MIN_SKULLS, most=MAX_SKULLS, n=self.skulls))
        if self.arena not in ARENAS:
            out.append(_("Choose an arena among {arenas}.").format(arenas=", ".join(ARENAS)))
        if not out:
            try:
                mode, skulls, sudden_death = self.mode_skulls_ending()
                Setup(self.arena, tuple((s.name.strip(), s.character) for s in self.seats),
                      skulls, sudden_death, 0, mode, neutral=self.chosen_bot()).validate()
            except SetupError as error:
                out.append(setup_words(error) + ".")
        return out

    def mode_skulls_ending(self) -> tuple[str, int, bool]:
        """The mode chosen, and the skulls and ending: the mode's own when it fixes
        them (Domination: 8, final frenzy)."""
        fixed = self.fixed_skulls()
        skulls = self.skulls if fixed is None else fixed
        return self.mode, skulls, self.sudden_death and self.sudden_death_allowed()

    def remarks(self) -> list[str]:
        """Things worth knowing that do not stop the game."""
        out = []
        if self.note:
            out.append(self.note)
        n = len(self.seats)
        if n not in recommended_players(self.arena):
            out.append(_("Arena {arena} is {caption}; it works with {n}, "
                         "but another arena may play better.").format(
                             arena=self.arena, caption=_(arena_caption(self.arena)), n=n))
        if self.bot_suggested() and not self.chosen_bot():
            out.append(_("With 3 players, the rulebook suggests adding the bot."))
        if all(s.computer for s in self.seats):
            out.append(_("Only computer players: you will watch the game."))
        return out
