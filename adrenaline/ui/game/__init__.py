"""The game screen: :mod:`.game_scene` (the flow around the core's decisions) and its
parts, one module each.

- :mod:`.board_view`: the arena (rooms, squares, figures, spawnpoints, ammo tiles);
  :mod:`.art`: its cached pictures.
- :mod:`.top_bar`: the killshot track, the decks and the turn.
- :mod:`.player_boards`: the players' boards (damage, marks, ammo, weapons, points).
- :mod:`.prompt_bar`: what is asked now and the options as buttons.
- :mod:`.hand`: the active person's hand; :mod:`.cards`: the cards as drawn in it.
- :mod:`.log_view`: the game log.
- :mod:`.tokens`: small drawings several parts share (cubes, tokens, skulls, card icons).
- :mod:`.animation`: the core's events played out; :mod:`.view`: what the screen shows
  this frame (:class:`~.view.GameView`).

Every part reads the :class:`~.view.GameView` only (no rules are re-run here) and draws
from cached surfaces: a player's board, the top bar and the log are rendered again only
when what they show changes, so a frame costs a few blits.

Privacy: the hand shows the cards of ``view.hand_seat`` only; the boards show what the
table shows (weapons loaded or not, the number of powerups, never their faces); points
are face down ("?") except for the person whose hand is face up, and for everyone once
the game is over.

Tooltips are strings with line breaks (already wrapped:
:func:`adrenaline.ui.kit.tooltip.wrap_tip`); the kit's
:func:`~adrenaline.ui.kit.tooltip.draw_tooltip` draws one as a box that stays on screen.
"""
