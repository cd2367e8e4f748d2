"""``evogen tasks validate``: prove every task honest.

For each task: the schema loads; the reference passes all five turns; every alternative
solution passes all five turns; every mutant fails at its turn on exactly the requirements it
names (run from the reference's prior source and state, so nothing else differs; a ``named`` run
proves it fails every one it names and checks only what those verdicts need); every
requirement is exercised by some mutant or the task says why not. False passes (a mutant not
caught) and false fails (a correct solution failing) are counted.
"""

from __future__ import annotations

import concurrent.futures as cf
import functools
import multiprocessing
import time
from collections.abc import Callable
from typing import Any

from pydantic import BaseModel, Field

from evogen.action import Action
from evogen.records import TURNS_PER_EPISODE
from evogen.reference_track import ReferenceFailed
from evogen.registry import get_task, make
from evogen.stages.browser import BrowserHost
from evogen.tasks.audit import ContractAudit, audit_task, tied_requirements
from evogen.tasks.model import Task, TaskError
from evogen.workers import die_with_parent


class MutantCheck(BaseModel):
    id: str
    turn: int
    kind: str
    expected: list[str]
    failed: list[str] = Field(default_factory=list)
    regressions: list[str] = Field(default_factory=list, description="failed carried requirements flagged as regressions")
    outcome: str = ""
    ok: bool = False


class TaskValidation(BaseModel):
    task_id: str
    suite: str = ""
    problems: list[str] = Field(default_factory=list)
    warnings: list[str] = Field(default_factory=list)
    audit: ContractAudit | None = None
    reference: list[str] = Field(default_factory=list, description="outcome per turn")
    alternatives: dict[str, list[str]] = Field(default_factory=dict)
    mutants: list[MutantCheck] = Field(default_factory=list)
    requirements_per_turn: list[int] = Field(default_factory=list)
    checked_per_turn: list[int] = Field(default_factory=list)
    tools: int = 0
    false_pass: int = 0
    false_fail: int = 0
    duration_s: float = 0.0
    loads: int = Field(0, description="page loads the validation made")
    turns: int = Field(0, description="turns the validation played")
    quick: bool = Field(False, description="mutants stopped at their first tied failure")
    named: bool = Field(False, description="mutants checked only for the requirements they name")
    narrowed: bool = Field(False, description="only some alternatives or mutants were run")

    @property
    def ok(self) -> bool:
        return not self.problems


