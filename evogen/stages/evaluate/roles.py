"""Evaluator roles as configuration: persona, criteria, evidence channels ("tools"), weight.

A jury of several roles, the default three-dimension evaluator and a checklist judge are all
:class:`EvaluatorConfig` files over the same engine (:mod:`evogen.stages.evaluate.llm`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field

CHANNELS = ("screenshots", "page_text", "accessibility", "probe", "console", "network", "requirements", "checklist",
            "actor_trace", "tool_log", "build_log", "source", "reply")
BUILTIN = Path(__file__).parent / "roles"


class Role(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str
    persona: str
    criteria: list[str]
    failure_types: list[str] = Field(min_length=1)
    tools: list[Literal[CHANNELS]] = Field(description="evidence channels this role may consult")  # type: ignore[valid-type]
    weight: float = Field(1.0, gt=0)
    mode: Literal["score", "checklist"] = "score"


class Aggregate(BaseModel):
    model_config = ConfigDict(extra="forbid")

    rule: Literal["all_at_least", "weighted_mean"] = "all_at_least"
    threshold: float = 4


class EvaluatorConfig(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str
    roles: list[Role] = Field(min_length=1)
    aggregate: Aggregate = Field(default_factory=Aggregate)
    votes: int = Field(1, ge=1, le=9, description="repeat each role's call and take the median (majority) score")

    def describe_rule(self) -> str:
        names = ", ".join(r.name for r in self.roles)
        if self.aggregate.rule == "all_at_least":
            return f"all of {names} >= {self.aggregate.threshold:g}"
        weights = "/".join(f"{r.weight:g}" for r in self.roles)
        return f"weighted mean of {names} ({weights}) >= {self.aggregate.threshold:g}"


def load_config(name_or_path: str) -> EvaluatorConfig:
    """A built-in config by name (default, jury, checklist) or a YAML file path."""
    path = Path(name_or_path)
    if not path.suffix:
        path = BUILTIN / f"{name_or_path}.yaml"
    if not path.exists():
        known = sorted(p.stem for p in BUILTIN.glob("*.yaml"))
        raise FileNotFoundError(f"no evaluator config {name_or_path!r} (built-in: {', '.join(known)})")
    return EvaluatorConfig.model_validate(yaml.safe_load(path.read_text(encoding="utf-8")))
