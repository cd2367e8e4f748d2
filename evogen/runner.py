"""``evogen run``: policies over task selections, in parallel, resumably (design.md §9).

A run folder holds ``header.json`` (versions, git revision, policy and evaluator configuration,
task hashes), ``episodes.jsonl`` (one EpisodeRecord per line, appended whole by one writer),
``events.jsonl`` (structured logs) and ``evidence/<task>/epoch-<e>/...``. Rerunning with the same
folder finishes only the missing episodes; a torn last line left by a kill is repaired first.
"""

from __future__ import annotations

import concurrent.futures as cf
import json
import multiprocessing
import os
import platform
import shutil
import subprocess
import time
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

import structlog
from pydantic import BaseModel, Field
from tenacity import retry, retry_if_exception_type, stop_after_attempt, wait_fixed

from evogen.pipeline import InfrastructureError, TimeLimits
from evogen.records import EpisodeRecord, Outcome, TurnResult
from evogen.registry import get_task, make
from evogen.stages.browser import BrowserHost
from evogen.workers import die_with_parent

log = structlog.get_logger("evogen.runner")

HEADER = "header.json"
EPISODES = "episodes.jsonl"


class RunConfig(BaseModel):
    policy: str = "reference"
    policy_options: dict[str, Any] = Field(default_factory=dict)
    judge_options: dict[str, Any] = Field(default_factory=dict, description="LLM client options of actor/evaluator")
    tasks: list[str]
    epochs: int = Field(1, ge=1)
    workers: int = Field(1, ge=1)
    out: Path
    prior: str = "own"
    state: str = "actual"
    evaluator: str = "contract"
    actor: str = "scripted"
    screenshots: str = "failures"
    build_timeout_s: float = 90.0
    turn_timeout_s: float = 300.0
    episode_timeout_s: float = 1_800.0
    infra_retries: int = 2
    allow_task_changes: bool = False


class TaskHashMismatch(RuntimeError):
    """The run folder was made with different task content."""


def episode_key(task_id: str, epoch: int) -> str:
    return f"{task_id}#{epoch}"


# --- the run folder ---------------------------------------------------------------------------
def read_records(folder: Path, *, repair: bool = False) -> list[EpisodeRecord]:
    """Records in ``episodes.jsonl``; with ``repair``, a torn final line is cut off the file."""
    path = folder / EPISODES
    if not path.exists():
        return []
    data = path.read_bytes()
    records: list[EpisodeRecord] = []
    keep = 0
    for line in data.splitlines(keepends=True):
        try:
            if not line.endswith(b"\n"):
                raise ValueError("torn line")
            records.append(EpisodeRecord.model_validate_json(line))
            keep += len(line)
        except ValueError:
            if repair:
                log.warning("run.torn_line_repaired", bytes=len(data) - keep)
                with path.open("r+b") as fh:
                    fh.truncate(keep)
            break
    seen: set[str] = set()
    unique = []
    for rec in records:
        if rec.key not in seen:
            seen.add(rec.key)
            unique.append(rec)
    return unique


