"""Two seats at the host's screen: the hot seat's cover, from the first person asked on.

"Hot seat: ... a cover between players" - on one screen (play/session.py) the first
person asked gets the cover too; a hosted game with two seats here does the same
(net/hot_seat.py), so nobody at the table sees the first hand dealt to another."""

from types import SimpleNamespace

from adrenaline.net.hot_seat import HotSeatTables


class _Table:
    """What HotSeatTables asks of a seat's RemoteTable: is it asked, and by whom."""

    def __init__(self, seat: int):
        self.seat = seat
        self.remote = SimpleNamespace(decision=None)
        self.synced = 0

    def person_to_decide(self):
        return self.seat if self.remote.decision is not None else None


def _tables(*seats):
    return {s: _Table(s) for s in seats}


def test_the_first_person_asked_at_a_shared_screen_gets_the_cover_before_their_cards_show():
    tables = _tables(0, 2)
    hot = HotSeatTables(tables)
    tables[0].remote.decision = "spawn"  # the game's first question: seat 0 places its figure
    assert hot.needs_handoff() and hot.visible_hand() is None
    before = hot.synced
    hot.hand_over()
    assert hot.viewer == 0 and not hot.needs_handoff() and hot.visible_hand() == 0
    assert hot.synced == before + 1  # the screen takes the table whole


def test_the_cover_still_passes_the_screen_between_the_two_seats_here():
    tables = _tables(0, 2)
    hot = HotSeatTables(tables)
    tables[2].remote.decision = "spawn"
    assert hot.needs_handoff() and hot.visible_hand() is None
    hot.hand_over()
    assert hot.viewer == 2 and hot.visible_hand() == 2
    tables[2].remote.decision = None
    assert hot.visible_hand() is None  # a seat elsewhere decides: no hand with two seats here
    tables[0].remote.decision = "action"
    assert hot.needs_handoff() and hot.visible_hand() is None
    hot.hand_over()
    assert hot.viewer == 0 and hot.visible_hand() == 0 and not hot.needs_handoff()


def test_one_seat_at_the_hosts_screen_needs_no_cover():
    tables = _tables(1)
    hot = HotSeatTables(tables)
    tables[1].remote.decision = "spawn"
    assert not hot.needs_handoff() and hot.visible_hand() == 1
    tables[1].remote.decision = None
    assert hot.visible_hand() == 1  # alone here: my cards stay while the others play
