"""The contract evaluator: scores a turn from requirement results and rendered evidence.

Deterministic, no network. Presentation from the probe and errors; Execution from the
requirement results; Alignment from agreement between the reply and what was observed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from evogen.records import PASS_THRESHOLD, Dimension, Score
from evogen.stages.act.scripted import ActResult
from evogen.stages.evaluate.presentation import score_presentation

_QUOTED = re.compile(r"""(?<![\w])(?:"([^"\n]{2,60})"|'([^'\n]{2,60})'|“([^”\n]{2,60})”|‘([^’\n]{2,60})’)""")


@dataclass
class Evaluation:
    """Scores by dimension/role, and the evaluator's own verdict under its pass rule."""

    scores: dict[str, Score]
    passed: bool
    rule: str = "all of presentation, execution, alignment >= 4"
    usage: dict[str, Any] = field(default_factory=dict)


def _errors(act: ActResult) -> tuple[list[str], list[str]]:
    # blocked requests are judged under Execution (network rule), not again as console noise
    console = [c["text"] for c in act.browser_log.console
               if c["type"] == "error" and "ERR_BLOCKED_BY_CLIENT" not in c["text"]]
    return act.browser_log.page_errors, console


class ContractEvaluator:
    """Default evaluator: scores from executable contracts and rendered evidence."""

    name = "contract"

    def evaluate(self, reply: str, act: ActResult, *, requests: list[str] | None = None,
                 **_evidence: Any) -> Evaluation:
        page_errors, console = _errors(act)
        scores = {
            Dimension.PRESENTATION.value: score_presentation(act.landing.probe, page_errors, console),
            Dimension.EXECUTION.value: self.execution(act),
            Dimension.ALIGNMENT.value: self.alignment(reply, act, requests),
        }
        return Evaluation(scores, passed=all(s.score >= PASS_THRESHOLD for s in scores.values()))

    def execution(self, act: ActResult) -> Score:
        runs = act.requirements
        failed = [r for r in runs if not r.passed]
        major = [r for r in failed if r.requirement.severity == "major"]
        reasons = [f"{r.requirement.id} ({'carried' if r.carried else 'new'}): {r.message}" for r in failed[:8]]
        types = sorted({_execution_type(r.requirement.mechanism.value if r.requirement.mechanism else "",
                                        r.carried) for r in failed})
        blocked = [b["url"] for b in act.browser_log.blocked]
        if not failed:
            score = 5
            reasons = [f"all {len(runs)} requirements pass"]
        elif not major:
            score = 4
        else:
            share = 1 - len(failed) / max(1, len(runs))
            score = 3 if share >= 0.5 else 2 if share >= 0.25 else 1
        if blocked:
            score = min(score, 3)
            reasons.insert(0, f"the app tried to reach the network, which is not allowed: {blocked[:3]}")
            types.append("runtime failure")
        return Score(dimension=Dimension.EXECUTION.value, score=score, reasons=reasons, failure_types=sorted(set(types)))

    def alignment(self, reply: str, act: ActResult, requests: list[str] | None = None) -> Score:
        """Flags only what contradicts the observed UI: a UI element the reply names that nowhere
        appeared, or a feature it names whose check failed. Quoted formats and placeholders
        ("Total: … mL", "Q1.", "N items") are patterns, not labels, and a quote that stands in the
        task's requests so far (a message the user asked for, quoted back) is the request's wording,
        not a claim about what this run happened to show."""
        if not reply.strip():
            return Score(dimension=Dimension.ALIGNMENT.value, score=2, reasons=["the reply is empty"],
                         failure_types=["misaligned claim or capability"])
        seen = _flat(" ".join([act.landing.seen_text, act.landing.aria, *act.landing.names,
                               *(r.seen_text for r in act.requirements)]))
        reasons: list[str] = []
        types: set[str] = set()
        asked = _flat(" ".join(requests or []))
        missing = [q for q in claimed_labels(reply) if not _shown(q, seen) and _flat(q).strip(" :.") not in asked]
        if missing:
            reasons.append(f"the reply names UI that never appeared: {missing[:4]}")
            types.add("text/UI state mismatch")
        lowered = reply.lower()
        for run in act.requirements:
            if run.passed or run.requirement.check is None:
                continue
            names = [n for n in _target_names(run.requirement.check) if len(n) >= 3 and n.lower() in lowered]
            if names:
                reasons.append(f"the reply presents {names[0]!r} as working, but {run.requirement.id} failed")
                types.add("misaligned claim or capability")
        if reasons:
            return Score(dimension=Dimension.ALIGNMENT.value, score=3, reasons=reasons, failure_types=sorted(types))
        return Score(dimension=Dimension.ALIGNMENT.value, score=5, reasons=["the reply agrees with what was observed"])


