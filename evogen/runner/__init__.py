"""``evogen run``: policies over task selections, in parallel, resumably (design.md §9).

A run folder (:mod:`evogen.runner.folder`) is held by one run at a time; records are appended
whole, once, in order of completion. Rerunning with the same folder plays only what is missing —
episodes never recorded, and unfinished ones (the harness failed) — after moving any damaged
line to quarantine. Episodes are played by browser workers (:mod:`evogen.runner.worker`), locally
(:mod:`evogen.runner.local`) or on Ray (:mod:`evogen.runner.ray_backend`).
"""

from __future__ import annotations

import json
import platform
import subprocess
import time
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

import structlog

from evogen.records import EpisodeRecord
from evogen.registry import get_task
from evogen.runner.config import RunConfig
from evogen.runner.folder import (
    EPISODES,
    HEADER,
    RunFolder,
    RunFolderBusy,
    RunFolderError,
    TaskHashMismatch,
    episode_key,
)

__all__ = ["EPISODES", "HEADER", "RunConfig", "RunFolder", "RunFolderBusy", "RunFolderError", "TaskHashMismatch",
           "append_record", "episode_key", "plan", "read_records", "run", "write_or_check_header"]

log = structlog.get_logger("evogen.runner")


def read_records(folder: Path, *, repair: bool = False) -> list[EpisodeRecord]:
    """The intact records of a run folder (see :meth:`RunFolder.records`)."""
    return RunFolder(folder).records(repair=repair)


def append_record(folder: Path, record: EpisodeRecord) -> None:
    RunFolder(folder).append(record)


def plan(config: RunConfig) -> list[tuple[str, int]]:
    """What is left to play: episodes not recorded, or recorded unfinished."""
    done = {r.key for r in read_records(config.out) if r.status == "complete"}
    return [(t, e) for e in range(config.epochs) for t in config.tasks if episode_key(t, e) not in done]


def _versions() -> dict[str, str]:
    from importlib.metadata import version

    from evogen.scaffold import default_scaffold
    from evogen.stages.browser import find_chromium
    from evogen.stages.build import sandbox
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
    repo = Path(__file__).resolve().parent.parent.parent
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
        "build_sandbox": "bubblewrap" if sandbox().active else "plugin only",
    }


def write_or_check_header(config: RunConfig, policy_config: dict[str, Any]) -> dict[str, Any]:
    """Create the header, or check a resumed run matches it (same policy, same task content)."""
    folder = RunFolder(config.out)
    folder.path.mkdir(parents=True, exist_ok=True)
    hashes = {t: get_task(t).content_hash for t in config.tasks}
    header = folder.read_header()
    if header is not None:
        old = header.get("task_hashes", {})
        changed = sorted(t for t in hashes if t in old and old[t] != hashes[t])
        if changed and not (config.allow_task_changes or config.rerun_changed):
            raise TaskHashMismatch(
                f"{folder.path} was run with different content for {', '.join(changed)}; refusing to mix results "
                "(use a new --out folder, or --allow-task-changes)"
            )
        if header.get("policy") != config.policy:
            raise TaskHashMismatch(f"{folder.path} holds a run of policy {header.get('policy')!r}, not "
                                   f"{config.policy!r}: use another --out")
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
    folder.write_header(header)
    return header


def _evaluator_header(config: RunConfig) -> dict[str, Any]:
    if config.evaluator == "contract":
        return {"name": "contract", "pass_rule": "all of presentation, execution, alignment >= 4"}
    from evogen.stages.evaluate import load_evaluator

    evaluator: Any = load_evaluator(config.evaluator, **config.judge_options)
    return {"name": evaluator.name, "pass_rule": evaluator.config.describe_rule(),
            "roles": evaluator.config.model_dump(), "client": evaluator.client.config()}


def run(config: RunConfig, *, on_record: Callable[[EpisodeRecord, int, int], None] | None = None,
        on_plan: Callable[[int, int], None] | None = None,
        on_resume: Callable[[int, list[str]], None] | None = None) -> list[EpisodeRecord]:
    """Play every missing or unfinished (task, epoch) of ``config``; returns all records of the folder.

    Raises :class:`RunFolderBusy` when another run holds the folder, :class:`TaskHashMismatch` when it
    holds another run, :class:`RunFolderError` for a damaged header or a full disk, and
    :class:`~evogen.failures.ProviderConfigError` when the provider refuses the configuration.

    ``on_resume(reused, changed)`` is told, before playing, how many complete episodes already in
    the folder are kept and which tasks' episodes are played again because the task changed
    (``rerun_changed``)."""
    from evogen.logs import configure_logging
    from evogen.policies import load_policy
    from evogen.policies.base import policy_config
    from evogen.runner.local import backend

    folder = RunFolder(config.out)
    with folder:
        configure_logging(json_file=folder.path / "events.jsonl")
        try:
            existing = folder.records(repair=True)
            write_or_check_header(config, policy_config(load_policy(config.policy, **config.policy_options)))
            changed: list[str] = []
            if config.rerun_changed:
                hashes = {t: get_task(t).content_hash for t in config.tasks}
                stale = {r.key for r in existing if r.task_id in hashes and r.task_hash != hashes[r.task_id]}
                changed = sorted({r.task_id for r in existing if r.key in stale})
                if stale:
                    folder.set_aside(stale, "task changed since it was played")
                    log.info("run.rerun_changed", tasks=changed, episodes=len(stale))
            todo = plan(config)
            if on_resume is not None and existing:
                wanted = {episode_key(t, e) for t in config.tasks for e in range(config.epochs)}
                on_resume(len(wanted) - len(todo), changed)
            total = len(todo)
            if on_plan is not None:
                on_plan(total, config.epochs * len(config.tasks))
            log.info("run.start", todo=total, workers=config.workers, in_flight=config.in_flight,
                     policy=config.policy, backend=config.backend)
            done = 0
            for record in backend(config)(config, todo) if todo else []:
                folder.append(record)
                done += 1
                log.info("run.episode", task=record.task_id, epoch=record.epoch, passed=sum(record.passed),
                         status=record.status, infrastructure=record.infrastructure_error)
                if on_record:
                    on_record(record, done, total)
            log.info("run.done", episodes=done)
        finally:
            configure_logging()
        return folder.records()
