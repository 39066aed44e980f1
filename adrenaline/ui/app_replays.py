"""Screens the window opens over any other: the rules reference (F1) and a replay to watch (a kept
game's file opened, or refused in words). One job: opening those screens (App joins it)."""

from __future__ import annotations


from ..words.i18n import _
from . import theme


class AppReplays:
    """App's part: see the module's docstring."""

    def open_rules(self) -> None:
        """The rules reference, over whatever screen is open (F1); F1 on it: its keys page."""
        from .screens.rules import RulesScreen

        if isinstance(self.top, RulesScreen):
            self.top.show_keys()  # F1 again: the keys
            return
        game = next((scene.session.game for scene in reversed(self.stack)
                     if type(getattr(scene, "session", None)).__name__ == "Session"), None)
        self.push(RulesScreen(self, mode=None if game is None else game.setup.mode))

    def watch_replay(self, path) -> bool:
        """Watch a kept game again (the replay viewer over the screen that asked). A file
        that cannot be read is refused in one sentence on that screen (a notice over it
        if it has no line of its own); the file is only read, off the frame loop. Whether
        it opened (True while it is still being read)."""
        from pathlib import Path

        from ..play.replay import Replay
        from .screens.open_game import open_off_the_frame

        opened: list[bool] = []
        open_off_the_frame(self, lambda: Replay.open(Path(path)),
                           lambda outcome: opened.append(self._watch_opened(path, outcome)))
        return opened[0] if opened else True  # still being read ("Opening the game...")

    def _watch_opened(self, path, outcome) -> bool:
        """The replay read off the frame loop (``outcome()`` gives it or raises)."""
        from pathlib import Path

        from ..core.savefile import SaveFileError
        from ..words.kept_games import problem_words
        from .screens.notices import Notice

        try:
            replay = outcome()
        except (SaveFileError, OSError, ValueError, RecursionError) as error:
            words = _("Cannot watch {file}: {why}. It is left as it was.").format(
                file=Path(path).name, why=problem_words(error))
            say = getattr(self.top, "say", None)
            if say is not None:
                say(words, theme.DANGER)
            else:
                self.push(Notice(self, words))
            return False
        self.watch(replay)
        if replay.repaired:
            from ..words.kept_games import watched_repaired_words

            self.push(Notice(self, watched_repaired_words(replay.restored, replay.game.state.turn)))
        return True

    def watch(self, replay) -> None:
        """The replay viewer on ``replay`` (:class:`adrenaline.play.replay.Replay`)."""
        from .screens.replay import ReplayScreen

        self.push(ReplayScreen(self, replay))
