"""A game being played at the table, with no window: who sits in each seat (a
person or a computer player), whose cards may be shown, undo, and the game's own
file. The window (``adrenaline.ui``), the tutorial and the tests drive it."""
