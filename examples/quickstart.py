"""Run the reference policy on one task and print each turn's outcome and scores."""

import evogen
from evogen.policies import load_policy, run_episode

with evogen.make("interaction/001") as env:
    record = run_episode(env, load_policy("reference"))
    for slot in record.slots:
        scores = {name: score.score for name, score in slot.scores.items()}
        print(f"turn {slot.turn}: {slot.outcome.value:8} {scores}")
