"""Screenshots of a game across computers, both windows at the same moments (issue 38):
a host window (Host a game) and a joining window (Join a game, address and code typed)
on loopback, each on its own virtual screen (Xvfb), with a headless ``join --computer``
in the third seat:

1. ``waiting``: the host's waiting room with the joiner in its list, the joiner waiting;
2. ``turn``: the joiner's seat asked where to run, seen from each seat;
3. ``moved``: after the joiner's click on a square, its figure moved in both;
4. ``away``: the joining window closed: the host shows the seat away;
5. ``back``: the joining window started again, Continue: back in its seat, in both.

    python tools/network_shots.py OUT_FOLDER [--language fr] [--size 1024x640] [--text 1.5]

Files: OUT_FOLDER/<n>-<moment>-<host|joiner>-<language>-<size>-<text %>.png
"""

from __future__ import annotations

import shutil
import signal
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from shot_setup import shot_args  # noqa: E402
from tests.e2e.driver import Window, Xvfb, stop  # noqa: E402
from tests.e2e.two_windows import (WAIT, click, computer_client, figure_at, host_window, join_window,  # noqa: E402
                                   play_until, runs, seat_joined)


def main() -> int:
    args = shot_args(__doc__)
    out, tag = args.out, args.tag
    home = Path(tempfile.mkdtemp(prefix="network-shots-"))
    screens = [Xvfb(home / "xvfb-host.log"), Xvfb(home / "xvfb-joiner.log")]
    started: list = []
    count = [0]

    def shot(moment: str, *windows: tuple[str, Window]) -> None:
        """Each window as X shows it, one right after the other (the same moment: every
        wait before it is on both probes)."""
        count[0] += 1
        for _who, w in windows:  # the mouse off the board: no tooltip left from the last click
            sx, sy, ox, oy = w.probe().get("window", (1, 1, 0, 0))
            w.hover(int(ox + 1275 * sx), int(oy + 795 * sy))
        for who, w in windows:
            path = out / f"{count[0]}-{moment}-{who}-{tag}.png"
            w.tool("import", "-window", w.wid, str(path), seconds=120)
            print(path)

    look = {"language": args.language, "text_size": args.text, "size": args.size}
    try:
        host = host_window(screens[0].display, home / "host", **look)
        started.append(host)
        room = host.probe()
        address = f"127.0.0.1:{room['port']}"
        joiner = join_window(screens[1].display, home / "joiner", address, room["code"], **look)
        started.append(joiner)
        host.wait(seat_joined("Zoe"), "the joiner in the waiting room's list", WAIT)
        shot("waiting", ("host", host), ("joiner", joiner))
        robot = computer_client(address, room["code"])
        started.append(robot)
        host.wait(lambda p: all(s["taken"] for s in p["seats"]), "every seat taken", WAIT)
        host.click_id("button:start")
        seat = joiner.wait(lambda p: p.get("scene") == "RemoteGameScene", "the joiner's game", WAIT)["seat"]
        host.wait(lambda p: p.get("scene") == "RemoteGameScene", "the host's game", WAIT)
        play_until([host, joiner], lambda: bool(runs(joiner.probe())), "the joiner asked to run")
        shot("turn", ("host", host), ("joiner", joiner))
        square = runs(joiner.probe())[0]
        to = square["id"].split()[1]
        click(joiner, square)
        joiner.wait(lambda p: figure_at(joiner, seat, to), "the joiner's figure moved", WAIT)
        host.wait(lambda p: figure_at(host, seat, to), "the joiner's figure moved at the host", WAIT)
        shot("moved", ("host", host), ("joiner", joiner))
        joiner.close()
        started.remove(joiner)
        host.wait(lambda p: str(seat) in p.get("away", []), "the seat away at the host", WAIT)
        # a few seconds away, as the badge counts them
        host.wait(lambda p: any(ch.isdigit() and ch != "0" for ch in p["badges"].get(str(seat), "")),
                  "the seconds away", WAIT)
        shot("away", ("host", host))
        again = Window(screens[1].display, joiner.command[1:], joiner.folder, name="again")
        started.append(again)
        again.wait_scene("MainMenu", WAIT)
        shot("continue", ("joiner", again))
        again.click_id("button:continue")
        again.wait(lambda p: p.get("scene") == "RemoteGameScene" and p.get("connected"), "back in the seat", WAIT)
        host.wait(lambda p: str(seat) not in p.get("away", []), "the seat back at the host", WAIT)
        shot("back", ("host", host), ("joiner", again))
    except BaseException:
        for w in started:
            if isinstance(w, Window):
                extra = {k: v for k, v in w.last.items() if k not in ("items", "window")}
                print(f"{w.name}: {extra}", file=sys.stderr)
                if w.name == "host" and w.proc.poll() is None:  # only it answers SIGUSR1 (loopback_host)
                    w.proc.send_signal(signal.SIGUSR1)  # the host's threads' stacks, in its output
        import time
        time.sleep(1)
        for w in started:
            if isinstance(w, Window):
                print(f"--- {w.name}'s output:\n" + "\n".join(w.output().splitlines()[-80:]), file=sys.stderr)
        raise
    finally:
        for thing in started:
            thing.close() if isinstance(thing, Window) else stop(thing)
        for screen in screens:
            screen.close()
        shutil.rmtree(home, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
