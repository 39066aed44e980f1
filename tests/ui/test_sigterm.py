"""SIGTERM ends the window, even in the middle of a frame that takes minutes to draw
(interrupted a second after the signal, app.STUCK_FRAME; a frame that ends is let end):
the scenes are closed first, as quitting closes them (a game's file flushed), and the
program ends as when a person quits, status 0 (issue 26: 100 KB of name froze the window for over 3
minutes, and SIGTERM did not end it)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap

PROGRAM = textwrap.dedent("""
    import sys
    from pathlib import Path
    from adrenaline.ui.app import App

    marks = Path(sys.argv[1])

    class SlowScene:
        overlay = False
        def handle_event(self, event): pass
        def update(self, dt): pass
        def draw(self, surface):
            (marks / "drawing").write_text("yes")
            while True:  # a frame that never ends
                pass
        def close(self):
            (marks / "closed").write_text("yes")

    app = App()
    app.push(SlowScene())
    app.run()
""")


def test_sigterm_ends_the_window_mid_frame_and_closes_its_scenes_first(tmp_path):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "ADRENALINE_CONFIG": str(tmp_path / "config"), "XDG_DATA_HOME": str(tmp_path / "data")}
    program = subprocess.Popen([sys.executable, "-c", PROGRAM, str(tmp_path)], env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        # wait for the frame to be under way: the scene says so in a file (a state, not a time)
        import select

        while not (tmp_path / "drawing").exists():
            assert program.poll() is None, program.communicate()
            select.select([], [], [], 0.05)
        program.send_signal(signal.SIGTERM)
        out, err = program.communicate(timeout=60)
    finally:
        if program.poll() is None:
            program.kill()
    assert program.returncode == 0, err
    assert "Traceback" not in err
    assert (tmp_path / "closed").read_text() == "yes", "the scenes were closed before the end"
