"""Stage 5 — actors operate the page and check requirements."""

from evogen.actor.scripted import ActResult, Landing, RequirementRun, ScriptedActor

__all__ = ["ActResult", "Landing", "RequirementRun", "ScriptedActor"]
