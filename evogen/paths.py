"""Where evogen's data lives: tasks, web environments, caches.

From a source checkout (or an editable install) the top-level folders of the repository are
used; from an installed wheel, the copies packaged under ``evogen/_data``.
"""

from __future__ import annotations

import os
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent
_REPO = _PACKAGE.parent


def _data(name: str) -> Path:
    in_repo = _REPO / name
    if in_repo.is_dir() and (_REPO / "pyproject.toml").exists():
        return in_repo
    return _PACKAGE / "_data" / name


def tasks_dir() -> Path:
    return Path(os.environ.get("EVOGEN_TASKS_DIR") or _data("tasks"))


def envs_dir() -> Path:
    """Web environments. An installed, read-only copy is mirrored into the cache so npm can write."""
    if os.environ.get("EVOGEN_ENVS_DIR"):
        return Path(os.environ["EVOGEN_ENVS_DIR"])
    source = _data("envs")
    if os.access(source, os.W_OK):
        return source
    mirror = cache_dir() / "envs"
    if not (mirror / "react-vite" / "package.json").exists():
        import shutil

        shutil.copytree(source, mirror, dirs_exist_ok=True)
    return mirror


def cache_dir() -> Path:
    """Content-addressed caches (builds, LLM responses). ``EVOGEN_CACHE_DIR`` overrides."""
    root = os.environ.get("EVOGEN_CACHE_DIR") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "evogen"
    )
    path = Path(root)
    path.mkdir(parents=True, exist_ok=True)
    return path


def repo_root() -> Path | None:
    return _REPO if (_REPO / "pyproject.toml").exists() else None
