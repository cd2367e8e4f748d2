"""A test policy: the reference solution with a reply and a source comment made to look like HTML
(the viewer must show them as text), a regression planted at turn 3 (the "Mark resolved"
button, which passed at turn 2, writes the wrong status) and a build failure at turn 5. Used as
``tests.view.hostile_policy:HostilePolicy``."""

from __future__ import annotations

from evogen.action import Action
from evogen.observation import Observation
from evogen.policies.reference import ReferencePolicy

HOSTILE = ('<img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 1</script>'
           '</pre><b>bold?</b> &amp; {{7*7}}')
REGRESSION_TURN = 3
BROKEN_BUILD_TURN = 5
BROKEN = "export const broken = ;"


class HostilePolicy(ReferencePolicy):
    def __init__(self) -> None:
        super().__init__()
        self.name = "hostile"

    def __call__(self, observation: Observation) -> Action:
        action = super().__call__(observation)
        files = {}
        for name, text in action.files.items():
            if name.endswith(".tsx"):
                text = f"// {HOSTILE}\n{text}"
                if observation.turn == REGRESSION_TURN:
                    text = text.replace('const TARGET = "resolved";', 'const TARGET = "pending";')
                if observation.turn == BROKEN_BUILD_TURN:
                    text += f"\n{BROKEN}\n"
            files[name] = text
        return Action(reply=f"{HOSTILE}\n{action.reply}", files=files)
