"""Checks no verb can say for interaction/034 (school-run carpool rota): the families the Driver
dropdown offers, in the Families order, leaving out its "Choose a family" starting choice however
it is marked (an empty-valued placeholder or an ordinary option)."""

from __future__ import annotations

FAMILIES = [
    "Abernethy family",
    "Bose family",
    "Cardoso family",
    "Drummond family",
    "Ekwueme family",
]


def driver_options(ctx) -> None:
    """The Driver dropdown offers the five families, written like "Bose family", in the Families order."""
    offered = [o for o in ctx.options({"field": "Driver"}) if o.strip().lower() != "choose a family"]
    if offered != FAMILIES:
        raise AssertionError(f"the Driver dropdown offers {offered}, wanted {FAMILIES} (in the Families order)")
