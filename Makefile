# The two set-up commands on a fresh machine: `make demo` and `make test`. Each installs what it needs.
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed-dev
SYSTEM := $(VENV)/.installed-system

.PHONY: demo test lint clean

# Test processes, each taking whole files (module fixtures, the cargo builds that share one target directory, stay in
# one process): two keep CI's 2 cores busy while one waits on a build or a subprocess.
TEST_WORKERS ?= 2

# Python 3.11+ venv with tilebot, its service and IR extras (cuTile Python and the CUDA 13.4 Tile IR kit) and dev tools.
$(STAMP): pyproject.toml
	python3 -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	touch $@

# Debian packages, split by who needs them. The demo: git, and libclang-dev with a C compiler for building
# cutile-rs (bindgen over the CUDA headers). The tests add PostgreSQL (the suite starts its own server for the
# store's Postgres tests) and Node.js with npm (the GitHub test server's OpenAPI description and webhook examples);
# an existing node is kept. apt runs only for what is missing, so a provisioned machine needs no root.
DEMO_DEBIAN_PACKAGES := git libclang-dev build-essential
TEST_DEBIAN_PACKAGES := $(DEMO_DEBIAN_PACKAGES) postgresql
TEST_SYSTEM := $(VENV)/.installed-test-system
$(SYSTEM):
	@mkdir -p $(VENV)
	@missing="$$(dpkg -s $(DEMO_DEBIAN_PACKAGES) >/dev/null 2>&1 || echo $(DEMO_DEBIAN_PACKAGES))"; \
	if [ -n "$$(echo $$missing)" ]; then \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
	fi
	touch $@
$(TEST_SYSTEM): $(SYSTEM)
	@missing="$$(dpkg -s $(TEST_DEBIAN_PACKAGES) >/dev/null 2>&1 || echo $(TEST_DEBIAN_PACKAGES)) \
		$$(command -v npm >/dev/null || echo nodejs npm)"; \
	if [ -n "$$(echo $$missing)" ]; then \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
	fi
	touch $@

# The local run of the bundled example target repository, through the real orchestrator and runner entry.
demo: $(STAMP) $(SYSTEM)
	rm -rf .demo
	$(VENV)/bin/tilebot example-repo .demo/tilegym-mini
	@$(VENV)/bin/tilebot translate softmax --local --repo .demo/tilegym-mini; code=$$?; \
	if [ $$code -eq 3 ]; then echo "(demo: this machine stopped the run (BLOCKED/env, e.g. no GPU); the table above says where)"; \
	elif [ $$code -eq 1 ]; then echo "(demo: the run stopped where the pipeline ends today; the table above says why)"; \
	elif [ $$code -ne 0 ]; then exit $$code; fi

lint: $(STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/mypy
	# Workflows: actionlint (with shellcheck from the venv on PATH), GitHub's workflow schema, zizmor's audit.
	PATH="$(CURDIR)/$(VENV)/bin:$$PATH" $(VENV)/bin/actionlint .github/workflows/*.yml
	$(VENV)/bin/check-jsonschema --builtin-schema vendor.github-workflows .github/workflows/*.yml
	$(VENV)/bin/zizmor --offline --no-progress .github/workflows
	$(VENV)/bin/tilebot init --check --repo .

test: $(STAMP) $(TEST_SYSTEM) lint
	$(PY) -m pytest -n $(TEST_WORKERS) --dist loadfile

clean:
	rm -rf $(VENV) .demo .pytest_cache .mypy_cache .ruff_cache .hypothesis
