"""Write the four arenas as Tiled maps, and the tileset they use.

    python tools/make_maps.py [OUTPUT_DIR]      (default: the package's adrenaline/maps/)

Writes ``tileset.png`` (drawn here, pure Python: zlib + struct, no display
needed), ``tileset.tsx`` (the external tileset) and ``arena_a.tmx`` ..
``arena_d.tmx``. The output is committed; run this again after changing the
tables below. The maps stay editable in Tiled.

Each map is 4 x 3 tiles of 64 px (squares are numbered ``row * 4 + column``):

- tile layer ``floor``: the art, one floor tile per square in its room colour
  (spawnpoints get a marked tile), 0 (empty) where a square is missing;
- object layer ``squares``: one rectangle per square, named ``r1c0``, with the
  custom properties ``room`` (room colour) and, on a spawnpoint, ``spawn``
  (ammo colour). The loader takes the square from the rectangle's position;
- object layer ``doors``: one small rectangle per door on the edge it crosses,
  with the custom properties ``a`` and ``b`` naming the two squares. Walls are
  not drawn as data: two adjacent squares of different rooms without a door.
- map properties ``arena`` ("A".."D") and ``players`` (the rulebook caption).

The tables are transcribed from the pictures of the four arena layouts (the board's
two double-sided halves); tests/test_maps.py checks the result square by square.
"""

from __future__ import annotations

import struct
import sys
import zlib
from pathlib import Path
from xml.sax.saxutils import quoteattr

TILE = 64
COLUMNS, ROWS = 4, 3
TILED_VERSION = ("1.10", "1.10.2")

# -- the arenas (the four board layouts) ---------------------------------------------------
# One string per row, one letter per square: room initial, "." for a missing square.
ROOM_LETTERS = {"R": "red", "B": "blue", "Y": "yellow", "W": "white", "G": "green", "P": "purple"}
SPAWNPOINTS = {"red": "r1c0", "blue": "r0c2", "yellow": "r2c3"}  # the same in all four layouts

ARENAS = {
    "A": {
        "players": "good for 3 or 4 players",
        "grid": ("BBB.", "RRRY", ".WWY"),
        "doors": ("r0c0-r1c0", "r0c2-r1c2", "r1c1-r2c1", "r1c2-r1c3", "r2c2-r2c3"),
    },
    "B": {
        "players": "good for any number of players",
        "grid": ("BBBG", "RRYY", ".WYY"),
        "doors": ("r0c0-r1c0", "r0c2-r0c3", "r0c2-r1c2", "r0c3-r1c3", "r1c1-r2c1", "r2c1-r2c2"),
    },
    "C": {
        "players": "works well for any number of players",
        "grid": ("RBB.", "RPPY", "WWWY"),
        "doors": (
            "r0c0-r0c1", "r0c1-r1c1", "r0c2-r1c2", "r1c0-r2c0", "r1c1-r2c1", "r1c2-r1c3",
            "r2c2-r2c3",
        ),
    },
    "D": {
        "players": "good for 4 or 5 players",
        "grid": ("RBBG", "RPYY", "WWYY"),
        "doors": (
            "r0c0-r0c1", "r0c1-r1c1", "r0c2-r0c3", "r0c2-r1c2", "r0c3-r1c3", "r1c0-r2c0",
            "r1c1-r2c1", "r2c1-r2c2",
        ),
    },
}

# -- the tileset -------------------------------------------------------------------
# Tile ids (gid = id + 1): one floor per room colour, then one spawnpoint floor per ammo colour.
FLOORS = ("red", "blue", "yellow", "white", "green", "purple")
SPAWN_FLOORS = ("red", "blue", "yellow")
TILESET_COLUMNS = 3
TILE_COUNT = len(FLOORS) + len(SPAWN_FLOORS)

