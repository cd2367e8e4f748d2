"""A custom maintenance policy: replay the reference, but 'forget' an earlier feature at turn 3.

Shows the policy protocol (observation -> action), and how a regression is reported.
"""

import evogen
from evogen.action import Action
from evogen.observation import Observation
from evogen.policies import run_episode


class ForgetfulPolicy:
    name = "forgetful"

    def __call__(self, obs: Observation) -> Action:
        reply, files = evogen.get_task(obs.task_id).solution(obs.turn)
        if obs.turn == 3:  # drop the Remove buttons that turn 2 asked for
            files = {**files, "src/App.tsx": files["src/App.tsx"].replace(
                'className="secondary" onClick={() => setExpenses(', 'hidden className="secondary" onClick={() => setExpenses(')}
        return Action(reply=reply, files=files)


with evogen.make("interaction/001") as env:
    record = run_episode(env, ForgetfulPolicy())
    for slot in record.slots:
        regressions = [r.id for r in slot.regressions]
        print(slot.turn, slot.outcome.value, "regressions:", regressions or "-")
