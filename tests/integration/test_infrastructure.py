"""A dead browser is an infrastructure failure: raised (never scored), retried by the runner, recovered from."""

from __future__ import annotations

import pytest

import evogen
import evogen.browser
from evogen import runner
from evogen.action import Action
from evogen.env import EvogenEnv
from evogen.pipeline import InfrastructureError
from evogen.policies import run_episode


class KillBrowserOnce:
    """The reference, except that at turn 2 of its first episode it kills the env's Chromium."""

    name = "kill-once"

    def __init__(self, host, task):
        self.host, self.task, self.kills = host, task, 0

    def __call__(self, obs):
        if obs.turn == 2 and self.kills == 0:
            self.kills += 1
            self.host.kill()
        reply, files = self.task.solution(obs.turn)
        return Action(reply=reply, files=files)


@pytest.mark.xdist_group("tool-state")
def test_browser_death_raises_infrastructure_then_env_recovers(host, tool_task):
    with EvogenEnv(tool_task, browser=host, screenshots="none") as env:
        policy = KillBrowserOnce(host, tool_task)
        with pytest.raises(InfrastructureError, match="browser"):
            run_episode(env, policy)
        record = run_episode(env, policy)  # a fresh Chromium is launched on demand
    assert [s.outcome.value for s in record.slots] == ["passed"] * 5


@pytest.mark.xdist_group("tool-state")
def test_runner_retries_infrastructure_failures(tmp_path, monkeypatch, tool_task):
    config = runner.RunConfig(tasks=["interaction/001"], out=tmp_path, screenshots="none")
    host = evogen.browser.BrowserHost()
    monkeypatch.setattr(runner, "_HOST", host)
    policy = KillBrowserOnce(host, evogen.get_task("interaction/001"))
    monkeypatch.setattr(runner, "_build_policy", lambda _config: policy)
    try:
        record = runner.run_one(config, "interaction/001", 0)
    finally:
        host.close()
    assert policy.kills == 1 and record.infrastructure_error is None
    assert [s.outcome.value for s in record.slots] == ["passed"] * 5
