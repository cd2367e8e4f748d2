"""Typed records that flow forward through the pipeline and land on disk.

A turn produces a :class:`TurnResult`; an episode is an :class:`EpisodeRecord` with exactly
five slots. Metrics read only ``passed`` and ``response_received`` of each slot.
"""

from __future__ import annotations

from enum import Enum
from typing import Any, Literal

from pydantic import BaseModel, Field, model_validator

TURNS_PER_EPISODE = 5
RECORD_SCHEMA_VERSION = 1


class Outcome(str, Enum):
    """Exactly one per turn slot (design.md §3)."""

    PASSED = "passed"
    FAILED = "failed"
    BUILD_FAILED = "build_failed"
    RUNTIME_FAILED = "runtime_failed"
    NO_ARTIFACT = "no_artifact"
    NO_RESPONSE = "no_response"
    BLOCKED = "blocked"

    @property
    def blocks_later_turns(self) -> bool:
        """True when the turn left no runnable artifact for the next turn to build on."""
        return self in BLOCKING_OUTCOMES


BLOCKING_OUTCOMES = frozenset(
    {Outcome.BUILD_FAILED, Outcome.RUNTIME_FAILED, Outcome.NO_ARTIFACT, Outcome.NO_RESPONSE}
)


class Mechanism(str, Enum):
    """The six failure mechanisms a requirement probes (design.md §5)."""

    REQUIREMENT_DECOMPOSITION = "requirement_decomposition"
    INFORMATION_ARCHITECTURE = "information_architecture"
    DOMAIN_REPRESENTATION = "domain_representation"
    AFFORDANCE_BINDING = "affordance_binding"
    DERIVED_STATE_PROPAGATION = "derived_state_propagation"
    EXTERNAL_STATE_GROUNDING = "external_state_grounding"


class Dimension(str, Enum):
    PRESENTATION = "presentation"
    EXECUTION = "execution"
    ALIGNMENT = "alignment"


PASS_THRESHOLD = 4

# Wall-clock measurements and where evidence landed on disk: they describe a run, not what the
# record says, so record equality ignores them (two runs of the same source compare equal).
MEASUREMENTS = frozenset({"timings", "duration_s", "evidence", "screenshot", "screenshot_before",
                          "screenshot_after", "build_cached"})


def _without_measurements(data: Any) -> Any:
    if isinstance(data, dict):
        return {k: _without_measurements(v) for k, v in data.items() if k not in MEASUREMENTS}
    if isinstance(data, list):
        return [_without_measurements(v) for v in data]
    return data


class _Record(BaseModel):
    """A record whose equality is about what it says, not when or where it was measured."""

    def verdict(self) -> dict[str, Any]:
        """The record as JSON data without measurements (timings, durations, evidence paths)."""
        return _without_measurements(self.model_dump(mode="json"))  # type: ignore[no-any-return]

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return self.verdict() == other.verdict()  # type: ignore[attr-defined]

    __hash__ = None  # type: ignore[assignment]


class StepTrace(_Record):
    """One actor step: what was done, to what, and how it went."""

    index: int
    verb: str
    target: str = ""
    ok: bool
    message: str = ""
    duration_s: float = 0.0
    screenshot_before: str | None = None
    screenshot_after: str | None = None
    tool_calls: list[int] = Field(default_factory=list, description="indices into the turn's tool log")


class RequirementResult(_Record):
    id: str
    introduced_at: int
    statement: str
    mechanism: Mechanism | None = None
    severity: str = "major"
    carried: bool = False
    passed: bool
    regression: bool = False
    message: str = ""
    steps: list[StepTrace] = Field(default_factory=list)
    screenshot: str | None = None
    duration_s: float = 0.0


class Score(BaseModel):
    """One evaluator dimension or role: a 1–5 score with reasons (and failure types below 4)."""

    dimension: str = Field(description="presentation | execution | alignment, or a role name")
    score: int = Field(ge=1, le=5)
    reasons: list[str] = Field(default_factory=list)
    failure_types: list[str] = Field(default_factory=list)


class Usage(BaseModel):
    """Tokens and cost spent producing or judging a turn (zero for scripted parts)."""

    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost_usd: float = Field(0.0, description="spent now (0 for an answer from the cache)")
    cached: bool = False
    cached_cost_usd: float = Field(0.0, description="what a cached answer cost when it was first fetched")


class TurnResult(_Record):
    """The evaluated slot of one turn."""

    turn: int = Field(ge=1, le=TURNS_PER_EPISODE)
    outcome: Outcome
    response_received: bool
    reason: str = Field("", description="machine-readable reason code, e.g. 'path_traversal'")
    message: str = Field("", description="human-readable explanation of the outcome")
    scores: dict[str, Score] = Field(default_factory=dict)
    passed_by_rule: str = Field("", description="the evaluator's pass rule, e.g. 'all >= 4'")
    requirements: list[RequirementResult] = Field(default_factory=list)
    first_failed_mechanism: Mechanism | None = None
    reply: str = ""
    source_hash: str | None = None
    build_cached: bool = False
    state_hash_before: str | None = None
    state_hash_after: str | None = None
    ui_text: str = Field("", description="visible text of the landing page, for later turns' context")
    notes: list[str] = Field(default_factory=list, description="what the harness changed on the way (a cut reply …)")
    timings: dict[str, float] = Field(default_factory=dict)
    evidence: dict[str, str] = Field(default_factory=dict, description="evidence name -> file path")
    usage: Usage = Field(default_factory=Usage, description="tokens/cost of the policy's response")
    judge_usage: Usage = Field(default_factory=Usage, description="tokens/cost of LLM actor and evaluator calls")

    @property
    def passed(self) -> bool:
        return self.outcome is Outcome.PASSED

    @property
    def regressions(self) -> list[RequirementResult]:
        return [r for r in self.requirements if r.regression]

    @classmethod
    def blocked(cls, turn: int, by: int) -> TurnResult:
        return cls(
            turn=turn,
            outcome=Outcome.BLOCKED,
            response_received=False,
            reason="blocked",
            message=f"not attempted: turn {by} left no runnable artifact",
        )

    def slot(self) -> dict[str, Any]:
        """The compact slot metrics read."""
        return {
            "turn": self.turn,
            "outcome": self.outcome.value,
            "passed": self.passed,
            "response_received": self.response_received,
        }

    def model_dump_slot(self) -> dict[str, Any]:
        data = self.model_dump(mode="json")
        data["passed"] = self.passed
        return data


class EpisodeRecord(_Record):
    """One episode, as written to ``episodes.jsonl``: exactly five slots."""

    schema_version: int = RECORD_SCHEMA_VERSION
    task_id: str
    task_hash: str
    suite: str
    policy: str
    epoch: int = 0
    seed: int | None = None
    options: dict[str, Any] = Field(default_factory=dict)
    slots: list[TurnResult]
    status: Literal["complete", "unfinished"] = Field(
        "complete", description="unfinished: the harness (not the policy) failed; never scored, redone on rerun")
    infrastructure_error: str | None = None
    duration_s: float = 0.0

    @model_validator(mode="after")
    def _five_slots(self) -> EpisodeRecord:
        if len(self.slots) != TURNS_PER_EPISODE:
            raise ValueError(f"an episode record needs {TURNS_PER_EPISODE} slots, got {len(self.slots)}")
        return self

    @property
    def passed(self) -> list[bool]:
        return [s.passed for s in self.slots]

    @property
    def key(self) -> str:
        return f"{self.task_id}#{self.epoch}"
