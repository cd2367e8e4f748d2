#!/usr/bin/env bash
# Idempotent set-up for a fresh machine, step by step with timings:
#   1. a Python environment: the active virtual environment, else the project's .venv (created here);
#      the system Python is never touched;
#   2. the evogen package with its dev tools (pip install -e ".[dev]"), skipped when up to date;
#   3. node modules of the web environment (npm ci), a Chromium and the build sandbox (evogen setup).
# A second run finds everything in place and takes seconds.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/_venv.sh
export PIP_DISABLE_PIP_VERSION_CHECK=1

started=$EPOCHREALTIME
step_start=$started
step() { printf '\n==> %s\n' "$*"; step_start=$EPOCHREALTIME; }
took() { awk -v a="$1" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f s", b - a }'; }
done_step() { printf '    %s (%s)\n' "${1:-done}" "$(took "$step_start")"; }

step "1/3 Python environment: $EVOGEN_VENV"
if [ -x "$EVOGEN_VENV/bin/python" ]; then
  done_step "already there"
else
  PYTHON="${PYTHON:-python3}"
  command -v "$PYTHON" >/dev/null || { echo "error: $PYTHON not found: install Python 3.10 or newer" >&2; exit 1; }
  "$PYTHON" -c 'import sys; sys.exit(sys.version_info < (3, 10))' \
    || { echo "error: evogen needs Python 3.10 or newer ($("$PYTHON" --version 2>&1) found)" >&2; exit 1; }
  if ! "$PYTHON" -m venv "$EVOGEN_VENV" 2>/tmp/evogen-venv.err; then
    rm -rf "$EVOGEN_VENV"
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
      echo "    venv needs the python3-venv package: installing it (apt-get)"
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv >/dev/null \
        || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv >/dev/null; }
      "$PYTHON" -m venv "$EVOGEN_VENV"
    else
      cat /tmp/evogen-venv.err >&2
      echo "error: cannot create $EVOGEN_VENV; install python3-venv (Debian/Ubuntu) or activate a virtual environment and rerun" >&2
      exit 1
    fi
  fi
  done_step "created"
fi
PY="$EVOGEN_VENV/bin/python"

step "2/3 Python packages: evogen and its dev tools into $EVOGEN_VENV"
stamp_file="$EVOGEN_VENV/.evogen-setup"
stamp="$("$PY" -c 'import hashlib, sys; print(hashlib.sha256(open("pyproject.toml", "rb").read()).hexdigest(), sys.version.split()[0])') $(pwd)"
if [ -f "$stamp_file" ] && [ "$(cat "$stamp_file")" = "$stamp" ] && "$PY" -c 'import evogen' 2>/dev/null; then
  done_step "up to date"
else
  "$PY" -m pip install --upgrade --quiet pip >/dev/null 2>&1 || true
  "$PY" -m pip install --progress-bar on -e ".[dev]" 2>&1 \
    | grep --line-buffered -E '^(Collecting|Downloading|Installing|Successfully|Requirement already satisfied: evogen|ERROR|error)' \
    | sed -u 's/^/    /' || true
  "$PY" -c 'import evogen' || { echo "error: pip install failed (run: $PY -m pip install -e '.[dev]')" >&2; exit 1; }
  echo "$stamp" > "$stamp_file"
  done_step "installed"
fi

step "3/3 Web environment, browser and build sandbox (evogen setup)"
"$EVOGEN_VENV/bin/evogen" setup
done_step

printf '\nset-up complete in %s; evogen is %s\n' "$(took "$started")" "$EVOGEN_VENV/bin/evogen"
