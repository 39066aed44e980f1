"""The F1 rules reference at the window's size: every topic, Final frenzy among them,
fits on its page above the Close button."""

from __future__ import annotations

import pytest

from adrenaline.ui import layout
from adrenaline.ui.kit import text as kit_text
from adrenaline.ui.screens.rules import RulesScreen, sections


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("ADRENALINE_CONFIG", str(tmp_path / "config"))
    from adrenaline.ui.app import App

    a = App()
    yield a
    a.quit()


def test_every_rules_topic_fits_above_the_close_button(app):
    screen = RulesScreen(app)
    app.push(screen)
    app.step(0.016)
    close = next(w for w in screen.form.widgets if getattr(w, "label", "") == "Close (Esc)")
    titles = [title for title, _ in sections()]
    assert "Final frenzy" in titles
    for title, paragraphs in sections():
        lines = sum(len(kit_text.wrap(p, 22, layout.WIDTH - 480)) for p in paragraphs)
        bottom = 150 + lines * 28 + 14 * len(paragraphs)
        assert bottom < close.rect.top, title
    topics = [w for w in screen.form.widgets if getattr(w, "label", "") in titles]
    assert len(topics) == len(titles) and max(w.rect.bottom for w in topics) < layout.HEIGHT - 30

