"""The viewer's JSON answers, built from :mod:`evogen.view.data` (lists are paged)."""

from __future__ import annotations

import difflib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import quote

from evogen.records import EpisodeRecord, Mechanism, Outcome, TurnResult
from evogen.view.data import RunData, Summary, Viewer

__all__ = ["ApiError", "Filters", "compare", "runs", "task", "tasks", "turn", "turns"]

TEXT_LIMIT = 512_000  # characters of a text evidence file shown inline
JSON_LIMIT = 8_000_000  # bytes of a JSON evidence file parsed (state, tool log)
DIFF_LIMIT = 400_000  # characters of a source file diffed
STATE_CHANGES = 1_000
TOOL_CALLS = 500
MAX_PAGE = 500
NOT_FAILED = ("passed", "blocked")


class ApiError(Exception):
    """A request the viewer cannot answer; ``status`` is the HTTP status."""

    def __init__(self, status: int, message: str):
        super().__init__(message)
        self.status = status
        self.message = message


@dataclass(frozen=True)
class Filters:
    """Which tasks and turns to list: suite, outcome, mechanism, and "failed turns only"
    (attempted turns that did not pass: not passed, not blocked)."""

    suite: str = ""
    outcome: str = ""
    mechanism: str = ""
    failed: bool = False

    @classmethod
    def of(cls, query: dict[str, str]) -> Filters:
        return cls(suite=query.get("suite", ""), outcome=query.get("outcome", ""),
                   mechanism=query.get("mechanism", ""), failed=query.get("failed", "") in ("1", "true", "yes"))

    @property
    def on_turns(self) -> bool:
        return bool(self.outcome or self.mechanism or self.failed)

    def turn(self, s: Summary, k: int) -> bool:
        """Whether turn ``k`` (0-based) of an episode matches the turn filters."""
        outcome = s.outcomes[k]
        return ((not self.outcome or outcome == self.outcome)
                and (not self.mechanism or s.mechanisms[k] == self.mechanism)
                and (not self.failed or outcome not in NOT_FAILED))


def _page(query: dict[str, str], default: int = 100) -> tuple[int, int]:
    try:
        offset = max(0, int(query.get("offset", 0)))
        limit = min(MAX_PAGE, max(1, int(query.get("limit", default))))
    except ValueError:
        raise ApiError(400, "offset and limit are whole numbers") from None
    return offset, limit


def _int(query: dict[str, str], key: str) -> int:
    try:
        return int(query[key])
    except KeyError:
        raise ApiError(400, f"missing parameter {key!r}") from None
    except ValueError:
        raise ApiError(400, f"{key} must be a whole number") from None


def _run(viewer: Viewer, name: str) -> RunData:
    run = viewer.run(name)
    if run is None:
        raise ApiError(404, f"no run named {name!r} here (runs: {', '.join(viewer.runs) or 'none'})")
    return run


def file_url(run: RunData, path: Path | None) -> str | None:
    """The viewer URL of a file inside a run folder (None when it is missing)."""
    if path is None or not path.is_file():
        return None
    return f"/files/{quote(run.name, safe='')}/{quote(run.relative(path))}"


# --- runs ------------------------------------------------------------------------------------------
def _evaluator(header: dict[str, Any]) -> str:
    evaluator = header.get("evaluator")
    if isinstance(evaluator, dict):
        name, rule = evaluator.get("name", "?"), evaluator.get("pass_rule", "")
        return f"{name} ({rule})" if rule else str(name)
    return "" if evaluator is None else str(evaluator)


