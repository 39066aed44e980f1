"""The desktop client (pygame-ce): scenes drawn from the core's state, every
interaction an option of the core's current decision."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
