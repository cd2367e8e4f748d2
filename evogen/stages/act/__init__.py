"""Stage 5 — actors operate the page and check requirements.

``ScriptedActor`` (default) runs declarative checks; ``LLMActor`` lets a model operate the page.
"""

from __future__ import annotations

from typing import Any

from evogen.stages.act.scripted import ActResult, Landing, RequirementRun, ScriptedActor

__all__ = ["ActResult", "Landing", "RequirementRun", "ScriptedActor", "load_actor"]


def load_actor(spec: str, **client_options: Any) -> Any:
    """``scripted`` or ``llm:<model>`` (client options: api_base, api_key, temperature, ...)."""
    if spec == "scripted":
        return ScriptedActor()
    kind, _, model = spec.partition(":")
    if kind == "llm" and model:
        from evogen.llm.client import LLMClient
        from evogen.stages.act.llm import LLMActor

        return LLMActor(LLMClient(model, **client_options))
    raise ValueError(f"unknown actor {spec!r}: use 'scripted' or 'llm:<model>'")
