"""Checks no verb can say for interaction/045 (initiative tracker): where the Turn order table's
columns stand among its headers. Other columns (a column of buttons, say) may stand anywhere."""

from __future__ import annotations

import runpy
from pathlib import Path

_MARKS = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "marks.py"))
header_is = _MARKS["header_is"]
headers = _MARKS["headers"]

TABLE = {"role": "table", "within": {"section": "Turn order"}}


def _in_order(ctx, names: list[str], what: str) -> None:
    def probe() -> tuple[bool, str]:
        if not ctx.locate(TABLE).count():
            return False, "the Turn order table is not on the page"
        h = headers(ctx, TABLE)
        at = {}
        for name in names:
            i = next((k for k, x in enumerate(h) if header_is(x, name)), None)
            if i is None:
                return False, f"the Turn order table has no column {name!r}: {h}"
            at[name] = i
        places = [at[n] for n in names]
        if places != sorted(places):
            return False, f"{what}: {h}"
        return True, ""
    ctx.until(probe)


def columns_name_initiative(ctx) -> None:
    """The column Name comes before the column Initiative."""
    _in_order(ctx, ["Name", "Initiative"], "Name does not come before Initiative")


def columns_turn_name(ctx) -> None:
    """The column Turn comes before Name (and Name before Initiative)."""
    _in_order(ctx, ["Turn", "Name", "Initiative"], "Turn does not come before Name")


def columns_hp_status(ctx) -> None:
    """The columns HP and Status come after Initiative, HP first."""
    _in_order(ctx, ["Initiative", "HP", "Status"], "HP and Status do not follow Initiative in that order")


def columns_conditions(ctx) -> None:
    """The column Conditions comes after Status."""
    _in_order(ctx, ["Status", "Conditions"], "Conditions does not come after Status")
