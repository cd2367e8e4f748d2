# Sourced by the scripts: the Python environment evogen lives in. An active virtual environment is
# used as it is; otherwise the project's own .venv (created by scripts/setup.sh). The system Python
# is never installed into.
if [ -n "${VIRTUAL_ENV:-}" ]; then
  EVOGEN_VENV="$VIRTUAL_ENV"
else
  EVOGEN_VENV="$(pwd)/.venv"
fi
export EVOGEN_VENV
export PATH="$EVOGEN_VENV/bin:$PATH"
