"""What a player's board shows now: its damage and marks as landed so far (the
animations still to play held back), its points (face down but for their owner), the
point values under its skulls or its frenzy side, and the bot's line on this turn's bot
action, in words (the core's answers, read here)."""

from __future__ import annotations

from ...core.numbers import BOARD_VALUES, FRENZY_BOARD_VALUES
from ...core.rules.neutral import bot_action
from ...words import _
from ...words.characters import called as name_on_table

KILLSHOT_VALUES = BOARD_VALUES  # most damage, second most, ... ; a skull covers one each
FRENZY_VALUES = FRENZY_BOARD_VALUES  # the frenzy side: no first blood


def _unshown_events(view):
    """Damage and marks events not landed on the boards yet: the animation playing, the
    queued ones, and the events the animator has not taken from the session yet."""
    a = view.animator
    if a.current is not None:
        yield a.current.event
    for anim in a.queue:
        yield anim.event
    yield from view.session.feed


def shown_damage(view, seat: int) -> list[int]:
    """The damage tokens on a board as the screen shows them (shooter seats, in order):
    tokens still flying (``animator.pending_damage``) are left out."""
    p = view.state.players[seat]
    pending = view.animator.pending_damage.get(seat, 0)
    for e in view.session.feed:
        if type(e).__name__ == "Damaged" and e.target == seat:
            pending += e.amount
    return list(p.damage[:max(len(p.damage) - pending, 0)])


def shown_marks(view, seat: int) -> list[int]:
    """Marks per giver seat as the screen shows them (marks not landed yet left out)."""
    marks = list(view.state.players[seat].marks)
    total = view.animator.pending_marks.get(seat, 0)
    total += sum(e.count for e in view.session.feed
                 if type(e).__name__ == "Marked" and e.target == seat)
    for e in _unshown_events(view):
        if total <= 0:
            break
        if type(e).__name__ == "Marked" and e.target == seat:
            take = min(e.count, marks[e.giver], total)
            marks[e.giver] -= take
            total -= take
    for giver in reversed(range(len(marks))):  # pending counted but no event seen (tests)
        take = min(marks[giver], max(total, 0))
        marks[giver] -= take
        total -= take
    return marks


def points_visible(view, seat: int) -> bool:
    """Point tokens are kept face down: only their owner sees them, everyone at the end."""
    return bool(view.state.game_over or view.session.is_over or seat == view.hand_seat)


def points_text(view, seat: int) -> str:
    return str(view.state.players[seat].points) if points_visible(view, seat) else "?"


def board_values(p) -> tuple[list[int], int]:
    """The point values printed on a board and how many skulls cover them."""
    if p.frenzy_board:
        return list(FRENZY_VALUES), 0
    return list(KILLSHOT_VALUES), min(p.skulls, len(KILLSHOT_VALUES) - 1)


def bot_action_words(view) -> tuple[tuple[str, ...], str]:
    """The bot's board's line on this turn's bot action, longest first (the first that
    fits is drawn), and its tooltip: the core's :func:`bot_action`, as the acting
    player's badge and the prompt say it."""
    g = view.state
    status, seat = bot_action(g)
    tip = _("Each turn but the first, the player whose turn it is must take one bot "
            "action: move the bot up to 1 square, then shoot someone it can see")
    if seat is None:
        return (_("no ammo, weapons or powerups"),), tip
    name = name_on_table(g.players[seat])  # the character's name in the player's language
    if status == "due":
        return (_("bot action: {name}, due").format(name=name), _("steers now: {name}").format(name=name),
                _("due: {name}").format(name=name)), tip
    if status == "taken":
        return (_("bot action: taken by {name}").format(name=name),
                _("bot action done: {name}").format(name=name), _("steered by {name}").format(name=name),
                _("bot action taken")), tip
    if status == "first_turn":
        return (_("no bot action this turn"), _("no bot action")), \
            _("The starting player's first turn has no bot action")
    return (_("bot action skipped: the bot was killed"), _("bot action skipped")), \
        _("A bot killed this turn takes no action for the rest of the turn")