def run_info(run: RunData) -> dict[str, Any]:
    header = run.header()
    summaries = run.summaries()
    policy = header.get("policy")
    if policy is None:
        policy = summaries[0].policy if summaries else "unknown policy"
    elif not isinstance(policy, str):
        policy = json.dumps(policy, sort_keys=True)
    versions: dict[str, Any] = header["versions"] if isinstance(header.get("versions"), dict) else {}
    config: dict[str, Any] = header["config"] if isinstance(header.get("config"), dict) else {}
    slots = sum(len(s.outcomes) for s in summaries)
    passed = sum(s.passed for s in summaries)
    return {
        "name": run.name, "label": f"{policy} @ {run.name}", "policy": policy, "folder": str(run.folder),
        "evaluator": _evaluator(header), "actor": str(header.get("actor", "")),
        "created_at": str(header.get("created_at", "")), "run_id": str(header.get("run_id", "")),
        "versions": {str(k): str(v) for k, v in versions.items()},
        "config": {k: config[k] for k in ("prior", "state", "screenshots", "epochs", "workers") if k in config},
        "episodes": len(summaries), "tasks": len({s.task_id for s in summaries}),
        "unfinished": sum(s.status != "complete" for s in summaries),
        "turns": slots, "passed_turns": passed, "notes": run.notes, "empty": not summaries,
    }


def runs(viewer: Viewer, query: dict[str, str]) -> dict[str, Any]:
    return {"runs": [run_info(r) for r in viewer.runs.values()]}


def _facets(run: RunData) -> dict[str, list[str]]:
    summaries = run.summaries()
    return {
        "suites": sorted({s.suite for s in summaries}),
        "outcomes": [o.value for o in Outcome if any(o.value in s.outcomes for s in summaries)],
        "mechanisms": [m.value for m in Mechanism if any(m.value in s.mechanisms for s in summaries)],
    }


def _episode(s: Summary, filters: Filters | None = None) -> dict[str, Any]:
    return {"epoch": s.epoch, "status": s.status, "infrastructure_error": s.infrastructure_error,
            "outcomes": list(s.outcomes), "mechanisms": list(s.mechanisms), "messages": list(s.messages),
            "regressions": list(s.regressions), "passed": s.passed,
            "match": [filters.turn(s, k) for k in range(len(s.outcomes))] if filters and filters.on_turns else None}


# --- lists -------------------------------------------------------------------------------------------
def tasks(viewer: Viewer, query: dict[str, str]) -> dict[str, Any]:
    """A run's tasks with per-epoch pass strips and counts; with turn filters, only tasks with a
    matching turn."""
    run = _run(viewer, query.get("run", ""))
    filters = Filters.of(query)
    offset, limit = _page(query)
    rows = []
    for task_id, episodes in run.by_task().items():
        if filters.suite and episodes[0].suite != filters.suite:
            continue
        if filters.on_turns and not any(filters.turn(s, k) for s in episodes for k in range(len(s.outcomes))):
            continue
        rows.append((task_id, episodes))
    page = [{
        "task_id": task_id, "suite": eps[0].suite, "episodes": len(eps),
        "full_passes": sum(s.passed == len(s.outcomes) for s in eps), "passed_turns": sum(s.passed for s in eps),
        "turns": sum(len(s.outcomes) for s in eps), "unfinished": sum(s.status != "complete" for s in eps),
        "epochs": [_episode(s, filters) for s in eps],
    } for task_id, eps in rows[offset:offset + limit]]
    return {"run": run_info(run), "facets": _facets(run), "total": len(rows), "offset": offset, "limit": limit,
            "tasks": page}


def turns(viewer: Viewer, query: dict[str, str]) -> dict[str, Any]:
    """A run's turns that match the filters, in task, epoch, turn order."""
    run = _run(viewer, query.get("run", ""))
    filters = Filters.of(query)
    offset, limit = _page(query)
    rows = [(s, k) for s in run.summaries() if not filters.suite or s.suite == filters.suite
            for k in range(len(s.outcomes)) if filters.turn(s, k)]
    page = [{"task_id": s.task_id, "suite": s.suite, "epoch": s.epoch, "turn": k + 1, "outcome": s.outcomes[k],
             "mechanism": s.mechanisms[k], "message": s.messages[k], "regressions": s.regressions[k]}
            for s, k in rows[offset:offset + limit]]
    return {"run": run_info(run), "facets": _facets(run), "total": len(rows), "offset": offset, "limit": limit,
            "turns": page}


