"""Verdicts do not depend on how busy the machine is: one task per suite, its reference episode and
a planted bug, played with every core saturated (stress-ng started and stopped by the test), give
the verdicts the validator proved on a quiet machine — the reference passes every turn, the bug
fails exactly the requirements its ``fails`` names (``tasks/validation-ledger.json`` holds those
proofs, and ``test_tasks_valid.py`` keeps them honest). The quiet replay this test once made
first only re-derived those proofs and cost CI a minute and a half."""

from __future__ import annotations

import os
import shutil
import subprocess
import time

import pytest

import evogen
from evogen.policies import load_policy, run_episode

TASKS = ["presentation/001", "interaction/001", "tool-grounded/001"]

pytestmark = [pytest.mark.saturated,
              pytest.mark.skipif(shutil.which("stress-ng") is None, reason="needs stress-ng (apt-get install stress-ng)")]


def _turn_verdicts(record) -> list[tuple[str, list[str]]]:
    return [(s.outcome.value, sorted(r.id for r in s.requirements if not r.passed)) for s in record.slots]


def _mutant(task):
    """The planted bug each task plays: its first one after turn 1 (a turn with a prior turn)."""
    return next(m for m in task.mutants if m.turn >= 2)


def _play(host) -> dict[str, object]:
    out: dict[str, object] = {}
    for task_id in TASKS:
        task = evogen.get_task(task_id)
        mutant = _mutant(task)
        with evogen.make(task_id, browser=host, screenshots="none") as env:
            out[task_id] = _turn_verdicts(run_episode(env, load_policy("reference")))
            reply, files = task.mutated(mutant)
            env.reset(options={"start_turn": mutant.turn, "prior": "reference", "state": "reference"})
            _obs, _r, _t, _tr, info = env.step({"reply": reply, "files": files})
            result = info["turn_result"]
            out[f"{task_id}#{mutant.id}"] = (result.outcome.value,
                                             sorted(r.id for r in result.requirements if not r.passed))
    return out


@pytest.mark.timeout(3000)
def test_verdicts_are_the_same_on_a_saturated_machine(host):
    proven: dict[str, object] = {}
    for task_id in TASKS:
        mutant = _mutant(evogen.get_task(task_id))
        proven[task_id] = [("passed", [])] * 5
        proven[f"{task_id}#{mutant.id}"] = ("failed", sorted(mutant.fails))
    stress = subprocess.Popen(["stress-ng", "--cpu", str(2 * (os.cpu_count() or 2)), "--cpu-method", "matrixprod",
                               "--timeout", "1800s", "--quiet"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                              start_new_session=True)
    try:
        time.sleep(3)  # let the load build up
        assert stress.poll() is None, "stress-ng did not start"
        busy = _play(host)
        load = os.getloadavg()[0]
    finally:
        os.killpg(stress.pid, 9)
        stress.wait(timeout=30)
    assert load >= (os.cpu_count() or 2), f"the machine was not saturated (load {load:.1f})"
    assert busy == proven