def append_record(folder: Path, record: EpisodeRecord) -> None:
    """Append one record as one write of one line, flushed to disk."""
    line = (record.model_dump_json() + "\n").encode("utf-8")
    fd = os.open(folder / EPISODES, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        os.write(fd, line)
        os.fsync(fd)
    finally:
        os.close(fd)


def _versions() -> dict[str, str]:
    from evogen.scaffold import default_scaffold
    from evogen.stages.browser import find_chromium
    from evogen.version import __version__

    def cmd(*args: str) -> str:
        try:
            return subprocess.run(list(args), capture_output=True, text=True, timeout=20).stdout.strip()
        except (OSError, subprocess.SubprocessError):
            return ""

    try:
        chromium = find_chromium()
        chromium_version = chromium.version or chromium.path
    except Exception:  # noqa: BLE001
        chromium_version = "missing"
    from importlib.metadata import version

    repo = Path(__file__).resolve().parent.parent
    return {
        "evogen": __version__,
        "git_revision": cmd("git", "-C", str(repo), "rev-parse", "HEAD"),
        "git_dirty": str(bool(cmd("git", "-C", str(repo), "status", "--porcelain", "--untracked-files=no"))),
        "python": platform.python_version(),
        "node": cmd("node", "--version"),
        "vite": default_scaffold().vite_version() or "missing",
        "chromium": chromium_version,
        "playwright": version("playwright"),
        "platform": platform.platform(),
    }


def write_or_check_header(config: RunConfig, policy_config: dict[str, Any]) -> dict[str, Any]:
    folder = config.out
    folder.mkdir(parents=True, exist_ok=True)
    hashes = {t: get_task(t).content_hash for t in config.tasks}
    path = folder / HEADER
    if path.exists():
        header = json.loads(path.read_text())
        old = header.get("task_hashes", {})
        changed = sorted(t for t in hashes if t in old and old[t] != hashes[t])
        if changed and not config.allow_task_changes:
            raise TaskHashMismatch(
                f"{folder} was run with different content for {', '.join(changed)}; refusing to mix results "
                "(use a new --out folder, or --allow-task-changes)"
            )
        if header.get("policy") != config.policy:
            raise TaskHashMismatch(f"{folder} holds a run of policy {header.get('policy')!r}, not {config.policy!r}")
        header["task_hashes"] = {**old, **hashes}
        header.setdefault("resumed_at", []).append(time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()))
    else:
        header = {
            "run_id": uuid.uuid4().hex[:12],
            "created_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
            "policy": config.policy,
            "policy_config": policy_config,
            "evaluator": _evaluator_header(config),
            "actor": config.actor,
            "config": json.loads(config.model_dump_json(exclude={"out"})),
            "versions": _versions(),
            "task_hashes": hashes,
        }
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(header, indent=2, sort_keys=True))
    os.replace(tmp, path)
    return header


def _evaluator_header(config: RunConfig) -> dict[str, Any]:
    if config.evaluator == "contract":
        return {"name": "contract", "pass_rule": "all of presentation, execution, alignment >= 4"}
    from evogen.stages.evaluate import load_evaluator

    evaluator: Any = load_evaluator(config.evaluator, **config.judge_options)
    return {"name": evaluator.name, "pass_rule": evaluator.config.describe_rule(),
            "roles": evaluator.config.model_dump(), "client": evaluator.client.config()}


# --- one episode (in a worker) -----------------------------------------------------------------
_HOST: BrowserHost | None = None
_POLICIES: dict[str, Any] = {}


def _build_policy(config: RunConfig) -> Any:
    from evogen.policies import load_policy

    key = config.policy + json.dumps(config.policy_options, sort_keys=True)
    if key not in _POLICIES:
        _POLICIES[key] = load_policy(config.policy, **config.policy_options)
    return _POLICIES[key]


def _build_parts(config: RunConfig) -> dict[str, Any]:
    parts: dict[str, Any] = {}
    if config.evaluator != "contract":
        from evogen.stages.evaluate import load_evaluator

        parts["evaluator"] = load_evaluator(config.evaluator, **config.judge_options)
    if config.actor != "scripted":
        from evogen.stages.act import load_actor

        parts["actor"] = load_actor(config.actor, **config.judge_options)
    return parts


