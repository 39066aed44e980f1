"""The games kept on this computer, as a player sees them.

Every game played in the window has its own file in the user data folder's
``games/`` (``~/.local/share/adrenaline/games/`` on Linux), written as it is
played (:mod:`.journal`); finished games stay, as their own record. Nothing
replaces another game's file: a new game, a loaded game and a copy each write to
their own. Continue takes the newest unfinished game; Load game lists them all,
with files of earlier versions (``autosave.jsonl``, ``game-*.jsonl`` in the data
folder itself) beside them.

Listing reads each file cheaply and never trusts it: a summary comes from the
header and a scan of the events, bounded like any read of a save file; a file that
cannot be read is listed with what is wrong, and is never changed or deleted.

Past games: finished games are kept up to a limit (a setting); when a game finishes,
the oldest finished games beyond it are deleted (:func:`keep_newest_finished`). A
player may delete one kept game (:func:`delete`). Either way only a file of the games
folder that reads as a game is ever deleted; the limit never touches an unfinished one.
"""

from __future__ import annotations

import datetime
import hashlib
import json
import re
import secrets
import time
from pathlib import Path

import attrs

from ..core import savefile
from ..core.modes import DEFAULT_MODE
from ..core.names import clean_name

GAMES = "games"


def data_folder() -> Path:
    """The user data folder (``XDG_DATA_HOME`` on Linux), looked up on every use so
    that tests and demos can point it elsewhere."""
    import platformdirs

    return Path(platformdirs.user_data_dir("adrenaline", appauthor=False))


def games_folder() -> Path:
    return data_folder() / GAMES


# folders the player chose to keep games in when the games folder could not be written
# (the settings remember them; the window hands them over: use_folders)
_OTHER_FOLDERS: tuple[Path, ...] = ()
# the name new_game_path gives a game: only such files are kept games in those folders
_GAME_NAME = re.compile(r"\d{4}-\d\d-\d\d-\d{6}-[0-9a-f]{6}\.jsonl")


def use_folders(folders) -> None:
    """The other folders games are kept in (the settings' ``game_folders``): Load game,
    Continue and Past games list their games beside the games folder's."""
    global _OTHER_FOLDERS
    _OTHER_FOLDERS = tuple(Path(f) for f in folders)
    forget_listing()


def other_folders() -> tuple[Path, ...]:
    return _OTHER_FOLDERS


def is_game_name(path: Path) -> bool:
    """Whether ``path`` is named as this program names a game's file (:func:`new_game_path`)."""
    return _GAME_NAME.fullmatch(Path(path).name) is not None


def new_game_path(folder: Path | None = None) -> Path:
    """A file name for a new game that no kept game has: when it started, and a few
    random letters."""
    folder = games_folder() if folder is None else Path(folder)
    stamp = datetime.datetime.now().strftime("%Y-%m-%d-%H%M%S")
    while True:
        path = folder / f"{stamp}-{secrets.token_hex(3)}.jsonl"
        if not path.exists():
            return path


@attrs.frozen
class Player:
    name: str
    character: str
    points: int
    computer: bool = False


