"""The command line's host and joins as separate programs (loopback only)."""

from __future__ import annotations

import json
import os
import select
import subprocess
import sys
import time

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


def first_line(process: subprocess.Popen, timeout: float = FAILSAFE) -> dict:
    """The program's first line of --json output, within ``timeout`` (else the test fails
    saying what the program said on stderr, if it ended)."""
    ready, _, _ = select.select([process.stdout], [], [], timeout)
    assert ready, f"no first line in {timeout} s from {process.args[3:]}"
    line = process.stdout.readline()
    if not line:  # it ended without one
        process.wait(FAILSAFE)
        raise AssertionError(f"{process.args[3:]} ended ({process.returncode}): {process.stderr.read()[-2000:]}")
    return json.loads(line)


def wait_all(host: subprocess.Popen, others: list[subprocess.Popen], timeout: float = FAILSAFE) -> None:
    """Until the host ends; a program among ``others`` that fails first fails the test at
    once (a client that gave up would leave the host waiting for its seat)."""
    deadline = time.monotonic() + timeout
    while host.poll() is None:
        for other in others:
            if other.poll() not in (None, 0):
                out, err = other.communicate()
                raise AssertionError(f"{other.args[3:]} ended ({other.returncode}) before the host: "
                                     f"{out[-1000:]} {err[-2000:]}")
        assert time.monotonic() < deadline, f"the host did not end in {timeout} s"
        time.sleep(0.05)


def start_host(args, tmp_path, port="0"):
    path = tmp_path / "hosted.jsonl"
    host = adrenaline("host", *args, "--bind", "127.0.0.1", "--port", port, "--json", "--file", str(path))
    first = first_line(host)  # the host's first line: address and code
    return host, first, path


def join(address, code, n, *extra):
    return adrenaline("join", address, "--code", code, "--name", f"P{n}", "--computer", "normal",
                      "--seed", str(n), "--json", *extra)


def last_line(process) -> dict:
    try:
        out, err = process.communicate(timeout=FAILSAFE)
    except subprocess.TimeoutExpired:  # what it said before it hung, to read
        process.kill()
        out, err = process.communicate()
        raise AssertionError(f"{process.args[3:]} did not end in {FAILSAFE} s: {out[-3000:]} {err[-3000:]}")
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
