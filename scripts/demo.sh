#!/usr/bin/env bash
# The main job: the built-in reference policy over one task per suite; prints the per-task,
# per-turn table and TP / TP@5 / CPT / APR.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
evogen demo "$@"
