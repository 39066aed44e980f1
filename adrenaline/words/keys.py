"""The keys, in the player's words: the page F1 shows beside the rules reference
(issue 33: "F1 gets a page of keys"). Each group is a heading and rows of (the keys,
what they do); the key names are the ones printed on a keyboard in that language
("Entrée", "Intro"), the letters that answer a question are the language's own
(:func:`yes_key`: "O" for oui)."""

from __future__ import annotations

from .i18n import _, pgettext


def yes_key() -> str:
    """The letter that answers yes, in the player's language ("Y"; "O" for oui)."""
    return pgettext("the key that answers yes", "Y")


def no_key() -> str:
    return pgettext("the key that answers no", "N")


def key_groups() -> list[tuple[str, list[tuple[str, str]]]]:
    """(heading, [(keys, what they do)]) for the keys page, in the player's language (the
    replay viewer's keys are on its buttons' tooltips)."""
    # the keys' names as printed on a keyboard in the player's language
    enter, space, esc, tab = (pgettext("a key", "Enter"), pgettext("a key", "Space"),
                              pgettext("a key", "Esc"), pgettext("a key", "Tab"))
    shift, up, down = pgettext("a key", "Shift"), pgettext("a key", "Up"), pgettext("a key", "Down")
    enter_space = f"{enter}, {space}"
    left, right = pgettext("a key", "Left"), pgettext("a key", "Right")
    left_right = f"{left}, {right}"
    game = [
        (f"{tab}, {shift}+{tab}",
         _("move the ring over all you can click")),
        (pgettext("a key", "Arrows"), _("move the ring that way (the arena's squares first)")),
        (enter_space, _("press what the ring is on: it starts on what Enter confirms "
                        "(Done, Skip, End turn, Pass on)")),
        ("1 - 9", _("press the prompt's buttons, as numbered on them")),
        ("Z", _("undo your last choice")),
        ("M", _("sound and music off or on")),
        (esc, _("the game menu: save, settings, rules, quit")),
    ]
    menus = [
        (f"{tab}, {up}, {down}",
         _("move the ring (it starts on the highlighted button)")),
        (left_right, _("change the setting the ring is on")),
        (enter_space, _("press what the ring is on")),
        (f"{yes_key()}, {no_key()}", _("answer a question yes or no")),
        (esc, _("back")),
    ]
    anywhere = [
        ("F1", _("the rules reference; pressed again, this page")),
        ("F11", _("full screen or a window")),
    ]
    return [(_("In a game"), game), (_("Menus and questions"), menus),
            (_("Anywhere"), anywhere)]
