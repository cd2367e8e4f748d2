"""Policies: anything that maps an :class:`~evogen.observation.Observation` to an action.

Built-ins: ``reference`` (replays the task's reference solutions), ``mutant:<id>`` (reference
with one named planted bug at its turn). ``load_policy(spec)`` builds one from a string.
"""

from evogen.policies.base import Policy, load_policy, run_episode
from evogen.policies.reference import MutantPolicy, ReferencePolicy

__all__ = ["MutantPolicy", "Policy", "ReferencePolicy", "load_policy", "run_episode"]
