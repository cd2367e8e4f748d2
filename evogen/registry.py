"""Task ids → tasks and environments; Gymnasium registration.

Ids are ``<suite>/<NNN>``. The same tasks are registered with Gymnasium as
``evogen/<suite>-<NNN>-v0`` (e.g. ``gymnasium.make("evogen/interaction-001-v0")``).
"""

from __future__ import annotations

import difflib
import fnmatch
from functools import cache
from pathlib import Path
from typing import Any

from evogen.paths import tasks_dir
from evogen.tasks.model import SUITES, TASK_ID, Task, TaskError, load_task


class UnknownTaskError(KeyError):
    def __str__(self) -> str:
        return str(self.args[0])


def list_tasks(suite: str | None = None) -> list[str]:
    """All task ids, sorted; only one suite's when ``suite`` is given."""
    if suite is not None and suite not in SUITES:
        raise ValueError(f"unknown suite {suite!r}; suites: {', '.join(SUITES)}")
    root = tasks_dir()
    ids = []
    for s in SUITES if suite is None else (suite,):
        folder = root / s
        if folder.is_dir():
            ids += [f"{s}/{p.name}" for p in sorted(folder.iterdir()) if (p / "task.yaml").exists()]
    return ids


def select_tasks(patterns: list[str] | None) -> list[str]:
    """Ids matching any of ``patterns``: exact ids, suite names, or globs (``interaction/00*``);
    each pattern may be a comma-separated list (``-t interaction/001,presentation``)."""
    every = list_tasks()
    patterns = [p.strip() for item in patterns or [] for p in item.split(",") if p.strip()]
    if not patterns:
        return every
    chosen: list[str] = []
    for pattern in patterns:
        if pattern in SUITES:
            matches = [t for t in every if t.startswith(pattern + "/")]
        elif any(ch in pattern for ch in "*?["):
            matches = fnmatch.filter(every, pattern)
        else:
            get_task(pattern)  # raises with a suggestion
            matches = [pattern]
        if not matches:
            raise UnknownTaskError(f"no task matches {pattern!r}")
        chosen += [t for t in matches if t not in chosen]
    return chosen


@cache
def _load(task_id: str, root: Path) -> Task:
    return load_task(root / task_id)


def get_task(task_id: str) -> Task:
    """Load a task by id; unknown ids raise with a 'did you mean' suggestion."""
    known = list_tasks()
    if task_id not in known:
        hint = difflib.get_close_matches(task_id, known, n=3, cutoff=0.5)
        if not TASK_ID.match(task_id) and not hint:
            msg = f"{task_id!r} is not a task id (expected '<suite>/<NNN>', suites: {', '.join(SUITES)})"
        else:
            msg = f"unknown task {task_id!r}"
        if hint:
            msg += f"; did you mean {' or '.join(repr(h) for h in hint)}?"
        raise UnknownTaskError(msg)
    try:
        return _load(task_id, tasks_dir())
    except TaskError:
        _load.cache_clear()
        raise


def make(task_id: str, **kwargs: Any) -> Any:
    """Create the environment for one task. Keyword arguments go to :class:`evogen.env.EvogenEnv`."""
    from evogen.env import EvogenEnv

    return EvogenEnv(get_task(task_id), **kwargs)


def gym_id(task_id: str) -> str:
    suite, number = task_id.split("/")
    return f"evogen/{suite}-{number}-v0"


def _gym_entry(task_id: str, **kwargs: Any) -> Any:
    return make(task_id, **kwargs)


def register_gymnasium() -> None:
    """Register every task with Gymnasium (idempotent)."""
    import gymnasium

    for task_id in list_tasks():
        name = gym_id(task_id)
        if name not in gymnasium.registry:
            gymnasium.register(id=name, entry_point="evogen.registry:_gym_entry", kwargs={"task_id": task_id},
                               disable_env_checker=True, order_enforce=False)