def run_one(config: RunConfig, task_id: str, epoch: int) -> EpisodeRecord:
    """Play one episode; infrastructure failures are retried, then recorded as infrastructure."""
    global _HOST
    from evogen.policies import run_episode

    if _HOST is None:
        _HOST = BrowserHost()
    policy = _build_policy(config)
    evidence = config.out / "evidence" / task_id.replace("/", "__") / f"epoch-{epoch}"
    limits = TimeLimits(build_s=config.build_timeout_s, turn_s=config.turn_timeout_s)

    @retry(retry=retry_if_exception_type(InfrastructureError), stop=stop_after_attempt(config.infra_retries + 1),
           wait=wait_fixed(1), reraise=True)
    def attempt() -> EpisodeRecord:
        shutil.rmtree(evidence, ignore_errors=True)
        with make(task_id, browser=_HOST, evidence_dir=evidence, screenshots=config.screenshots, limits=limits,
                  prior=config.prior, state=config.state, **_build_parts(config)) as env:
            record = run_episode(env, _deadline(policy, config.episode_timeout_s), epoch=epoch, seed=epoch)
        record.policy = config.policy
        return record

    try:
        return attempt()
    except InfrastructureError as exc:
        task = get_task(task_id)
        slots = [TurnResult(turn=k, outcome=Outcome.BLOCKED, response_received=False, reason="infrastructure",
                            message=str(exc)[:500]) for k in range(1, 6)]
        return EpisodeRecord(task_id=task_id, task_hash=task.content_hash, suite=task.suite, policy=config.policy,
                             epoch=epoch, slots=slots, infrastructure_error=str(exc)[:2000])


class _deadline:
    """Wraps a policy so turns after the episode's time limit get no response."""

    def __init__(self, policy: Any, limit_s: float):
        self.policy = policy
        self.limit_s = limit_s
        self.name = getattr(policy, "name", type(policy).__name__)
        self.started = time.perf_counter()

    def begin_episode(self, *, task: Any, epoch: int) -> None:
        self.started = time.perf_counter()
        begin = getattr(self.policy, "begin_episode", None)
        if callable(begin):
            begin(task=task, epoch=epoch)

    def __call__(self, obs: Any) -> Any:
        from evogen.action import Action

        if time.perf_counter() - self.started > self.limit_s:
            return Action.no_response(f"episode time limit of {self.limit_s:.0f} s reached")
        return self.policy(obs)


def _worker_init(log_file: str) -> None:
    die_with_parent()
    from evogen.logs import configure_logging

    configure_logging(json_file=Path(log_file))


def _worker_run(config: RunConfig, task_id: str, epoch: int) -> str:
    return run_one(config, task_id, epoch).model_dump_json()


# --- the run -----------------------------------------------------------------------------------
def plan(config: RunConfig) -> list[tuple[str, int]]:
    done = {r.key for r in read_records(config.out)}
    return [(t, e) for e in range(config.epochs) for t in config.tasks if episode_key(t, e) not in done]


def run(config: RunConfig, *, on_record: Callable[[EpisodeRecord, int, int], None] | None = None) -> list[EpisodeRecord]:
    """Run every missing (task, epoch) of ``config``; returns all records of the folder."""
    from evogen.logs import configure_logging
    from evogen.policies.base import policy_config

    config.out.mkdir(parents=True, exist_ok=True)
    configure_logging(json_file=config.out / "events.jsonl")
    read_records(config.out, repair=True)
    write_or_check_header(config, policy_config(_build_policy(config)))
    todo = plan(config)
    total = len(todo)
    log.info("run.start", todo=total, workers=config.workers, policy=config.policy)
    done = 0

    def accept(record: EpisodeRecord) -> None:
        nonlocal done
        append_record(config.out, record)
        done += 1
        log.info("run.episode", task=record.task_id, epoch=record.epoch, passed=sum(record.passed),
                 infrastructure=bool(record.infrastructure_error))
        if on_record:
            on_record(record, done, total)

    try:
        if config.workers <= 1:
            for task_id, epoch in todo:
                accept(run_one(config, task_id, epoch))
        else:
            ctx = multiprocessing.get_context("spawn")
            with cf.ProcessPoolExecutor(max_workers=config.workers, mp_context=ctx, initializer=_worker_init,
                                        initargs=(str(config.out / "events.jsonl"),)) as pool:
                futures = [pool.submit(_worker_run, config, t, e) for t, e in todo]
                for future in cf.as_completed(futures):
                    accept(EpisodeRecord.model_validate_json(future.result()))
    finally:
        global _HOST
        if _HOST is not None:
            _HOST.close()
            _HOST = None
        configure_logging()
    log.info("run.done", episodes=done)
    return read_records(config.out)