def validate_task(task_id: str, host: BrowserHost | None = None, *, solutions: list[str] | None = None,
                  mutants: list[str] | None = None, quick: bool = False, named: bool = False) -> TaskValidation:
    """Validate one task (see module docstring). Never raises for a broken task.

    ``solutions`` / ``mutants`` narrow the run to those alternatives / mutant ids (an author's quick
    loop); the reference always runs, and a narrowed run never counts as the task's validation.
    ``quick`` stops each mutant's turn at the first failing requirement tied to the sentence it
    violates, and checks nothing that cannot lead to one (as ``named`` does) — enough to prove it
    caught, not to check ``fails`` exactly (a fast regression sample).
    ``named`` proves each mutant fails every requirement its ``fails`` names, checking in each block
    of its turn (the re-checks, then the turn's own) only up to the last named requirement: each
    verdict it gives is the one a full turn gives, for about half the checks, but a failure the list
    leaves out after that point goes unseen (what ``--adopt`` needs; re-proving a harness does not)."""
    if quick and named:
        raise ValueError("quick and named are two different mutant runs; choose one")
    started = time.perf_counter()
    report = TaskValidation(task_id=task_id, quick=quick, named=named,
                            narrowed=solutions is not None or mutants is not None)
    try:
        task = get_task(task_id)
    except (TaskError, KeyError) as exc:
        report.problems.append(f"does not load: {exc}")
        return report
    report.suite = task.suite
    report.audit = audit_task(task)
    report.problems += report.audit.problems
    report.warnings += report.audit.warnings
    report.requirements_per_turn = [len(t.requirements) for t in task.turns]
    report.checked_per_turn = [len(task.requirements_in_force(k)) for k in range(1, TURNS_PER_EPISODE + 1)]
    report.tools = len(task.runtime_class().tool_specs()) if task.runtime else 0
    try:
        task.mutants  # noqa: B018 - loads and validates mutants.yaml
    except (TaskError, ValueError, OSError) as exc:
        report.problems.append(f"mutants.yaml does not load: {exc}")
        return report
    known = {r.id for t in task.turns for r in t.requirements}
    misnamed = False  # a mutant names requirements that cannot fail at its turn: running it proves nothing
    for m in task.mutants:
        unknown = sorted(set(m.fails) - known)
        if unknown:
            misnamed = True
            report.problems.append(f"mutant {m.id} names unknown requirements {unknown}")
        active = {r.id for r in task.requirements_in_force(m.turn)}
        inactive = sorted(set(m.fails) & known - active)
        if inactive:
            misnamed = True
            report.problems.append(f"mutant {m.id} names requirements not checked at turn {m.turn}: {inactive}")
    if misnamed:
        report.duration_s = time.perf_counter() - started
        return report

    with make(task_id, browser=host, screenshots="none") as env:
        track = env.reference_track()
        for k in range(1, TURNS_PER_EPISODE + 1):
            try:
                report.reference.append(track.turn(k).result.outcome.value)
                _count(report, track.turn(k).result)
            except ReferenceFailed as exc:
                report.reference.append(exc.result.outcome.value)
                report.problems.append(f"reference: {exc}")
                report.false_fail += 1
                break
            except Exception as exc:  # noqa: BLE001
                report.problems.append(f"reference turn {k} could not run: {type(exc).__name__}: {exc}")
                break
        if len(report.reference) < TURNS_PER_EPISODE or any(o != "passed" for o in report.reference):
            report.duration_s = time.perf_counter() - started
            return report
        for name in task.alternatives():
            if solutions is not None and name not in solutions:
                continue
            results = _play(env, functools.partial(_solution_action, task, solution=name))
            for played in results:
                if played is not None:
                    _count(report, played)
            report.alternatives[name] = [r.outcome.value if r else "blocked" for r in results]
            for k, r in enumerate(results, start=1):
                if r is not None and not r.passed:
                    report.false_fail += 1
                    failed = [f"{q.id}: {q.message[:160]}" for q in r.requirements if not q.passed][:3]
                    report.problems.append(f"alternative {name!r} turn {k}: {r.outcome.value}: "
                                           f"{'; '.join(failed) or r.message[:200]}")
        covered: set[str] = set()
        for m in task.mutants:
            if mutants is not None and m.id not in mutants:
                continue
            check = MutantCheck(id=m.id, turn=m.turn, kind=m.kind, expected=sorted(m.fails))
            try:
                reply, files = task.mutated(m)
                action = Action(reply=reply, files=files)
            except TaskError as exc:
                report.problems.append(str(exc))
                continue
            env.reset(options={"start_turn": m.turn, "prior": "reference", "state": "reference"})
            tied = frozenset(tied_requirements(task, m.violates, m.turn))
            actor = env.pipeline.actor
            if quick and hasattr(actor, "stop_after_failing"):
                actor.stop_after_failing = tied & set(check.expected) or tied
            if (quick or named) and hasattr(actor, "needed_verdicts"):
                # quick: only a failure among those it stops at can prove the mutant caught
                actor.needed_verdicts = actor.stop_after_failing if quick else frozenset(check.expected)
            try:
                _obs, _r, _term, _trunc, info = env.step(action)
            finally:
                if hasattr(actor, "stop_after_failing"):
                    actor.stop_after_failing = None
                if hasattr(actor, "needed_verdicts"):
                    actor.needed_verdicts = None
            result = info["turn_result"]
            _count(report, result)
            check.outcome = result.outcome.value
            check.failed = sorted(r.id for r in result.requirements if not r.passed)
            check.regressions = sorted(r.id for r in result.requirements if r.regression)
            if quick:
                check.ok = not result.passed and bool(set(check.failed) & tied & set(check.expected))
            elif named:
                check.ok = not result.passed and set(check.expected) <= set(check.failed)
                extra = sorted(set(check.failed) - set(check.expected))
                if check.ok and extra:
                    report.warnings.append(f"mutant {m.id} (turn {m.turn}) also failed {extra}, which its "
                                           "`fails` does not name")
            else:
                check.ok = not result.passed and check.failed == check.expected
            unflagged = (m.kind == "regression" and not quick and check.ok
                         and not shows_regression(task, m, check.failed, check.regressions))
            covered |= set(check.failed) & set(check.expected)
            if result.passed or (not quick and not set(check.expected) <= set(check.failed)):
                report.false_pass += 1
            if unflagged:
                check.ok = False
                report.problems.append(f"mutant {m.id} (turn {m.turn}) is a regression mutant, but none of its "
                                       "failures is a carried requirement flagged as a regression or one that "
                                       "restates an earlier requirement")
            elif not check.ok:
                wanted = "one of the tied requirements" if quick else "at least" if named else "exactly"
                report.problems.append(
                    f"mutant {m.id} (turn {m.turn}): expected {wanted} {check.expected} to fail, got "
                    f"{check.failed} with outcome {check.outcome}: {result.message[:200]}"
                )
            report.mutants.append(check)
        uncovered = sorted(known - covered - set(task.unmutated))
        if uncovered and mutants is None and not quick:
            report.warnings.append(f"requirements no mutant exercises: {', '.join(uncovered)}")
    report.duration_s = time.perf_counter() - started
    return report