def task(viewer: Viewer, query: dict[str, str]) -> dict[str, Any]:
    """One task of one run: its episodes (paged), and the other runs that have it."""
    run = _run(viewer, query.get("run", ""))
    task_id = query.get("task", "")
    episodes = run.by_task().get(task_id)
    if not episodes:
        raise ApiError(404, f"run {run.name!r} has no episode of task {task_id!r}")
    if "epoch" in query:  # one episode
        epoch = _int(query, "epoch")
        episodes = [s for s in episodes if s.epoch == epoch]
        if not episodes:
            raise ApiError(404, f"run {run.name!r} has no episode of task {task_id!r} in epoch {epoch}")
    offset, limit = _page(query)
    others = [r.name for r in viewer.runs.values() if r is not run and task_id in r.by_task()]
    return {"run": run_info(run), "task_id": task_id, "suite": episodes[0].suite, "total": len(episodes),
            "offset": offset, "limit": limit, "episodes": [_episode(s) for s in episodes[offset:offset + limit]],
            "other_runs": others}


def compare(viewer: Viewer, query: dict[str, str]) -> dict[str, Any]:
    """Several runs on one task: each run's episodes, by epoch."""
    task_id = query.get("task", "")
    names = [n for n in query.get("runs", "").split(",") if n]
    if not names:
        raise ApiError(400, "name the runs to compare: runs=<name>,<name>")
    shared = sorted(set.intersection(*[set(_run(viewer, n).by_task()) for n in names]))
    if not task_id:  # which tasks these runs share, to choose one
        return {"task_id": "", "epochs": [], "runs": [{"run": run_info(_run(viewer, n)), "episodes": []}
                                                      for n in names], "shared_tasks": shared}
    out: list[dict[str, Any]] = []
    epochs: set[int] = set()
    for name in names:
        run = _run(viewer, name)
        episodes = run.by_task().get(task_id, [])
        epochs.update(s.epoch for s in episodes)
        out.append({"run": run_info(run), "episodes": [_episode(s) for s in episodes]})
    if not epochs:
        raise ApiError(404, f"none of these runs has an episode of task {task_id!r}")
    return {"task_id": task_id, "epochs": sorted(epochs), "runs": out, "shared_tasks": shared}


# --- one turn ----------------------------------------------------------------------------------------
def _read_text(path: Path | None, limit: int = TEXT_LIMIT) -> tuple[str | None, bool]:
    """A text file's content (cut at ``limit`` characters) and whether it was cut."""
    if path is None or not path.is_file():
        return None, False
    try:
        with path.open("rb") as fh:
            data = fh.read(limit * 4 + 4)
    except OSError:
        return None, False
    text = data.decode("utf-8", "replace")
    return (text[:limit], True) if len(text) > limit else (text, False)


def _read_json(path: Path | None) -> tuple[Any, str]:
    """Parsed JSON, or None and why not."""
    if path is None or not path.is_file():
        return None, "not recorded"
    try:
        if path.stat().st_size > JSON_LIMIT:
            return None, f"too large to show ({path.stat().st_size:,} bytes); open the raw file"
        return json.loads(path.read_text(encoding="utf-8", errors="replace")), ""
    except (OSError, ValueError) as exc:
        return None, f"unreadable: {str(exc)[:200]}"


def _flatten(value: Any, prefix: str, out: dict[str, Any]) -> None:
    if isinstance(value, dict) and value:
        for key in sorted(value, key=str):
            _flatten(value[key], f"{prefix}.{key}" if prefix else str(key), out)
    elif isinstance(value, list) and value:
        for i, item in enumerate(value):
            _flatten(item, f"{prefix}[{i}]", out)
    else:
        out[prefix or "(root)"] = value


def _short(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False, sort_keys=True)
    return text if len(text) <= 400 else text[:400] + "…"


