"""Reference episodes end to end, determinism, blocking, reset and isolation."""

from __future__ import annotations

import pytest

import evogen
from evogen.env import EvogenEnv
from evogen.policies import load_policy, run_episode
from evogen.records import Dimension, Outcome


def verdicts(record):
    return [(s.outcome.value, {d: sc.score for d, sc in s.scores.items()},
             [(r.id, r.passed) for r in s.requirements]) for s in record.slots]


@pytest.mark.xdist_group("episode")
def test_reference_passes_every_turn_twice_with_identical_verdicts(host):
    with evogen.make("interaction/001", browser=host) as env:
        first = run_episode(env, load_policy("reference"))
        second = run_episode(env, load_policy("reference"))
    assert [s.outcome for s in first.slots] == [Outcome.PASSED] * 5
    assert verdicts(first) == verdicts(second)
    turn5 = first.slots[4]
    assert set(turn5.scores) == {d.value for d in Dimension}
    assert any(r.carried for r in turn5.requirements) and not any(r.regression for r in turn5.requirements)
    assert turn5.timings["build"] >= 0 and "act" in turn5.timings
    assert first.task_hash == evogen.get_task("interaction/001").content_hash


@pytest.mark.xdist_group("episode")
def test_build_failure_at_turn_2_blocks_the_rest(host):
    with evogen.make("interaction/001", browser=host, screenshots="none") as env:
        obs, _ = env.reset()
        reply, files = env.task.solution(1)
        obs, reward, terminated, _t, info = env.step({"reply": reply, "files": files})
        assert reward == 1.0 and not terminated and obs.turn == 2 and obs.source == files
        assert obs.history[0].reply == reply and "Offsite expenses" in obs.history[0].ui_text
        obs, reward, terminated, _t, info = env.step({"reply": "oops", "files": {"src/App.tsx": "export default ("}})
        assert info["outcome"] == "build_failed" and terminated and reward == 0.0
        record = env.record()
        assert [s.outcome.value for s in record.slots] == ["passed", "build_failed", "blocked", "blocked", "blocked"]
        assert [s.passed for s in record.slots] == [True, False, False, False, False]
        with pytest.raises(RuntimeError, match="reset"):
            env.step({"reply": "", "files": {}})


@pytest.mark.xdist_group("episode")
def test_regression_mutant_is_reported_as_regression(host):
    with evogen.make("interaction/001", browser=host, screenshots="none") as env:
        record = run_episode(env, load_policy("mutant:remove-dropped"))
    turn3 = record.slots[2]
    assert turn3.outcome is Outcome.FAILED
    regressed = sorted(r.id for r in turn3.requirements if r.regression)
    # exactly the mutant's failures that turn 2 introduced (the Remove checks), none of turn 3's own
    task = env.task
    mutant = next(m for m in task.mutants if m.id == "remove-dropped")
    earlier = {r.id for t in task.turns[:2] for r in t.requirements}
    assert regressed == sorted(set(mutant.fails) & earlier) and "remove" in regressed
    assert all(r.carried for r in turn3.requirements if r.regression)
    assert record.slots[3].outcome is Outcome.PASSED  # a failed evaluation still feeds the next turn


@pytest.mark.xdist_group("tool-state")
def test_tool_state_carries_to_next_turn_and_reference_state_option(host, tool_task):
    wrong = tool_task.mutant("wrong-status")

    def policy(obs):
        from evogen.tasks.model import apply_edits

        reply, files = tool_task.solution(obs.turn)
        if obs.turn == 2:
            files = apply_edits(files, wrong.edits)
        return {"reply": reply, "files": files}

    with EvogenEnv(tool_task, browser=host) as env:
        actual = run_episode(env, policy)
        assert actual.slots[1].outcome is Outcome.FAILED  # wrote "pending", not "resolved"
        assert actual.slots[2].state_hash_before == actual.slots[1].state_hash_after
        assert "T-1005: pending" in actual.slots[2].ui_text
        reference = run_episode(env, policy, options={"state": "reference"})
        ref_state = env.reference_track().turn(2).end_state
        assert ref_state["tickets"]["T-1005"]["status"] == "resolved"
        assert "T-1005: resolved" in reference.slots[2].ui_text
        assert reference.slots[2].state_hash_before != actual.slots[2].state_hash_before
        assert env.default_state == "actual"  # reset options apply to one episode only


