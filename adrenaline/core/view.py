"""What one seat may see: the table, its own hand, the discards - never another
hand, the order of a deck, or the face-down point tokens.

A computer player gets a :class:`PlayerView`, not the game. To look ahead it asks
the view for ``sample(rng)``: a complete game in which the unseen cards are dealt
at random among the places they could be (other hands, decks), consistent with
everything the seat knows - the determinisation of information-set search.
"""

from __future__ import annotations

import random

from .cards import POWERUPS
from .engine import Game
from .state import GameState, Stage


class PlayerView:
    """A redacted copy of the game for ``seat``.

    Hidden: other players' powerups (only their number is kept), the order and
    contents of the weapon, powerup and ammo decks (only their sizes), other
    players' points ("Point tokens are kept near your board face down") until the
    game is over ("Everyone reveals their points"). Everything on the table stays: boards, weapons (loaded or
    not), ammo boxes, spawnpoint slots, ammo tiles, discards, the killshot track.
    ``seat`` None: a spectator's view, every hand hidden. While a Tagback Grenade is
    asked, the seats the rules will ask next are not shown (they hold one), nor, to
    the others, the seat asked (the table asks every player the shot damaged who saw
    the shooter, grenade in hand or not: ``play.session``).
    """

    def __init__(self, game: Game, seat: int | None):
        self.seat = seat
        self.setup = game.setup
        self.names = game.names
        self.decision = game.legal()
        g = game.state.copy()
        self.hand_sizes = tuple(len(p.powerups) for p in g.players)
        self.deck_sizes = {"weapons": len(g.weapon_deck), "powerups": len(g.powerup_deck),
                           "ammo": len(g.ammo_deck)}
        # the cards the seat cannot see leave the copy
        self.unseen_weapons = tuple(sorted(g.weapon_deck))
        seen_powerups = set(g.powerup_discard)
        if seat is not None:
            seen_powerups |= set(g.players[seat].powerups)
        self.unseen_powerups = tuple(c for c in range(len(POWERUPS)) if c not in seen_powerups)
        seen_tiles = set(g.ammo_discard) | {t for t in g.ammo_on if t is not None}
        seen_tiles |= set(g.mode_state.face_up_tiles())  # Turret mode's board
        self.unseen_tiles = tuple(t for t in range(36) if t not in seen_tiles)
        for i, p in enumerate(g.players):
            if i != seat:
                p.powerups = []
                if not g.game_over:
                    p.points = 0
                    p.track_points = 0
        g.weapon_deck, g.powerup_deck, g.ammo_deck = [], [], []
        g.stage = stage_seen(g.stage, seat)
        self.state = g  # public table + own hand only

    def sample(self, rng: random.Random) -> Game:
        """A full game consistent with this view: unseen cards dealt at random."""
        g: GameState = self.state.copy()
        powerups = list(self.unseen_powerups)
        rng.shuffle(powerups)
        for i, p in enumerate(g.players):
            if i != self.seat:
                n = self.hand_sizes[i]
                p.powerups, powerups = powerups[:n], powerups[n:]
        g.powerup_deck = powerups
        weapons = list(self.unseen_weapons)
        rng.shuffle(weapons)
        g.weapon_deck = weapons
        tiles = list(self.unseen_tiles)
        rng.shuffle(tiles)
        g.ammo_deck = tiles
        game = Game(self.setup, g)
        game._settle(replaying=True)
        return game


def stage_seen(stage: Stage, seat: int | None) -> Stage:
    """The stage as ``seat`` may see it: while a Tagback Grenade is asked, who holds one
    is theirs to know - the seats the rules ask next are left out, and the seat asked
    now is -1 to the others."""
    if stage.name == "tagback":
        return stage._replace(queue=(), player=stage.player if stage.player == seat else -1)
    return stage


def player_view(game: Game, seat: int | None) -> PlayerView:
    return PlayerView(game, seat)
