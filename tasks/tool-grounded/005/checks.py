"""Escape-hatch check for tool-grounded/005: the options a native or custom dropdown offers.

No verb lists a dropdown's options, so this reads them from the "Clinician" and "Day" fields
found by their labels (as ``field:`` targets are found).
"""

from __future__ import annotations

IN_SERVICE = {"Dr. Amara Osei", "Dr. Lukas Brandt", "Nurse Mei Chen", "Dr. Sofia Díaz"}
DAYS = ["Mon 2 Mar", "Tue 3 Mar", "Wed 4 Mar", "Thu 5 Mar", "Fri 6 Mar"]


def _options(ctx, label: str) -> list[str]:
    field = ctx.locate({"field": label})
    texts = field.first.locator("option, [role=option]").all_text_contents()
    return [" ".join(t.split()) for t in texts if t.strip()]


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
