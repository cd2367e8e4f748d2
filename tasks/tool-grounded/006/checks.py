"""Checks for the instrument calendar that the declarative vocabulary cannot say.

Dropdowns: ``expect_options`` cannot say "X first, then the others in any order", so two checks
read the options (``ctx.options``: a native ``<select>``, or a custom dropdown opened to be read).
The expected lists come from the scheduling system's state (instruments in service) or from the
request (the five weekdays). The hold: "Held until" must show the expiry the system returned,
which only the tool log knows.
"""

from __future__ import annotations


def _options(ctx, label):
    return ctx.options({"field": label})


def _expect_options(ctx, label, want_first, want_set):
    def probe():
        shown = _options(ctx, label)
        if not shown:
            return False, f"the {label} dropdown offers no options"
        if shown[0] != want_first:
            return False, f"the {label} dropdown starts with {shown[0]!r}, not {want_first!r}; options: {shown}"
        if sorted(shown) != sorted(want_set):
            return False, f"the {label} dropdown offers {shown}; expected exactly {sorted(want_set)}"
        return True, ""

    ctx.until(probe)


def instrument_options(ctx):
    """Exactly the instruments in service, by name, Flow cytometer Aurora first."""
    resources = ctx.runtime_state["resources"].values()
    names = [r["name"] for r in resources if r["kind"] == "instrument" and r["active"]]
    _expect_options(ctx, "Instrument", "Flow cytometer Aurora", names)


def usage_day_options(ctx):
    """Mon 2 Mar to Fri 6 Mar, in order, Mon 2 Mar first."""
    days = ["Mon 2 Mar", "Tue 3 Mar", "Wed 4 Mar", "Thu 5 Mar", "Fri 6 Mar"]

    def probe():
        shown = _options(ctx, "Usage day")
        return shown == days, f"the Usage day dropdown offers {shown}; expected {days} in that order"

    ctx.until(probe)


def held_until_expiry(ctx):
    """"Held until HH:MM" shows the expiry of the hold the system just returned (``hold_slot``'s
    ``expires_at``), read from the tool log: a time from the hold's creation (an eighth-probe bug
    showed ``created_at``, ten minutes early) or from the block fails."""
    holds = [c for c in ctx.tool_calls if c.kind == "tool" and c.name == "hold_slot" and c.ok]
    if not holds:
        raise AssertionError("the system accepted no hold_slot call")
    expires = holds[-1].result["hold"]["expires_at"]
    hhmm = expires[11:16]  # ISO-8601 UTC, like 2026-03-02T09:11:00Z
    ctx.expect({"expect_text": {"text": f"Held until {hhmm}", "within": {"section": "Reservation"}}})
