"""The Ray backend: the same run on one machine or many (``evogen run --backend ray``).

Episodes run on long-lived browser actors, each holding its own Chromium and build cache and
playing ``per_worker`` episodes at once in threads (model waits overlap; browser turns queue for the
actor's one browser). Each actor declares what a browser worker needs — one CPU and
``BROWSER_MEMORY`` bytes — so Ray packs them onto nodes that can hold them.

The driver keeps the run folder exactly as the local backend does: records are appended once, in
order of completion, by the driver; resume, kill -9 safety, the ``--out`` lock and the task-hash
guard are the runner's and unchanged. An actor stages each episode's evidence on its own node and
ships it back with the record; the driver writes it under ``evidence/`` and points the record at it.

A dead actor or node is an infrastructure failure: the actor is replaced and its episodes are
handed out again (an episode whose worker died ``MAX_WORKER_DEATHS`` times is recorded as
unfinished — never scored — and a rerun plays it again).

With ``ray_policy_actors`` > 0 a policy's calls (a model behind litellm, say) run on separate
lightweight actors (no CPU reserved), so browser actors only do browser work.
"""

from __future__ import annotations

import io
import os
import shutil
import socket
import tarfile
import tempfile
import uuid
from collections import deque
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import structlog

from evogen.failures import BackendUnavailable, ProviderConfigError
from evogen.records import EpisodeRecord
from evogen.runner.config import RunConfig
from evogen.runner.folder import RunFolder, relative_evidence
from evogen.runner.worker import MAX_WORKER_DEATHS, EpisodeWorker, Job, unfinished

log = structlog.get_logger("evogen.runner")

BROWSER_CPUS = 1.0
BROWSER_MEMORY = int(1.5 * 1024**3)  # one Chromium, one Vite build worker, the episodes' state
_FORWARDED = ("EVOGEN_", "LITELLM_")
_FORWARDED_SUFFIXES = ("_API_KEY", "_API_BASE", "_BASE_URL")


def _ray() -> Any:
    try:
        import ray
    except ImportError:
        raise BackendUnavailable("the Ray backend needs Ray: pip install 'evogen[ray]' (on every node), "
                                 "or run without --backend ray") from None
    return ray


def _forwarded_env() -> dict[str, str]:
    """Settings the actors need wherever they run: evogen's own, litellm's and provider keys."""
    env = {k: v for k, v in os.environ.items()
           if k.startswith(_FORWARDED) or k.endswith(_FORWARDED_SUFFIXES)}
    for key in ("EVOGEN_TASKS_DIR", "EVOGEN_ENVS_DIR", "EVOGEN_CACHE_DIR"):
        if key in env:
            env[key] = str(Path(env[key]).resolve())
    return env


def _pack(folder: Path) -> bytes:
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz", compresslevel=1) as tar:
        if folder.exists():
            tar.add(folder, arcname=".")
    return buf.getvalue()


def _unpack(data: bytes, dest: Path) -> None:
    shutil.rmtree(dest, ignore_errors=True)
    dest.mkdir(parents=True, exist_ok=True)
    with tarfile.open(fileobj=io.BytesIO(data), mode="r:gz") as tar:
        members = []
        for m in tar.getmembers():
            target = (dest / m.name).resolve()
            if not (m.isfile() or m.isdir()) or not target.is_relative_to(dest.resolve()):
                continue  # evidence is plain files and folders inside its own folder
            members.append(m)
        tar.extractall(dest, members=members)  # noqa: S202 - members checked above


class EpisodeActor:
    """A browser worker on some node (used through ``ray.remote``)."""

    def __init__(self, config_data: dict[str, Any], policy_actor: Any = None):
        config = RunConfig.model_validate(config_data)
        self.stage = Path(tempfile.mkdtemp(prefix="evogen-ray-evidence-"))
        factory = None
        if policy_actor is not None:
            def factory() -> RemotePolicy:
                return RemotePolicy(policy_actor, config.policy)
        self.worker = EpisodeWorker(config, evidence_root=self.stage, policy_factory=factory)

    def where(self) -> tuple[int, str]:
        return os.getpid(), socket.gethostname()

    def play(self, task_id: str, epoch: int) -> tuple[str, bytes]:
        """Play one episode; the record (evidence paths relative to the episode's evidence folder)
        and that folder, packed."""
        record = self.worker.run(task_id, epoch)
        folder = self.stage / task_id.replace("/", "__") / f"epoch-{epoch}"
        data = _pack(folder)
        record = relative_evidence(record, folder)
        shutil.rmtree(folder, ignore_errors=True)
        return record.model_dump_json(), data

    def close(self) -> None:
        self.worker.close()
        shutil.rmtree(self.stage, ignore_errors=True)


class PolicyActor:
    """Answers turns for many episodes at once (used through ``ray.remote``, no CPU reserved)."""

    def __init__(self, config_data: dict[str, Any]):
        self.config = RunConfig.model_validate(config_data)
        self.policies: dict[str, Any] = {}

    def begin(self, key: str, task_id: str, epoch: int) -> None:
        from evogen.policies import load_policy
        from evogen.registry import get_task

        policy = load_policy(self.config.policy, **self.config.policy_options)
        begin = getattr(policy, "begin_episode", None)
        if callable(begin):
            begin(task=get_task(task_id), epoch=epoch)
        self.policies[key] = policy

    def act(self, key: str, obs: Any) -> Any:
        return self.policies[key](obs)

    def end(self, key: str) -> None:
        self.policies.pop(key, None)


