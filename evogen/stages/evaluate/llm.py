"""The LLM evaluator: one call per role (per vote), a JSON answer, aggregated by the config's rule."""

from __future__ import annotations

import json
import re
import statistics
from typing import Any

from pydantic import BaseModel, Field, ValidationError

from evogen.failures import EvaluationError
from evogen.llm.client import LLMClient, NoLLMResponse
from evogen.llm.prompts import EVALUATOR_SYSTEM
from evogen.records import Score
from evogen.stages.act.scripted import ActResult
from evogen.stages.evaluate.contract import Evaluation
from evogen.stages.evaluate.evidence import TRUST_ORDER, TurnEvidence
from evogen.stages.evaluate.roles import EvaluatorConfig, Role, load_config


class Judgement(BaseModel):
    score: int = Field(ge=1, le=5)
    reasons: list[str] = Field(min_length=1)
    failure_types: list[str] = Field(default_factory=list)


class ChecklistItem(BaseModel):
    id: str
    passed: bool
    reason: str = ""


class ChecklistAnswer(BaseModel):
    items: list[ChecklistItem]


JUDGEMENT_SCHEMA = {"type": "json_schema", "json_schema": {"name": "judgement", "schema": Judgement.model_json_schema()}}
CHECKLIST_SCHEMA = {"type": "json_schema",
                    "json_schema": {"name": "checklist", "schema": ChecklistAnswer.model_json_schema()}}


def _json(text: str) -> Any:
    stripped = text.strip()
    fenced = re.search(r"```(?:json)?\s*\n(.*?)\n```", stripped, re.S)
    if fenced:
        stripped = fenced.group(1)
    start, end = stripped.find("{"), stripped.rfind("}")
    if start < 0 or end < start:
        raise ValueError("no JSON object in the answer")
    return json.loads(stripped[start : end + 1])


