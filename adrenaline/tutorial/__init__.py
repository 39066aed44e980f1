"""The guided first game: its script (data), and the coach that follows it.

No pygame here: the coach is driven by the window (``adrenaline.ui.screens.tutorial``)
and by the tests the same way.
"""

from .coach import Coach, Lesson, pages_cards
from .script import Script, ScriptError, Step, load_script, parse_script

__all__ = ["Coach", "Lesson", "pages_cards", "Script", "ScriptError", "Step", "load_script", "parse_script"]
