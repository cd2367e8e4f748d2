"""Read-backs that must hold on any state a turn can start from.

Approvals made by later turns' checks lower the remaining budgets and can push a cost centre
over the risk line, so these figures are computed from the live runtime state at check time.
"""

from __future__ import annotations

import re


def _usd(value: float) -> str:
    return f"${value:,.2f}"


def total_is_live_sum(ctx) -> None:
    """The page reads "Total remaining: $…" with the sum of the live remaining budgets."""
    centres = ctx.runtime_state["cost_centres"].values()
    want = f"Total remaining: {_usd(round(sum(c['remaining'] for c in centres), 2))}"

    def probe():
        text = ctx.text()
        return want in text, f"expected {want!r} (the sum of the live remaining budgets) on the page"

    ctx.until(probe)


def at_risk_count_is_live(ctx) -> None:
    """The page reads "N cost centres at risk" with N the cost centres at 90% or more approved."""
    centres = ctx.runtime_state["cost_centres"].values()
    n = sum(1 for c in centres if c["approved_total"] * 10 >= c["budget"] * 9)
    want = re.compile(rf"(?<!\d){n} cost centres? at risk")

    def probe():
        text = ctx.text()
        return want.search(text) is not None, f"expected '{n} cost centres at risk' (from the live budgets) on the page"

    ctx.until(probe)
