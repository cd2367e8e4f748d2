"""Checks the vocabulary cannot state: the order of the app's reads and writes, and changes made
by another desk between the page's read and its write (behind the app, isolated requirements)."""

from __future__ import annotations


def _app_calls(ctx, start: int) -> list:
    return [c for c in ctx.tool_calls[start:] if c.kind == "tool"]


def post_reads_then_records(ctx) -> None:
    """Post 45 Camp Stove Fuel 230 g at Reno DC as Shrinkage: after the click the app reads the item
    (get_item SKU-1003) and only then records the count with adjust_stock, exactly once, accepted."""
    row = {"item": "Camp Stove Fuel 230 g"}
    ctx.expect({"fill": {"field": "Counted", "within": row, "value": "45"}},
               {"select": {"field": "Reason", "within": row, "option": "Shrinkage"}})
    start = len(ctx.tool_calls)
    ctx.expect({"click": {"control": "Post", "exact": True, "within": row}},
               {"expect_tool_called": {"name": "adjust_stock", "ok": True, "max": 1, "args": {
                   "sku": "SKU-1003", "location": "WH-RNO", "counted_quantity": 45, "reason": "shrinkage"}}},
               {"expect_tool_called": {"name": "plan_transfer", "min": 0, "max": 0}},
               {"expect_tool_called": {"name": "reserve_stock", "min": 0, "max": 0}},
               {"expect_state": {"path": "items.SKU-1003.stock.WH-RNO.on_hand", "equals": 45}})
    calls = _app_calls(ctx, start)
    writes = [i for i, c in enumerate(calls) if c.name == "adjust_stock"]
    reads = [i for i, c in enumerate(calls) if c.name == "get_item" and c.ok and c.args.get("sku") == "SKU-1003"]
    if not writes or not reads or reads[0] > writes[0]:
        raise AssertionError("the post did not read the item (get_item SKU-1003) after the click and before "
                             f"adjust_stock; calls after the click: {[c.name for c in calls]}")


def reserve_refusal(ctx) -> None:
    """Another desk reserves 470 headlamps at Reno DC after the page read "Available here: 476".
    Reserving 10 more for SO-40004 must not hold them: either the system refuses and the page shows
    "Could not reserve: " with its message, or the app re-read the figure and shows the over-limit line."""
    section = {"section": "Reserve for an order"}
    ctx.expect({"expect_text": {"text": "Available here: 476", "within": section}},
               {"fill": {"field": "Units", "within": section, "value": "10"}},
               {"fill": {"field": "Order number", "within": section, "value": "SO-40004"}})
    ctx.behind_the_app("reserve_stock", {"sku": "SKU-1001", "location": "WH-RNO", "quantity": 470,
                                         "reference": "SO-77777"})
    start = len(ctx.tool_calls)
    if ctx.locate({"control": "Reserve", "exact": True, "within": section}).is_enabled():
        ctx.expect({"click": {"control": "Reserve", "exact": True, "within": section}})
    ctx.expect({"expect_tool_called": {"name": "reserve_stock", "ok": True, "since": "load", "min": 0, "max": 0}},
               {"expect_state": {"path": "items.SKU-1001.stock.WH-RNO.reserved", "equals": 474}})
    asked = [c for c in _app_calls(ctx, start) if c.name == "reserve_stock"]
    if asked:  # the system refused: its message must be shown after the prefix
        ctx.expect({"expect_text": "Could not reserve: only 6 of SKU-1001 available at WH-RNO"})
    else:  # the app re-read the figure first and stopped itself
        ctx.expect({"expect_text": "Only 6 available at Reno DC"})


