"""The commands that open the window: play (the main menu), tutorial (or its headless --check) and
a window's or a picture's size read from the command line. One job: starting the window from
the command line."""

from __future__ import annotations

from .core.engine import SetupError

MIN_PICTURE, MAX_PICTURE = (640, 400), (7680, 4320)  # replay --plots-size


def _window_size(text: str, option: str = "--size") -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise SetupError(f"{option} should look like 1280x800, not {text!r}") from None
    if option != "--size" and not (MIN_PICTURE[0] <= w <= MAX_PICTURE[0] and MIN_PICTURE[1] <= h <= MAX_PICTURE[1]):
        raise SetupError(f"{option} should be from {MIN_PICTURE[0]}x{MIN_PICTURE[1]} to "
                         f"{MAX_PICTURE[0]}x{MAX_PICTURE[1]}, not {text}")
    return w, h


def cmd_window(args) -> int:
    from .ui.main import run_window

    run_window(_window_size(args.size), language=args.language, mode=getattr(args, "mode", None))
    return 0


def cmd_tutorial(args) -> int:
    """The guided first game; --check plays its script through the core instead."""
    from .tutorial import load_script
    from .tutorial.game import play_through

    script = load_script()  # a broken script: ScriptError, one line and exit code 2
    if args.check:
        session, coach, told = play_through(script)
        g = session.game
        winner = ", ".join(g.names[i] for i in g.state.ranking[0])
        print(f"tutorial script: {len(script.steps)} guided steps legal; the game ended at turn "
              f"{g.state.turn} (winner: {winner}); lessons told: {len(told)}")
        return 0
    from .ui.main import run_window

    run_window(_window_size(args.size), tutorial=True, language=args.language)
    return 0
