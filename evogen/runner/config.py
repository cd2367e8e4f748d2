"""What a run is asked to do."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, Field


class RunConfig(BaseModel):
    policy: str = "reference"
    policy_options: dict[str, Any] = Field(default_factory=dict)
    judge_options: dict[str, Any] = Field(default_factory=dict, description="LLM client options of actor/evaluator")
    tasks: list[str]
    epochs: int = Field(1, ge=1)
    workers: int = Field(1, ge=1, description="browser workers (processes, or Ray actors), each with its own browser")
    concurrency: int | None = Field(None, ge=1, description="episodes in flight at once (default: workers); more "
                                                             "than workers overlaps model latency with browser work")
    out: Path
    prior: str = "own"
    state: str = "actual"
    evaluator: str = "contract"
    actor: str = "scripted"
    screenshots: str = "failures"
    build_timeout_s: float = 90.0
    turn_timeout_s: float = 300.0
    episode_timeout_s: float = 1_800.0
    infra_retries: int = 2
    allow_task_changes: bool = False
    rerun_changed: bool = Field(False, description="on resume, play again the episodes whose task content changed "
                                                   "(their old records are set aside in superseded.jsonl)")
    backend: Literal["local", "ray"] = "local"
    ray_address: str | None = None
    ray_policy_actors: int = Field(0, ge=0, description="Ray only: policy calls on this many separate lightweight "
                                                        "actors (0: in the browser actors' threads)")

    @property
    def in_flight(self) -> int:
        return max(self.concurrency or self.workers, self.workers)

    @property
    def per_worker(self) -> int:
        """Episodes one worker plays at once (they queue for its browser, overlapping model calls)."""
        return -(-self.in_flight // self.workers)
