"""Checks no verb can say for interaction/050 (tennis club challenge ladder): where the Ladder and
Player summary tables' columns stand among their headers, that Open challenges is drawn below the
Ladder, and what the Challenger and Opponent dropdowns offer, in order, leaving out their
"Choose a player" starting choice however it is marked (an empty-valued placeholder or an ordinary
option)."""

from __future__ import annotations

import runpy
from pathlib import Path

_MARKS = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "marks.py"))
header_is = _MARKS["header_is"]
headers = _MARKS["headers"]
tops_in_order = _MARKS["tops_in_order"]

START = ["Marta Quist", "Devon Ashby", "Lena Okoro", "Felix Brandt", "Suki Tanaka", "Omar Haddad",
         "Priya Venn", "Jonah Pell"]
NC = {"section": "New challenge"}


def _in_order(ctx, table: dict, names: list[str], what: str) -> None:
    """The table's header row holds the named columns in this order (other columns may stand between)."""
    def probe() -> tuple[bool, str]:
        if not ctx.locate(table).count():
            return False, f"no table in {what}"
        h = headers(ctx, table)
        at = -1
        for name in names:
            i = next((j for j, x in enumerate(h) if j > at and header_is(x, name)), -1)
            if i < 0:
                return False, f"{what}'s columns are {h}; wanted {names} in that order"
            at = i
        return True, ""
    ctx.until(probe)


def ladder_columns(ctx) -> None:
    """The Ladder table has the column Place before the column Player."""
    _in_order(ctx, {"role": "table", "within": {"section": "Ladder"}}, ["Place", "Player"], "the Ladder table")


def summary_columns(ctx) -> None:
    """The Player summary table has the columns Player, Played, Won, Lost and Best place in that order."""
    _in_order(ctx, {"role": "table", "within": {"section": "Player summary"}},
              ["Player", "Played", "Won", "Lost", "Best place"], "the Player summary table")


def open_below_ladder(ctx) -> None:
    """The Open challenges section is drawn below the Ladder section (its heading lower on the page)."""
    tops_in_order(ctx, [('the "Ladder" heading', {"heading": "Ladder"}),
                        ('the "Open challenges" heading', {"heading": "Open challenges"})])


def _offers(ctx, wanted: list[str]) -> None:
    for field in ("Challenger", "Opponent"):
        def probe(field=field) -> tuple[bool, str]:
            offered = [o.strip() for o in ctx.options({"field": field, "within": NC})
                       if o.strip().lower() != "choose a player"]
            if offered != wanted:
                return False, f'the "{field}" dropdown offers {offered}, wanted {wanted} (ladder order)'
            return True, ""
        ctx.until(probe)


def options_start(ctx) -> None:
    """Both dropdowns offer the eight players in the starting ladder order."""
    _offers(ctx, START)


def options_after_win(ctx) -> None:
    """After Omar Haddad beats Lena Okoro, both dropdowns follow the new ladder order."""
    _offers(ctx, ["Marta Quist", "Devon Ashby", "Omar Haddad", "Lena Okoro", "Felix Brandt", "Suki Tanaka",
                  "Priya Venn", "Jonah Pell"])


def options_after_join(ctx) -> None:
    """After Wanda Leroux and Bea Tull join, both dropdowns end with them, in that order."""
    _offers(ctx, START + ["Wanda Leroux", "Bea Tull"])


def options_after_withdraw(ctx) -> None:
    """After Lena Okoro withdraws, neither dropdown offers her; the others keep ladder order."""
    _offers(ctx, [n for n in START if n != "Lena Okoro"])
