PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: demo test bench bench-compare soak lint db clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

demo: $(STAMP)
	@bash scripts/demo.sh $(VENV)/bin/mtgrules

# Debian's Chromium for the browser tests (tests/test_web_browser.py), installed when missing and
# we are root; otherwise those tests skip and say why. (Playwright's own browsers are never used.)
/usr/bin/chromium:
	@if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
		apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium fonts-ipafont-gothic \
		|| echo "warning: could not install chromium; the browser tests will skip"; \
	else echo "note: no /usr/bin/chromium and not root: the browser tests will skip"; fi

test: $(STAMP) | /usr/bin/chromium
	$(VENV)/bin/lint-imports
	$(PY) -m pytest -q -m "not slow"

bench: $(STAMP)
	$(PY) benchmarks/run.py

# The benchmarks side by side with phase.rs (installs phase-python into .venv).
bench-compare: $(STAMP)
	$(PY) -m pip install --quiet 'phase-python>=0.103,<1'
	$(PY) benchmarks/run.py

# The long random-game soak (CI runs a bounded version in `make test`).
soak: $(STAMP)
	$(PY) -m pytest -q -m slow

lint: $(STAMP)
	$(VENV)/bin/ruff check src tests benchmarks scripts
	$(VENV)/bin/ruff format --check src tests benchmarks scripts
	$(VENV)/bin/mypy
	$(VENV)/bin/lint-imports

# Rebuild the bundled card database from ../shared/cards (kept in the repository).
db: $(STAMP)
	$(PY) scripts/build_card_db.py
	$(PY) scripts/extract_rules.py

clean:
	rm -rf $(VENV) build dist .pytest_cache .mypy_cache .ruff_cache
