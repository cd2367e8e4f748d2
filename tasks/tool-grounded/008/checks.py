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


CATEGORIES = ("travel", "meals", "lodging", "training", "equipment", "software", "services")


def create_saves_shown_choices(ctx) -> None:
    """The purchase form submits what it shows. Leave "Charge to" and "Category" as the form opens,
    fill the rest validly and press Submit request: when the two dropdowns show a cost centre and a
    category, create_request carries exactly those (category in lower case); when either shows a
    placeholder instead, nothing may be sent (the request fixes no default, only that the shown form
    is what is submitted)."""
    form = {"section": "New purchase request"}
    ctx.expect({"expect_visible": {"field": "Charge to", "within": form}})
    shown_centre = ctx.value({"field": "Charge to", "within": form})
    shown_category = " ".join(ctx.value({"field": "Category", "within": form}).lower().split())
    ids = re.findall(r"CC-\d+", shown_centre)
    centre = ids[0] if len(ids) == 1 and ids[0] in ctx.runtime_state["cost_centres"] else None
    category = shown_category if shown_category in CATEGORIES else None
    steps: list[dict] = [{"fill": {"field": "Title", "value": "Standing desk for the mail room", "within": form}},
                         {"fill": {"field": "Requester", "value": "Ines Moreau", "within": form}},
                         {"fill": {"field": "Amount (USD)", "value": "412.75", "within": form}},
                         {"click": {"control": "Submit request", "within": form}}]
    if centre and category:
        steps += [{"expect_tool_called": {"name": "create_request", "ok": True, "max": 1, "args": {
                      "kind": "purchase", "title": "Standing desk for the mail room", "requester": "Ines Moreau",
                      "cost_centre": centre, "category": category, "amount": 412.75}}},
                  {"expect_tool_called": {"name": "approve_request", "min": 0, "max": 0}}]
    else:  # a placeholder is showing: submitting must not create a request without a real choice
        steps += [{"expect_tool_called": {"name": "create_request", "min": 0, "max": 0}}]
    ctx.expect(*steps)
