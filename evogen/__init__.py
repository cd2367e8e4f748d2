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

__version__ = "0.1.0"

__all__ = [
    "Action", "EarlierTurn", "EpisodeRecord", "Mechanism", "Observation", "Outcome", "ParseError",
    "RequirementResult", "Score", "TurnResult", "UnknownTaskError", "__version__", "configure_logging",
    "get_task", "gym_id", "list_tasks", "make", "parse_response", "register_gymnasium", "select_tasks",
]

configure_logging()
try:
    register_gymnasium()
except Exception:  # noqa: BLE001 - a broken task folder must not make the package unimportable
    pass
