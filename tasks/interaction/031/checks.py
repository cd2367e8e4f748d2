"""Checks no verb can say for interaction/031 (wedding seating planner): the parties the Party
dropdown offers, in guest-list order, leaving out its "Choose a party" starting choice however it
is marked (an empty-valued placeholder or an ordinary option)."""

from __future__ import annotations

GUEST_LIST = [
    "Adeyemi party (4)",
    "Brennan party (3)",
    "Castellanos party (2)",
    "Dunmore party (1)",
    "Eriksen party (5)",
    "Fairweather party (2)",
    "Gallagher party (1)",
    "Hashemi party (3)",
    "Iwu party (2)",
    "Jankowski party (4)",
]


def _parties_offered(ctx) -> list[str]:
    return [o for o in ctx.options({"field": "Party"}) if o.strip().lower() != "choose a party"]


def _expect_parties(ctx, wanted: list[str]) -> None:
    offered = _parties_offered(ctx)
    if offered != wanted:
        raise AssertionError(f"the Party dropdown offers {offered}, wanted {wanted} (in guest-list order)")


def party_options_all_ten(ctx) -> None:
    """The Party dropdown offers all ten parties, written like "Adeyemi party (4)", in guest-list order."""
    _expect_parties(ctx, GUEST_LIST)


def party_options_without_brennan_iwu(ctx) -> None:
    """With the Brennan and Iwu parties seated, only the other eight are offered, in guest-list order."""
    _expect_parties(ctx, [p for p in GUEST_LIST if not p.startswith(("Brennan", "Iwu"))])
