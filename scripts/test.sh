#!/usr/bin/env bash
# The test suite: lint, then pytest (real Vite builds, real Chromium, real litellm client code).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
ruff check evogen mock_runtimes tests examples benchmarks
mypy evogen
python3 -m pytest -q -n 2 --dist loadgroup "$@"
