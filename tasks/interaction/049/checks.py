"""Checks no verb can say for interaction/049 (chore chart): where tables' columns stand among their
headers, which sections are drawn below which, what the "Assign …" dropdowns offer ("Nobody" may be
written as a placeholder option), the Earnings lines in order, and that "Close week" with no chore
assigned changes nothing whether the app disables it, hides it or ignores the press."""

from __future__ import annotations

import runpy
from pathlib import Path

_MARKS = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "marks.py"))
header_is = _MARKS["header_is"]
headers = _MARKS["headers"]
tops_in_order = _MARKS["tops_in_order"]
lines_in_order = _MARKS["lines_in_order"]

CH = {"section": "Chores"}
W = {"section": "This week"}
E = {"section": "Earnings"}
M = {"section": "Money boxes"}


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


def _headings(*names: str) -> list[tuple[str, dict]]:
    return [(f'the "{n}" heading', {"heading": n}) for n in names]


def chores_below_children(ctx) -> None:
    """The Chores section is drawn below the Children section."""
    tops_in_order(ctx, _headings("Children", "Chores"))


def chores_columns(ctx) -> None:
    """The Chores table's columns are Chore and Value, in that order."""
    _in_order(ctx, {"role": "table", "within": CH}, ["Chore", "Value"], "the Chores table")


def week_columns(ctx) -> None:
    """This week is drawn below Chores; its table's columns are Chore, Assigned to and Done, in that order."""
    tops_in_order(ctx, _headings("Chores", "This week"))
    _in_order(ctx, {"role": "table", "within": W}, ["Chore", "Assigned to", "Done"], "the This week table")


def _offers(ctx, chore: str, kids: list[str]) -> None:
    """The "Assign <chore>" dropdown offers Nobody then the children in this order ("Nobody" may be a
    placeholder option, which is not counted as offered)."""
    target = {"field": f"Assign {chore}", "within": W}

    def probe() -> tuple[bool, str]:
        opts = [" ".join(o.split()) for o in ctx.options(target)]
        ok = opts == ["Nobody", *kids] or opts == kids
        return ok, f'"Assign {chore}" offers {opts}; wanted Nobody, then {kids}'
    ctx.until(probe)


def offers_theo_ruby(ctx) -> None:
    _offers(ctx, "Feed rabbit", ["Theo", "Ruby"])


def offers_theo_ruby_nia(ctx) -> None:
    _offers(ctx, "Feed rabbit", ["Theo", "Ruby", "Nia"])
    _offers(ctx, "Bins out", ["Theo", "Ruby", "Nia"])


def offers_theo_nia(ctx) -> None:
    for chore in ("Feed rabbit", "Bins out", "Hoover stairs"):
        _offers(ctx, chore, ["Theo", "Nia"])


def earnings_lines(ctx) -> None:
    """Earnings is drawn below This week, with one line per child in the order added."""
    tops_in_order(ctx, _headings("This week", "Earnings"))
    lines = ["Theo: £0.00", "Ruby: £0.00", "Nia: £0.00"]
    for text in lines:
        ctx.expect({"expect_text": {"regex": rf"{text.replace('.', '[.]')}(?![\d.])", "within": E}})
    lines_in_order(ctx, lines, E, "in Earnings")


def week_under_heading(ctx) -> None:
    """ "Week 1" is shown under the page heading (above the Children section)."""
    ctx.expect({"expect_text": {"regex": r"Week 1(?!\d)"}})
    tops_in_order(ctx, [('the "Chore chart" heading', {"heading": "Chore chart"}),
                        ('the "Week 1" text', {"text": "Week 1"}),
                        ('the "Children" heading', {"heading": "Children"})])


def history_below_earnings(ctx) -> None:
    tops_in_order(ctx, _headings("Earnings", "History"))


def boxes_columns(ctx) -> None:
    """Money boxes is drawn below History; its table's columns are Child, Savings and Spending, in that order."""
    tops_in_order(ctx, _headings("History", "Money boxes"))
    _in_order(ctx, {"role": "table", "within": M}, ["Child", "Savings", "Spending"], "the Money boxes table")


def start_over_at_bottom(ctx) -> None:
    """The "Start over" button is drawn below the Money boxes heading (the last section)."""
    tops_in_order(ctx, [('the "Money boxes" heading', {"heading": "Money boxes"}),
                        ('the "Start over" button', {"control": "Start over"})])


def press_close_if_offered(ctx) -> None:
    """Press "Close week" when it is shown and enabled; a disabled or hidden button is not pressed."""
    target = {"control": "Close week", "within": W}
    try:
        loc = ctx.locate(target)
        if not loc.count():
            return
    except Exception:  # no such control: nothing to press
        return
    el = loc.first
    if el.is_visible() and el.is_enabled() and (el.get_attribute("aria-disabled") or "").lower() != "true":
        ctx.expect({"click": target})
