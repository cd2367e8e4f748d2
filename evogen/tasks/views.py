"""The public and private views of a task, as plain data (``evogen tasks show``)."""

from __future__ import annotations

from typing import Any

from evogen.scaffold import default_scaffold
from evogen.tasks.model import Task


def public_view(task: Task) -> dict[str, Any]:
    """Exactly what a policy is shown about the task (besides per-turn history and source)."""
    cls = task.runtime_class() if task.runtime else None
    return {
        "task_id": task.id,
        "title": task.title,
        "suite": task.suite,
        "context": task.context,
        "tools": cls.contracts() if cls else [],
        "resources": dict(cls.resources) if cls else {},
        "turns": [{"turn": k, "request": t.request.strip()} for k, t in enumerate(task.turns, start=1)],
        "rules": default_scaffold().rules(has_tools=bool(cls and cls.tool_specs())),
    }


def private_view(task: Task) -> dict[str, Any]:
    return {
        "domain": task.domain,
        "difficulty": task.difficulty,
        "runtime": task.runtime.model_dump() if task.runtime else None,
        "content_hash": task.content_hash,
        "turns": [
            {
                "turn": k,
                "supersedes": t.supersedes,
                "requirements": [
                    {"id": r.id, "statement": r.statement, "mechanism": r.mechanism.value if r.mechanism else None, "severity": r.severity,
                     "persists": r.persists, "check": [s.describe() for s in r.check or []]}
                    for r in t.requirements
                ],
            }
            for k, t in enumerate(task.turns, start=1)
        ],
        "mutants": [m.model_dump() for m in task.mutants],
        "unmutated": task.unmutated,
    }
