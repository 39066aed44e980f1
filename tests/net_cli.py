"""The command line's host and joins as separate programs (loopback only)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

FAILSAFE = 180

ENV = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "LANGUAGE": "en"}


STARTED: list[subprocess.Popen] = []


def adrenaline(*args: str) -> subprocess.Popen:
    process = subprocess.Popen([sys.executable, "-m", "adrenaline", *args], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True, env=ENV)
    STARTED.append(process)
    return process


@pytest.fixture(autouse=True)
def no_program_left_behind():
    """Every program a test started ends with it, even when the test fails."""
    yield
    while STARTED:
        process = STARTED.pop()
        if process.poll() is None:
            process.kill()
        process.communicate()


def start_host(args, tmp_path, port="0"):
    path = tmp_path / "hosted.jsonl"
    host = adrenaline("host", *args, "--bind", "127.0.0.1", "--port", port, "--json", "--file", str(path))
    first = json.loads(host.stdout.readline())  # the host's first line: address and code
    return host, first, path


def join(address, code, n, *extra):
    return adrenaline("join", address, "--code", code, "--name", f"P{n}", "--computer", "normal",
                      "--seed", str(n), "--json", *extra)


def last_line(process) -> dict:
    out, err = process.communicate(timeout=FAILSAFE)
    assert process.returncode == 0, err[-2000:]
    return json.loads(out.strip().splitlines()[-1])


def run_cli_game(tmp_path, args, spectators=0):
    host, first, path = start_host(args, tmp_path)
    assert set(first) >= {"address", "code"}
    joins = [join(first["address"], first["code"], n) for n in range(3)]
    joins += [adrenaline("join", first["address"], "--code", first["code"], "--spectate", "--json")
              for _ in range(spectators)]
    result = last_line(host)
    return result, [last_line(j) for j in joins], path
