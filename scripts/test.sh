#!/usr/bin/env bash
# The test suite: set-up, lint, then pytest (real Vite builds, real Chromium, real litellm client code).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
. scripts/_venv.sh
ruff check evogen mock_runtimes tests examples benchmarks
mypy evogen
# Three workers even on two cores: checks mostly wait on the browser (frames, IPC), so two workers
# keep only ~1.1 cores busy; measured 20% faster with three. Override with EVOGEN_TEST_WORKERS.
python -m pytest -q -n "${EVOGEN_TEST_WORKERS:-3}" --dist loadgroup --durations=15 "$@"
