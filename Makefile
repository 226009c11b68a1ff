PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: demo test bench bench-compare profile soak fuzz lint db clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

demo: db
	@bash scripts/demo.sh $(VENV)/bin/mtgrules $(FLAGS)

# Debian's Chromium for the browser tests (tests/test_web_browser.py), installed when missing and
# we are root; otherwise those tests skip and say why. (Playwright's own browsers are never used.)
/usr/bin/chromium:
	@if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
		apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium fonts-ipafont-gothic \
		|| echo "warning: could not install chromium; the browser tests will skip"; \
	else echo "note: no /usr/bin/chromium and not root: the browser tests will skip"; fi

test: db | /usr/bin/chromium
	$(VENV)/bin/lint-imports
	$(PY) -m pytest -q -m "not slow"

bench: db
	$(PY) benchmarks/run.py

# A cProfile profile of a fixed set of random games on the core example decks, written to
# .cache/games.prof (python -m pstats or snakeviz read it), with its top 25 printed.
PROFILE_GAMES ?= 20
profile: db
	$(PY) benchmarks/profile_games.py $(PROFILE_GAMES) .cache/games.prof

# The benchmarks side by side with phase.rs (installs phase-python into .venv): the layer
# boards and the random games, each phase.rs figure with the ratio.
bench-compare: $(STAMP)
	$(PY) -m pip install --quiet 'phase-python>=0.103,<1'
	MTGRULES_BENCH_COMPARE=1 $(PY) benchmarks/run.py

# The long random-game soak (CI runs a bounded version in `make test`).
soak: db
	$(PY) -m pytest -q -m slow

# The fuzz of scenario files, decklists and the web API (CI runs a bounded version in `make test`),
# with ten times as many examples; FUZZ_SCALE=100 for longer.
FUZZ_SCALE ?= 10
fuzz: $(STAMP)
	MTGRULES_FUZZ_SCALE=$(FUZZ_SCALE) $(PY) -m pytest -q -m fuzz -p no:cacheprovider --hypothesis-show-statistics

lint: $(STAMP)
	$(VENV)/bin/ruff check src tests benchmarks scripts
	$(VENV)/bin/ruff format --check src tests benchmarks scripts
	$(VENV)/bin/mypy
	$(VENV)/bin/lint-imports

# Build the card database and rules text caches (.cache/, git-ignored) from MTGRULES_CARD_DATA,
# an imported file or ../shared; without any, the engine uses the hand-defined cards.
db: $(STAMP)
	@$(PY) scripts/build_card_db.py
	@$(PY) scripts/extract_rules.py

clean:
	rm -rf $(VENV) build dist .pytest_cache .mypy_cache .ruff_cache
