"""The widget kit every screen draws with: text that fits its box (:mod:`.text`), one
tooltip (:mod:`.tooltip`), one button (:mod:`.button`), the value fields (:mod:`.inputs`:
cycler, toggle, text field), labels (:mod:`.widget`), and the form that routes
a screen's input to its widgets (:mod:`.form`)."""
