"""The desktop client (pygame-ce): scenes drawn from the core's state, every
interaction an option of the core's current decision.

- :mod:`.app`: the window and its stack of scenes (it knows the way home);
  :mod:`.theme` and :mod:`.layout`: the look and where things sit.
- :mod:`.game`: the game screen (:mod:`.game.game_scene`), and its parts, one module
  each - the arena (:mod:`.game.board_view`, :mod:`.game.art`), the top bar (killshot
  track, decks, turn), the players' boards, the prompt bar, the hand and its cards, the
  log; :mod:`.game.tokens` (small drawings they share), :mod:`.game.animation`,
  :mod:`.game.view` (what it shows this frame).
- :mod:`.screens`: the screens around the game, one module each.
- :mod:`.kit`: the widgets they are all drawn with (text that fits, tooltip, button...).
- :mod:`.sound`: the sound effects, made here, played in step with the animations.
- The words come from :mod:`adrenaline.words`, the one place that makes them.
"""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
