"""Each registered mode's own invariants for the random-games harness
(``tests/test_random_modes.py``), one module a mode, found by the mode's name
(``tests.modes.<name>``): a ``Watch(game)`` called after every event, with ``seen`` (a
Counter of what it met), ``MEETS`` (what random games of the mode must meet, at least
once over the harness's games) and ``ended(game)`` (checks at the end of a game).
A mode registered without one fails ``test_every_registered_mode_has_its_checks``."""
