"""Start the window on the main menu."""

from __future__ import annotations


def run_window(size: tuple[int, int] = (1280, 800)) -> None:
    from .app import App
    from .menus import MainMenu

    app = App(size)
    app.push(MainMenu(app))
    app.run()