@attrs.frozen
class KeptGame:
    """What Load game shows of a kept game. ``problem`` is a
    :data:`savefile.PROBLEMS` kind when the file cannot be read as a game."""

    path: Path
    when: datetime.datetime  # last played (the file's time)
    arena: str = ""
    players: tuple[Player, ...] = ()
    skulls: int = 0
    sudden_death: bool = False
    turn: int = 0
    over: bool = False
    problem: str | None = None
    mode: str = DEFAULT_MODE  # the way it was played (files before modes: Deathmatch)
    ranking: tuple[tuple[int, ...], ...] = ()  # a finished game's: groups of tied seats, best first
    header: str = ""  # a digest of the file's first line: copies of one game share it
    length: int = 0  # the bytes of its complete lines
    copied: datetime.datetime | None = None  # "Save a copy": when the copy was made
    choices: int = 0  # the lines that were players' choices
    digest: str = ""  # a digest of the whole file
    continues: str = ""  # the digest of the file this one goes on from (continuation_note)

    @property
    def unfinished(self) -> bool:
        return self.problem is None and not self.over

    @property
    def finished(self) -> bool:
        return self.problem is None and self.over

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats that won a finished game: the first of its ranking (tied seats
        share the victory)."""
        return self.ranking[0] if self.over and self.ranking else ()


_TURN = re.compile(rb'"type":"TurnStarted","player":\d+,"turn":(\d+)')
_POINTS = re.compile(rb'"type":"PointsScored","player":(\d+),"points":(\d+)')
# a mode's final scoring (Domination's tracks, Turret mode's turrets): the events that pay
# final shares (``Event.pays_shares``) hold them in their field ``shares``, (seat, points)
# pairs, and no other event has a field of that name (tests/test_mode_registry.py), so the
# key alone finds them: "shares":[[seat,points],...] (faster than naming the events' types)
_SHARES = re.compile(rb',"shares":(\[[\[\]\d,]*\])')
_RANKING = re.compile(rb'"type":"GameEnded","ranking":(\[[\[\]\d,]*\])')
_SUMMARIES: dict[str, tuple[tuple, KeptGame]] = {}  # file -> (its version, its summary)


def summary(path: Path) -> KeptGame:
    """A kept game's summary, read from its header and a scan of its events; cached,
    one entry a file, until the file changes."""
    path = Path(path)
    try:
        st = path.stat()
    except OSError:
        return KeptGame(path, datetime.datetime.now(), problem="missing")
    version = (st.st_mtime_ns, st.st_size)
    known = _SUMMARIES.get(str(path))
    if known is None or known[0] != version:
        if len(_SUMMARIES) > 1000:  # files gone since: forget them all, read again
            _SUMMARIES.clear()
        known = (version, _read_summary(path, datetime.datetime.fromtimestamp(st.st_mtime)))
        _SUMMARIES[str(path)] = known
    return known[1]


def _read_summary(path: Path, when: datetime.datetime) -> KeptGame:
    try:
        data = savefile.read_bounded(path)
    except savefile.SaveFileError as error:
        return KeptGame(path, when, problem=error.kind)
    first, _, rest = data.partition(b"\n")
    try:
        if len(first) > savefile.MAX_LINE_BYTES:
            raise ValueError("header too long")
        header = json.loads(first.decode("utf-8"))
        if not isinstance(header, dict) or header.get("format") != savefile.FORMAT:
            raise ValueError("not a save")
        setup = header["setup"]
        # a name is drawn on Load game and Continue's tooltip: printable and bounded
        names = [(clean_name(n, clean_name(c)), clean_name(c)) for n, c in setup["players"]]
        seats = (header.get("client") or {}).get("seats") or []
        computer = [bool(s.get("computer")) if isinstance(s, dict) else False for s in seats]
        points = [0] * len(names)
        for who, n in _POINTS.findall(rest):
            if int(who) < len(points):
                points[int(who)] += int(n)
        for shares in _SHARES.findall(rest):
            for who, n in json.loads(shares):
                if int(who) < len(points):
                    points[int(who)] += int(n)
        turns = _last(_TURN, rest, b'"type":"TurnStarted"')
        ended = _last(_RANKING, rest, b'"type":"GameEnded"')
        ranking = tuple(tuple(int(s) for s in group) for group in json.loads(ended[-1])) if ended else ()
        players = tuple(Player(n, c, p, i < len(computer) and computer[i])
                        for i, ((n, c), p) in enumerate(zip(names, points)))
        return KeptGame(path, when, str(setup["arena"]), players, int(setup["skulls"]),
                        bool(setup["sudden_death"]), int(turns[-1]) if turns else 0,
                        bool(ended) or b'"type":"GameEnded"' in rest, mode=str(setup.get("mode", DEFAULT_MODE)),
                        ranking=ranking, header=hashlib.sha1(first).hexdigest(),
                        length=data.rfind(b"\n") + 1, copied=_copied(header),
                        choices=savefile.choice_lines(data), digest=hashlib.sha1(data).hexdigest(),
                        continues=_continues(header))
    except (ValueError, KeyError, TypeError, AttributeError, RecursionError, UnicodeDecodeError):
        return KeptGame(path, when, problem="not_a_save")


def _last(pattern: re.Pattern, data: bytes, start: bytes) -> list:
    """The groups of ``pattern``'s last match in ``data`` (a list of one, or none): found
    from the end, by the text it starts with (a file as large as the limit: no list of
    every match)."""
    at = len(data)
    while (at := data.rfind(start, 0, at)) >= 0:
        found = pattern.match(data, at)
        if found:
            return [found.group(1)]
    return []


_LISTED: tuple[float, tuple, list[Path]] | None = None


def _copied(header: dict) -> datetime.datetime | None:
    """When a copy ("Save a copy") was made, from its header; None for any other game
    (or a note that does not read as a time)."""
    note = (header.get("client") or {}).get("copy")
    try:
        return datetime.datetime.fromisoformat(note["made"]) if isinstance(note, dict) else None
    except (KeyError, TypeError, ValueError):
        return None


def _continues(header: dict) -> str:
    """The digest of the file a game's file goes on from (:func:`continuation_note`)."""
    note = (header.get("client") or {}).get("continues")
    digest = note.get("digest") if isinstance(note, dict) else None
    return digest if isinstance(digest, str) else ""


