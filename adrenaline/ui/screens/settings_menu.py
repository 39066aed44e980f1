"""The settings screen: animation speed, computer pause, hints, Hard's thinking time."""

from __future__ import annotations

import pygame

from .. import layout, theme
from ...words.i18n import N_, _
from ..kit.button import Button
from ..kit.inputs import Cycler, Toggle
from .base import Screen


W, H = layout.WIDTH, layout.HEIGHT


SPEED_WORDS = {"slow": N_("slow"), "normal": N_("normal"), "fast": N_("fast"),
               "instant": N_("instant")}  # settings.ANIMATION_SPEEDS


def speed_words(speed: str) -> str:
    return _(SPEED_WORDS.get(speed, speed))


# -- settings ---------------------------------------------------------------------------
PAUSES = (0.0, 0.3, 0.6, 1.0, 1.5, 2.5)


THINKING = (0.2, 0.5, 1.0)  # Hard's time per decision, seconds


class SettingsMenu(Screen):
    title = N_("Settings")

    def build(self) -> None:
        from ..settings import ANIMATION_SPEEDS

        s = self.app.settings
        pauses = sorted(set(PAUSES) | {float(s.computer_pause)})
        x, w = W // 2 - 280, 560
        widgets = [
            Cycler(pygame.Rect(x, 230, w, 52), "Animation speed", list(ANIMATION_SPEEDS),
                   s.animation_speed, lambda v: self.change("animation_speed", v),
                   caption=_("Animation speed"), show=speed_words,
                   tooltip=_("How fast figures move and damage lands")),
            Cycler(pygame.Rect(x, 300, w, 52), "Computer pause", pauses, float(s.computer_pause),
                   lambda v: self.change("computer_pause", v), caption=_("Computer pause"),
                   show=lambda v: _("none") if v == 0 else _("{seconds:g} s").format(seconds=v),
                   tooltip=_("The wait between two choices of a computer player, so you can follow")),
            Toggle(pygame.Rect(x, 370, w, 52), "Hints", s.hints, lambda v: self.change("hints", v),
                   caption=_("Hints"), tooltip=_("Explanations of the options while you play")),
            Cycler(pygame.Rect(x, 440, w, 52), "Hard thinks", sorted(set(THINKING) | {float(s.hard_thinking)}),
                   float(s.hard_thinking), lambda v: self.change("hard_thinking", v),
                   caption=_("Hard thinks"), show=lambda v: _("{seconds:g} s").format(seconds=v),
                   tooltip=_("How long a Hard computer player may think about a decision")),
        ]
        back = Button(pygame.Rect(W // 2 - 150, 530, 300, 52), _("Back"), self.back, default=True,
                      key="button:Back")
        widgets.append(back)
        self.form.set(widgets, back)

    def change(self, name: str, value) -> None:
        setattr(self.app.settings, name, value)
        try:
            self.app.settings.save()
        except OSError as error:
            self.say(_("Cannot save the settings: {error}").format(error=error), theme.DANGER)
            return
        self.say(_("Saved."))
