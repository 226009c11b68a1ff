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

test: $(STAMP)
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

# Rebuild the bundled card database from ../shared/cards (kept in the repository).
db: $(STAMP)
	$(PY) scripts/build_card_db.py

clean:
	rm -rf $(VENV) build dist .pytest_cache .mypy_cache .ruff_cache