# A quote counts as a claimed UI label only when the reply introduces it as one.
_UI_NOUN = re.compile(r"\b(buttons?|tabs?|links?|headings?|titles?|label(?:s|led|ed)?|fields?|columns?|sections?|"
                      r"checkbox(?:es)?|toggles?|dropdowns?|menus?|options?|panels?|cards?|tables?|lists?|called|"
                      r"named|titled|headed)\b", re.I)
# placeholders and format patterns inside a quote: ellipses, {x}, <x>, [x], N/X/#, digits, and
# date and time masks ("YYYY-MM-DD", "DD/MM/YYYY", "HH:MM")
_MASK = r"(?:y{2,4}|m{1,3}|d{1,2}|h{1,2}|s{2})"
_PATTERN = re.compile(r"…|\.\.\.|\{[^}]*\}|<[^>]*>|\[[^\]]*\]|\b[NXn#]\b|\bY{4}\b"
                      rf"|(?i:\b{_MASK}(?:[-/.:]{_MASK})+\b)")


def claimed_labels(reply: str) -> list[str]:
    """Quoted strings the reply presents as UI elements ('a button "Archive"', '"Total" column')."""
    out = []
    for m in _QUOTED.finditer(reply):
        quote = next(g for g in m.groups() if g)
        before = reply[max(0, m.start() - 40): m.start()]
        after = reply[m.end(): m.end() + 25]
        near_noun = _UI_NOUN.search(before.split(".")[-1]) or _UI_NOUN.match(after.strip())
        if near_noun and _looks_like_label(quote) and not _PATTERN.search(quote):
            out.append(quote)
    return out


def _flat(text: str) -> str:
    return " ".join(re.sub(r"[\s\u00a0]+", " ", text).lower().split())


def _shown(label: str, seen: str) -> bool:
    flat = _flat(label).strip(" :.")
    if flat in seen:
        return True
    # tolerate punctuation and digits that differ (a count in a label, a trailing colon)
    loose = re.sub(r"[^a-z ]+", " ", flat)
    return " ".join(loose.split()) in " ".join(re.sub(r"[^a-z ]+", " ", seen).split())


def _quoted(text: str) -> list[str]:
    return [next(g for g in m.groups() if g) for m in _QUOTED.finditer(text)]


def _looks_like_label(text: str) -> bool:
    if not (text[0].isupper() or text[0].isdigit() or text[0] in "$€£"):
        return False  # lower-case quotes are usually words, not UI labels
    return not re.search(r"[{}()<>=;/\\]|\.(tsx?|jsx?|css)\b|^\w+\.\w+$", text) and not text.isupper()


def _target_names(steps: list[Any] | None) -> list[str]:
    names: list[str] = []
    for step in steps or []:
        target = getattr(step.args, "target", None)
        if target is not None:
            names += target.names()
        if step.verb == "expect_changed":
            names += _target_names(step.args.do)
    return names


def _execution_type(mechanism: str, carried: bool) -> str:
    if carried:
        return "stale requirement"
    return {
        "affordance_binding": "broken control",
        "derived_state_propagation": "derived-state mismatch",
        "external_state_grounding": "wrong tool or args",
        "requirement_decomposition": "incomplete requirement",
    }.get(mechanism, "missing result")