def state_diff(before: Any, after: Any) -> list[dict[str, str]]:
    """Leaf-by-leaf differences between two JSON states (path, kind, before, after)."""
    a: dict[str, Any] = {}
    b: dict[str, Any] = {}
    _flatten(before, "", a)
    _flatten(after, "", b)
    changes = []
    for path in sorted(set(a) | set(b)):
        if path not in b:
            changes.append({"path": path, "kind": "removed", "before": _short(a[path]), "after": ""})
        elif path not in a:
            changes.append({"path": path, "kind": "added", "before": "", "after": _short(b[path])})
        elif a[path] != b[path] or type(a[path]) is not type(b[path]):
            changes.append({"path": path, "kind": "changed", "before": _short(a[path]), "after": _short(b[path])})
    return changes


def _sources(run: RunData, slot: TurnResult) -> dict[str, Path | None]:
    return {name[len("source/"):]: run.resolve(path) for name, path in sorted(slot.evidence.items())
            if name.startswith("source/")}


def source_diff(run: RunData, record: EpisodeRecord, k: int) -> dict[str, Any]:
    """The source of turn ``k`` against the last earlier turn of the episode that had source."""
    current = _sources(run, record.slots[k - 1])
    if not current:
        return {"against": None, "files": [], "note": "this turn has no source (nothing was accepted to build)"}
    against = next((j for j in range(k - 1, 0, -1) if _sources(run, record.slots[j - 1])), None)
    previous = _sources(run, record.slots[against - 1]) if against else {}
    files = []
    for name in sorted(set(current) | set(previous)):
        new_path, old_path = current.get(name), previous.get(name)
        new, new_cut = _read_text(new_path, DIFF_LIMIT) if name in current else (None, False)
        old, old_cut = _read_text(old_path, DIFF_LIMIT) if name in previous else (None, False)
        entry: dict[str, Any] = {"file": name, "url": file_url(run, new_path) or file_url(run, old_path),
                                 "diff": "", "note": ""}
        if name not in previous:
            entry["status"] = "added"
        elif name not in current:
            entry["status"] = "removed"
        elif new == old and not (new_cut or old_cut):
            entry["status"] = "unchanged"
        else:
            entry["status"] = "changed"
        if (name in current and new is None) or (name in previous and old is None):
            entry["note"] = "the evidence file is missing"
        if new_cut or old_cut:
            entry["note"] = f"longer than {DIFF_LIMIT:,} characters: the diff covers the beginning only"
        if entry["status"] != "unchanged":
            lines = difflib.unified_diff((old or "").splitlines(), (new or "").splitlines(),
                                         f"turn-{against}/{name}" if name in previous else "/dev/null",
                                         f"turn-{k}/{name}" if name in current else "/dev/null", lineterm="", n=3)
            entry["diff"] = "\n".join(lines)
        files.append(entry)
    return {"against": against, "files": files,
            "note": "" if against else "the first source of this episode: every file is new"}


def _previous_status(record: EpisodeRecord, k: int) -> dict[str, bool]:
    """Each requirement's last checked result before turn ``k``."""
    last: dict[str, bool] = {}
    for slot in record.slots[:k - 1]:
        for r in slot.requirements:
            last[r.id] = r.passed
    return last


