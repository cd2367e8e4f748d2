"""evogen — five-turn generative-UI episodes, built, run in a real browser, and scored.

    >>> import evogen
    >>> evogen.list_tasks("interaction")[:1]
    ['interaction/001']
"""

from __future__ import annotations

import os

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

from evogen.action import Action, ParseError, parse_response  # noqa: E402
from evogen.logs import configure_logging  # noqa: E402
from evogen.observation import EarlierTurn, Observation  # noqa: E402
from evogen.records import EpisodeRecord, Mechanism, Outcome, RequirementResult, Score, TurnResult  # noqa: E402
from evogen.registry import (  # noqa: E402
    UnknownTaskError,
    get_task,
    gym_id,
    list_tasks,
    make,
    register_gymnasium,
    select_tasks,
)
from evogen.version import __version__  # noqa: E402

__all__ = [
    "Action", "BrowserHost", "ContractEvaluator", "EvogenEnv", "LLMActor", "LLMEvaluator", "ScriptedActor",
    "Task", "load_evaluator", "load_policy", "load_task", "run_episode", "EarlierTurn", "EpisodeRecord", "Mechanism", "Observation", "Outcome", "ParseError",
    "RequirementResult", "Score", "TurnResult", "UnknownTaskError", "__version__", "configure_logging",
    "get_task", "gym_id", "list_tasks", "make", "parse_response", "register_gymnasium", "select_tasks",
]

# Heavier parts, importable from the top without loading them at ``import evogen``.
_LAZY = {
    "EvogenEnv": "evogen.env",
    "BrowserHost": "evogen.stages.browser",
    "ScriptedActor": "evogen.stages.act.scripted",
    "LLMActor": "evogen.stages.act.llm",
    "ContractEvaluator": "evogen.stages.evaluate.contract",
    "LLMEvaluator": "evogen.stages.evaluate.llm",
    "load_evaluator": "evogen.stages.evaluate",
    "Task": "evogen.tasks.model",
    "load_task": "evogen.tasks.model",
    "load_policy": "evogen.policies",
    "run_episode": "evogen.policies",
}


def __getattr__(name: str) -> object:
    if name in _LAZY:
        import importlib

        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module 'evogen' has no attribute {name!r}")


configure_logging()
try:
    register_gymnasium()
except Exception:  # noqa: BLE001 - a broken task folder must not make the package unimportable
    pass