def continuation_note(path: Path) -> dict:
    """What a game's new file notes of the file it goes on from (a damaged file repaired,
    a file of another version): its name and a digest of its bytes. While that file is
    unchanged, the lists show the new file in its place (:func:`kept_games`): one game,
    however often it is opened."""
    try:
        digest = hashlib.sha1(savefile.read_bounded(path)).hexdigest()
    except savefile.SaveFileError:
        digest = ""
    return {"file": Path(path).name, "digest": digest}


def save_copy(game, log: list | None = None) -> Path:
    """"Save a copy": ``game`` (up to ``log``, its whole log if None) in a new file of
    its own, never over another, noted in its header as a copy with when it was made
    (Load game says so). Raises OSError or SaveFileError."""
    copy = game.copy()
    copy.log = list(game.log if log is None else log)
    made = datetime.datetime.now().replace(microsecond=0).isoformat()
    copy.client = dict(game.client or {}, copy={"made": made})
    path = new_game_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    savefile.save(copy, path, check=log is None)
    forget_listing()
    return path


_LISTED: tuple[float, Path, list[Path]] | None = None


def kept_files() -> list[Path]:
    """Every kept game's file, newest first (listed again at most once a second)."""
    global _LISTED
    data = data_folder()
    now = time.monotonic()
    where = (data, _OTHER_FOLDERS)
    if _LISTED is None or _LISTED[1] != where or now - _LISTED[0] > 1.0:
        files: list[Path] = []
        for folder in (data / GAMES, data):  # this version's folder, then earlier versions'
            try:
                files += [p for p in folder.glob("*.jsonl") if p.is_file()]
            except OSError:
                pass
        seen = {_real(p) for p in files}
        for folder in _OTHER_FOLDERS:  # where the player kept games when the disk refused
            try:
                found = [p for p in folder.glob("*.jsonl") if _GAME_NAME.fullmatch(p.name)
                         and p.is_file() and _real(p) not in seen]
            except OSError:
                continue
            seen.update(_real(p) for p in found)
            files += found

        def newest_first(p: Path):
            try:
                return (-p.stat().st_mtime, p.name)
            except OSError:
                return (0.0, p.name)

        _LISTED = (now, where, sorted(files, key=newest_first))
    return list(_LISTED[2])


def _real(path: Path) -> str:
    try:
        return str(path.resolve())
    except (OSError, RuntimeError):
        return str(path)


def forget_listing() -> None:
    """List the folder again on the next call (after a game was written)."""
    global _LISTED
    _LISTED = None


