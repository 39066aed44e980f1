"""The F1 rules reference at the window's size: every topic, Final frenzy among them,
fits on its page, clear of the Close button."""

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


def test_every_rules_topic_fits_its_page_clear_of_the_close_button(app, monkeypatch):
    """Each topic's title and paragraphs, drawn, stand inside their box (smaller to the
    floor, never cut) and apart from Close, beside the heading; the topics' list ends
    above the window's foot."""
    screen = RulesScreen(app)
    app.push(screen)
    app.step(0.016)
    close = next(w for w in screen.form.widgets if getattr(w, "label", "") == "Close (Esc)")
    titles = [title for title, _ in sections()]
    assert "Final frenzy" in titles
    probe: list = []
    monkeypatch.setattr(kit_text, "TEXT_PROBE", probe)
    for topic, (title, paragraphs) in enumerate(sections()):
        screen.show(topic)
        probe.clear()
        app.draw()
        drawn = {text: (box, block) for text, box, block, _size in probe}
        for words in (title, "\n\n".join(paragraphs)):
            box, block = drawn[words]
            assert box.contains(block), (title, words[:40], box, block)
            assert not block.colliderect(close.rect), (title, words[:40])
    topics = [w for w in screen.form.widgets if getattr(w, "label", "") in titles]
    assert len(topics) == len(titles) and max(w.rect.bottom for w in topics) < layout.HEIGHT - 30


def topic_labels(screen) -> list[str]:
    titles = {title for title, _ in sections()}
    return [w.label for w in screen.form.widgets if getattr(w, "label", "") in titles]


def test_f1_in_a_game_shows_its_own_modes_topics_first_and_the_others_under_a_heading(app):
    """A Deathmatch game: its topics, then "Other modes", Domination's and Turret mode's; a
    Domination game: its topics, then Turret mode's; from the main menu: every topic in the
    file's order."""
    from adrenaline.play.session import Seat, Session
    from adrenaline.ui.game.game_scene import GameScene
    from adrenaline.ui.screens.main_menu import MainMenu

    everything = [title for title, _ in sections()]
    app.push(MainMenu(app))
    app.open_rules()
    app.step(0.016)
    assert topic_labels(app.top) == everything and app.top.others_y is None
    app.top.back()
    for mode in ("deathmatch", "domination"):
        seats = [Seat(n, n) for n in ("Banshee", "Dozer", "Violet")]
        session = Session.new(seats, "C", 8, False, seed=1, mode=mode)
        try:
            app.push(GameScene(app, session))
            app.open_rules()
            app.step(0.016)
            shown, screen = topic_labels(app.top), app.top
            assert sorted(shown) == sorted(everything)
            domination = shown.index("Domination")
            turret = ["Turret mode", "Grabbing on a turret", "Turret damage", "The end of Turret mode"]
            assert shown[-4:] == turret  # Turret mode's pages: another mode's, in both
            heading = screen.others_y
            rects = [w.rect for w in screen.form.widgets if getattr(w, "label", "") in shown]
            if mode == "deathmatch":
                assert shown[-9:-4] == ["Domination", "Tagging spawnpoints", "The spawnpoint strikes back",
                                        "Overkill in Domination", "The end of Domination"]
                assert heading is not None and rects[domination - 1].bottom < heading < rects[domination].top
                assert screen.topic == everything.index("The goal")
            else:
                assert shown[:-4] == [t for t in everything if t not in turret]
                first = shown.index("Turret mode")
                assert heading is not None and rects[first - 1].bottom < heading < rects[first].top
            screen.back()
            app.pop()
        finally:
            session.close()


@pytest.mark.parametrize("lang", ["en", "fr", "es", "pl"])
def test_f1_again_shows_the_keys_page_in_the_players_language_whole_at_150_percent(app, lang):
    """Issue 33: "F1 gets a page of keys". F1 opens the rules reference; F1 on it, or its
    Keys button, shows every key and what it does in the player's words (no English left
    but the keys that are the same on every keyboard), each line inside the page at the
    biggest text size."""

    from adrenaline.ui.kit.text import wrap
    from adrenaline.ui.screens.rules import keys_layout
    from adrenaline.ui import theme
    from adrenaline.words.i18n import set_language
    from adrenaline.words.keys import key_groups

    set_language(lang)
    try:
        app.settings.text_size = 1.5
        app.text_size_changed()
        app.open_rules()
        screen = app.top
        assert not screen.keys
        app.step(0.016)
        app.open_rules()  # F1 again
        assert app.top is screen and screen.keys
        app.draw()
        assert screen.focus_id() is None and any(
            w.key == "button:Keys" and w.selected for w in screen.form.widgets)
        groups = key_groups()
        english = {"Enter confirms", "press what the ring is on", "In a game", "Anywhere"}
        words = " ".join(h + " " + " ".join(d for _k, d in rows) for h, rows in groups)
        assert (lang == "en") == any(e in words for e in english), words[:200]
        box = screen.keys_box()
        size, placed = keys_layout(box)
        assert placed and all(box.contains(rect) for _kind, rect, _w in placed), \
            "every line inside the page"
        f = theme.font(size)
        assert all(f.size(line)[0] <= rect.width and len(lines) * f.get_linesize() <= rect.height
                   for _kind, rect, w in placed
                   for lines in [wrap(w, size, rect.width)]
                   for line in lines), "each whole in its box, at the size drawn"
        shown = {w for kind, _rect, w in placed if kind == "heading"}
        assert shown == {h for h, _rows in groups}
        close = next(w for w in screen.form.widgets if w.key == "button:Close (Esc)").rect
        assert not any(rect.colliderect(close) for _kind, rect, _w in placed)
        screen.show(0)
        assert not screen.keys, "a topic chosen: the rules again"
    finally:
        set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr", "es", "pl"])
def test_the_tutorial_tells_of_f1s_keys_page(lang):
    from adrenaline.tutorial import load_script
    from adrenaline.words.i18n import set_language

    set_language(lang)
    try:
        script = load_script()
        last = next(lesson for lesson in script.lessons if lesson.when == "guided_end")
        assert "F1" in last.text and "Tab" in last.text, last.text
        said = {"en": "every key", "fr": "toutes les touches", "es": "todas las teclas",
                "pl": "wszystkie klawisze"}[lang]
        assert said in last.text
    finally:
        set_language("en")