ACCENT = {
    "red": (226, 58, 52),
    "blue": (52, 126, 236),
    "yellow": (240, 196, 44),
    "white": (206, 212, 222),
    "green": (58, 190, 96),
    "purple": (160, 84, 214),
}
STEEL = (22, 24, 31)


def tile_id(room: str, spawn: str | None) -> int:
    if spawn is not None:
        return len(FLOORS) + SPAWN_FLOORS.index(spawn)
    return FLOORS.index(room)


def _mix(a, b, t):
    """``a`` moved a fraction ``t`` of the way to ``b``."""
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))


class Canvas:
    """An RGB image in a bytearray, just enough drawing for a few tiles."""

    def __init__(self, width: int, height: int):
        self.width, self.height = width, height
        self.pixels = bytearray(width * height * 3)

    def get(self, x, y):
        i = (y * self.width + x) * 3
        return tuple(self.pixels[i : i + 3])

    def put(self, x, y, colour, alpha=1.0):
        if not (0 <= x < self.width and 0 <= y < self.height):
            return
        i = (y * self.width + x) * 3
        if alpha < 1.0:
            colour = _mix(self.get(x, y), colour, alpha)
        self.pixels[i : i + 3] = bytes(max(0, min(255, c)) for c in colour)

    def rect(self, x0, y0, w, h, colour, alpha=1.0):
        for y in range(y0, y0 + h):
            for x in range(x0, x0 + w):
                self.put(x, y, colour, alpha)

    def png(self) -> bytes:
        def chunk(kind: bytes, data: bytes) -> bytes:
            body = kind + data
            return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

        stride = self.width * 3
        raw = b"".join(
            b"\x00" + bytes(self.pixels[y * stride : (y + 1) * stride]) for y in range(self.height)
        )
        header = struct.pack(">IIBBBBB", self.width, self.height, 8, 2, 0, 0, 0)  # 8-bit RGB
        return (
            b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(raw, 9))
            + chunk(b"IEND", b"")
        )


def _noise(seed: int):
    """A tiny deterministic generator, so the tileset is the same on every run."""
    state = seed & 0xFFFFFFFF or 1
    while True:
        state = (state * 1103515245 + 12345) & 0x7FFFFFFF
        yield (state >> 16) / 32768.0


def draw_floor(canvas: Canvas, ox: int, oy: int, room: str, seed: int) -> None:
    """A dark deck plate tinted by the room: four panels, seams, rivets, a lit edge."""
    accent = ACCENT[room]
    base = _mix(STEEL, accent, 0.16)
    rnd = _noise(seed)
    for y in range(TILE):
        for x in range(TILE):
            grain = (next(rnd) - 0.5) * 6
            canvas.put(ox + x, oy + y, tuple(round(c + grain) for c in base))
    half = TILE // 2
    for px in (0, half):
        for py in (0, half):
            # bevel: light top/left, dark bottom/right, seam between panels
            x0, y0 = ox + px + 3, oy + py + 3
            size = half - 6
            canvas.rect(x0, y0, size, 1, _mix(base, (255, 255, 255), 0.14))
            canvas.rect(x0, y0, 1, size, _mix(base, (255, 255, 255), 0.10))
            canvas.rect(x0, y0 + size - 1, size, 1, _mix(base, (0, 0, 0), 0.45))
            canvas.rect(x0 + size - 1, y0, 1, size, _mix(base, (0, 0, 0), 0.45))
            for rx, ry in ((2, 2), (size - 4, 2), (2, size - 4), (size - 4, size - 4)):
                canvas.rect(x0 + rx, y0 + ry, 2, 2, _mix(base, (255, 255, 255), 0.28))
    # grating on the top-right and bottom-left panels
    for py, px in ((0, half), (half, 0)):
        for i in range(8, half - 8, 4):
            canvas.rect(ox + px + 8, oy + py + i, half - 16, 1, _mix(base, (0, 0, 0), 0.35))
    # seams
    canvas.rect(ox, oy + half - 1, TILE, 2, _mix(STEEL, (0, 0, 0), 0.5))
    canvas.rect(ox + half - 1, oy, 2, TILE, _mix(STEEL, (0, 0, 0), 0.5))
    # room-coloured light strip along the edge
    for inset, alpha in ((0, 0.85), (1, 0.45), (2, 0.18)):
        canvas.rect(ox + inset, oy + inset, TILE - 2 * inset, 1, accent, alpha)
        canvas.rect(ox + inset, oy + TILE - 1 - inset, TILE - 2 * inset, 1, accent, alpha)
        canvas.rect(ox + inset, oy + inset, 1, TILE - 2 * inset, accent, alpha)
        canvas.rect(ox + TILE - 1 - inset, oy + inset, 1, TILE - 2 * inset, accent, alpha)