def _count(report: TaskValidation, result: Any) -> None:
    report.turns += 1
    report.loads += int(result.timings.get("loads", 0))


def _solution_action(task: Any, turn: int, solution: str) -> Action:
    reply, files = task.solution(turn, solution)
    return Action(reply=reply, files=files)


def _play(env: Any, action_for: Callable[[int], Action]) -> list[Any]:
    """Play an episode; the turn results (None for turns never reached)."""
    obs, _ = env.reset()
    results: list[Any] = []
    terminated = False
    while not terminated:
        obs_turn = obs.turn
        obs, _r, terminated, _t, info = env.step(action_for(obs_turn))
        results.append(info["turn_result"])
    return results + [None] * (TURNS_PER_EPISODE - len(results))


_WORKER_HOST: BrowserHost | None = None


def _worker(task_id: str, narrow: dict[str, Any]) -> TaskValidation:
    global _WORKER_HOST
    if _WORKER_HOST is None:
        _WORKER_HOST = BrowserHost()
    try:
        return validate_task(task_id, _WORKER_HOST, **narrow)
    except Exception as exc:  # noqa: BLE001 - report, don't lose the other tasks
        return TaskValidation(task_id=task_id, problems=[f"validation crashed: {type(exc).__name__}: {exc}"])


def validate_tasks(task_ids: list[str], *, workers: int = 1,
                   on_done: Callable[[TaskValidation], None] | None = None, **narrow: Any) -> list[TaskValidation]:
    """Validate several tasks, ``workers`` processes in parallel; results in input order."""
    results: dict[str, TaskValidation] = {}
    if workers <= 1:
        host = BrowserHost()
        try:
            for task_id in task_ids:
                results[task_id] = validate_task(task_id, host, **narrow)
                if on_done:
                    on_done(results[task_id])
        finally:
            host.close()
    else:
        ctx = multiprocessing.get_context("spawn")
        with cf.ProcessPoolExecutor(max_workers=workers, mp_context=ctx, initializer=die_with_parent) as pool:
            futures = {pool.submit(_worker, t, narrow): t for t in task_ids}
            for future in cf.as_completed(futures):
                result = future.result()
                results[futures[future]] = result
                if on_done:
                    on_done(result)
    return [results[t] for t in task_ids]


