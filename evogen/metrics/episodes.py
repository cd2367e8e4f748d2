"""What metrics read: five slots per episode, adapted from records, dicts or plain slot lists."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from evogen.records import TURNS_PER_EPISODE, EpisodeRecord, Mechanism, Outcome, TurnResult

K = TURNS_PER_EPISODE
_UNRECEIVED = frozenset({Outcome.NO_RESPONSE, Outcome.BLOCKED})
CODES = {
    "P": Outcome.PASSED,
    "F": Outcome.FAILED,
    "X": Outcome.BUILD_FAILED,
    "R": Outcome.RUNTIME_FAILED,
    "A": Outcome.NO_ARTIFACT,
    "N": Outcome.NO_RESPONSE,
    "B": Outcome.BLOCKED,
}


@dataclass(frozen=True)
class Slot:
    """The part of a turn slot metrics read."""

    passed: bool
    response_received: bool
    outcome: str
    regression: bool = False
    new_failure: bool = False
    mechanism: str | None = None

    @property
    def countable(self) -> bool:
        """False only for a provider no-response slot (the official countable-TP exclusion)."""
        return self.outcome != Outcome.NO_RESPONSE.value


@dataclass(frozen=True)
class Episode:
    """Five slots with the identity of the episode they belong to."""

    task_id: str
    suite: str
    epoch: int
    slots: tuple[Slot, ...]
    policy: str = ""
    infrastructure_error: str | None = None
    unfinished: bool = False  # the harness failed: never scored

    @property
    def key(self) -> tuple[str, int]:
        """The pairing key ``(task_id, epoch)``."""
        return (self.task_id, self.epoch)

    @property
    def passes(self) -> list[bool]:
        return [s.passed for s in self.slots]


def _slot_from_turn(turn: TurnResult) -> Slot:
    regression = any(r.regression or (r.carried and not r.passed) for r in turn.requirements)
    new_failure = any(not r.carried and not r.passed and not r.regression for r in turn.requirements)
    mech = turn.first_failed_mechanism
    return Slot(
        passed=turn.passed,
        response_received=turn.response_received,
        outcome=Outcome(turn.outcome).value,
        regression=regression,
        new_failure=new_failure,
        mechanism=None if mech is None else Mechanism(mech).value,
    )


def _slot(item: Any) -> Slot:
    """Coerce one plain slot (Slot, TurnResult, dict, bool, outcome, or tuple) to a Slot."""
    if isinstance(item, Slot):
        return item
    if isinstance(item, TurnResult):
        return _slot_from_turn(item)
    if isinstance(item, Mapping):
        return _slot_from_turn(TurnResult.model_validate(item))
    if isinstance(item, bool | np.bool_):
        return Slot(bool(item), True, (Outcome.PASSED if item else Outcome.FAILED).value)
    if isinstance(item, Outcome | str):
        outcome = CODES[item] if isinstance(item, str) and item in CODES else Outcome(item)
        return Slot(outcome is Outcome.PASSED, outcome not in _UNRECEIVED, outcome.value)
    if isinstance(item, Sequence) and len(item) in (2, 3):
        passed, received = bool(item[0]), bool(item[1])
        if len(item) == 3:
            outcome = Outcome(item[2])
        elif passed:
            outcome = Outcome.PASSED
        else:
            outcome = Outcome.FAILED if received else Outcome.NO_RESPONSE
        if passed != (outcome is Outcome.PASSED) or (passed and not received):
            raise ValueError(f"inconsistent slot {item!r}")
        return Slot(passed, received, outcome.value)
    raise TypeError(f"cannot read a slot from {item!r}")


def _five(slots: Sequence[Any]) -> tuple[Slot, ...]:
    if len(slots) != K:
        raise ValueError(f"an episode needs {K} slots, got {len(slots)}")
    return tuple(_slot(s) for s in slots)


def as_episodes(items: Iterable[Any], *, task_id: str = "task", suite: str = "default") -> list[Episode]:
    """Adapt EpisodeRecords, their JSON dicts, or plain slot lists to Episodes (input order kept).

    A plain slot list (five bools, ``(passed, response_received[, outcome])`` tuples, outcome
    values, or a string such as ``"PPFPP"`` with P/F/X/R/A/N/B codes) becomes epoch *i* of one
    task ``task_id`` in ``suite``; an unreceived slot without an outcome is read as
    ``no_response``.
    """
    episodes = []
    for i, item in enumerate(items):
        if isinstance(item, Episode):
            episodes.append(item)
            continue
        if isinstance(item, Mapping):
            item = EpisodeRecord.model_validate(item)
        if isinstance(item, EpisodeRecord):
            episodes.append(Episode(task_id=item.task_id, suite=item.suite, epoch=item.epoch, slots=_five(item.slots),
                                    policy=item.policy, infrastructure_error=item.infrastructure_error,
                                    unfinished=item.status != "complete"))
        else:
            slots = list(item) if isinstance(item, str) else item
            episodes.append(Episode(task_id=task_id, suite=suite, epoch=i, slots=_five(slots)))
    return episodes


def canonical(items: Iterable[Any]) -> list[Episode]:
    """Adapt and sort episodes by (task id, epoch), so results do not depend on input order."""
    eps = as_episodes(items)
    if not eps:
        raise ValueError("no episodes")
    return sorted(eps, key=lambda e: (e.task_id, e.epoch, e.suite, e.policy, [_slot_key(s) for s in e.slots]))


def _slot_key(s: Slot) -> tuple[str, bool, bool, bool, bool, str]:
    return (s.outcome, s.passed, s.response_received, s.regression, s.new_failure, s.mechanism or "")
