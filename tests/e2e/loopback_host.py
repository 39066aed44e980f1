"""``python -m tests.e2e.loopback_host [play args]``: the program as ``python -m
adrenaline``, with Host a game listening on 127.0.0.1 only and not announced on the
network (an end-to-end test's host window must not offer its game to the machine's
network). Everything else - the form, the waiting room, the game screen - is the
program's own."""

from __future__ import annotations

import faulthandler
import functools
import signal


def main() -> int:
    faulthandler.register(signal.SIGUSR1)  # a test that waits in vain asks where it is
    from adrenaline.cli import main as program
    from adrenaline.net import hosting
    from adrenaline.ui.screens.host_game import HostGame

    HostGame.announced = False
    hosting.new_hosting = functools.partial(hosting.new_hosting, bind="127.0.0.1")  # type: ignore[assignment]
    return program()


if __name__ == "__main__":
    raise SystemExit(main())