def density_summary(results: list[TaskValidation]) -> dict[str, dict[str, float]]:
    """Per suite: tasks, turns, new requirements per turn, checked requirements per turn, tools per task."""
    out: dict[str, dict[str, float]] = {}
    for suite in sorted({r.suite for r in results if r.suite}):
        rows = [r for r in results if r.suite == suite]
        turns = sum(len(r.requirements_per_turn) for r in rows)
        out[suite] = {
            "tasks": len(rows),
            "turns": turns,
            "requirements_per_turn": round(sum(sum(r.requirements_per_turn) for r in rows) / max(1, turns), 2),
            "checked_per_turn": round(sum(sum(r.checked_per_turn) for r in rows) / max(1, turns), 2),
            "tools_per_task": round(sum(r.tools for r in rows) / len(rows), 2),
            "mutants": sum(len(r.mutants) for r in rows),
            "false_pass": sum(r.false_pass for r in rows),
            "false_fail": sum(r.false_fail for r in rows),
        }
    return out


class BuildCheck(BaseModel):
    """One solution turn or mutant: does it apply and build (no browser involved)?"""

    what: str
    ok: bool
    message: str = ""


def check_builds(task_id: str, solution: str = "reference", *, hunt: bool = True) -> list[BuildCheck]:
    """Build every turn of a stored solution, and every mutant of it (``hunt.yaml`` too when
    ``hunt``): the quick loop for authors and blind writers, with no browser and no contract."""
    from evogen.scaffold import default_scaffold
    from evogen.stages.build import Builder
    from evogen.stages.validate import Rejection, validate_action

    task = get_task(task_id)
    scaffold = default_scaffold()
    builder = Builder(scaffold)
    out: list[BuildCheck] = []

    def build(what: str, reply: str, files: dict[str, str]) -> None:
        checked = validate_action(Action(reply=reply, files=files), scaffold)
        if isinstance(checked, Rejection):
            out.append(BuildCheck(what=what, ok=False, message=f"{checked.reason}: {checked.message}"))
            return
        result = builder.build(checked.files)
        out.append(BuildCheck(what=what, ok=result.ok, message="" if result.ok else f"{result.reason}: {result.message}"))

    for k in range(1, TURNS_PER_EPISODE + 1):
        try:
            reply, files = task.solution(k, solution)
        except TaskError as exc:
            out.append(BuildCheck(what=f"{solution} turn {k}", ok=False, message=str(exc)))
            continue
        build(f"{solution} turn {k}", reply, files)
    mutants = [m for m in (*task.mutants, *(task.hunt() if hunt else [])) if m.solution == solution]
    for m in mutants:
        try:
            reply, files = task.mutated(m)
        except TaskError as exc:
            out.append(BuildCheck(what=f"mutant {m.id} (turn {m.turn})", ok=False, message=str(exc)))
            continue
        build(f"mutant {m.id} (turn {m.turn})", reply, files)
    return out


def shows_regression(task: Task, mutant: Any, failed: list[str], flagged: list[str]) -> bool:
    """A regression mutant shows as a carried requirement that fails again (flagged a regression),
    or as a failure of a requirement tied to its sentence that restates the broken promise in the
    new turn's situation; a restating requirement tied to another sentence does not count."""
    if flagged:
        return True
    tied = tied_requirements(task, mutant.violates, mutant.turn)
    restating = {r.id for r in task.requirements_in_force(mutant.turn) if r.restates and r.id in tied}
    return bool(set(failed) & restating)


def adopt_observed_fails(task_id: str, report: TaskValidation) -> list[str]:
    """Write the requirements each mutant was seen to fail into ``mutants.yaml`` — only for mutants
    that failed their turn *and* were caught by a requirement tied to the sentence they violate.
    Returns one line per change (an author's shortcut after reading the validation report)."""
    import yaml

    task = get_task(task_id)
    path = task.root / "mutants.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8")) or []
    seen = {m.id: m for m in report.mutants}
    changes = []
    for item in data:
        check = seen.get(item.get("id"))
        if check is None or not check.failed or check.outcome in ("passed", ""):
            continue
        if not tied_requirements(task, item.get("violates"), check.turn) & set(check.failed):
            continue
        if sorted(item.get("fails") or []) != check.failed:
            changes.append(f"{item['id']}: fails {sorted(item.get('fails') or [])} -> {check.failed}")
            item["fails"] = check.failed
    if changes:
        path.write_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=110), encoding="utf-8")
    return changes
