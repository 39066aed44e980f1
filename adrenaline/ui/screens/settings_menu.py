"""The settings screen: the language, animation speed, reduced motion, computer pause,
hints, Hard's thinking time, the effects' and the music's volumes and whether sound is
on, how many past games are kept."""

from __future__ import annotations

import functools

import pygame

from .. import layout, theme
from ...words.i18n import LANGUAGES, N_, _, decimal, first_known, set_language
from ...words.kept_games import problem_words
from ..language import preferred_languages, window_language
from ..kit.button import Button
from ..sound.cues import TRY_SOUND
from ..kit.inputs import Cycler, Toggle
from .advice_setting import advice_toggle
from .base import Screen


W, H = layout.BASE  # screens are laid out at this size, drawn centred in the window


SPEED_WORDS = {"slow": N_("slow"), "normal": N_("normal"), "fast": N_("fast"),
               "instant": N_("instant")}  # settings.ANIMATION_SPEEDS


def speed_words(speed: str) -> str:
    return _(SPEED_WORDS.get(speed, speed))


# -- settings ---------------------------------------------------------------------------
PAUSES = (0.0, 0.3, 0.6, 1.0, 1.5, 2.5)


THINKING = (0.2, 0.5, 1.0)  # Hard's time per decision, seconds

PAST_GAMES = (20, 50, 100, None)  # finished games kept (None: all)
ROW_H = 41  # twelve rows, 44 px apart from y 146 (under the title), Back under them
ROW_TOP, ROW_STEP = 146, 44


def kept_words(limit: int | None) -> str:
    return _("all") if limit is None else str(limit)


def kept_limits(limit: int | None) -> list:
    """The choices of Past games kept, with a number set by hand in the file among them."""
    return sorted({*PAST_GAMES, limit} - {None}) + [None]


def language_words(code: str, system: str | None = None) -> str:
    """A language named in its own words ("Polski"); "" is the system's (``system``,
    else asked now), named in the words in use ("System (Polski)")."""
    if code:
        return LANGUAGES[code]
    system = system or first_known(preferred_languages())
    return _("System ({language})").format(language=LANGUAGES[system])


class SettingsMenu(Screen):
    title = N_("Settings")
    message_y = 748  # under Back

    def build(self) -> None:
        from ..settings import ANIMATION_SPEEDS, VOLUMES

        s = self.app.settings
        pauses = sorted(set(PAUSES) | {float(s.computer_pause)})
        x, w = W // 2 - 340, 680  # a caption and its value side by side at 150% text

        def row(i: int) -> pygame.Rect:
            return pygame.Rect(x, ROW_TOP + i * ROW_STEP, w, ROW_H)

        widgets = [
            Cycler(row(0), "Text size", [1.0, 1.25, 1.5], float(s.text_size),
                   self.change_text_size, caption=_("Text size"),
                   show=lambda v: _("{percent}%").format(percent=round(v * 100)),
                   tooltip=_("Every text of the game bigger, for a screen seen from afar")),
            Cycler(row(1), "Language", ["", *LANGUAGES], s.language,
                   self.change_language, caption=_("Language"),
                   show=lambda code: language_words(code, self.system_language),
                   tooltip=_("The language of the whole game; System follows your computer's")),
            Cycler(row(2), "Animation speed", list(ANIMATION_SPEEDS),
                   s.animation_speed, lambda v: self.change("animation_speed", v),
                   caption=_("Animation speed"), show=speed_words,
                   tooltip=_("How fast figures move and damage lands")),
            Toggle(row(3), "Reduce motion", s.reduce_motion,
                   lambda v: self.change("reduce_motion", v), caption=_("Reduce motion"),
                   tooltip=_("The big moments of a game as plain banners, without flashes")),
            Cycler(row(4), "Computer pause", pauses, float(s.computer_pause),
                   lambda v: self.change("computer_pause", v), caption=_("Computer pause"),
                   show=lambda v: _("none") if v == 0 else _("{seconds} s").format(seconds=decimal(v)),
                   tooltip=_("The wait between two choices of a computer player, so you can follow")),
            Toggle(row(5), "Hints", s.hints, lambda v: self.change("hints", v),
                   caption=_("Hints"), tooltip=_("Explanations of the options while you play")),
            Cycler(row(6), "Hard thinks", sorted(set(THINKING) | {float(s.hard_thinking)}),
                   float(s.hard_thinking), lambda v: self.change("hard_thinking", v),
                   caption=_("Hard thinks"), show=lambda v: _("{seconds} s").format(seconds=decimal(v)),
                   tooltip=_("How long a Hard computer player may think about a decision")),
            Cycler(row(7), "Volume", VOLUMES, s.volume,
                   lambda v: self.change_sound("volume", v), caption=_("Effects volume"),
                   stepper=lambda v, step: v + step * 10,  # no wrapping from silent to loudest
                   show=lambda v: _("{percent}%").format(percent=v),
                   tooltip=_("How loud the sound effects are")),
            Cycler(row(8), "Music volume", VOLUMES, s.music_volume,
                   lambda v: self.change_sound("music_volume", v), caption=_("Music volume"),
                   stepper=lambda v, step: v + step * 10,
                   show=lambda v: _("{percent}%").format(percent=v),
                   tooltip=_("How loud the music is")),
            Toggle(row(9), "Sound", not s.muted,
                   lambda v: self.change_sound("muted", not v), caption=_("Sound"),
                   tooltip=_("The sound effects and the music; M turns them off or on during a game")),
            Cycler(row(10), "Past games kept", kept_limits(s.past_games_kept),
                   s.past_games_kept, lambda v: self.change("past_games_kept", v),
                   caption=_("Past games kept"), show=kept_words,
                   tooltip=_("How many finished games are kept; when a game ends, the oldest "
                             "beyond this are deleted")),
        ]
        widgets.append(advice_toggle(row(len(widgets)), s, self.change))
        back = Button(pygame.Rect(W // 2 - 150, row(len(widgets)).y + 8, 300, 52),
                      _("Back"), self.back, default=True,
                      key="button:Back")
        widgets.append(back)
        self.form.set(widgets, back)

    @functools.cached_property
    def system_language(self) -> str:
        """The system's preferred language the game speaks, asked once (the screen is
        built again at every frame)."""
        return first_known(preferred_languages())

    def change_language(self, code: str) -> None:
        """Saved, and applied at once: this screen and the game under it speak it now."""
        self.app.settings.language = code
        set_language(window_language(self.app.settings))
        self.app.words_changed()
        self.change("language", code)

    def change_text_size(self, scale: float) -> None:
        """Saved, and seen at once: every screen draws its words at the new size."""
        self.change("text_size", scale)
        self.app.text_size_changed()

    def change_sound(self, name: str, value) -> None:
        """Saved, and heard at once: a chime at the new volume (the music plays on
        at its own)."""
        self.change(name, value)
        self.app.sound.apply(self.app.settings)
        self.app.music.apply(self.app.settings)
        self.app.sound.play(TRY_SOUND)

    def change(self, name: str, value) -> None:
        setattr(self.app.settings, name, value)
        try:
            self.app.settings.save()
        except OSError as error:  # in words: never the errno's text or a file's name
            self.say(_("Cannot save the settings: {why}. They apply until the game closes.").format(
                why=problem_words(error)), theme.DANGER)
            return
        self.say(_("Saved."))