def turn(viewer: Viewer, query: dict[str, str]) -> dict[str, Any]:
    """Everything about one turn: request, reply, outcome, scores, requirements with steps and
    screenshots, tool calls, state before/after as a diff, source diff, build log."""
    run = _run(viewer, query.get("run", ""))
    task_id, epoch, k = query.get("task", ""), _int(query, "epoch"), _int(query, "turn")
    try:
        record = run.record(task_id, epoch)
    except (OSError, ValueError) as exc:
        raise ApiError(409, f"the record of {task_id} epoch {epoch} could not be read ({str(exc)[:200]}); "
                            "it may have been rewritten: reload") from None
    if record is None:
        raise ApiError(404, f"run {run.name!r} has no episode of task {task_id!r} in epoch {epoch}")
    if not 1 <= k <= len(record.slots):
        raise ApiError(404, f"an episode has turns 1 to {len(record.slots)}, not {k}")
    slot = record.slots[k - 1]
    evidence = {name: run.resolve(path) for name, path in slot.evidence.items()}
    request, request_cut = _read_text(evidence.get("request.md"))
    reply, reply_cut = (slot.reply, False) if slot.reply else _read_text(evidence.get("reply.md"))
    before_status = _previous_status(record, k)

    def shot(path: str | None) -> dict[str, Any] | None:
        if not path:
            return None
        url = file_url(run, run.resolve(path))
        return {"url": url, "missing": url is None}

    requirements = [{
        "id": r.id, "statement": r.statement, "mechanism": r.mechanism.value if r.mechanism else None,
        "severity": r.severity, "carried": r.carried, "introduced_at": r.introduced_at, "passed": r.passed,
        "regression": r.regression or (r.carried and not r.passed and before_status.get(r.id, False)),
        "message": r.message, "duration_s": r.duration_s, "screenshot": shot(r.screenshot),
        "steps": [{"index": s.index, "verb": s.verb, "target": s.target, "ok": s.ok, "message": s.message,
                   "duration_s": s.duration_s, "tool_calls": s.tool_calls,
                   "screenshot_before": shot(s.screenshot_before), "screenshot_after": shot(s.screenshot_after)}
                  for s in r.steps],
    } for r in slot.requirements]
    tool_log, tool_note = _read_json(evidence.get("tool_log.json"))
    if isinstance(tool_log, list) and len(tool_log) > TOOL_CALLS:
        tool_note = f"the first {TOOL_CALLS} of {len(tool_log)} calls; open the raw file for the rest"
        tool_log = tool_log[:TOOL_CALLS]
    before, before_note = _read_json(evidence.get("state_before.json"))
    after, after_note = _read_json(evidence.get("state_after.json"))
    state: dict[str, Any] = {"before_url": file_url(run, evidence.get("state_before.json")),
                             "after_url": file_url(run, evidence.get("state_after.json")),
                             "hash_before": slot.state_hash_before, "hash_after": slot.state_hash_after,
                             "changes": [], "note": ""}
    if before is None or after is None:
        state["note"] = f"state before: {before_note or 'recorded'}; state after: {after_note or 'recorded'}"
    else:
        changes = state_diff(before, after)
        state["total"] = len(changes)
        state["changes"] = changes[:STATE_CHANGES]
        if len(changes) > STATE_CHANGES:
            state["note"] = f"the first {STATE_CHANGES} of {len(changes)} changes"
    console, _ = _read_json(evidence.get("console.json"))
    build_log, build_cut = (_read_text(evidence.get("build.log")) if slot.outcome is Outcome.BUILD_FAILED
                            else (None, False))
    return {
        "run": run_info(run), "task_id": task_id, "suite": record.suite, "epoch": epoch, "turn": k,
        "status": record.status, "infrastructure_error": record.infrastructure_error,
        "strip": [s.outcome.value for s in record.slots],
        "outcome": slot.outcome.value, "passed": slot.passed, "reason": slot.reason, "message": slot.message,
        "passed_by_rule": slot.passed_by_rule, "notes": slot.notes,
        "first_failed_mechanism": slot.first_failed_mechanism.value if slot.first_failed_mechanism else None,
        "scores": [s.model_dump(mode="json") for s in slot.scores.values()],
        "request": request, "request_cut": request_cut, "reply": reply, "reply_cut": reply_cut,
        "requirements": requirements,
        "tool_log": tool_log if isinstance(tool_log, list) else [], "tool_note": tool_note,
        "state": state, "source": source_diff(run, record, k),
        "build_log": build_log, "build_log_cut": build_cut, "build_log_url": file_url(run, evidence.get("build.log")),
        "console": console if isinstance(console, dict) else None,
        "ui_text": slot.ui_text, "timings": slot.timings,
        "usage": slot.usage.model_dump(mode="json"), "judge_usage": slot.judge_usage.model_dump(mode="json"),
        "evidence": [{"name": name, "url": file_url(run, path)} for name, path in sorted(evidence.items())],
    }


ENDPOINTS = {"runs": runs, "tasks": tasks, "turns": turns, "task": task, "turn": turn, "compare": compare}
