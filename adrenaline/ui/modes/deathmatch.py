"""Deathmatch on the screen: the killshot track in the top bar (the shared screen's), no
lesson of its own, no event of its own to hear."""

SCREEN = None
LESSONS: tuple = ()
SOUNDS: dict = {}
