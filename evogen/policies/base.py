"""The policy protocol, policy specs, and the episode loop that protects the env from policies."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any, Protocol, runtime_checkable

from evogen.action import Action
from evogen.failures import InfrastructureError, ProviderConfigError
from evogen.observation import Observation
from evogen.records import EpisodeRecord


@runtime_checkable
class Policy(Protocol):
    """Maps an observation to an action (an :class:`Action` or a dict with reply and files)."""

    name: str

    def __call__(self, observation: Observation) -> Action | dict[str, Any]: ...


def policy_config(policy: Any) -> dict[str, Any]:
    """What a run header records about a policy."""
    config = getattr(policy, "config", None)
    data = config() if callable(config) else {}
    return {"name": getattr(policy, "name", type(policy).__name__), **data}


def load_policy(spec: str, **options: Any) -> Policy:
    """Build a policy from a spec: ``reference`` (``reference:<alternative>``, ``reference:latency=10``
    to answer like a 10 s model), ``mutant:<mutant-id>``, ``mutant:rate=0.3,seed=1``,
    ``litellm:<provider/model>``, or ``module:attr`` for your own."""
    from evogen.policies.reference import MutantPolicy, RandomMutantPolicy, ReferencePolicy

    kind, _, arg = spec.partition(":")
    if kind == "reference":
        parts = [p for p in arg.split(",") if p]
        params = dict(p.split("=", 1) for p in parts if "=" in p)
        names = [p for p in parts if "=" not in p]
        unknown = set(params) - {"latency"}
        if unknown or len(names) > 1:
            raise ValueError(f"reference takes an alternative's name and latency=<seconds>, not {arg!r}")
        return ReferencePolicy(solution=names[0] if names else "reference", latency_s=float(params.get("latency", 0)))
    if kind == "mutant":
        if not arg:
            raise ValueError("mutant needs an argument: mutant:<mutant-id> or mutant:rate=0.3,seed=1")
        if "=" in arg:
            params = dict(item.split("=", 1) for item in arg.split(","))
            return RandomMutantPolicy(rate=float(params.get("rate", 0.3)), seed=int(params.get("seed", 0)))
        return MutantPolicy(arg)
    if kind == "litellm":
        from evogen.policies.llm import LiteLLMPolicy  # imported lazily: litellm is slow to import

        return LiteLLMPolicy(model=arg, **options)
    if kind and arg and "." in kind:
        import importlib

        obj = getattr(importlib.import_module(kind), arg)
        return obj(**options) if isinstance(obj, type) else obj
    raise ValueError(f"unknown policy {spec!r}; try 'reference', 'mutant:<id>', 'litellm:<model>' or 'module:attr'")


def run_episode(env: Any, policy: Callable[[Observation], Any], *, seed: int | None = None,
                options: dict[str, Any] | None = None, epoch: int = 0,
                on_turn: Callable[[dict[str, Any]], None] | None = None) -> EpisodeRecord:
    """Play one episode. A policy that raises or returns garbage gives ``no_response``/``no_artifact``."""
    started = time.perf_counter()
    begin = getattr(policy, "begin_episode", None)
    obs, _ = env.reset(seed=seed, options=options)
    if callable(begin):
        begin(task=env.task, epoch=epoch)
    terminated = False
    while not terminated:
        try:
            action: Any = policy(obs)
        except (InfrastructureError, ProviderConfigError):
            raise  # the provider, not the model: retried or stops the run, never scored
        except Exception as exc:  # noqa: BLE001 - a policy's failure is a turn outcome, not a crash
            action = Action.no_response(f"the policy raised {type(exc).__name__}: {exc}")
        if action is not None and not isinstance(action, (Action, dict)):
            action = {"reply": "", "files": {}, "error": f"policy returned {type(action).__name__}"}
        obs, _reward, terminated, _truncated, info = env.step(action)
        if on_turn is not None:
            on_turn(info)
    record = env.record(policy=getattr(policy, "name", type(policy).__name__), epoch=epoch)
    record.duration_s = time.perf_counter() - started
    return record
