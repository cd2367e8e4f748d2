"""Checks no verb can say for interaction/040 (fun-run sponsor sheet): the sponsors the "Sponsor"
dropdown of "Record a payment" offers, by name and in sheet order, leaving out its "Choose a sponsor"
starting choice however it is marked (an empty-valued placeholder or an ordinary option)."""

from __future__ import annotations

DROPDOWN = {"field": "Sponsor", "within": {"section": "Record a payment"}}


def _offered(ctx) -> list[str]:
    return [o.strip() for o in ctx.options(DROPDOWN) if o.strip().lower() != "choose a sponsor"]


def _expect(ctx, want: list[str]) -> None:
    offered = _offered(ctx)
    if offered != want:
        raise AssertionError(f'the Sponsor dropdown offers {offered}, wanted {want} (the sponsors in sheet order)')


def sponsor_options_in_order(ctx) -> None:
    """With Priya Shah, Amira Haddad and Lena Fox added in that order, the dropdown offers exactly them, in that order."""
    _expect(ctx, ["Priya Shah", "Amira Haddad", "Lena Fox"])


def sponsor_options_after_removal(ctx) -> None:
    """After Amira Haddad is removed, the dropdown offers Priya Shah and Lena Fox only."""
    _expect(ctx, ["Priya Shah", "Lena Fox"])
