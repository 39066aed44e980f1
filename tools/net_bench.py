"""Measure a hosted game on loopback (figures for docs/protocol.md).

    python tools/net_bench.py roundtrip [--seats 5] [--spectators 20]
    python tools/net_bench.py idle [--seats 5] [--spectators 20] [--seconds 10]
    python tools/net_bench.py soak [--minutes 5]

roundtrip: a host program with N remote seats, each played by a computer player
(Normal) in a program of its own, and S spectators in one more program; every player
measures each of its choices' round trip (from sending its answer to receiving the
update that answer caused). Prints p50, p99 and max over every choice of the game.

idle: the same connections, but the player asked never answers ("everyone thinks"):
the host program's CPU time over the seconds given, as a share of one core.

soak: one host program hosting game after game (4 remote seats, Normal computer
players in another program); the host's resident memory after each game.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from adrenaline.net.client import Client, play_remote  # noqa: E402

ENV = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


def spawn(*args: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, *args], stdout=subprocess.PIPE, text=True, env=ENV, cwd=ROOT)


def start_host(seats: int, folder: str, *extra: str) -> tuple[subprocess.Popen, dict]:
    host = spawn("-m", "adrenaline", "host", "--seats", ",".join(["remote"] * seats), "--bind", "127.0.0.1",
                 "--port", "0", "--json", "--file", f"{folder}/game.jsonl", "--seed", "1", *extra)
    return host, json.loads(host.stdout.readline())


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def rss_mib(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


# -- the programs the measures start -------------------------------------------------------
def player(address: str, code: str, n: int, answer: bool) -> None:
    """One seat: a Normal computer player that times its round trips (prints them)."""
    client = Client(address, code, f"P{n}").start()
    times: list[float] = []
    sent: list[float] = []
    original = client.choose

    def choose(decision: int, option: int) -> bool:
        sent.append(time.perf_counter())
        return original(decision, option)

    def heard(message: dict) -> None:
        if message["type"] == "update" and message["who"] == client.seat and sent:
            times.append(time.perf_counter() - sent.pop())

    if answer:
        client.choose = choose  # type: ignore[method-assign]
        play_remote(client, "normal", n, 600, heard)
    else:
        while client.get(600)["type"] not in ("over", "lost"):
            pass
    client.close()
    print(json.dumps(times), flush=True)


def spectators(address: str, code: str, count: int) -> None:
    clients = [Client(address, code, spectate=True).start() for _ in range(count)]

    def follow(c: Client) -> None:
        while c.get(600)["type"] not in ("over", "lost"):
            pass
    threads = [threading.Thread(target=follow, args=(c,)) for c in clients]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    print("done", flush=True)


# -- the measures ------------------------------------------------------------------------------
def roundtrip(args) -> None:
    with tempfile.TemporaryDirectory() as folder:
        host, first = start_host(args.seats, folder)
        watchers = spawn(__file__, "spectators", first["address"], first["code"], str(args.spectators))
        time.sleep(1.0)  # the spectators connected before the game starts (not a measure)
        players = [spawn(__file__, "player", first["address"], first["code"], str(n)) for n in range(args.seats)]
        times = []
        for p in players:
            times += json.loads(p.communicate()[0].strip().splitlines()[-1])
        host.communicate()
        watchers.communicate()
    times.sort()
    ms = [t * 1000 for t in times]
    print(json.dumps({"choices": len(ms), "p50_ms": round(ms[len(ms) // 2], 2),
                      "p99_ms": round(ms[int(len(ms) * 0.99)], 2), "max_ms": round(ms[-1], 2),
                      "seats": args.seats, "spectators": args.spectators}))


def idle(args) -> None:
    with tempfile.TemporaryDirectory() as folder:
        host, first = start_host(args.seats, folder)
        watchers = spawn(__file__, "spectators", first["address"], first["code"], str(args.spectators))
        players = [spawn(__file__, "player", first["address"], first["code"], str(n), "--silent")
                   for n in range(args.seats)]
        time.sleep(3.0)  # everyone joined, the first decision asked
        before, start = cpu_seconds(host.pid), time.monotonic()
        time.sleep(args.seconds)
        used, spent = cpu_seconds(host.pid) - before, time.monotonic() - start
        rss = rss_mib(host.pid)
        host.terminate()
        for p in players + [watchers, host]:
            p.communicate()
    print(json.dumps({"host_cpu_share_of_a_core": round(used / spent, 4), "seconds": round(spent, 1),
                      "host_rss_mib": round(rss, 1), "seats": args.seats, "spectators": args.spectators}))


def soak_host(port: int, minutes: float, folder: str, trace: int = 0, games: int = 0) -> None:
    """Host game after game on ``port`` for ``minutes``; print RSS after each.
    ``trace`` N: tracemalloc snapshots after game 1 and game N, their difference (what
    the host's process holds more of) written to stderr, biggest first."""
    import asyncio
    import gc
    import tracemalloc

    from adrenaline.net.host import Host

    if trace:
        tracemalloc.start(12)
    end = time.monotonic() + minutes * 60
    n = 0
    first = None
    while time.monotonic() < end and not (trace and n >= trace) and not (games and n >= games):
        n += 1
        host = Host.new(["remote"] * 4, Path(folder) / f"g{n}.jsonl", seed=n, code="SOAK")
        result = asyncio.run(host.run("127.0.0.1", port))
        del host
        print(json.dumps({"game": n, "decisions": result.get("decisions"), "rss_mib": round(rss_mib(os.getpid()), 2),
                          **_heap()}), flush=True)
        if trace and n in (1, trace):
            gc.collect()
            snapshot = tracemalloc.take_snapshot().filter_traces([tracemalloc.Filter(False, tracemalloc.__file__)])
            if first is None:
                first = snapshot
            else:
                _print_growth(first, snapshot)
    print(json.dumps({"end": True}), flush=True)


def _heap() -> dict:
    """Where the process's memory is: Python's objects (blocks, objects the collector
    follows), the C allocator's bytes in use and free (glibc's mallinfo2), its threads."""
    import ctypes
    import gc

    out = {"py_blocks": sys.getallocatedblocks(), "gc_objects": len(gc.get_objects()),
           "threads": threading.active_count()}
    try:
        class MallInfo2(ctypes.Structure):
            _fields_ = [(name, ctypes.c_size_t) for name in
                        ("arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks",
                         "uordblks", "fordblks", "keepcost")]
        libc = ctypes.CDLL(None)
        libc.mallinfo2.restype = MallInfo2
        info = libc.mallinfo2()
        mib = 2 ** 20
        out.update(malloc_in_use_mib=round(info.uordblks / mib, 2), malloc_free_mib=round(info.fordblks / mib, 2),
                   malloc_mmap_mib=round(info.hblkhd / mib, 2))
    except (OSError, AttributeError):
        pass
    return out


def _print_growth(first, last) -> None:
    for key in ("filename", "lineno", "traceback"):
        stats = last.compare_to(first, key)
        total = sum(s.size_diff for s in stats)
        print(f"== by {key}: {total / 1024:+.1f} KiB in all", file=sys.stderr)
        for s in stats[:25 if key != "traceback" else 8]:
            print(f"{s.size_diff / 1024:+9.1f} KiB {s.count_diff:+7d} blocks", file=sys.stderr)
            frames = s.traceback.format()[-(16 if key == "traceback" else 2):]
            print("    " + "\n    ".join(frames), file=sys.stderr)


def soak(args) -> None:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    with tempfile.TemporaryDirectory() as folder:
        host = spawn(__file__, "soak-host", str(port), str(args.minutes), folder, str(args.trace), str(args.games))
        samples = []
        while True:
            players = []
            for n in range(4):
                players.append(threading.Thread(target=_soak_player, args=(port, n)))
                players[-1].start()
            line = host.stdout.readline()
            for p in players:
                p.join()
            if not line or "end" in line:
                break
            samples.append(json.loads(line))
            print(line.strip(), flush=True)
        host.terminate()
        host.communicate()
    first, last = samples[0]["rss_mib"], samples[-1]["rss_mib"]
    peak = max(s["rss_mib"] for s in samples)
    print(json.dumps({"games": len(samples), "rss_after_first_mib": first, "rss_last_mib": last,
                      "rss_peak_mib": peak, "growth_after_first": round(last / first - 1, 4)}))


def _soak_player(port: int, n: int) -> None:
    for _ in range(200):  # until the host's next game listens (bounded)
        client = Client(f"127.0.0.1:{port}", "SOAK", f"P{n}", reconnect_for=0).start()
        if play_remote(client, "normal", n, 600) is not None:
            client.close()
            return
        client.close()
        time.sleep(0.05)


def main() -> None:
    parser = argparse.ArgumentParser()
    sub = parser.add_subparsers(dest="what", required=True)
    for name in ("roundtrip", "idle"):
        p = sub.add_parser(name)
        p.add_argument("--seats", type=int, default=5)
        p.add_argument("--spectators", type=int, default=20)
        p.add_argument("--seconds", type=float, default=10)
    p = sub.add_parser("soak")
    p.add_argument("--minutes", type=float, default=5)
    p.add_argument("--games", type=int, default=0, help="stop after this many games")
    p.add_argument("--trace", type=int, default=0, help="game N: what the host holds more after it than after game 1")
    p = sub.add_parser("player")
    p.add_argument("address")
    p.add_argument("code")
    p.add_argument("n", type=int)
    p.add_argument("--silent", action="store_true")
    p = sub.add_parser("spectators")
    p.add_argument("address")
    p.add_argument("code")
    p.add_argument("count", type=int)
    p = sub.add_parser("soak-host")
    p.add_argument("port", type=int)
    p.add_argument("minutes", type=float)
    p.add_argument("folder")
    p.add_argument("trace", type=int, nargs="?", default=0)
    p.add_argument("games", type=int, nargs="?", default=0)
    args = parser.parse_args()
    if args.what == "roundtrip":
        roundtrip(args)
    elif args.what == "idle":
        idle(args)
    elif args.what == "soak":
        soak(args)
    elif args.what == "player":
        player(args.address, args.code, args.n, not args.silent)
    elif args.what == "spectators":
        spectators(args.address, args.code, args.count)
    else:
        soak_host(args.port, args.minutes, args.folder, args.trace, args.games)


if __name__ == "__main__":
    main()
