"""Checks no verb can say for interaction/037 (home-brew batch log): where the Batches table's columns stand
among its headers. A column of buttons (or any other extra column) may stand anywhere; only the order of the
named columns is judged."""

from __future__ import annotations

import runpy
from pathlib import Path

_MARKS = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "marks.py"))
header_is = _MARKS["header_is"]
headers = _MARKS["headers"]

TABLE = {"role": "table", "within": {"section": "Batches"}}


def _in_order(ctx, names: list[str]) -> None:
    def probe() -> tuple[bool, str]:
        if not ctx.locate(TABLE).count():
            return False, "the Batches table is not on the page"
        h = headers(ctx, TABLE)
        at = {n: next((i for i, x in enumerate(h) if header_is(x, n)), None) for n in names}
        missing = [n for n, i in at.items() if i is None]
        if missing:
            return False, f"the Batches table has no column {missing}: {h}"
        pos = [at[n] for n in names]
        if pos != sorted(pos):
            return False, f"the Batches table's columns are not in the order {names}: {h}"
        return True, ""
    ctx.until(probe)


def columns_t1(ctx) -> None:
    """The Batches table has the columns Name, Volume and OG, in this order."""
    _in_order(ctx, ["Name", "Volume", "OG"])


def columns_t2(ctx) -> None:
    """Gravity and ABV follow Name, Volume and OG, in this order."""
    _in_order(ctx, ["Name", "Volume", "OG", "Gravity", "ABV"])


def columns_t3(ctx) -> None:
    """Attenuation and Status follow Name, Volume, OG, Gravity and ABV, in this order."""
    _in_order(ctx, ["Name", "Volume", "OG", "Gravity", "ABV", "Attenuation", "Status"])