class RemotePolicy:
    """The policy of one episode, answered by a :class:`PolicyActor`."""

    def __init__(self, handle: Any, name: str):
        self.handle = handle
        self.name = name
        self.key = uuid.uuid4().hex

    def begin_episode(self, *, task: Any, epoch: int) -> None:
        _ray().get(self.handle.begin.remote(self.key, task.id, epoch))

    def __call__(self, obs: Any) -> Any:
        return _ray().get(self.handle.act.remote(self.key, obs))

    def __del__(self) -> None:
        try:
            self.handle.end.remote(self.key)
        except Exception:  # noqa: BLE001 - best effort at interpreter exit
            pass


def _land(config: RunConfig, job: Job, record_json: str, data: bytes) -> EpisodeRecord:
    """Write an actor's evidence into the run folder and point the record at it."""
    record = EpisodeRecord.model_validate_json(record_json)
    folder = RunFolder(config.out).evidence(*job).resolve()
    _unpack(data, folder)

    def there(p: str | None) -> str | None:
        return str(folder / p) if p and not os.path.isabs(p) else p

    for slot in record.slots:
        slot.evidence = {k: there(v) or v for k, v in slot.evidence.items()}
        for req in slot.requirements:
            req.screenshot = there(req.screenshot)
            for step in req.steps:
                step.screenshot_before, step.screenshot_after = there(step.screenshot_before), there(step.screenshot_after)
    return record


def run_on_ray(config: RunConfig, jobs: list[Job]) -> Iterator[EpisodeRecord]:
    """Play ``jobs`` on Ray actors; records as they finish (see the module docstring)."""
    ray = _ray()
    from ray import exceptions as rex

    started_here = not ray.is_initialized()
    if started_here:
        try:
            ray.init(address=config.ray_address or None, namespace="evogen", include_dashboard=False,
                     log_to_driver=False, configure_logging=False,
                     runtime_env={"env_vars": _forwarded_env()})
        except (ConnectionError, RuntimeError, ValueError) as exc:
            raise BackendUnavailable(f"cannot reach the Ray cluster at {config.ray_address or 'a new local one'}: "
                                     f"{str(exc).splitlines()[0][:300]} (start it with `ray start --head`, or "
                                     "check --address)") from None
    config_data = config.model_dump(mode="json")
    config_data["out"] = str(Path(config.out).resolve())
    browser_actor = ray.remote(num_cpus=BROWSER_CPUS, memory=BROWSER_MEMORY, max_concurrency=config.per_worker,
                               max_restarts=0)(EpisodeActor)
    policy_actors = []
    if config.ray_policy_actors:
        remote_policy = ray.remote(num_cpus=0, max_concurrency=max(4, config.in_flight))(PolicyActor)
        policy_actors = [remote_policy.remote(config_data) for _ in range(config.ray_policy_actors)]
    actors: dict[int, Any] = {}
    load: dict[int, int] = {}
    next_id = 0

    def spawn() -> None:
        nonlocal next_id
        policy = policy_actors[next_id % len(policy_actors)] if policy_actors else None
        actors[next_id] = browser_actor.remote(config_data, policy)
        load[next_id] = 0
        next_id += 1

    for _ in range(min(config.workers, max(1, len(jobs)))):
        spawn()
    pending: deque[Job] = deque(jobs)
    in_flight: dict[Any, tuple[int, Job]] = {}
    deaths: dict[Job, int] = {}
    try:
        while pending or in_flight:
            while pending:
                free = [a for a in actors if load[a] < config.per_worker]
                if not free:
                    break
                aid = min(free, key=lambda a: (load[a], a))
                job = pending.popleft()
                in_flight[actors[aid].play.remote(*job)] = (aid, job)
                load[aid] += 1
            ready, _ = ray.wait(list(in_flight), num_returns=1, timeout=1.0)
            for ref in ready:
                aid, job = in_flight.pop(ref)
                if aid in load:
                    load[aid] -= 1
                try:
                    record_json, data = ray.get(ref)
                except ProviderConfigError:
                    raise
                except (rex.RayActorError, rex.WorkerCrashedError, rex.NodeDiedError, rex.ObjectLostError,
                        rex.LocalRayletDiedError) as exc:
                    if aid in actors:  # the actor (or its node) died: replace it once
                        log.warning("run.worker_died", worker=f"ray-{aid}", error=str(exc).splitlines()[0][:200])
                        del actors[aid], load[aid]
                        spawn()
                    deaths[job] = deaths.get(job, 0) + 1
                    if deaths[job] >= MAX_WORKER_DEATHS:
                        yield unfinished(job[0], job[1], config.policy,
                                         f"its Ray worker died {deaths[job]} times: {str(exc).splitlines()[0][:300]}")
                    else:
                        pending.appendleft(job)
                    continue
                except rex.RayTaskError as exc:  # a harness bug that escaped the worker: not scored
                    yield unfinished(job[0], job[1], config.policy, f"harness error on Ray: {str(exc)[:1500]}")
                    continue
                yield _land(config, job, record_json, data)
    finally:
        for handle in actors.values():
            try:
                ray.get(handle.close.remote(), timeout=20)
            except Exception:  # noqa: BLE001 - it may be dead already
                pass
            ray.kill(handle)
        for handle in policy_actors:
            ray.kill(handle)
        if started_here:
            ray.shutdown()
