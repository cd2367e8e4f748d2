"""The scripted actor: runs each requirement's declarative check (design.md §4.5).

Every requirement starts from a fresh page load. Earlier requirements still in force are re-run
in their original order on a throwaway copy of the turn's starting state; the turn's new
requirements then run in order on the live runtime, whose final state carries to the next turn
(an ``isolated`` requirement always runs on its own throwaway copy).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from playwright.sync_api import Error as PlaywrightError

from evogen.observation import UI_TEXT_LIMIT
from evogen.records import StepTrace
from evogen.stages.act.probe import PROBE_JS
from evogen.stages.act.steps import SEEN_TEXT_LIMIT, StepFailed, StepRunner
from evogen.stages.browser import BrowserCrashed
from evogen.stages.pace import Pace
from evogen.stages.record import EvidenceWriter
from evogen.stages.serve import AppSession, EngineError, RenderFailed, SessionLog
from evogen.tasks.checks import read_only
from evogen.tasks.model import Requirement
from mock_runtimes import Runtime

_BROWSER_GONE = ("Target page, context or browser has been closed", "Browser has been closed",
                 "browser has disconnected", "Connection closed")


def raise_if_browser_gone(exc: BaseException) -> None:
    """A dead browser is the harness's failure, never the page's: re-raise it as BrowserCrashed."""
    if any(marker in str(exc) for marker in _BROWSER_GONE):
        raise BrowserCrashed(f"the browser died during the turn: {str(exc).splitlines()[0][:200]}") from exc


@dataclass
class Landing:
    """The app as first opened this turn."""

    ok: bool
    reason: str = ""
    message: str = ""
    seen_text: str = ""  # all of it (up to SEEN_TEXT_LIMIT): what the alignment rule compares with
    aria: str = ""
    names: list[str] = field(default_factory=list)  # names of things without text (an SVG <title>, an aria-label)
    probe: dict[str, Any] = field(default_factory=dict)
    screenshot: str | None = None

    @property
    def ui_text(self) -> str:
        """The start of the visible text: what records and later turns' context keep."""
        return self.seen_text[:UI_TEXT_LIMIT]


@dataclass
class RequirementRun:
    requirement: Requirement
    carried: bool
    passed: bool
    message: str = ""
    steps: list[StepTrace] = field(default_factory=list)
    screenshot: str | None = None
    duration_s: float = 0.0
    seen_text: str = ""
    loaded_fresh: bool = False  # the check ran on a fresh load (its own, or one shared with look-only checks)


@dataclass
class ActResult:
    landing: Landing
    requirements: list[RequirementRun] = field(default_factory=list)
    tool_log: list[dict[str, Any]] = field(default_factory=list)
    browser_log: SessionLog = field(default_factory=SessionLog)
    timings: dict[str, float] = field(default_factory=dict)
    usage: dict[str, Any] = field(default_factory=dict)  # LLM actors: tokens and cost