def draw_spawn_marker(canvas: Canvas, ox: int, oy: int, ammo: str) -> None:
    """A glowing target ring in the ammo colour, over the floor."""
    colour = ACCENT[ammo]
    centre = (TILE - 1) / 2
    for y in range(TILE):
        for x in range(TILE):
            d = ((x - centre) ** 2 + (y - centre) ** 2) ** 0.5
            if 19 <= d <= 23:
                canvas.put(ox + x, oy + y, colour, 0.95)
            elif 23 < d <= 26:
                canvas.put(ox + x, oy + y, colour, 0.35 * (26 - d) / 3)
            elif d <= 8:
                canvas.put(ox + x, oy + y, _mix(colour, (255, 255, 255), 0.35))
            elif d <= 12:
                canvas.put(ox + x, oy + y, colour, 0.5 * (12 - d) / 4)
    for x, y in ((29, 2), (29, TILE - 8), (2, 29), (TILE - 8, 29)):  # ticks: N, S, W, E
        canvas.rect(ox + x, oy + y, 6, 6, colour)


def tileset_png() -> bytes:
    rows = -(-TILE_COUNT // TILESET_COLUMNS)
    canvas = Canvas(TILESET_COLUMNS * TILE, rows * TILE)
    for tid in range(TILE_COUNT):
        ox, oy = (tid % TILESET_COLUMNS) * TILE, (tid // TILESET_COLUMNS) * TILE
        if tid < len(FLOORS):
            draw_floor(canvas, ox, oy, FLOORS[tid], seed=tid + 1)
        else:
            ammo = SPAWN_FLOORS[tid - len(FLOORS)]
            draw_floor(canvas, ox, oy, ammo, seed=tid + 1)
            draw_spawn_marker(canvas, ox, oy, ammo)
    return canvas.png()


def tileset_tsx() -> str:
    rows = -(-TILE_COUNT // TILESET_COLUMNS)
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<tileset version="{TILED_VERSION[0]}" tiledversion="{TILED_VERSION[1]}" name="adrenaline"'
        f' tilewidth="{TILE}" tileheight="{TILE}" tilecount="{TILE_COUNT}" columns="{TILESET_COLUMNS}">',
        f' <image source="tileset.png" width="{TILESET_COLUMNS * TILE}" height="{rows * TILE}"/>',
    ]
    for tid in range(TILE_COUNT):
        props = [("room", FLOORS[tid] if tid < len(FLOORS) else SPAWN_FLOORS[tid - len(FLOORS)])]
        if tid >= len(FLOORS):
            props.append(("spawn", SPAWN_FLOORS[tid - len(FLOORS)]))
        out.append(f' <tile id="{tid}">')
        out += _properties(props, indent="  ")
        out.append(" </tile>")
    out.append("</tileset>")
    return "\n".join(out) + "\n"


# -- the maps ----------------------------------------------------------------------
def _properties(pairs, indent: str) -> list[str]:
    lines = [f"{indent}<properties>"]
    for name, value in pairs:
        lines.append(f"{indent} <property name={quoteattr(name)} value={quoteattr(value)}/>")
    lines.append(f"{indent}</properties>")
    return lines


def _square(name: str) -> tuple[int, int]:
    return int(name[1]), int(name[3])


def arena_tmx(letter: str) -> str:
    arena = ARENAS[letter]
    grid = arena["grid"]
    spawn_at = {square: colour for colour, square in SPAWNPOINTS.items()}
    rooms = {
        f"r{r}c{c}": ROOM_LETTERS[grid[r][c]]
        for r in range(ROWS)
        for c in range(COLUMNS)
        if grid[r][c] != "."
    }
    for colour, square in SPAWNPOINTS.items():
        assert rooms[square] == colour, (letter, square)

    floor = []
    for r in range(ROWS):
        row = []
        for c in range(COLUMNS):
            name = f"r{r}c{c}"
            row.append(str(tile_id(rooms[name], spawn_at.get(name)) + 1) if name in rooms else "0")
        floor.append(",".join(row))

    object_id = 1
    squares = []
    for name, room in rooms.items():
        r, c = _square(name)
        props = [("room", room)] + ([("spawn", spawn_at[name])] if name in spawn_at else [])
        squares.append(
            f'  <object id="{object_id}" name="{name}" x="{c * TILE}" y="{r * TILE}"'
            f' width="{TILE}" height="{TILE}">'
        )
        squares += _properties(props, indent="   ")
        squares.append("  </object>")
        object_id += 1

    doors = []
    door_size = TILE // 4
    for door in arena["doors"]:
        a, b = door.split("-")
        (ra, ca), (rb, cb) = _square(a), _square(b)
        assert abs(ra - rb) + abs(ca - cb) == 1 and rooms[a] != rooms[b], (letter, door)
        # a small square centred on the shared edge
        cx = (ca + cb + 1) * TILE / 2
        cy = (ra + rb + 1) * TILE / 2
        x, y = int(cx - door_size / 2), int(cy - door_size / 2)
        doors.append(
            f'  <object id="{object_id}" name="{door}" x="{x}" y="{y}"'
            f' width="{door_size}" height="{door_size}">'
        )
        doors += _properties([("a", a), ("b", b)], indent="   ")
        doors.append("  </object>")
        object_id += 1

    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="{TILED_VERSION[0]}" tiledversion="{TILED_VERSION[1]}" orientation="orthogonal"'
        f' renderorder="right-down" width="{COLUMNS}" height="{ROWS}" tilewidth="{TILE}"'
        f' tileheight="{TILE}" infinite="0" backgroundcolor="#0b0c10" nextlayerid="4"'
        f' nextobjectid="{object_id}">',
    ]
    out += _properties([("arena", letter), ("players", arena["players"])], indent=" ")
    out += [
        ' <tileset firstgid="1" source="tileset.tsx"/>',
        f' <layer id="1" name="floor" width="{COLUMNS}" height="{ROWS}">',
        '  <data encoding="csv">',
        ",\n".join(floor),
        "</data>",
        " </layer>",
        ' <objectgroup id="2" name="squares" color="#9fa8b8">',
        *squares,
        " </objectgroup>",
        ' <objectgroup id="3" name="doors" color="#ffd23c">',
        *doors,
        " </objectgroup>",
        "</map>",
    ]
    return "\n".join(out) + "\n"


def write_all(out_dir: Path) -> list[Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []

    def write(name: str, data: bytes | str) -> None:
        path = out_dir / name
        if isinstance(data, str):
            data = data.encode("utf-8")
        path.write_bytes(data)
        written.append(path)

    write("tileset.png", tileset_png())
    write("tileset.tsx", tileset_tsx())
    for letter in ARENAS:
        write(f"arena_{letter.lower()}.tmx", arena_tmx(letter))
    return written


def main(argv: list[str]) -> int:
    out_dir = Path(argv[1]) if len(argv) > 1 else Path(__file__).resolve().parents[1] / "adrenaline" / "maps"
    for path in write_all(out_dir):
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
