# Every target installs what it needs into .venv first and is safe to run again.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed

.PHONY: play dist check-install check-dist lint test test-slow e2e bench bench-hard bench-frames bench-net soak messages translations clean

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

play: $(STAMP)
	$(VENV)/bin/adrenaline

test: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m pytest -q

# the end-to-end tests alone (real window under Xvfb; also part of 'make test')
e2e: $(STAMP)
	SDL_AUDIODRIVER=dummy $(PY) -m pytest -q -rs tests/e2e

test-slow: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m pytest -q -m slow

bench: $(STAMP)
	$(PY) -m pytest -q -m bench --benchmark-enable -p no:randomly tests/test_benchmark.py -s
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m pytest -q -m bench -p no:randomly tests/test_replay_benchmark.py -s
	$(VENV)/bin/adrenaline simulate --players 5 --arena D --skulls 8 --games 50 --seed 1

# Hard's answer times against its budget (p50, p99, max; the share within the budget
# plus 10%): 4 games against three Normal, one per arena, at the default 0.2 s
bench-hard: $(STAMP)
	$(PY) tools/bench_hard.py --games 4 --thinking 0.2

# frame times of the game screen: 5 computer players, 1280x800, software rendering;
# first 5 Hard players thinking 1 s a decision in their worker process (as in the window),
# then with extra look-ahead on every answer while 2 other processes keep the cores busy,
# then the same with the thinking in a thread of the window's process (as before), to compare
bench-frames: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m adrenaline.ui.bench --frames 1800 --think-ms 0
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m adrenaline.ui.bench --frames 1800 \
		--load 2 --screenshot ''
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m adrenaline.ui.bench --frames 1800 \
		--load 2 --thinking thread --screenshot ''

# a hosted game on loopback (docs/protocol.md): the choice round trip with 5 seats and 20
# spectators (each a program), the host's CPU while everyone thinks, its memory over a soak
bench-net: $(STAMP)
	$(PY) tools/net_bench.py roundtrip
	$(PY) tools/net_bench.py idle
	$(PY) tools/net_bench.py soak --minutes 5

# memory: game after game of computer players in one headless window for 30 minutes,
# RSS printed per sample, then the growth after the first game (target: within 10%)
SOAK_ARGS ?= --minutes 30
soak: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) tools/soak.py $(SOAK_ARGS)

# translations (docs/translating.md): gather every message the game shows into
# build/messages.pot, then add the new ones to each language's .po file (a changed
# English text keeps its old translation marked fuzzy, shown in English until checked)
messages: $(STAMP)
	mkdir -p build
	$(VENV)/bin/pybabel -q extract -F pyproject.toml -o build/messages.pot .
	$(VENV)/bin/pybabel -q update -i build/messages.pot -d adrenaline/locale -D adrenaline \
		--ignore-pot-creation-date --no-wrap --ignore-obsolete

# every language complete, placeholders and plural forms right
translations: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m pytest -q -p no:randomly tests/test_translations.py

# a one-file build for players without Python: dist/adrenaline (PyInstaller bundles Python,
# pygame-ce and the package with its data); `make check-dist` starts it under Xvfb in a clean
# environment and waits for its main menu
dist: $(STAMP)
	$(PY) -m pip install --quiet -e '.[test,dist]'
	$(VENV)/bin/pyinstaller --onefile --noconfirm --clean --log-level WARN --name adrenaline \
		--paths $(CURDIR) --collect-data adrenaline --collect-submodules adrenaline \
		--distpath dist --workpath build/pyinstaller --specpath build/pyinstaller \
		tools/onefile_entry.py

check-dist: dist
	$(PY) -m pytest -q -p no:randomly -m dist tests/e2e/test_onefile.py

# the wheel built, installed into a fresh virtual environment outside the checkout, and
# run from another folder: --version, simulate, tutorial --check, the window under Xvfb
check-install: $(STAMP)
	$(PY) -m pytest -q -p no:randomly -m install tests/e2e/test_installed.py

# ruff over the project, mypy over the rules core
lint: $(STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/mypy

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache
