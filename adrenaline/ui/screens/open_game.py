"""Opening a game from a screen: a game that cannot be made or read gets a sentence
on that screen and changes nothing."""

from __future__ import annotations

from .. import theme
from ..game.game_scene import GameScene
from ...words.kept_games import problem_words, repaired_words
from ...words.i18n import N_, _
from .notices import Notice


def start_session(app, make, screen, what: str = N_("this game")) -> bool:
    """Open a game; one that cannot be made or read gets a sentence on ``screen``
    and changes nothing. A game restored to its last sound choice says so first."""
    from ...core.engine import SetupError
    from ...core.savefile import SaveFileError
    from ...words import setup_words

    try:
        session = make()
    except SetupError as error:
        screen.say(_("Cannot start {what}: {why}").format(what=_(what), why=setup_words(error)),
                   theme.DANGER)
        return False
    except (SaveFileError, OSError, ValueError, RecursionError) as error:
        screen.say(_("Cannot open {what}: {why}. It is left as it was.").format(
            what=_(what), why=problem_words(error)), theme.DANGER)
        return False
    app.reset(GameScene(app, session))
    restored = getattr(session, "restored", None)
    if session.repaired is not None and restored is not None:
        app.push(Notice(app, repaired_words(restored, session.game.state.turn)))
    return True
