"""Replay policies: the task's reference (or an alternative) solution, optionally with planted bugs."""

from __future__ import annotations

import random
import time
from typing import Any

from evogen.action import Action
from evogen.observation import Observation
from evogen.registry import get_task


class ReferencePolicy:
    """Returns the stored solution of the observed turn; ``latency_s`` makes it answer like a slow
    model (a sleep before each answer), for throughput measurements."""

    def __init__(self, solution: str = "reference", latency_s: float = 0.0):
        self.solution = solution
        self.latency_s = latency_s
        parts = ([solution] if solution != "reference" else []) + ([f"latency={latency_s:g}"] if latency_s else [])
        self.name = "reference" + (":" + ",".join(parts) if parts else "")

    def config(self) -> dict[str, Any]:
        return {"solution": self.solution, **({"latency_s": self.latency_s} if self.latency_s else {})}

    def __call__(self, observation: Observation) -> Action:
        if self.latency_s:
            time.sleep(self.latency_s)
        reply, files = get_task(observation.task_id).solution(observation.turn, self.solution)
        return Action(reply=reply, files=files)


class MutantPolicy(ReferencePolicy):
    """The reference, with one named mutant applied at its turn (``<mutant-id>`` or ``<task>#<id>``)."""

    def __init__(self, mutant: str):
        super().__init__()
        self.mutant = mutant
        self.name = f"mutant:{mutant}"

    def config(self) -> dict[str, Any]:
        return {"mutant": self.mutant}

    def __call__(self, observation: Observation) -> Action:
        action = super().__call__(observation)
        task = get_task(observation.task_id)
        mutant_id = self.mutant.split("#", 1)[1] if "#" in self.mutant else self.mutant
        mutant = task.mutant(mutant_id)
        if mutant.turn != observation.turn:
            return action
        reply, files = task.mutated(mutant)
        return Action(reply=reply, files=files)


class RandomMutantPolicy(ReferencePolicy):
    """Per turn, with probability ``rate``, plant a random mutant that targets that turn."""

    def __init__(self, rate: float = 0.3, seed: int = 0):
        super().__init__()
        if not 0.0 <= rate <= 1.0:
            raise ValueError("rate must be within [0, 1]")
        self.rate = rate
        self.seed = seed
        self.epoch = 0
        self.name = f"mutant:rate={rate},seed={seed}"

    def begin_episode(self, *, task: Any, epoch: int) -> None:
        self.epoch = epoch

    def config(self) -> dict[str, Any]:
        return {"rate": self.rate, "seed": self.seed}

    def __call__(self, observation: Observation) -> Action:
        action = super().__call__(observation)
        task = get_task(observation.task_id)
        # seeded by (seed, task, epoch, turn) only: the same wherever, whenever and in whatever order it runs
        rng = random.Random(f"{self.seed}:{task.id}:{self.epoch}:{observation.turn}")
        candidates = [m for m in task.mutants if m.turn == observation.turn]
        if not candidates or rng.random() >= self.rate:
            return action
        reply, files = task.mutated(rng.choice(candidates))
        return Action(reply=reply, files=files)
