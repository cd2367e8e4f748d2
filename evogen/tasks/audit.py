"""Contract strength you can read, without a browser: the rules a task's contract must follow.

- every requirement quotes the request sentence it checks (``sentence``);
- what the request states explicitly is never ``minor`` (the severity rule);
- at least :data:`MIN_MUTANTS` mutants, on every turn, each quoting the request sentence it breaks
  (``violates``) and naming a failing requirement tied to that sentence;
- at least one blind alternative (a folder under ``alternatives/`` whose name starts with
  ``blind``), written from the public view only;
- request sentences no requirement checks are listed (a turn may acknowledge context sentences
  in ``unchecked``).
"""

from __future__ import annotations

import re

from pydantic import BaseModel, Field

from evogen.records import TURNS_PER_EPISODE
from evogen.tasks.model import Task, TaskError

MIN_MUTANTS = 10
BLIND_PREFIX = "blind"
_SENTENCE_END = re.compile(r"(?<=[.!?])[\"”’')\]]?\s+(?=[A-Z\"“(‘'0-9])")
_QUOTE = re.compile(r"[\"“]([^\"”\n]{3,80})[\"”]")


def _norm(text: str) -> str:
    return " ".join(text.replace("\u00a0", " ").replace("“", '"').replace("”", '"').replace("’", "'").split())


def request_sentences(request: str) -> list[str]:
    """The request split into sentences (quoted formats such as "Q1." stay inside theirs)."""
    return [s.strip() for s in _SENTENCE_END.split(_norm(request)) if s.strip()]


def quotes_request(text: str, request: str) -> bool:
    """True when ``text`` contains, between quotes, something the request also says."""
    flat = _norm(request)
    return any(_norm(q) in flat for q in _QUOTE.findall(_norm(text)) if len(q.strip()) >= 3)


def same_sentence(a: str, b: str) -> bool:
    """Two quotes of the request refer to the same sentence (one holds the other)."""
    x, y = _norm(a).rstrip(". "), _norm(b).rstrip(". ")
    return bool(x and y) and (x in y or y in x)


def tied_requirements(task: Task, violates: str | None, turn: int) -> set[str]:
    """Ids of the requirements that check the request sentence ``violates`` (quoted by a mutant at
    ``turn``): those quoting the same sentence, and — when a turn up to ``turn`` retires one of them
    (``supersedes``) — the requirements that retiring turn introduces, since it restates the promise
    (a correction, a redesign); and requirements that ``restates`` one of them in a later turn's
    situation. Either is where a bug against the old sentence is rightly caught."""
    if not violates:
        return set()
    quoting = {r.id for t in task.turns for r in t.requirements if r.sentence and same_sentence(r.sentence, violates)}
    tied = set(quoting)
    for k in range(1, min(turn, len(task.turns)) + 1):
        if quoting & set(task.turns[k - 1].supersedes):
            tied |= {r.id for r in task.turns[k - 1].requirements}
        tied |= {r.id for r in task.turns[k - 1].requirements if quoting & set(r.restates)}
    return tied


class ContractAudit(BaseModel):
    task_id: str
    problems: list[str] = Field(default_factory=list)
    warnings: list[str] = Field(default_factory=list)
    uncovered: list[tuple[int, str]] = Field(default_factory=list, description="(turn, sentence) nothing checks")
    blind_alternatives: list[str] = Field(default_factory=list)
    mutants_per_turn: list[int] = Field(default_factory=list)
    blind_mutants: int = 0
    hunted: int = 0


def audit_task(task: Task) -> ContractAudit:
    """Check the contract's static rules (see module docstring). Never raises for a broken task."""
    report = ContractAudit(task_id=task.id)
    requests = [_norm(t.request) for t in task.turns]
    for k, turn in enumerate(task.turns, start=1):
        for req in turn.requirements:
            if req.sentence is None:
                report.problems.append(f"requirement {req.id} (turn {k}) does not quote the request sentence it checks")
            elif _norm(req.sentence) not in requests[k - 1]:
                report.problems.append(f"requirement {req.id}: its sentence is not in turn {k}'s request: "
                                       f"{req.sentence[:80]!r}")
            if req.severity == "minor" and (req.sentence is not None or quotes_request(req.statement, requests[k - 1])):
                report.problems.append(f"requirement {req.id} is minor but checks what the request states explicitly "
                                       "(the severity rule: explicit means major)")
        tied = [r.sentence for r in turn.requirements if r.sentence]
        for sentence in request_sentences(turn.request):
            if any(same_sentence(sentence, t) for t in tied):
                continue
            if any(same_sentence(sentence, u) for u in turn.unchecked):
                continue
            report.uncovered.append((k, sentence))
    try:
        mutants = task.mutants
        report.hunted = len(task.hunt())
    except TaskError as exc:
        report.problems.append(str(exc))
        return report
    report.mutants_per_turn = [sum(m.turn == k for m in mutants) for k in range(1, TURNS_PER_EPISODE + 1)]
    report.blind_mutants = sum(m.blind for m in mutants)
    if len(mutants) < MIN_MUTANTS:
        report.problems.append(f"{len(mutants)} mutants; every task needs at least {MIN_MUTANTS}")
    empty = [k for k, n in enumerate(report.mutants_per_turn, start=1) if n == 0]
    if empty:
        report.problems.append(f"no mutant on turn(s) {empty}: spread mutants over all five turns")
    if mutants and not any(m.kind == "regression" for m in mutants):
        report.problems.append("no mutant of kind 'regression' (a later turn breaking what an earlier turn promised)")
    solutions = {"reference", *task.alternatives()}
    for m in mutants:
        if m.solution not in solutions:
            report.problems.append(f"mutant {m.id} edits unknown solution {m.solution!r}")
        if not m.fails:
            report.problems.append(f"mutant {m.id} names no requirement it must fail")
        if m.violates is None:
            report.problems.append(f"mutant {m.id} does not quote the request sentence it violates")
            continue
        if not any(_norm(m.violates).rstrip(". ") in requests[k - 1] for k in range(1, m.turn + 1)):
            report.problems.append(f"mutant {m.id}: 'violates' is not a sentence of a request up to turn {m.turn}: "
                                   f"{m.violates[:80]!r}")
        caught_by = tied_requirements(task, m.violates, m.turn) & set(m.fails)
        if m.fails and not caught_by:
            report.problems.append(f"mutant {m.id}: none of the requirements it fails ({', '.join(m.fails)}) checks "
                                   f"the sentence it violates ({m.violates[:60]!r})")
    report.blind_alternatives = [a for a in task.alternatives() if a.startswith(BLIND_PREFIX)]
    if not report.blind_alternatives:
        report.problems.append("no blind alternative (alternatives/blind*/, written from the public view only)")
    if report.hunted:
        report.warnings.append(f"{report.hunted} mutant(s) in hunt.yaml are not yet tied to requirements (mutants.yaml)")
    for k, sentence in report.uncovered:
        report.warnings.append(f"turn {k}: no requirement checks {sentence[:100]!r}")
    return report
