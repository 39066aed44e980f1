"""Start the window on the main menu (or on the tutorial)."""

from __future__ import annotations


def run_window(size: tuple[int, int] = (1280, 800), tutorial: bool = False,
               language: str | None = None, mode: str | None = None) -> None:
    """``language``: this run's words ('fr'...), else the setting, else the system's;
    ``mode``: the way to play of a new game (``--mode``; Deathmatch when None)."""
    from .app import App
    from .screens.main_menu import MainMenu

    app = App(size, language=language, think_apart=True)
    if mode is not None:
        app.mode = mode  # New game plays it
    app.push(MainMenu(app))
    if tutorial:
        from .screens.tutorial import start_tutorial

        start_tutorial(app)
    app.run()
