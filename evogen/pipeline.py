"""One turn through every stage: validate → build → serve → act → evaluate → record.

Each stage is its own module; this one only composes them and turns their results into the
turn's named outcome.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from evogen.action import Action
from evogen.failures import InfrastructureError
from evogen.records import PASS_THRESHOLD, Outcome, RequirementResult, TurnResult, Usage
from evogen.scaffold import Scaffold
from evogen.stages.act.scripted import ActResult, ScriptedActor
from evogen.stages.browser import BrowserCrashed, BrowserHost, PageHung
from evogen.stages.build import Builder, BuildToolError
from evogen.stages.evaluate.contract import ContractEvaluator
from evogen.stages.pace import Pace
from evogen.stages.record import EvidenceWriter
from evogen.stages.validate import Rejection, ValidSource, clean_reply, safe_text, validate_action
from evogen.tasks.model import Task
from mock_runtimes import Runtime


@dataclass(frozen=True)
class TimeLimits:
    """Hard limits at pace 1 (an idle reference machine); each is scaled by the measured pace.

    A turn gets ``turn_s`` or ``per_check_s`` per requirement it checks, whichever is larger."""

    build_s: float = 90.0
    turn_s: float = 300.0
    per_check_s: float = 20.0
    nav_ms: int = 10_000

    def turn_limit_s(self, checks: int, pace: Pace) -> float:
        return pace.scale(max(self.turn_s, self.per_check_s * checks))


@dataclass
class TurnArtifacts:
    result: TurnResult
    source: ValidSource | None = None
    act: ActResult | None = None
    end_state: dict[str, Any] | None = None


@dataclass
class TurnPipeline:
    scaffold: Scaffold
    builder: Builder
    host: BrowserHost
    actor: Any = field(default_factory=ScriptedActor)
    evaluator: Any = field(default_factory=ContractEvaluator)
    limits: TimeLimits = field(default_factory=TimeLimits)
    screenshots: str = "failures"

    def run(
        self,
        task: Task,
        turn: int,
        action: Action | dict[str, Any] | None,
        runtime: Runtime,
        *,
        previously_passed: dict[str, bool],
        evidence_dir: Path | None,
        seed: int = 0,
    ) -> TurnArtifacts:
        """Run one turn; ``runtime`` is the live runtime and is advanced in place."""
        timings: dict[str, float] = {}
        evidence = EvidenceWriter(evidence_dir, screenshots=self.screenshots)
        evidence.text("request.md", task.turns[turn - 1].request)
        before_hash = runtime.state_hash()

        def finish(outcome: Outcome, reason: str = "", message: str = "", **extra: Any) -> TurnResult:
            extra.setdefault("response_received", True)
            result = TurnResult(turn=turn, outcome=outcome, reason=reason, message=message, timings=timings,
                                state_hash_before=before_hash, usage=usage, **extra)
            result.evidence = dict(evidence.paths)
            if evidence.folder is not None:
                evidence.json("turn_result.json", result.model_dump(mode="json"))
                result.evidence = dict(evidence.paths)
            return result

        usage = Usage()
        try:
            action = Action.coerce(action)
        except (TypeError, ValueError) as exc:
            first = safe_text(str(exc)).splitlines()[0][:300] if str(exc) else type(exc).__name__
            return TurnArtifacts(finish(Outcome.NO_ARTIFACT, "malformed_action", f"the action is malformed: {first}"))
        usage = _usage(action.usage)
        reply, notes = clean_reply(action.reply)
        error = safe_text(str(action.error))[:2_000] if action.error else ""
        if not action.response_received:
            return TurnArtifacts(finish(Outcome.NO_RESPONSE, "no_response", error or "no response",
                                        response_received=False))
        if error and not action.files:
            evidence.text("reply.md", reply)
            reason = action.error_reason if isinstance(action.error_reason, str) and action.error_reason else "unparseable"
            return TurnArtifacts(finish(Outcome.NO_ARTIFACT, reason[:40], error, reply=reply, notes=notes))

        # 1. validate
        t = time.perf_counter()
        checked = validate_action(action, self.scaffold)
        timings["validate"] = time.perf_counter() - t
        if isinstance(checked, Rejection):
            evidence.text("reply.md", reply)
            return TurnArtifacts(finish(Outcome.NO_ARTIFACT, checked.reason, checked.message, reply=reply, notes=notes))
        evidence.source(checked.files)
        evidence.text("reply.md", checked.reply)

        # 2. build
        t = time.perf_counter()
        try:
            build = self.builder.build(checked.files)
        except BuildToolError as exc:
            raise InfrastructureError(str(exc)) from exc
        timings["build"] = time.perf_counter() - t
        if build.log:
            evidence.text("build.log", build.log)
        common = {"reply": checked.reply, "source_hash": build.source_hash, "build_cached": build.cached,
                  "notes": checked.notes}
        if not build.ok or build.dist is None:
            return TurnArtifacts(finish(Outcome.BUILD_FAILED, build.reason, build.message, **common), checked)

        # 3–5. serve, restore state, act
        carried = [r for r in task.requirements_in_force(turn) if r.introduced_at < turn]
        new = task.turns[turn - 1].requirements
        start_snapshot = runtime.snapshot()
        evidence.json("state_before.json", start_snapshot)
        pace = Pace()
        pace.observe_python()
        t = time.perf_counter()
        try:
            act = self.host.run(
                lambda browser: self.actor.act(browser, build.dist, runtime, carried, new, task_root=task.root,
                                               evidence=evidence, seed=seed, on_hang=self.host.kill,
                                               guard=self.host.guard, pace=pace, server=self.host.server),
                timeout_s=self.limits.turn_limit_s(len(carried) + len(new), pace),
            )
        except BrowserCrashed as exc:
            runtime.restore(start_snapshot)
            raise InfrastructureError(str(exc)) from exc
        except PageHung as exc:
            runtime.restore(start_snapshot)
            timings["act"] = time.perf_counter() - t
            return TurnArtifacts(finish(Outcome.RUNTIME_FAILED, "hung", str(exc), **common), checked)
        except Exception as exc:  # noqa: BLE001 - classify: the page's fault or the harness's?
            runtime.restore(start_snapshot)
            if _browser_died(exc):
                first_line = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
                raise InfrastructureError(f"the browser failed: {first_line}") from exc
            raise
        timings.update({f"{k}": v for k, v in act.timings.items()})
        timings["serve_act_total"] = time.perf_counter() - t
        self._record_act(evidence, act, runtime)
        common["ui_text"] = act.landing.ui_text
        if not act.landing.ok:
            runtime.restore(start_snapshot)
            return TurnArtifacts(finish(Outcome.RUNTIME_FAILED, act.landing.reason, act.landing.message, **common),
                                 checked, act)

        # 6. evaluate
        t = time.perf_counter()
        try:
            evaluation = self.evaluator.evaluate(checked.reply, act, source=checked.files, build_log=build.log,
                                                 requests=[t.request for t in task.turns[:turn]])
        except BaseException:
            runtime.restore(start_snapshot)  # a turn that could not be judged leaves no trace
            raise
        timings["evaluate"] = time.perf_counter() - t
        requirements = [
            RequirementResult(
                id=run.requirement.id, introduced_at=run.requirement.introduced_at,
                statement=run.requirement.statement, mechanism=run.requirement.mechanism,
                severity=run.requirement.severity, carried=run.carried, passed=run.passed,
                regression=run.carried and not run.passed and previously_passed.get(run.requirement.id, False),
                message=run.message, steps=run.steps, screenshot=run.screenshot, duration_s=round(run.duration_s, 4),
            )
            for run in act.requirements
        ]
        passed = evaluation.passed
        first_failed = next((r for r in requirements if not r.passed), None)
        outcome = Outcome.PASSED if passed else Outcome.FAILED
        message = f"passed: {evaluation.rule}" if passed else "; ".join(
            f"{d} {s.score}: {s.reasons[0] if s.reasons else ''}"
            for d, s in evaluation.scores.items() if s.score < PASS_THRESHOLD
        ) or f"failed: {evaluation.rule}"
        # 7. record
        evidence.json("requirements.json", [r.model_dump(mode="json") for r in requirements])
        evidence.json("scores.json", {d: s.model_dump(mode="json") for d, s in evaluation.scores.items()})
        judge_usage = Usage(**{k: v for k, v in {**act.usage, **evaluation.usage}.items() if k in Usage.model_fields})
        if act.usage and evaluation.usage:
            judge_usage = Usage(**{k: act.usage.get(k, 0) + evaluation.usage.get(k, 0)
                                   for k in ("prompt_tokens", "completion_tokens", "cost_usd")})
        result = finish(
            outcome, "" if passed else "evaluation", message, scores=evaluation.scores, requirements=requirements,
            passed_by_rule=evaluation.rule, judge_usage=judge_usage,
            first_failed_mechanism=first_failed.mechanism if first_failed else None,
            state_hash_after=runtime.state_hash(), **common,
        )
        return TurnArtifacts(result, checked, act, runtime.snapshot())

    @staticmethod
    def _record_act(evidence: EvidenceWriter, act: ActResult, runtime: Runtime) -> None:
        evidence.text("ui_text.txt", act.landing.ui_text)
        evidence.text("accessibility.yaml", act.landing.aria)
        evidence.json("probe.json", act.landing.probe)
        evidence.json("console.json", {"console": act.browser_log.console, "page_errors": act.browser_log.page_errors})
        evidence.json("network.json", {"blocked": act.browser_log.blocked, "served": act.browser_log.served})
        evidence.json("tool_log.json", act.tool_log)
        evidence.json("state_after.json", runtime.snapshot())
        evidence.json("actor_trace.json", [
            {"requirement": r.requirement.id, "carried": r.carried, "passed": r.passed, "message": r.message,
             "steps": [s.model_dump(mode="json") for s in r.steps], "screenshot": r.screenshot}
            for r in act.requirements
        ])


def _usage(raw: Any) -> Usage:
    """The policy's reported usage, keeping only well-formed numbers."""
    if not isinstance(raw, dict):
        return Usage()
    clean: dict[str, Any] = {}
    for key in ("prompt_tokens", "completion_tokens", "cost_usd", "cached_cost_usd"):
        value = raw.get(key)
        if isinstance(value, int | float) and not isinstance(value, bool) and value == value and value >= 0:
            clean[key] = value if key == "cost_usd" else int(value)
    if isinstance(raw.get("cached"), bool):
        clean["cached"] = raw["cached"]
    return Usage(**clean)


def _browser_died(exc: BaseException) -> bool:
    text = f"{type(exc).__name__}: {exc}"
    return any(m in text for m in ("Target page, context or browser has been closed", "Browser closed",
                                   "browser has disconnected", "Connection closed", "TargetClosedError"))
