"""The LLM actor: a model operates the page through tools, one requirement at a time.

It sees each requirement as a checklist item (never the source), acts by role and accessible
name, label or text, reads the accessibility snapshot, visible text and tool-call log, and ends
each requirement with a ``verdict``. Its trace uses the scripted actor's schema; screenshots are
staged the same way. Every requirement still starts from a fresh page load.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from playwright.sync_api import Error as PlaywrightError

from evogen.failures import EvaluationError
from evogen.llm.client import LLMClient, NoLLMResponse
from evogen.llm.prompts import ACTOR_SYSTEM
from evogen.records import StepTrace
from evogen.stages.act.scripted import RequirementRun, ScriptedActor, raise_if_browser_gone
from evogen.stages.act.steps import StepFailed, StepRunner
from evogen.stages.record import EvidenceWriter
from evogen.stages.serve import AppSession, EngineError, RenderFailed
from evogen.tasks.checks import parse_step
from evogen.tasks.model import Requirement

_SCOPE = {
    "type": "object",
    "description": "where to look: one of section (the section headed X) or item (the list item/row/card for X)",
    "properties": {"section": {"type": "string"}, "item": {"type": "string"}},
}
_TARGET = {
    "type": "object",
    "description": "what to act on, found the way a user finds it: give exactly one of control, field, text, role",
    "properties": {
        "control": {"type": "string", "description": "a button, link, tab, toggle, checkbox or option by its name"},
        "field": {"type": "string", "description": "a form field by its label"},
        "text": {"type": "string", "description": "visible text"},
        "role": {"type": "string", "description": "ARIA role, e.g. button, link, textbox, heading, row"},
        "name": {"type": "string", "description": "accessible name (with role)"},
        "nth": {"type": "integer", "description": "0-based index when several match"},
        "within": _SCOPE,
    },
}


def _fn(name: str, description: str, properties: dict[str, Any], required: list[str]) -> dict[str, Any]:
    return {"type": "function", "function": {"name": name, "description": description,
                                             "parameters": {"type": "object", "properties": properties,
                                                            "required": required}}}


ACTOR_TOOLS = [
    _fn("click", "Click an element.", {"target": _TARGET}, ["target"]),
    _fn("fill", "Type a value into a field.", {"target": _TARGET, "value": {"type": "string"}}, ["target", "value"]),
    _fn("select", "Choose an option of a dropdown by its label.", {"target": _TARGET, "option": {"type": "string"}},
        ["target", "option"]),
    _fn("check", "Tick or untick a checkbox, radio or switch.", {"target": _TARGET, "checked": {"type": "boolean"}},
        ["target"]),
    _fn("hover", "Move the pointer over an element.", {"target": _TARGET}, ["target"]),
    _fn("press", "Press a key (e.g. Enter, Tab, Escape).", {"key": {"type": "string"}}, ["key"]),
    _fn("read_page", "Read the page's accessibility snapshot and visible text.", {}, []),
    _fn("screenshot", "Take a screenshot of the page now (it is attached to your next message).", {}, []),
    _fn("read_tool_log", "Read the tool calls the app made during this check.", {}, []),
    _fn("verdict", "Finish this requirement.", {"passed": {"type": "boolean"}, "reason": {"type": "string"}},
        ["passed", "reason"]),
]


class LLMActor(ScriptedActor):
    """Drives the page with a model instead of declarative checks."""

    def __init__(self, client: LLMClient, *, max_steps: int = 12, time_budget_s: float = 300.0):
        self.client = client
        self.max_steps = max_steps
        self.time_budget_s = time_budget_s
        self.name = f"llm:{client.model}"
        self.usage: dict[str, Any] = {}

    def act(self, *args: Any, **kwargs: Any) -> Any:
        self.usage = {"prompt_tokens": 0, "completion_tokens": 0, "cost_usd": 0.0}
        self._checklist: list[str] = [r.statement for r in [*args[3], *args[4]]]
        self._deadline = time.perf_counter() + self.time_budget_s
        result = super().act(*args, **kwargs)
        result.usage = dict(self.usage)
        return result

    def _check(self, session: AppSession, req: Requirement, carried: bool, task_root: Path,
               evidence: EvidenceWriter, *, reuse: bool = False) -> RequirementRun:
        """The model checks one requirement on its own fresh load (``reuse`` is ignored: a model may act)."""
        started = time.perf_counter()
        runner = StepRunner(session, task_root, shoot=lambda label: evidence.screenshot(session.page, f"{req.id}-{label}"))
        run = RequirementRun(req, carried, passed=False)
        try:
            runner.begin()
            session.load()
            runner.loaded()
        except (PlaywrightError, RenderFailed) as exc:
            raise_if_browser_gone(exc)
            run.message = f"the page could not be opened for this check: {str(exc).splitlines()[0][:300]}"
            return run
        checklist = "\n".join(f"- {s}" for s in self._checklist)
        messages: list[dict[str, Any]] = [
            {"role": "system", "content": ACTOR_SYSTEM},
            {"role": "user", "content": f"The turn's checklist, for context:\n{checklist}\n\n"
                                        f"Check this requirement now:\n{req.statement}"},
        ]
        verdict_given = False
        for _ in range(self.max_steps):
            if time.perf_counter() > self._deadline:
                raise EvaluationError(f"the actor's time budget ran out while checking {req.id}")
            try:
                answer = self.client.complete(messages, tools=ACTOR_TOOLS)
            except NoLLMResponse as exc:
                raise EvaluationError(f"the actor model gave no answer while checking {req.id}: {exc}") from exc
            for key in ("prompt_tokens", "completion_tokens", "cost_usd"):
                self.usage[key] += answer.usage()[key]
            if not answer.tool_calls:
                messages += [{"role": "assistant", "content": answer.content or ""},
                             {"role": "user", "content": "Use the tools; finish with verdict."}]
                continue
            messages.append({"role": "assistant", "content": answer.content or None, "tool_calls": [
                {"id": c["id"], "type": "function", "function": {"name": c["name"], "arguments": c["arguments"]}}
                for c in answer.tool_calls]})
            done = False
            for call in answer.tool_calls:
                output, verdict = self._perform(runner, session, call)
                messages.append({"role": "tool", "tool_call_id": call["id"], "content": output})
                if verdict is not None:
                    run.passed, run.message = verdict
                    done = True
                    break
            if done:
                verdict_given = True
                break
        if not verdict_given:
            # the actor never decided: the turn cannot be judged (never a failure of the policy)
            raise EvaluationError(f"the actor gave no verdict on {req.id} within {self.max_steps} steps")
        run.steps = runner.traces
        mode = evidence.screenshots
        if mode in ("requirements", "all") or (mode == "failures" and not run.passed):
            run.screenshot = evidence.screenshot(session.page, f"{req.id}-{'pass' if run.passed else 'fail'}")
        try:
            run.seen_text = runner.seen_now()
        except (PlaywrightError, EngineError, StepFailed):
            pass
        run.duration_s = time.perf_counter() - started
        return run

    def _perform(self, runner: StepRunner, session: AppSession, call: dict[str, Any]) -> tuple[str, tuple[bool, str] | None]:
        name = call["name"]
        try:
            args = json.loads(call["arguments"] or "{}")
            if not isinstance(args, dict):
                raise ValueError("arguments must be an object")
        except (ValueError, json.JSONDecodeError) as exc:
            return f"error: malformed arguments ({exc})", None
        if name == "verdict":
            return "recorded", (bool(args.get("passed")), str(args.get("reason", ""))[:500] or "no reason given")
        if name == "read_page":
            text = runner.visible_text(None)[:3000]
            aria = session.page.locator("body").aria_snapshot()[:4000]
            runner.traces.append(StepTrace(index=len(runner.traces) + 1, verb="read_page", target="the page", ok=True,
                                           message=f"saw: {' '.join(text.split())[:200]}"))
            return f"ACCESSIBILITY:\n{aria}\n\nTEXT:\n{text}", None
        if name == "screenshot":
            path = runner.shoot("llm-screenshot")
            runner.traces.append(StepTrace(index=len(runner.traces) + 1, verb="screenshot", ok=True,
                                           screenshot_after=path))
            return "screenshot taken" if path else "screenshots are disabled", None
        if name == "read_tool_log":
            calls = session.runtime.log[runner.load_log_start:]
            runner.traces.append(StepTrace(index=len(runner.traces) + 1, verb="read_tool_log", target="tool calls",
                                           ok=True, message=f"{len(calls)} call(s): "
                                           + ", ".join(c.name for c in calls[-8:])))
            return json.dumps([{"name": c.name, "args": c.args, "ok": c.ok, "result": c.result, "error": c.error}
                               for c in calls])[:4000] or "[]", None
        if name not in ("click", "fill", "select", "check", "hover", "press"):
            return f"error: unknown tool {name!r}", None
        raw = {k: v for k, v in args.items() if v is not None}
        if "target" in raw and isinstance(raw["target"], dict):
            raw["target"] = {k: v for k, v in raw["target"].items() if v not in (None, "")}
        try:
            step = parse_step({name: raw})
            runner.run([step])
        except (ValueError, StepFailed) as exc:
            raise_if_browser_gone(exc)
            return f"failed: {str(exc)[:300]}", None
        return "done", None
