"""Rendered-evidence probe and the Presentation score of the contract evaluator."""

from __future__ import annotations

from typing import Any

from evogen.records import Dimension, Score


def score_presentation(probe: dict[str, Any], page_errors: list[str], console_errors: list[str]) -> Score:
    """1 blank, 2 runtime errors, 3 a visible defect, 5 clean."""
    reasons: list[str] = []
    types: list[str] = []
    if probe.get("text_length", 0) == 0 and probe.get("graphics", 0) == 0:
        return Score(dimension=Dimension.PRESENTATION.value, score=1, reasons=["the page is blank"],
                     failure_types=["broken layout"])
    if page_errors:
        return Score(dimension=Dimension.PRESENTATION.value, score=2,
                     reasons=[f"uncaught error on the page: {page_errors[0][:200]}"], failure_types=["visual process breakage"])
    if console_errors:
        reasons.append(f"console error: {console_errors[0][:200]}")
        types.append("visual process breakage")
    if probe.get("horizontal_overflow"):
        reasons.append(f"content overflows horizontally ({probe.get('page_width')} px wide in a 1280 px viewport)")
        types.append("broken layout")
    if probe.get("clipped"):
        reasons.append(f"text is clipped: {probe['clipped'][:3]}")
        types.append("broken layout")
    if probe.get("low_contrast"):
        worst = probe["low_contrast"][0]
        reasons.append(f"unreadable contrast {worst['ratio']}:1 on {worst['text']!r}")
        types.append("unreadable UI")
    if probe.get("placeholder"):
        reasons.append(f"placeholder text left in the UI: {probe['placeholder']!r}")
        types.append("unfinished default UI")
    if reasons:
        return Score(dimension=Dimension.PRESENTATION.value, score=3, reasons=reasons, failure_types=sorted(set(types)))
    return Score(dimension=Dimension.PRESENTATION.value, score=5, reasons=["renders cleanly: no errors, overflow, clipping or contrast problems"])
