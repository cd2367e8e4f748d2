"""The local backend: browser worker processes on this machine.

The driver hands out (task, epoch) jobs through a queue; each worker process plays up to
``per_worker`` episodes at once in threads (their model calls overlap, their browser turns queue
for the worker's one Chromium) and sends each record back when it is done. A worker that dies
(even by SIGKILL) is replaced and its episodes are handed out again — an infrastructure failure,
never a score. Workers die with the driver.
"""

from __future__ import annotations

import multiprocessing
import queue
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import structlog

from evogen.failures import ProviderConfigError
from evogen.records import EpisodeRecord
from evogen.runner.config import RunConfig
from evogen.runner.worker import MAX_WORKER_DEATHS, EpisodeWorker, Job, unfinished

log = structlog.get_logger("evogen.runner")


def run_in_process(config: RunConfig, jobs: list[Job]) -> Iterator[EpisodeRecord]:
    """One worker in this process (``--workers 1``): episodes in threads, records as they finish."""
    worker = EpisodeWorker(config)
    results: queue.Queue[tuple[str, Any]] = queue.Queue()
    pending = list(jobs)
    lock = threading.Lock()

    def loop() -> None:
        while True:
            with lock:
                if not pending:
                    return
                job = pending.pop(0)
            try:
                results.put(("done", worker.run(*job)))
            except ProviderConfigError as exc:
                results.put(("fatal", exc))
                with lock:
                    pending.clear()
                return

    threads = [threading.Thread(target=loop, daemon=True, name=f"evogen-episode-{i}")
               for i in range(min(config.per_worker, max(1, len(jobs))))]
    for t in threads:
        t.start()
    finished = False
    try:
        for _ in range(len(jobs)):
            kind, value = results.get()
            if kind == "fatal":
                raise value
            yield value
        finished = True
    finally:
        with lock:
            pending.clear()
        if finished:
            for t in threads:
                t.join()
        worker.close()  # an interrupted run: episodes still playing end with the browser


def run_in_workers(config: RunConfig, jobs: list[Job]) -> Iterator[EpisodeRecord]:
    """``config.workers`` processes, each playing ``config.per_worker`` episodes at once."""
    ctx = multiprocessing.get_context("spawn")
    job_q: Any = ctx.Queue()
    result_q: Any = ctx.Queue()
    for job in jobs:
        job_q.put(job)
    log_file = str(Path(config.out) / "events.jsonl")
    workers: dict[int, Any] = {}
    in_flight: dict[int, set[Job]] = {}
    deaths: dict[Job, int] = {}
    next_id = 0

    def spawn() -> None:
        nonlocal next_id
        wid = next_id
        next_id += 1
        proc = ctx.Process(target=_worker_main, args=(wid, config.model_dump(mode="json"), job_q, result_q, log_file),
                           name=f"evogen-worker-{wid}", daemon=True)
        proc.start()
        workers[wid] = proc
        in_flight[wid] = set()

    for _ in range(min(config.workers, max(1, len(jobs)))):
        spawn()
    remaining = len(jobs)
    try:
        while remaining:
            try:
                message = result_q.get(timeout=1.0)
            except queue.Empty:
                for wid, proc in list(workers.items()):
                    if proc.is_alive():
                        continue
                    lost = in_flight.pop(wid, set())
                    del workers[wid]
                    log.warning("run.worker_died", worker=wid, exitcode=proc.exitcode, episodes=sorted(lost))
                    for job in lost:
                        deaths[job] = deaths.get(job, 0) + 1
                        if deaths[job] >= MAX_WORKER_DEATHS:
                            remaining -= 1
                            yield unfinished(job[0], job[1], config.policy,
                                             f"its browser worker died {deaths[job]} times (exit code {proc.exitcode})")
                        else:
                            job_q.put(job)
                    if remaining:
                        spawn()
                continue
            kind, wid, job = message[0], message[1], tuple(message[2])
            if kind == "started":
                in_flight.setdefault(wid, set()).add(job)  # type: ignore[arg-type]
            elif kind == "done":
                in_flight.get(wid, set()).discard(job)  # type: ignore[arg-type]
                remaining -= 1
                yield EpisodeRecord.model_validate_json(message[3])
            elif kind == "fatal":
                raise ProviderConfigError(message[3])
    finally:
        for _ in range(len(workers) * config.per_worker + 1):
            job_q.put(None)
        deadline = time.monotonic() + 20
        for proc in workers.values():
            proc.join(timeout=max(0.1, deadline - time.monotonic()))
            if proc.is_alive():
                proc.kill()
                proc.join(timeout=5)
        job_q.cancel_join_thread()
        result_q.cancel_join_thread()


def _worker_main(wid: int, config_data: dict[str, Any], job_q: Any, result_q: Any, log_file: str) -> None:
    """A worker process: ``per_worker`` threads pull jobs and push records until told to stop."""
    from evogen.logs import configure_logging
    from evogen.workers import die_with_parent

    die_with_parent()
    configure_logging(json_file=Path(log_file))
    config = RunConfig.model_validate(config_data)
    worker = EpisodeWorker(config)
    stop = threading.Event()

    def loop() -> None:
        while not stop.is_set():
            job = job_q.get()
            if job is None:
                return
            result_q.put(("started", wid, job))
            try:
                record = worker.run(*job)
            except ProviderConfigError as exc:
                result_q.put(("fatal", wid, job, str(exc)))
                stop.set()
                return
            result_q.put(("done", wid, job, record.model_dump_json()))

    threads = [threading.Thread(target=loop, daemon=True) for _ in range(config.per_worker)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    worker.close()


def backend(config: RunConfig) -> Callable[[RunConfig, list[Job]], Iterator[EpisodeRecord]]:
    """The function that plays ``jobs`` for this configuration."""
    if config.backend == "ray":
        from evogen.runner.ray_backend import run_on_ray

        return run_on_ray
    return run_in_process if config.workers <= 1 else run_in_workers