def onhand_changed_elsewhere(ctx) -> None:
    """Another desk counts Camp Stove Fuel 230 g at Reno DC as 40 after the page read 48. Posting
    the typed 45 must then post nothing, say "On hand changed from 48 to 40; check the count",
    read the table again (40 on hand) and keep 45 typed, so the Difference reads "+5"."""
    row = {"item": "Camp Stove Fuel 230 g"}
    ctx.expect({"expect_text": {"regex": "^48$", "within": {"column": "On hand", "row": "Camp Stove Fuel 230 g"}}},
               {"fill": {"field": "Counted", "within": row, "value": "45"}})
    token = ctx.behind_the_app("get_item", {"sku": "SKU-1003"})["evidence_token"]
    ctx.behind_the_app("adjust_stock", {"sku": "SKU-1003", "location": "WH-RNO", "counted_quantity": 40,
                                        "reason": "cycle_count", "evidence_token": token})
    ctx.expect({"click": {"control": "Post", "exact": True, "within": row}},
               {"expect_text": "On hand changed from 48 to 40; check the count"},
               {"expect_tool_called": {"name": "adjust_stock", "since": "load", "min": 0, "max": 0}},
               {"expect_text": {"regex": "^40$", "within": {"column": "On hand", "row": "Camp Stove Fuel 230 g"}}},
               {"expect_value": {"field": "Counted", "within": row, "value": "45"}},
               {"expect_text": {"regex": r"^\+5$", "within": {"column": "Difference", "row": "Camp Stove Fuel 230 g"}}},
               {"expect_state": {"path": "items.SKU-1003.stock.WH-RNO.on_hand", "equals": 40}})


def onhand_changed_then_post(ctx) -> None:
    """After the page has shown the changed figure (another desk counted Dry Bag 20 L at Reno DC as
    50 instead of 44), a second press of Post records the typed 47 against the new figure."""
    row = {"item": "Dry Bag 20 L"}
    ctx.expect({"expect_text": {"regex": "^44$", "within": {"column": "On hand", "row": "Dry Bag 20 L"}}},
               {"fill": {"field": "Counted", "within": row, "value": "47"}})
    token = ctx.behind_the_app("get_item", {"sku": "SKU-1008"})["evidence_token"]
    ctx.behind_the_app("adjust_stock", {"sku": "SKU-1008", "location": "WH-RNO", "counted_quantity": 50,
                                        "reason": "found", "evidence_token": token})
    ctx.expect({"click": {"control": "Post", "exact": True, "within": row}},
               {"expect_text": "On hand changed from 44 to 50; check the count"},
               {"expect_text": {"regex": "^50$", "within": {"column": "On hand", "row": "Dry Bag 20 L"}}},
               {"expect_tool_called": {"name": "adjust_stock", "since": "load", "min": 0, "max": 0}},
               {"click": {"control": "Post", "exact": True, "within": row}},
               {"expect_tool_called": {"name": "adjust_stock", "ok": True, "max": 1, "args": {
                   "sku": "SKU-1008", "location": "WH-RNO", "counted_quantity": 47}}},
               {"expect_text": "Posted ADJ-2: Dry Bag 20 L at Reno DC, 50 → 47"},
               {"expect_state": {"path": "items.SKU-1008.stock.WH-RNO.on_hand", "equals": 47}})


def post_refused_after_reservation(ctx) -> None:
    """Another desk reserves 16 more Trekking Pole Pair at Reno DC (18 on hand, now 18 reserved)
    after the page read 2 reserved. Posting a count of 17 then cannot go through: the system refuses
    and the page shows "Could not post: " with its message (or, if it re-read the reserved figure
    first, "Cannot be below 18 reserved"); the typed count stays and on hand stays 18."""
    row = {"item": "Trekking Pole Pair"}
    ctx.expect({"expect_text": {"regex": "^2$", "within": {"column": "Reserved", "row": "Trekking Pole Pair"}}},
               {"fill": {"field": "Counted", "within": row, "value": "17"}})
    ctx.behind_the_app("reserve_stock", {"sku": "SKU-1007", "location": "WH-RNO", "quantity": 16,
                                         "reference": "SO-88888"})
    start = len(ctx.tool_calls)
    ctx.expect({"click": {"control": "Post", "exact": True, "within": row}},
               {"expect_tool_called": {"name": "get_item", "args": {"sku": "SKU-1007"}, "ok": True}},
               {"expect_tool_called": {"name": "adjust_stock", "ok": True, "since": "load", "min": 0, "max": 0}},
               {"expect_state": {"path": "items.SKU-1007.stock.WH-RNO.on_hand", "equals": 18}})
    asked = [c for c in _app_calls(ctx, start) if c.name == "adjust_stock"]
    if asked:  # the system refused: its message must be shown after the prefix
        ctx.expect({"expect_text": "Could not post: 18 units are reserved at WH-RNO; count cannot be lower"})
    else:  # the app compared the fresh reserved figure too and stopped itself
        ctx.expect({"expect_text": "Cannot be below 18 reserved"})
    ctx.expect({"expect_value": {"field": "Counted", "within": row, "value": "17"}})
