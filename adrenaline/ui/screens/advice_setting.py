"""The Settings' "Advice" toggle: whether key H and the Advice button ask Hard what
it would do at a person's decision (``ui/game/advice_view.py``)."""

from __future__ import annotations

from ...words.i18n import _
from ..kit.inputs import Toggle


def advice_toggle(rect, settings, change) -> Toggle:
    return Toggle(rect, "Advice", settings.advice, lambda v: change("advice", v),
                  caption=_("Advice"),
                  tooltip=_("Key H and a button ask Hard what it would do, and why"))
