"""Gymnasium's own checker accepts the env: spaces, seeding, determinism, fresh data per call."""

from __future__ import annotations

import pytest
from gymnasium.utils.env_checker import check_env

import evogen
from evogen.action import Action


@pytest.mark.browser
@pytest.mark.parametrize("task_id", ["presentation/001", "interaction/001", "tool-grounded/001"])
def test_check_env_passes(task_id, host):
    with evogen.make(task_id, browser=host) as env:
        check_env(env, skip_render_check=True)


@pytest.mark.browser
def test_sampled_action_is_the_current_source(host):
    with evogen.make("presentation/001", browser=host) as env:
        obs, _ = env.reset(seed=3)
        action = env.action_space.sample()
        assert isinstance(action, Action) and action.reply
        assert set(action.files) == {"src/App.tsx"}  # the starter app, without the environment's files
        assert action in env.action_space and obs in env.observation_space
        reply, files = env.task.solution(1)
        obs, *_ = env.step(Action(reply=reply, files=files))
        assert env.action_space.sample().files == files  # now the latest source
        assert {"not": "an action"} not in env.action_space