class LLMEvaluator:
    """Scores a turn with the roles of an :class:`EvaluatorConfig` through one LLM."""

    def __init__(self, client: LLMClient, config: EvaluatorConfig | str = "default", *, use_json_schema: bool = False,
                 attempts: int = 3):
        self.client = client
        self.attempts = attempts
        self.config = load_config(config) if isinstance(config, str) else config
        self.name = f"llm:{self.config.name}"
        self.use_json_schema = use_json_schema

    def evaluate(self, reply: str, act: ActResult, *, source: dict[str, str] | None = None,
                 build_log: str = "", **_evidence: Any) -> Evaluation:
        evidence = TurnEvidence(reply=reply, act=act, source=source or {}, build_log=build_log)
        usage = {"prompt_tokens": 0, "completion_tokens": 0, "cost_usd": 0.0}
        scores: dict[str, Score] = {}
        for role in self.config.roles:
            votes = [self._vote(role, evidence, i, usage) for i in range(self.config.votes)]
            ranked = sorted(votes, key=lambda s: s.score)
            median = statistics.median_low([s.score for s in votes])
            chosen = next(s for s in ranked if s.score == median)
            if len(votes) > 1:
                chosen.reasons.append(f"median of {len(votes)} votes: {[s.score for s in votes]}")
            scores[role.name] = chosen
        return Evaluation(scores, passed=self._passes(scores), rule=self.config.describe_rule(), usage=usage)

    def _passes(self, scores: dict[str, Score]) -> bool:
        agg = self.config.aggregate
        if agg.rule == "all_at_least":
            return all(s.score >= agg.threshold for s in scores.values())
        weights = {r.name: r.weight for r in self.config.roles}
        mean = sum(weights[n] * s.score for n, s in scores.items()) / sum(weights.values())
        return mean >= agg.threshold

    # --- one call ----------------------------------------------------------------------------
    def _messages(self, role: Role, ev: TurnEvidence, vote: int) -> list[dict[str, Any]]:
        channels = [c for c in TRUST_ORDER if c in role.tools]
        blocks = [f"## {c.replace('_', ' ')}\n{ev.text(c)}" for c in channels]
        if role.mode == "checklist":
            task = ("Score the checklist: for every item below, decide from the evidence whether the app satisfies "
                    "it. Answer {\"items\": [{\"id\": ..., \"passed\": true|false, \"reason\": ...}]} with one "
                    "entry per item id. Judge from screenshots, page text and the actor trace.\n\n# Checklist\n"
                    + ev.text("checklist"))
        else:
            task = ("Score this turn 1–5 for your role (5 = fully meets every criterion, 4 = minor issues only, "
                    "3 or lower = a criterion is not met). Allowed failure types: " + ", ".join(role.failure_types))
        text = (f"You are {role.persona}.\nCriteria:\n" + "\n".join(f"- {c}" for c in role.criteria)
                + f"\n\n{task}\n\n# Evidence\n" + "\n\n".join(blocks))
        if vote:
            text += f"\n\n(independent vote #{vote + 1})"
        content: list[dict[str, Any]] | str = text
        if "screenshots" in role.tools:
            content = [{"type": "text", "text": text}, *ev.images()]
        return [{"role": "system", "content": EVALUATOR_SYSTEM}, {"role": "user", "content": content}]

    def _vote(self, role: Role, ev: TurnEvidence, vote: int, usage: dict[str, Any]) -> Score:
        messages = self._messages(role, ev, vote)
        schema = (CHECKLIST_SCHEMA if role.mode == "checklist" else JUDGEMENT_SCHEMA) if self.use_json_schema else None
        last_error = ""
        for _attempt in range(self.attempts):  # repair rounds for malformed answers
            try:
                answer = self.client.complete(messages, response_format=schema)
            except NoLLMResponse as exc:
                raise EvaluationError(f"the {role.name} judge gave no answer: {exc}") from exc
            for key in ("prompt_tokens", "completion_tokens", "cost_usd"):
                usage[key] = usage.get(key, 0) + answer.usage()[key]
            try:
                if role.mode == "checklist":
                    return self._checklist_score(role, ChecklistAnswer.model_validate(_json(answer.content)), ev)
                judgement = Judgement.model_validate(_json(answer.content))
                if judgement.score < 4 and not judgement.failure_types:
                    raise ValueError("a score below 4 must name a failure type")
                return Score(dimension=role.name, score=judgement.score, reasons=judgement.reasons,
                             failure_types=judgement.failure_types)
            except (ValueError, ValidationError) as exc:
                last_error = str(exc)[:300]
                messages = [*messages, {"role": "assistant", "content": answer.content},
                            {"role": "user", "content": f"That answer is not valid ({last_error}). "
                             "Reply with the JSON object only."}]
        # never scored against the policy: the turn cannot be judged, the episode is redone on rerun
        raise EvaluationError(f"the {role.name} judge gave no usable answer after {self.attempts} tries: {last_error}")

    @staticmethod
    def _checklist_score(role: Role, answer: ChecklistAnswer, ev: TurnEvidence) -> Score:
        wanted = [r.requirement.id for r in ev.act.requirements]
        verdicts = {i.id: i for i in answer.items}
        missing = [i for i in wanted if i not in verdicts]
        failed = [verdicts[i] for i in wanted if i in verdicts and not verdicts[i].passed]
        share = (len(wanted) - len(failed) - len(missing)) / max(1, len(wanted))
        score = 5 if share == 1 else 4 if share >= 0.9 else 3 if share >= 0.6 else 2 if share >= 0.3 else 1
        reasons = [f"{len(wanted) - len(failed) - len(missing)}/{len(wanted)} checklist items satisfied"]
        reasons += [f"{f.id}: {f.reason}" for f in failed[:5]] + [f"{m}: not judged" for m in missing[:5]]
        return Score(dimension=role.name, score=score, reasons=reasons,
                     failure_types=[] if score >= 4 else [role.failure_types[0]])
