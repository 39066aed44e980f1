"""Start the window on the main menu (or on the tutorial)."""

from __future__ import annotations


def run_window(size: tuple[int, int] = (1280, 800), tutorial: bool = False,
               language: str | None = None, mode: str | None = None, replay=None, join=None) -> None:
    """``language``: this run's words ('fr'...), else the setting, else the system's;
    ``mode``: the way to play of a new game (``--mode``; Deathmatch when None);
    ``replay``: a kept game's file to watch again (``adrenaline replay FILE --window``);
    ``join``: (address, code, name, token) of a hosted game to join (``adrenaline join``)."""
    import logging
    import os

    from .app import App
    from .screens.main_menu import MainMenu

    # the program's log (no sound device...): warnings on standard error, one line each
    logging.basicConfig(level=logging.WARNING, format="%(name)s: %(message)s")
    # the music is made the first time (a worker process), but not in a window the tests
    # drive (its probe on): each would start making it again, and close before the end
    app = App(size, language=language, think_apart=True, make_music="ADRENALINE_UI_PROBE" not in os.environ)
    if mode is not None:
        app.mode = mode  # New game plays it
    app.push(MainMenu(app))
    if tutorial:
        from .screens.tutorial import start_tutorial

        start_tutorial(app)
    if replay is not None:
        app.watch_replay(replay)  # over the main menu: Esc goes there
    if join is not None:
        from .screens.join_game import join_at

        join_at(app, *join)  # over the main menu: Back goes there
    app.run()
