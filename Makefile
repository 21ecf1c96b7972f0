# salon — two commands on a fresh machine: `make play` and `make test`.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
EXTRAS ?= dev,web,sim,cluster,rl
# reinstall when pyproject.toml or the extras change
STAMP  := $(VENV)/.installed-$(shell echo '$(EXTRAS)' | cat - pyproject.toml | cksum | cut -d' ' -f1)

.PHONY: install play serve test test-full bench soak bench-scale bench-capacity lint contracts golden clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e '.[$(EXTRAS)]'
	test -x /usr/bin/chromium || (apt-get update -qq && apt-get install -y -qq chromium) || echo 'chromium not installed: the browser tests will be skipped'
	rm -f $(VENV)/.installed-*
	touch $(STAMP)

install: $(STAMP)

play: install
	$(BIN)/salon play rose-ceremony --players 4 --bots heuristic

serve: install
	$(BIN)/salon serve

# xdist workers: two per core, since most of the slow tests wait (for a server process, a
# browser, a lease to run out) rather than compute; every wait is for a condition (tests/patience.py)
TEST_JOBS ?= $(shell echo $$(( 2 * $$(nproc 2>/dev/null || echo 2) )))

# the whole suite but the long sweeps marked `full` (about 4.5 minutes on 2 cores)
test: install
	$(BIN)/pytest -n $(TEST_JOBS) --dist worksteal -q --durations=20

# only the long sweeps at their full sizes (.ci/run runs it after make test)
test-full: install
	$(BIN)/pytest -n $(TEST_JOBS) --dist worksteal -q --full -m full

bench: install
	$(BIN)/python bench/run.py

# 5 minutes of bench/server_load.py at 200 tables on SQLite: WAL size and server RSS every 30 s
soak: install
	$(BIN)/python bench/soak.py --tables 200 --minutes 5

# issue 19: the same bot tables on one server process and on two sharing PostgreSQL
# (SALON_TEST_POSTGRES_URL or --db), 5 interleaved pairs (a median: one pair is noise on a shared
# machine), then two with one SIGKILLed mid-way: CPU, bot work, records
bench-scale: install
	$(BIN)/python bench/scale_out.py --repeat 5 --kill

# capacity (tables held at p99 < 100 ms) of commit 65c9e9e and of this tree, side by side
bench-capacity: install
	$(BIN)/python bench/capacity.py

golden: install
	$(BIN)/python -m tests.golden

# the import contracts of .importlinter (the floors, independent games, no cycles; docs/architecture.md)
contracts: install
	$(BIN)/lint-imports

lint: install contracts
	$(BIN)/ruff check src tests bench
	$(BIN)/mypy

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
