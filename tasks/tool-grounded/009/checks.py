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