class ScriptedActor:
    """Deterministic actor: no network, no model, the same trace for the same app."""

    name = "scripted"
    check_s = 60.0  # one requirement's check at pace 1; a page that stops answering longer is hung
    # stop the turn's checks as soon as one of these requirements fails (proving a mutant caught
    # needs no more); None checks everything
    stop_after_failing: frozenset[str] | None = None
    # check only what these requirements' verdicts need: in each block (the re-checks, then the
    # turn's own) the requirements up to the last of these, without the isolated ones not among
    # them (nothing an isolated check does carries); every verdict given is the one a full turn
    # gives. None checks everything
    needed_verdicts: frozenset[str] | None = None

    def act(
        self,
        browser: Any,
        dist: Path,
        live: Runtime,
        carried: list[Requirement],
        new: list[Requirement],
        *,
        task_root: Path,
        evidence: EvidenceWriter,
        seed: int = 0,
        on_hang: Any = None,
        guard: Any = None,
        pace: Pace | None = None,
        server: Any = None,
    ) -> ActResult:
        start_state = live.fork()
        self._stopped = False
        self._isolated_logs: list[list[Any]] = []
        session = AppSession(browser, dist, start_state.fork(), seed=seed, on_hang=on_hang, guard=guard, pace=pace,
                             server=server)
        result = ActResult(landing=Landing(ok=False))
        live_log_start = len(live.log)
        try:
            t0 = time.perf_counter()
            result.landing = self._land(session, evidence)
            result.timings["open"] = time.perf_counter() - t0
            landing_runtime = session.runtime
            if result.landing.ok:
                t1 = time.perf_counter()
                session.runtime = start_state  # re-checks run on a throwaway copy
                result.requirements += self._check_all(session, carried, True, task_root, evidence)
                session.runtime = live
                result.requirements += self._check_all(session, new, False, task_root, evidence)
                result.timings["act"] = time.perf_counter() - t1
                result.timings["loads"] = float(session.loads)
            result.tool_log = (
                [{"phase": "landing", **c.model_dump(mode="json")} for c in landing_runtime.log]
                + [{"phase": "recheck", **c.model_dump(mode="json")} for c in start_state.log]
                + [{"phase": "live", **c.model_dump(mode="json")} for c in live.log[live_log_start:]]
                + [{"phase": "isolated", **c.model_dump(mode="json")} for log in self._isolated_logs for c in log]
            )
        finally:
            result.browser_log = session.log
            session.close()
        return result

    # --- stages ----------------------------------------------------------------------------
    def _land(self, session: AppSession, evidence: EvidenceWriter) -> Landing:
        try:
            page = session.load()
        except (PlaywrightError, RenderFailed) as exc:
            raise_if_browser_gone(exc)
            shot = evidence.screenshot(session.page, "landing-failed") if session.page else None
            if session.log.crashed:
                return Landing(False, "page_crash", "the page crashed while loading", screenshot=shot)
            if session.log.page_errors:
                return Landing(False, "render_error",
                               f"the app never rendered: {session.log.page_errors[0][:300]}", screenshot=shot)
            if "Timeout" in str(exc):
                session.hung = True
                return Landing(False, "hung", "the page did not load and render within the time limit "
                               "(an endless loop or a blocked main thread)", screenshot=shot)
            return Landing(False, "load_error", f"the page could not be opened: {str(exc)[:300]}", screenshot=shot)
        session.measure_pace()
        shot = evidence.screenshot(page, "landing") if evidence.screenshots in ("requirements", "all") else None
        try:
            with session.guard(session.pace.scale(30), "reading the rendered app"):
                seen = session.call("ops.seen")
                text, names = seen.get("text", ""), [str(n) for n in seen.get("names") or []]
                aria = page.locator("body").aria_snapshot(timeout=session.pace.action_ms)
                probe = session.world(f"({PROBE_JS})()")
        except (PlaywrightError, EngineError) as exc:
            raise_if_browser_gone(exc)
            return Landing(False, "hung", f"the page stopped responding after render: {str(exc)[:200]}", screenshot=shot)
        if not probe.get("text_length") and evidence.folder is not None and shot is None:
            shot = evidence.screenshot(page, "landing")
        flat = " ".join(text.split()) if text else ""
        return Landing(True, seen_text=flat[:SEEN_TEXT_LIMIT], aria=aria, names=names,
                       probe=probe, screenshot=shot)

    def _check_all(self, session: AppSession, requirements: list[Requirement], carried: bool, task_root: Path,
                   evidence: EvidenceWriter) -> list[RequirementRun]:
        """Check requirements in order. A run of consecutive look-only checks shares one fresh load:
        none of them changes the page or the runtime, so each sees exactly what its own load would."""
        runs: list[RequirementRun] = []
        shared = False  # the current page is a fresh load no check has acted on
        for req in self._needed(requirements):
            if self._stopped:
                break
            if req.isolated:
                # on its own copy of the state (live, or the re-checks' copy): nothing it does carries
                live, session.runtime = session.runtime, session.runtime.fork()
                try:
                    runs.append(self._check(session, req, carried, task_root, evidence))
                finally:
                    self._isolated_logs.append(session.runtime.log)
                    session.runtime = live
                shared = False
            else:
                look_only = req.check is not None and read_only(req.check)
                runs.append(self._check(session, req, carried, task_root, evidence, reuse=shared and look_only))
                shared = look_only and runs[-1].loaded_fresh
            if self.stop_after_failing and not runs[-1].passed and req.id in self.stop_after_failing:
                self._stopped = True
        return runs

    def _needed(self, requirements: list[Requirement]) -> list[Requirement]:
        """The block's requirements ``needed_verdicts`` asks for, and those before them whose effects
        carry to them (all, when it asks for nothing in particular)."""
        if self.needed_verdicts is None:
            return requirements
        named = self.needed_verdicts
        last = max((i for i, r in enumerate(requirements) if r.id in named), default=-1)
        return [r for r in requirements[:last + 1] if not r.isolated or r.id in named]

    def _check(self, session: AppSession, req: Requirement, carried: bool, task_root: Path,
               evidence: EvidenceWriter, *, reuse: bool = False) -> RequirementRun:
        started = time.perf_counter()
        runner = StepRunner(session, task_root, shoot=lambda label: evidence.screenshot(session.page, f"{req.id}-{label}"),
                            remember_text=True, isolated=req.isolated)
        run = RequirementRun(req, carried, passed=False)
        if req.check is None:
            run.message = "no executable check (an imported requirement): run with the LLM actor"
            return run
        try:
            with session.guard(session.pace.scale(self.check_s), f"checking requirement {req.id}"):
                runner.begin()
                if not reuse:
                    session.load()
                run.loaded_fresh = True
                runner.loaded()
                runner.run(req.check)
            run.passed = True
        except StepFailed as exc:
            raise_if_browser_gone(exc)
            run.message = str(exc)
        except (PlaywrightError, RenderFailed, EngineError) as exc:
            raise_if_browser_gone(exc)
            run.message = f"the page could not be opened for this check: {str(exc).splitlines()[0][:300]}"
        run.steps = runner.traces
        mode = evidence.screenshots
        if mode in ("requirements", "all") or (mode == "failures" and not run.passed):
            run.screenshot = evidence.screenshot(session.page, f"{req.id}-{'pass' if run.passed else 'fail'}")
        if not run.passed or not run.loaded_fresh or runner.seen:
            try:
                final = runner.seen_now() if session.page else ""
            except (PlaywrightError, EngineError, StepFailed):
                final = ""
            run.seen_text = "\n".join([*runner.seen, final])
        run.duration_s = time.perf_counter() - started
        return run
