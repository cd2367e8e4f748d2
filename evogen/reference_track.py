"""The reference run of a task: reference source, reply, UI text and end state per turn.

Used by ``prior="reference"`` and ``state="reference"`` and by ``start_turn``. Computed once per
task content (the run is deterministic) by running the reference through the real pipeline.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from evogen.records import TurnResult

if TYPE_CHECKING:
    from evogen.pipeline import TurnPipeline
    from evogen.tasks.model import Task


@dataclass(frozen=True)
class ReferenceTurn:
    turn: int
    reply: str
    files: dict[str, str]
    ui_text: str
    end_state: dict[str, Any]
    passed_requirements: dict[str, bool]
    result: TurnResult


class ReferenceFailed(RuntimeError):
    """The task's reference solution does not pass one of its turns."""

    def __init__(self, task_id: str, result: TurnResult):
        failing = [f"{r.id}: {r.message}" for r in result.requirements if not r.passed]
        super().__init__(f"{task_id}: the reference fails turn {result.turn} ({result.outcome.value}: "
                         f"{result.message}) {failing[:3]}")
        self.result = result


_CACHE: dict[str, list[ReferenceTurn]] = {}


class ReferenceTrack:
    def __init__(self, task: Task, pipeline: TurnPipeline):
        self.task = task
        self.pipeline = pipeline

    def turn(self, k: int) -> ReferenceTurn:
        """The reference run's turn ``k`` (1-based), computing turns up to ``k`` on first use."""
        key = f"{self.task.content_hash}:{self.pipeline.scaffold.fingerprint}"
        turns = _CACHE.setdefault(key, [])
        if len(turns) >= k:
            return turns[k - 1]
        runtime = self.task.new_runtime()
        if turns:
            runtime.restore(turns[-1].end_state)
        passed: dict[str, bool] = dict(turns[-1].passed_requirements) if turns else {}
        for j in range(len(turns) + 1, k + 1):
            reply, files = self.task.solution(j)
            artifacts = self.pipeline.run(self.task, j, {"reply": reply, "files": files}, runtime,
                                          previously_passed=passed, evidence_dir=None)
            if not artifacts.result.passed:
                raise ReferenceFailed(self.task.id, artifacts.result)
            passed.update({r.id: r.passed for r in artifacts.result.requirements})
            turns.append(ReferenceTurn(j, reply, files, artifacts.result.ui_text, runtime.snapshot(), dict(passed),
                                       artifacts.result))
        return turns[k - 1]
