"""How a game went, as pictures drawn with pygame in the game's look, from
:mod:`adrenaline.play.stats`:

- :mod:`.view`: :class:`~.view.PlotsView`, the four plots in a given rectangle, with
  tooltips (the end screen's Plots page, the replay);
- :mod:`.points_chart`, :mod:`.damage_matrix`, :mod:`.kills_timeline`,
  :mod:`.sources_bars`: one plot each; :mod:`.parts`: what they share;
- :mod:`.picture`: the plots as a PNG file, headless (``adrenaline replay FILE --plots``).

Every player is told apart by more than colour: the figure's shape with its initials
(as on the boards), the name where it fits; every source of points by a fill pattern.
"""
