"""The one promise the check vocabulary cannot state: a dropdown does NOT offer an option."""

from __future__ import annotations

LOCATIONS = ("Reno DC", "Columbus DC", "Portland store", "Denver store")


def _to_offers(ctx) -> list[str]:
    select = ctx.locate({"field": "To", "exact": True})
    return select.evaluate(
        "el => el.localName === 'select' ? Array.from(el.options).map(o => o.textContent.trim()) "
        ": Array.from(el.querySelectorAll('[role=option]')).map(o => o.textContent.trim())"
    )


def _to_excludes(ctx, picked: str) -> None:
    others = [loc for loc in LOCATIONS if loc != picked]

    def probe():
        offered = _to_offers(ctx)
        ok = picked not in offered and all(o in offered for o in others)
        return ok, f"with From = {picked}, the To dropdown should offer {others} and not {picked}; it offers {offered}"

    ctx.until(probe)


def to_excludes_reno(ctx) -> None:
    """With From = Reno DC, the To dropdown offers the other three locations and not Reno DC."""
    _to_excludes(ctx, "Reno DC")


def to_excludes_denver(ctx) -> None:
    """With From = Denver store, the To dropdown offers the other three locations and not Denver store."""
    _to_excludes(ctx, "Denver store")
