#!/usr/bin/env bash
# Idempotent set-up for a fresh machine: the Python package with dev tools, node modules of the
# web environment (npm ci), and a Chromium Playwright can drive.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m pip install --quiet --disable-pip-version-check -e ".[dev]"
evogen setup
