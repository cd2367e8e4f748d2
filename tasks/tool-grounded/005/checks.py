"""Escape-hatch checks for tool-grounded/005.

``dropdown_options``: the options the "Clinician" and "Day" fields offer, Dr. Amara Osei first.
``refusal_shown``: a booking the system refuses shows the system's own message (the refusal is
provoked behind the app's back, in an isolated requirement, so it never carries forward).
"""

from __future__ import annotations

IN_SERVICE = {"Dr. Amara Osei", "Dr. Lukas Brandt", "Nurse Mei Chen", "Dr. Sofia Díaz"}
DAYS = ["Mon 2 Mar", "Tue 3 Mar", "Wed 4 Mar", "Thu 5 Mar", "Fri 6 Mar"]


def _options(ctx, label: str) -> list[str]:
    return ctx.options({"field": label})  # a native select or a custom dropdown, opened to be read


def dropdown_options(ctx) -> None:
    """Clinician: exactly the clinicians in service, Dr. Amara Osei first. Day: Mon 2 Mar … Fri 6 Mar."""

    def probe() -> tuple[bool, str]:
        try:
            clinicians = _options(ctx, "Clinician")
            days = _options(ctx, "Day")
        except Exception as exc:  # the fields are not on the page (yet)
            return False, f"the Clinician and Day dropdowns could not be read: {exc}"
        if not clinicians or clinicians[0] != "Dr. Amara Osei":
            return False, f"the Clinician dropdown does not start with Dr. Amara Osei: {clinicians}"
        if set(clinicians) != IN_SERVICE or len(clinicians) != len(IN_SERVICE):
            return False, f"the Clinician dropdown offers {clinicians}, wanted exactly {sorted(IN_SERVICE)}"
        if days != DAYS:
            return False, f"the Day dropdown offers {days}, wanted {DAYS}"
        return True, ""

    ctx.until(probe)


def refusal_shown(ctx) -> None:
    """Another desk holds the first free slot of the shown day after the Schedule was read; booking
    it from the page is refused by the system, and the page must show the system's message."""
    ctx.expect({"expect_text": {"text": "Free", "within": {"section": "Schedule"}}})  # the Schedule is read
    free = ctx.behind_the_app("list_free_slots", {"resource_id": "CL-101", "date": "2026-03-02"})["slots"]
    if not free:
        raise AssertionError("Dr. Amara Osei has no free slot on Mon 2 Mar to provoke a refusal with")
    start, end = free[0]["start"], free[0]["end"]
    ctx.behind_the_app("hold_slot", {"resource_id": "CL-101", "date": "2026-03-02", "start": start,
                                     "held_for": "Front desk two"})
    ctx.expect(
        {"fill": {"field": "Patient name", "value": "Ana Costa"}},
        {"fill": {"field": "Reason for visit", "value": "Flu jab"}},
        {"click": {"control": "Book", "exact": True, "within": {"item": f"{start}–{end}", "within": {"section": "Schedule"}}}},
        {"expect_tool_called": {"name": "hold_slot", "args": {"start": start}, "ok": False, "min": 1}},
        {"expect_text": {"text": f"Dr. Amara Osei is on hold for someone else on 2026-03-02 at {start}"}},
        {"expect_tool_called": {"name": "confirm_booking", "min": 0, "max": 0}},
    )
