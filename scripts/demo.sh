#!/usr/bin/env bash
# The main job: set-up, then the built-in reference policy over one task per suite; prints the
# per-task, per-turn table and TP / TP@5 / CPT / APR. Rerunning reuses finished episodes.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
. scripts/_venv.sh
evogen demo "$@"
