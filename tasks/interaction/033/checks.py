"""Checks no verb can say for interaction/033 (aquarium water-test log): where the History table's
columns stand among its headers, and what an Edit puts into the number fields (any spelling of the
same number)."""

from __future__ import annotations

import runpy
from pathlib import Path

_MARKS = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "marks.py"))
header_is = _MARKS["header_is"]
headers = _MARKS["headers"]

TABLE = {"role": "table", "within": {"section": "History"}}
VALUES = ["Date", "pH", "Ammonia", "Nitrite", "Nitrate", "Temperature"]


def _headers(ctx) -> list[str] | None:
    if not ctx.locate(TABLE).count():
        return None
    return headers(ctx, TABLE)


def _at(h: list[str], name: str) -> int | None:
    return next((i for i, x in enumerate(h) if header_is(x, name)), None)


def columns_in_order(ctx) -> None:
    """The History table has the columns Date, pH, Ammonia, Nitrite, Nitrate and Temperature, in this order."""
    def probe() -> tuple[bool, str]:
        h = _headers(ctx)
        if h is None:
            return False, "the History table is not on the page"
        at = {n: _at(h, n) for n in VALUES}
        missing = [n for n, i in at.items() if i is None]
        if missing:
            return False, f"the History table has no column {missing}: {h}"
        pos = [at[n] for n in VALUES]
        if pos != sorted(pos):
            return False, f"the History table's columns are not in the order {VALUES}: {h}"
        return True, ""
    ctx.until(probe)


def status_last(ctx) -> None:
    """Status comes after the five values and after every other column of figures (a column of buttons may follow)."""
    def probe() -> tuple[bool, str]:
        h = _headers(ctx)
        if h is None:
            return False, "the History table is not on the page"
        at = _at(h, "Status")
        if at is None:
            return False, f"the History table has no column Status: {h}"
        later = [x for x in h[at + 1:] if any(header_is(x, n) for n in VALUES)]
        if later:
            return False, f"Status is not the table's last column: {later} come after it ({h})"
        return True, ""
    ctx.until(probe)


ROW = {"pH": 7.0, "Ammonia (mg/L)": 0.5, "Nitrite (mg/L)": 0.1, "Nitrate (mg/L)": 10.0, "Temperature (°C)": 26.0}


def edit_fields_hold_row(ctx) -> None:
    """After Edit on the 2026-03-01 reading (7.0, 0.50, 0.10, 10.0, 26.0) the five number fields hold those
    numbers, however they are spelled ("7" or "7.0", "0.5" or "0.50")."""
    def probe() -> tuple[bool, str]:
        for field, want in ROW.items():
            have = ctx.value({"field": field})
            try:
                ok = abs(float(have) - want) < 1e-9
            except ValueError:
                ok = False
            if not ok:
                return False, f"after Edit the field {field!r} holds {have!r}, expected the reading's {want}"
        return True, ""
    ctx.until(probe)
