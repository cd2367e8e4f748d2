"""An LLM failure classifier: assigns one of the six mechanism labels to a failed turn.

For runs whose requirements carry no labels (e.g. imported tasks judged by an LLM evaluator).
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ValidationError

from evogen.llm.client import LLMClient, NoLLMResponse
from evogen.records import Mechanism, TurnResult
from evogen.stages.evaluate.llm import _json

DEFINITIONS = {
    Mechanism.REQUIREMENT_DECOMPOSITION: "a requested capability is missing altogether",
    Mechanism.INFORMATION_ARCHITECTURE: "the capability is present but buried, unlabelled or hard to scan",
    Mechanism.DOMAIN_REPRESENTATION: "the domain's concept (a curve, a topology, a process) is missing or wrong",
    Mechanism.AFFORDANCE_BINDING: "a control exists but does nothing or the wrong thing",
    Mechanism.DERIVED_STATE_PROPAGATION: "state changes but views that depend on it stay stale",
    Mechanism.EXTERNAL_STATE_GROUNDING: "the UI disagrees with tool calls or the backend state",
}


class Classification(BaseModel):
    mechanism: Mechanism
    reason: str


def classify_failure(client: LLMClient, request: str, result: TurnResult) -> Classification | None:
    """Label a non-passing evaluated turn; None when the model gives no usable answer."""
    failed = [f"- {r.id}: {r.statement} — {r.message}" for r in result.requirements if not r.passed]
    scores = [f"- {d}: {s.score} ({'; '.join(s.reasons[:2])})" for d, s in result.scores.items()]
    labels = "\n".join(f"- {m.value}: {d}" for m, d in DEFINITIONS.items())
    prompt = (f"A web app failed one turn of a multi-turn revision.\nUser request: {request.strip()}\n"
              f"Outcome: {result.outcome.value} — {result.message}\nFailed requirements:\n" + ("\n".join(failed) or "(none)")
              + "\nScores:\n" + ("\n".join(scores) or "(none)")
              + f"\n\nWhich failure mechanism explains the FIRST failure best?\n{labels}\n"
              'Answer with JSON {"mechanism": "<one label>", "reason": "<one sentence>"}.')
    messages: list[dict[str, Any]] = [{"role": "user", "content": prompt}]
    try:
        answer = client.complete(messages)
        return Classification.model_validate(_json(answer.content))
    except (NoLLMResponse, ValueError, ValidationError):
        return None
