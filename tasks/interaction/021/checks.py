"""The one check the vocabulary cannot state: Waive half works once per line, whether the app
hides the button, disables it or ignores a second press (the request leaves that free)."""

from __future__ import annotations

LINE = {"item": "The Tide Atlas", "within": {"section": "Fines"}}
WAIVE = {"control": "Waive half", "within": LINE}


def waive_half_once(ctx) -> None:
    """After one Waive half on the $0.75 fine (owing $0.38), pressing Waive half again, if the line
    still offers it, changes nothing: the line still owes $0.38 and $0.37 stays waived."""
    usable = False
    try:
        loc = ctx.locate(WAIVE)
        first = loc.first
        usable = (loc.count() > 0 and first.is_visible() and first.is_enabled()
                  and (first.get_attribute("aria-disabled") or "").lower() != "true")
    except Exception:  # no such control on the line: it cannot be used again
        usable = False
    if usable:
        ctx.expect({"click": WAIVE})
    ctx.expect({"expect_text": {"text": "Owed: $0.38", "within": LINE}},
               {"expect_text": {"text": "Waived: $0.37", "within": {"section": "Fines"}}})
