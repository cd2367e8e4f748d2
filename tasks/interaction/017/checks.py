"""The one check the vocabulary cannot state: fields an Edit filled in, read as numbers."""

from __future__ import annotations


def edit_loaded_thursday(ctx) -> None:
    """Edit on "Thursday, 7 h 05 min" puts Thursday, 7 and 5 into the New entry fields. The minutes
    may be written "5" or "05" (the request says only that the entry's minutes go into the field)."""

    def probe() -> tuple[bool, str]:
        day = ctx.value({"field": "Day"})
        hours = ctx.value({"field": "Hours"}).strip()
        minutes = ctx.value({"field": "Minutes"}).strip()
        ok = (day == "Thursday" and hours.isdigit() and int(hours) == 7
              and minutes.isdigit() and int(minutes) == 5)
        return ok, f"after Edit the fields read Day {day!r}, Hours {hours!r}, Minutes {minutes!r}; expected Thursday, 7, 5"

    ctx.until(probe)
