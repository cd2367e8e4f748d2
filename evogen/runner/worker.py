"""A browser worker: plays whole episodes, several at a time, sharing one browser.

Episodes in one worker overlap their waits on the model; their browser turns queue for the
worker's Chromium. The same class runs in local worker processes and in Ray actors.
"""

from __future__ import annotations

import shutil
import threading
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

import structlog
from tenacity import retry, retry_if_exception_type, stop_after_attempt, wait_fixed

from evogen.failures import InfrastructureError
from evogen.pipeline import TimeLimits
from evogen.records import EpisodeRecord, Outcome, TurnResult
from evogen.registry import get_task, make
from evogen.runner.config import RunConfig
from evogen.runner.folder import RunFolder
from evogen.stages.browser import BrowserHost

log = structlog.get_logger("evogen.runner")

Job = tuple[str, int]
MAX_WORKER_DEATHS = 3  # per episode: after this many dead workers it is recorded as unfinished


class EpisodeWorker:
    """Plays (task, epoch) episodes for one run configuration; safe to call from several threads."""

    def __init__(self, config: RunConfig, *, evidence_root: Path | None = None,
                 policy_factory: Callable[[], Any] | None = None):
        """``evidence_root``: where evidence goes (default: the run folder's ``evidence/``; a Ray
        actor stages it on its own node). ``policy_factory``: makes the policy of one episode
        (default: load ``config.policy`` here)."""
        self.config = config
        self.folder = RunFolder(config.out)
        self.evidence_root = evidence_root
        self.policy_factory = policy_factory
        self._host: BrowserHost | None = None
        self._lock = threading.Lock()
        self.episodes = 0

    @property
    def host(self) -> BrowserHost:
        with self._lock:
            if self._host is None:
                self._host = BrowserHost()
            return self._host

    def close(self) -> None:
        with self._lock:
            if self._host is not None:
                self._host.close()
                self._host = None

    def run(self, task_id: str, epoch: int) -> EpisodeRecord:
        """Play one episode. Harness failures are retried, then recorded as an unfinished episode;
        a provider that refuses the configuration (:class:`ProviderConfigError`) propagates."""
        from evogen.policies import load_policy, run_episode

        config = self.config
        evidence = (self.folder.evidence(task_id, epoch) if self.evidence_root is None
                    else self.evidence_root / task_id.replace("/", "__") / f"epoch-{epoch}")
        limits = TimeLimits(build_s=config.build_timeout_s, turn_s=config.turn_timeout_s)

        @retry(retry=retry_if_exception_type(InfrastructureError), stop=stop_after_attempt(config.infra_retries + 1),
               wait=wait_fixed(1), reraise=True)
        def attempt() -> EpisodeRecord:
            shutil.rmtree(evidence, ignore_errors=True)
            policy = (self.policy_factory() if self.policy_factory is not None
                      else load_policy(config.policy, **config.policy_options))
            with make(task_id, browser=self.host, evidence_dir=evidence, screenshots=config.screenshots, limits=limits,
                      prior=config.prior, state=config.state, **self._parts()) as env:
                record = run_episode(env, _Deadline(policy, config.episode_timeout_s), epoch=epoch, seed=epoch)
            record.policy = config.policy
            return record

        started = time.perf_counter()
        try:
            record = attempt()
        except InfrastructureError as exc:
            record = unfinished(task_id, epoch, config.policy, f"{type(exc).__name__}: {exc}")
        except Exception as exc:  # noqa: BLE001 - a harness bug on odd input must not end the run
            from evogen.failures import ProviderConfigError

            if isinstance(exc, ProviderConfigError):
                raise
            detail = "".join(traceback.format_exception_only(type(exc), exc)).strip()
            log.error("run.harness_error", task=task_id, epoch=epoch, error=detail[:500],
                      trace=traceback.format_exc()[-4000:])
            record = unfinished(task_id, epoch, config.policy, f"harness error: {detail[:1500]}")
        record.duration_s = time.perf_counter() - started
        self.episodes += 1
        return record

    def _parts(self) -> dict[str, Any]:
        parts: dict[str, Any] = {}
        if self.config.evaluator != "contract":
            from evogen.stages.evaluate import load_evaluator

            parts["evaluator"] = load_evaluator(self.config.evaluator, **self.config.judge_options)
        if self.config.actor != "scripted":
            from evogen.stages.act import load_actor

            parts["actor"] = load_actor(self.config.actor, **self.config.judge_options)
        return parts


def unfinished(task_id: str, epoch: int, policy: str, error: str) -> EpisodeRecord:
    """The record of an episode the harness could not finish: never scored, redone on rerun."""
    task = get_task(task_id)
    slots = [TurnResult(turn=k, outcome=Outcome.BLOCKED, response_received=False, reason="infrastructure",
                        message=error[:500]) for k in range(1, 6)]
    return EpisodeRecord(task_id=task_id, task_hash=task.content_hash, suite=task.suite, policy=policy, epoch=epoch,
                         slots=slots, status="unfinished", infrastructure_error=error[:2000])


class _Deadline:
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
