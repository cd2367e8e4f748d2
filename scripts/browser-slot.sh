#!/bin/bash
# Run a browser-using command in one of two shared slots: at most two browser jobs on a 2-core machine
# while several authors validate (usage: bash scripts/browser-slot.sh evogen tasks validate ID --workers 1).
while true; do
  for slot in 1 2; do
    exec 9>"${TMPDIR:-/tmp}/evogen-browser.$slot.lock"
    if flock -n 9; then
      "$@"; rc=$?; flock -u 9; exit $rc
    fi
  done
  sleep 5
done
