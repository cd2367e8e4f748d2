"""The benchmark's content model: tasks, their private contracts, and proving them honest.

- :mod:`evogen.tasks.model` — a task folder: turns, requirements, mutants, solutions.
- :mod:`evogen.tasks.checks` — the declarative check language requirements are written in.
- :mod:`evogen.tasks.views` — what a policy sees (public) and the contract (private).
- :mod:`evogen.tasks.prove` — ``evogen tasks validate``: references pass, mutants are caught.
- :mod:`evogen.tasks.official` — import the official benchmark's task files.
"""

from evogen.tasks.model import Mutant, Requirement, Task, TaskError, Turn, apply_edits, load_task

__all__ = ["Mutant", "Requirement", "Task", "TaskError", "Turn", "apply_edits", "load_task"]
