"""Checks no verb can say for interaction/030 (parcel postage calculator): where the Dispatch batch
table's columns stand among its headers."""

from __future__ import annotations

import runpy
from pathlib import Path

_MARKS = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "marks.py"))
header_is = _MARKS["header_is"]
headers = _MARKS["headers"]

TABLE = {"role": "table", "within": {"section": "Dispatch batch"}}
DATA_COLUMNS = ["Order", "Destination", "Chargeable weight", "Extras", "Postage", "Total", "Contents"]


def _headers(ctx) -> list[str] | None:
    if not ctx.locate(TABLE).count():
        return None
    return headers(ctx, TABLE)


def extras_columns_order(ctx) -> None:
    """The column Extras stands directly between Chargeable weight and Postage, and Total comes after Postage."""
    def probe() -> tuple[bool, str]:
        h = _headers(ctx)
        if h is None:
            return False, "the Dispatch batch table is not on the page"
        at = {name: next((i for i, x in enumerate(h) if header_is(x, name)), None)
              for name in ["Chargeable weight", "Extras", "Postage", "Total"]}
        missing = [n for n, i in at.items() if i is None]
        if missing:
            return False, f"the Dispatch batch table has no column {missing}: {h}"
        if not (at["Extras"] == at["Chargeable weight"] + 1 and at["Postage"] == at["Extras"] + 1):
            return False, f"Extras does not stand between Chargeable weight and Postage: {h}"
        if not at["Total"] > at["Postage"]:
            return False, f"Total does not come after Postage: {h}"
        return True, ""
    ctx.until(probe)


def contents_column_last(ctx) -> None:
    """Contents comes after every other column of figures (a column of buttons may still follow it)."""
    def probe() -> tuple[bool, str]:
        h = _headers(ctx)
        if h is None:
            return False, "the Dispatch batch table is not on the page"
        at = next((i for i, x in enumerate(h) if header_is(x, "Contents")), None)
        if at is None:
            return False, f"the Dispatch batch table has no column Contents: {h}"
        later = [x for x in h[at + 1:] if any(header_is(x, n) for n in DATA_COLUMNS)]
        if later:
            return False, f"Contents is not the table's last column: {later} come after it ({h})"
        return True, ""
    ctx.until(probe)