def kept_games() -> list[KeptGame]:
    """Every kept game, newest first; a file another one goes on from (a damaged file
    repaired, a file of another version: :func:`continuation_note`) is left out while
    it is unchanged: the game is listed once, as it goes on."""
    games = [summary(p) for p in kept_files()]
    continued = {g.continues for g in games if g.problem is None and g.continues}
    return [g for g in games if not (g.digest and g.digest in continued)]


def latest_unfinished() -> KeptGame | None:
    """The game Continue picks up: the newest one that is not over, and not a stale
    copy of another kept game (:func:`is_stale_copy`)."""
    games = kept_games()
    return next((g for g in games if g.unfinished and not is_stale_copy(g, games)), None)


def is_stale_copy(game: KeptGame, games: list[KeptGame]) -> bool:
    """Whether another kept file holds the same game (the same first line: setup, seats
    and notes) with more choices. That is what a full disk leaves: the game went on in
    another folder, its first file stopped where the disk filled (a choice undone there
    since or not). A game's file only grows as it is played, so the copy with more
    choices is the one played on, whichever was written last (a failed write can touch
    the stale one after the other was made)."""
    return game.problem is None and any(
        other.problem is None and other.header == game.header and other.path != game.path
        and other.choices > game.choices for other in games)


def finished_games() -> list[KeptGame]:
    """The past games: every kept game played to its end, newest first."""
    return [g for g in kept_games() if g.finished]


# -- deleting ---------------------------------------------------------------------------
class CannotDelete(Exception):
    """A kept game that is not deleted: ``kind`` says why (``"not_kept_here"``, a file
    outside the games folder; ``"missing"``; ``"refused"``, the disk said no, with its
    ``errno``; or a :data:`savefile.PROBLEMS` kind, a file that does not read as a game)."""

    def __init__(self, kind: str, errno: int | None = None):
        super().__init__(kind)
        self.kind = kind
        self.errno = errno


def is_kept_here(path: Path) -> bool:
    """A game file of this version's games folder, or a game this version kept in
    another folder the player chose (not a file of earlier versions, not anything else
    on the disk)."""
    try:
        if path.suffix != ".jsonl" or path.is_symlink():
            return False
        folder = path.parent.resolve()
        return folder == games_folder().resolve() or (
            _GAME_NAME.fullmatch(path.name) is not None
            and any(folder == f.resolve() for f in _OTHER_FOLDERS))
    except (OSError, RuntimeError):
        return False


def delete(path: Path) -> None:
    """Delete one kept game's file, or raise :class:`CannotDelete` saying why: only a
    file of the games folder that reads as a game is deleted (a file that does not may
    be a damaged save of the player's: it is left as it is)."""
    path = Path(path)
    if not is_kept_here(path):
        raise CannotDelete("not_kept_here")
    game = summary(path)
    if game.problem is not None:
        raise CannotDelete(game.problem)
    try:
        path.unlink()
    except FileNotFoundError:
        raise CannotDelete("missing") from None
    except OSError as error:
        raise CannotDelete("refused", error.errno) from None
    finally:
        forget_listing()
        _SUMMARIES.pop(str(path), None)
    for beside in companions(path):  # a hosted game's kept seats go with it
        try:
            beside.unlink(missing_ok=True)
        except OSError:
            pass


def companions(path: Path) -> list[Path]:
    """The files kept beside a game's file that mean nothing without it: a game hosted
    from this window keeps its seats' tokens in ``NAME.seats.json``
    (``net/kept_seats.kept_seats_path``)."""
    return [Path(path).with_suffix(".seats.json")]


def keep_newest_finished(limit: int | None) -> list[Path]:
    """After a game finished: delete the oldest finished games of the games folder
    beyond the newest ``limit`` (None: keep them all). Unfinished games and files that
    do not read as a game are never deleted; a file the disk will not let go stays.
    Returns the files deleted."""
    if limit is None:
        return []
    forget_listing()
    finished = [g for g in finished_games() if is_kept_here(g.path)]
    deleted = []
    for game in finished[max(limit, 0):]:
        try:
            delete(game.path)
        except CannotDelete:
            continue
        deleted.append(game.path)
    return deleted
