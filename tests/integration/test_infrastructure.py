"""A browser that dies mid-turn is an infrastructure failure: raised (never scored), retried by the runner,
recovered from. The crash is real: the Chromium in use is SIGKILLed from outside while the actor holds it."""

from __future__ import annotations

import os
import signal

import pytest

import evogen.stages.browser
from evogen import runner
from evogen.env import EvogenEnv
from evogen.failures import InfrastructureError
from evogen.policies import ReferencePolicy, run_episode
from evogen.stages.act.scripted import ScriptedActor
from tests.conftest import FIXTURE_TASKS


def crash_on_second_act(monkeypatch, host: evogen.stages.browser.BrowserHost) -> dict[str, int]:
    """The actor's second call (turn 2) first SIGKILLs the host's Chromium, as a crash would."""
    calls = {"acts": 0, "crashes": 0}
    original = ScriptedActor.act

    def act(self, *args, **kwargs):
        calls["acts"] += 1
        if calls["acts"] == 2:
            calls["crashes"] += 1
            for pid in host.pids():
                os.kill(pid, signal.SIGKILL)
        return original(self, *args, **kwargs)

    monkeypatch.setattr(ScriptedActor, "act", act)
    return calls


@pytest.mark.xdist_group("tool-state")
def test_browser_death_raises_infrastructure_then_env_recovers(monkeypatch, host, tool_task):
    monkeypatch.setenv("EVOGEN_TASKS_DIR", str(FIXTURE_TASKS))  # the reference policy looks tasks up by id
    calls = crash_on_second_act(monkeypatch, host)
    with EvogenEnv(tool_task, browser=host, screenshots="none") as env:
        with pytest.raises(InfrastructureError, match="browser"):
            run_episode(env, ReferencePolicy())
        record = run_episode(env, ReferencePolicy())  # a fresh Chromium is launched on demand
    assert calls == {"acts": 7, "crashes": 1}
    assert [s.outcome.value for s in record.slots] == ["passed"] * 5


@pytest.mark.xdist_group("tool-state")
def test_runner_retries_infrastructure_failures(tmp_path, monkeypatch):
    monkeypatch.setenv("EVOGEN_TASKS_DIR", str(FIXTURE_TASKS))
    from evogen.runner.worker import EpisodeWorker

    config = runner.RunConfig(tasks=["tool-grounded/901"], out=tmp_path, screenshots="none")
    worker = EpisodeWorker(config)
    calls = crash_on_second_act(monkeypatch, worker.host)
    try:
        record = worker.run("tool-grounded/901", 0)
    finally:
        worker.close()
    # turn 1, turn 2 (crash), then the whole episode again: 2 + 5 actor calls, one crash, no trace of it
    assert calls == {"acts": 7, "crashes": 1} and record.infrastructure_error is None
    assert [s.outcome.value for s in record.slots] == ["passed"] * 5


def test_guarded_operation_on_a_blocked_renderer_is_killed_then_host_recovers(host):
    """An endless loop in the page can block Playwright's own timeouts; the host's guard frees the run."""

    def spin(browser):
        page = browser.new_page()
        with host.guard(2, "spinning"):
            page.evaluate("() => { while (true) {} }")

    with pytest.raises(evogen.stages.browser.PageHung, match="while spinning"):
        host.run(spin, timeout_s=120)
    assert host.run(lambda browser: browser.new_page().evaluate("() => 6 * 7"), timeout_s=60) == 42
