"""The one check the vocabulary cannot state: a count saved after another desk changed the item."""

from __future__ import annotations


def count_after_change_elsewhere(ctx) -> None:
    """Another desk records a count of Trail Headlamp 300 lm at Reno DC after the page opened its
    detail (behind the app, on this requirement's own copy of the state). Save count at Denver store
    must then read the item's current evidence token, so the system records the count."""
    ctx.expect({"click": {"control": "Details", "within": {"item": "Trail Headlamp 300 lm"}}},
               {"expect_text": {"text": "Reno DC:", "within": {"section": "Item detail"}}})
    stock = ctx.runtime_state["items"]["SKU-1001"]["stock"]
    token = ctx.behind_the_app("get_item", {"sku": "SKU-1001"})["evidence_token"]
    ctx.behind_the_app("adjust_stock", {"sku": "SKU-1001", "location": "WH-RNO", "reason": "found",
                                        "counted_quantity": stock["WH-RNO"]["on_hand"] + 1, "evidence_token": token})
    counted = stock["ST-DEN"]["reserved"] + 3
    ctx.expect({"select": {"field": "Count location", "option": "Denver store"}},
               {"fill": {"field": "Counted quantity", "value": str(counted)}},
               {"select": {"field": "Reason", "option": "Cycle count"}},
               {"click": {"control": "Save count"}},
               {"expect_tool_called": {"name": "adjust_stock", "ok": True, "max": 1,
                                       "args": {"sku": "SKU-1001", "location": "ST-DEN", "counted_quantity": counted}}},
               {"expect_text": "Count saved"},
               {"expect_state": {"path": "items.SKU-1001.stock.ST-DEN.on_hand", "equals": counted}})


REASON_CODES = {"cycle count": "cycle_count", "damaged": "damaged", "found": "found"}


def count_saves_shown_choices(ctx) -> None:
    """The count form saves what it shows. Open Dry Bag 20 L's detail, leave "Count location" and
    "Reason" as they open, type a count and press Save count: when the two dropdowns show a location
    and a reason, adjust_stock records exactly those; when either shows a placeholder instead, no
    count may be sent at all (the request fixes no default, only that the shown form is what counts)."""
    sku, detail = "SKU-1008", {"section": "Item detail"}
    ctx.expect({"click": {"control": "Details", "within": {"item": "Dry Bag 20 L"}}},
               {"expect_visible": {"field": "Counted quantity", "within": detail}})
    state = ctx.runtime_state
    by_name = {" ".join(loc["name"].lower().split()): lid for lid, loc in state["locations"].items()}
    stock = state["items"][sku]["stock"]
    counted = max([9] + [level["reserved"] + 1 for level in stock.values()])
    while any(level["on_hand"] == counted for level in stock.values()):
        counted += 1
    shown_location = ctx.value({"field": "Count location", "within": detail})
    shown_reason = ctx.value({"field": "Reason", "within": detail})
    location = by_name.get(" ".join(shown_location.lower().split()))
    reason = REASON_CODES.get(" ".join(shown_reason.lower().split()))
    steps: list[dict] = [{"fill": {"field": "Counted quantity", "value": str(counted), "within": detail}},
                         {"click": {"control": "Save count", "within": detail}}]
    if location and reason:
        steps += [{"expect_tool_called": {"name": "adjust_stock", "ok": True, "max": 1, "args": {
                      "sku": sku, "location": location, "counted_quantity": counted, "reason": reason}}},
                  {"expect_state": {"path": f"items.{sku}.stock.{location}.on_hand", "equals": counted}}]
    else:  # a placeholder is showing: saving must not send a count without a real location and reason
        steps += [{"expect_tool_called": {"name": "adjust_stock", "min": 0, "max": 0}}]
    ctx.expect(*steps)