@pytest.mark.xdist_group("tool-state")
def test_reset_is_clean_and_envs_do_not_share_state(host, tool_task):
    a = EvogenEnv(tool_task, browser=host, screenshots="none")
    b = EvogenEnv(tool_task, browser=host, screenshots="none")
    try:
        fixture_hash = a.runtime.state_hash()
        for env in (a, b):
            env.reset()
        for k in (1, 2):
            reply, files = tool_task.solution(k)
            a.step({"reply": reply, "files": files})
        assert a.runtime.snapshot()["tickets"]["T-1005"]["status"] == "resolved"
        assert b.runtime.state_hash() == fixture_hash
        a.reset()
        assert a.turn == 1 and a.slots == [] and a.runtime.state_hash() == fixture_hash
    finally:
        a.close()
        a.close()  # idempotent
        b.close()
    with pytest.raises(RuntimeError, match="closed"):
        a.reset()


@pytest.mark.xdist_group("tool-state")
def test_prior_reference_gives_reference_source(host, tool_task):
    with EvogenEnv(tool_task, browser=host, prior="reference", screenshots="none") as env:
        obs, _ = env.reset()
        assert obs.source_is_starter and "src/App.tsx" in obs.source
        obs, *_ = env.step({"reply": "mine", "files": {"src/App.tsx": "export default () => <p>T-1005: open</p>;"}})
        assert obs.source == tool_task.solution(1)[1]
        assert [t["name"] for t in obs.tools][:1] and any(t["mode"] == "write" for t in obs.tools)


@pytest.mark.xdist_group("episode")
def test_shared_loads_give_the_same_verdicts_as_a_load_per_check(host, monkeypatch):
    """Read-only checks share one fresh load; the verdicts are those of a fresh load per check, for
    the reference (turns 2 and 4, with their re-checks of earlier turns) and for planted bugs, with
    fewer loads."""
    from evogen.stages.act import scripted
    from evogen.stages.act.scripted import ScriptedActor

    sharing = scripted.read_only
    task = evogen.get_task("tool-grounded/001")
    plays = {}
    for share in (True, False):
        verdicts_, loads = [], 0
        with evogen.make(task.id, browser=host, screenshots="none") as env:
            actor = env.pipeline.actor
            assert isinstance(actor, ScriptedActor)
            # no check counts as look-only: each one loads the page afresh
            monkeypatch.setattr(scripted, "read_only", sharing if share else (lambda check: False))
            plays_ = [(f"reference@{k}", k, task.solution(k)) for k in (2, 4)]
            plays_ += [(m.id, m.turn, task.mutated(m)) for m in task.mutants[::12]]
            for name, turn, (reply, files) in plays_:
                env.reset(options={"start_turn": turn, "prior": "reference", "state": "reference"})
                _o, _r, _t, _tr, info = env.step({"reply": reply, "files": files})
                result = info["turn_result"]
                verdicts_.append((name, result.outcome.value, sorted(r.id for r in result.requirements
                                                                     if not r.passed)))
                loads += int(result.timings.get("loads", 0))
        plays[share] = (verdicts_, loads)
    assert plays[True][0] == plays[False][0]
    assert [v[1] for v in plays[True][0][:2]] == ["passed", "passed"]
    assert any(v[1] != "passed" for v in plays[True][0][2:])  # the planted bugs are seen either way
    assert plays[True][1] < plays[False][1]
