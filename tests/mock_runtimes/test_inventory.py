"""Unit tests of the inventory mock domain."""

from __future__ import annotations

import json

import pytest
from pydantic import BaseModel

from mock_runtimes import available_domains, load_runtime, runtime_class
from mock_runtimes.inventory import RUNTIME, Inventory
from tests.mock_runtimes.calls import assert_tool_set, fail, ok

READS = {"list_locations", "list_items", "get_item", "list_transfers", "list_purchase_orders",
         "list_quote_requests", "get_stock_report_cached", "forecast_demand"}
WRITES = {"plan_transfer", "commit_transfer", "reserve_stock", "adjust_stock", "create_purchase_order",
          "request_supplier_quote", "receive_purchase_order", "cancel_purchase_order"}


@pytest.fixture
def rt() -> Inventory:
    return load_runtime("inventory", "default")  # type: ignore[return-value]


def token(rt: Inventory, sku: str) -> str:
    return ok(rt, "get_item", {"sku": sku})["evidence_token"]


def available(rt: Inventory, sku: str, loc: str) -> int:
    level = rt.state.items[sku].stock[loc]
    return level.on_hand - level.reserved


# --- declaration / schemas ----------------------------------------------------------------
def test_registered_and_exported():
    assert "inventory" in available_domains()
    assert runtime_class("inventory") is RUNTIME is Inventory


def test_tool_set_modes_and_count():
    assert_tool_set(Inventory, READS, WRITES, (10, 16))


@pytest.mark.parametrize("name, required", [
    ("get_item", {"sku"}),
    ("plan_transfer", {"sku", "from_location", "to_location", "quantity", "evidence_token"}),
    ("commit_transfer", {"plan_id", "plan_token"}),
    ("reserve_stock", {"sku", "location", "quantity", "reference"}),
    ("adjust_stock", {"sku", "location", "counted_quantity", "reason", "evidence_token"}),
    ("create_purchase_order", {"sku", "quantity", "deliver_to", "evidence_token"}),
    ("request_supplier_quote", {"sku", "quantity"}),
    ("receive_purchase_order", {"po_id", "evidence_token"}),
    ("cancel_purchase_order", {"po_id"}),
    ("forecast_demand", {"sku"}),
])
def test_required_arguments(name, required):
    schema = Inventory.tool_specs()[name].contract()["input_schema"]
    assert set(schema.get("required", [])) == required


def test_schema_constraints():
    specs = Inventory.tool_specs()
    plan = specs["plan_transfer"].contract()["input_schema"]["properties"]
    assert plan["quantity"]["exclusiveMinimum"] == 0
    adjust = specs["adjust_stock"].contract()["input_schema"]["properties"]
    assert adjust["counted_quantity"]["minimum"] == 0
    reason = json.dumps(specs["adjust_stock"].contract()["input_schema"])
    for r in ("cycle_count", "damaged", "found", "shrinkage"):
        assert r in reason


def test_decoy_and_near_miss_descriptions():
    specs = Inventory.tool_specs()
    assert "not authoritative" in specs["get_stock_report_cached"].description.lower()
    assert "not current stock" in specs["forecast_demand"].description.lower()
    assert "does not move stock" in specs["reserve_stock"].description.lower()
    assert "creates no purchase order" in specs["request_supplier_quote"].description.lower()


def test_outputs_validate_against_declared_models(rt):
    specs = Inventory.tool_specs()
    for name, args in [("list_locations", {}), ("list_items", {}), ("get_item", {"sku": "SKU-1001"}),
                       ("list_transfers", {}), ("list_purchase_orders", {}), ("list_quote_requests", {}),
                       ("get_stock_report_cached", {}), ("forecast_demand", {"sku": "SKU-1003"})]:
        out = ok(rt, name, args)
        model: type[BaseModel] = specs[name].output_model  # type: ignore[assignment]
        model.model_validate(out)


# --- fixture and reads --------------------------------------------------------------------
def test_fixture_shape(rt):
    s = rt.state
    assert set(s.locations) == {"WH-RNO", "WH-CMH", "ST-PDX", "ST-DEN"}
    assert len(s.items) == 9
    assert {po.id for po in s.purchase_orders if po.status == "open"} == {"PO-4096", "PO-4097"}


def test_list_items_live_values_and_low_flag(rt):
    rows = {r["sku"]: r for r in ok(rt, "list_items")["items"]}
    fuel = rows["SKU-1003"]
    cmh = next(s for s in fuel["stock"] if s["location"] == "WH-CMH")
    assert cmh == {"location": "WH-CMH", "on_hand": 36, "reserved": 6, "available": 30}
    assert fuel["total_available"] == 110 and fuel["on_order"] == 240 and fuel["below_reorder_point"]
    low = [r["sku"] for r in ok(rt, "list_items", {"below_reorder_only": True})["items"]]
    assert low == ["SKU-1003", "SKU-1004", "SKU-1006", "SKU-1009"]
    one = ok(rt, "list_items", {"location": "ST-PDX"})["items"][0]
    assert [s["location"] for s in one["stock"]] == ["ST-PDX"]


def test_cached_report_disagrees_with_live(rt):
    cached = {r["sku"]: r for r in ok(rt, "get_stock_report_cached")["items"]}
    assert cached["SKU-1008"]["available"]["WH-CMH"] == 80 and available(rt, "SKU-1008", "WH-CMH") == 64
    assert cached["SKU-1005"]["below_reorder_point"] and not cached["SKU-1009"]["below_reorder_point"]
    assert ok(rt, "get_stock_report_cached")["authoritative"] is False


def test_forecast_is_not_stock(rt):
    out = ok(rt, "forecast_demand", {"sku": "SKU-1003", "days": 30})
    assert out["projected_available"] != 110
    before = rt.state_hash()
    ok(rt, "forecast_demand", {"sku": "SKU-1003"})
    assert rt.state_hash() == before


def test_get_item_token_changes_with_version(rt):
    t1 = token(rt, "SKU-1004")
    assert t1 == token(rt, "SKU-1004")
    ok(rt, "adjust_stock", {"sku": "SKU-1004", "location": "ST-DEN", "counted_quantity": 12, "reason": "found",
                            "evidence_token": t1})
    assert token(rt, "SKU-1004") != t1


def test_list_transfers_newest_first_and_filters(rt):
    ids = [t["id"] for t in ok(rt, "list_transfers")["transfers"]]
    assert ids == ["TR-2200", "TR-2199", "TR-2198"]
    assert [t["id"] for t in ok(rt, "list_transfers", {"sku": "SKU-1005"})["transfers"]] == ["TR-2198"]
    assert len(ok(rt, "list_transfers", {"limit": 1})["transfers"]) == 1


def test_list_purchase_orders_filter_and_names(rt):
    open_pos = ok(rt, "list_purchase_orders", {"status": "open"})["purchase_orders"]
    assert [p["id"] for p in open_pos] == ["PO-4096", "PO-4097"]
    assert open_pos[1]["supplier_name"] == "Blue Ridge Gear Co" and open_pos[1]["deliver_to_name"] == "Columbus DC"


# --- transitions --------------------------------------------------------------------------
def test_plan_then_commit_moves_stock(rt):
    plan = ok(rt, "plan_transfer", {"sku": "SKU-1001", "from_location": "WH-RNO", "to_location": "ST-PDX",
                                    "quantity": 24, "evidence_token": token(rt, "SKU-1001")})
    assert plan["plan_id"] == "PLN-0001" and plan["available_at_source"] == 476
    assert available(rt, "SKU-1001", "WH-RNO") == 476  # nothing moved yet
    out = ok(rt, "commit_transfer", {"plan_id": plan["plan_id"], "plan_token": plan["plan_token"]})
    assert out["transfer"]["id"] == "TR-2201"
    assert available(rt, "SKU-1001", "WH-RNO") == 452 and available(rt, "SKU-1001", "ST-PDX") == 32
    assert rt.state.transfers[-1].model_dump(include={"sku", "from_location", "to_location", "quantity"}) == {
        "sku": "SKU-1001", "from_location": "WH-RNO", "to_location": "ST-PDX", "quantity": 24}
    assert rt.state.plans[0].status == "committed"
    assert ok(rt, "list_transfers", {"limit": 1})["transfers"][0]["id"] == "TR-2201"


def test_commit_twice_fails(rt):
    plan = ok(rt, "plan_transfer", {"sku": "SKU-1001", "from_location": "WH-RNO", "to_location": "ST-DEN",
                                    "quantity": 5, "evidence_token": token(rt, "SKU-1001")})
    args = {"plan_id": plan["plan_id"], "plan_token": plan["plan_token"]}
    ok(rt, "commit_transfer", args)
    fail(rt, "commit_transfer", args, "plan_used")


def test_plan_goes_stale_when_item_changes(rt):
    plan = ok(rt, "plan_transfer", {"sku": "SKU-1002", "from_location": "WH-CMH", "to_location": "ST-DEN",
                                    "quantity": 12, "evidence_token": token(rt, "SKU-1002")})
    ok(rt, "reserve_stock", {"sku": "SKU-1002", "location": "ST-PDX", "quantity": 1, "reference": "SO-88"})
    fail(rt, "commit_transfer", {"plan_id": plan["plan_id"], "plan_token": plan["plan_token"]}, "stale_plan")


def test_reserve_is_not_a_transfer(rt):
    out = ok(rt, "reserve_stock", {"sku": "SKU-1001", "location": "WH-RNO", "quantity": 24, "reference": "SO-1"})
    assert out["reservation"]["id"] == "RS-301"
    assert rt.state.items["SKU-1001"].stock["WH-RNO"].on_hand == 480
    assert available(rt, "SKU-1001", "WH-RNO") == 452 and available(rt, "SKU-1001", "ST-PDX") == 8
    assert len(rt.state.transfers) == 3


def test_adjust_sets_counted_quantity(rt):
    out = ok(rt, "adjust_stock", {"sku": "SKU-1004", "location": "ST-DEN", "counted_quantity": 12,
                                  "reason": "found", "evidence_token": token(rt, "SKU-1004")})
    assert out["stock"]["on_hand"] == 12 and out["adjustment"]["before"] == 3
    # idempotent value on a second count with a fresh token
    ok(rt, "adjust_stock", {"sku": "SKU-1004", "location": "ST-DEN", "counted_quantity": 12,
                            "reason": "cycle_count", "evidence_token": token(rt, "SKU-1004")})
    assert rt.state.items["SKU-1004"].stock["ST-DEN"].on_hand == 12
    assert [a.id for a in rt.state.adjustments] == ["ADJ-1", "ADJ-2"]


def test_purchase_order_lifecycle(rt):
    po = ok(rt, "create_purchase_order", {"sku": "SKU-1009", "quantity": 6, "deliver_to": "WH-RNO",
                                          "evidence_token": token(rt, "SKU-1009")})["purchase_order"]
    assert po["id"] == "PO-4100" and po["status"] == "open" and po["expected_at"] == "2026-03-16"
    assert po["supplier_name"] == "Cascade Textiles"
    assert ok(rt, "get_item", {"sku": "SKU-1009"})["item"]["on_order"] == 6
    out = ok(rt, "receive_purchase_order", {"po_id": "PO-4100", "evidence_token": token(rt, "SKU-1009")})
    assert out["purchase_order"]["status"] == "received" and out["stock"]["on_hand"] == 12
    assert ok(rt, "get_item", {"sku": "SKU-1009"})["item"]["on_order"] == 0
    fail(rt, "cancel_purchase_order", {"po_id": "PO-4100"}, "not_open")
    ok(rt, "cancel_purchase_order", {"po_id": "PO-4097"})
    assert ok(rt, "get_item", {"sku": "SKU-1002"})["item"]["on_order"] == 0


def test_quote_creates_no_order(rt):
    out = ok(rt, "request_supplier_quote", {"sku": "SKU-1006", "quantity": 130})
    assert out["quote_request"]["id"] == "QR-302" and out["quote_request"]["supplier_name"] == "Alpine Outfitters Supply"
    assert len(rt.state.purchase_orders) == 4
    assert [q["id"] for q in ok(rt, "list_quote_requests")["quote_requests"]] == ["QR-301", "QR-302"]


def test_clock_and_ids_are_deterministic():
    def run() -> dict:
        r = load_runtime("inventory")
        t = r.call("get_item", {"sku": "SKU-1001"}).result["evidence_token"]
        p = r.call("plan_transfer", {"sku": "SKU-1001", "from_location": "WH-RNO", "to_location": "WH-CMH",
                                     "quantity": 3, "evidence_token": t}).result
        r.call("commit_transfer", {"plan_id": p["plan_id"], "plan_token": p["plan_token"]})
        return r.snapshot()
    a, b = run(), run()
    assert a == b
    assert a["clock"] == "2026-03-02T09:02:00Z"


# --- errors -------------------------------------------------------------------------------
def test_bad_arguments_are_invalid_arguments(rt):
    for name, args in [
        ("get_item", {}),
        ("get_item", {"sku": "SKU-1001", "extra": 1}),
        ("plan_transfer", {"sku": "SKU-1001", "from_location": "WH-RNO", "to_location": "ST-PDX",
                           "quantity": 0, "evidence_token": "x"}),
        ("plan_transfer", {"sku": "SKU-1001", "from_location": "WH-RNO", "to_location": "ST-PDX",
                           "quantity": "lots", "evidence_token": "x"}),
        ("adjust_stock", {"sku": "SKU-1004", "location": "WH-RNO", "counted_quantity": -4,
                          "reason": "found", "evidence_token": "x"}),
        ("adjust_stock", {"sku": "SKU-1004", "location": "WH-RNO", "counted_quantity": 4,
                          "reason": "lost in space", "evidence_token": "x"}),
        ("forecast_demand", {"sku": "SKU-1001", "days": 365}),
    ]:
        fail(rt, name, args, "invalid_arguments")
    rec = rt.call("list_items", ["not", "an", "object"])
    assert rec.error["code"] == "invalid_arguments"
    assert rt.call("teleport_stock", {}).error["code"] == "unknown_tool"


def test_not_found(rt):
    fail(rt, "get_item", {"sku": "SKU-9999"}, "not_found")
    fail(rt, "list_items", {"location": "WH-XXX"}, "not_found")
    fail(rt, "commit_transfer", {"plan_id": "PLN-9999", "plan_token": "pt-0"}, "not_found")
    fail(rt, "receive_purchase_order", {"po_id": "PO-1", "evidence_token": "x"}, "not_found")
    fail(rt, "plan_transfer", {"sku": "SKU-1001", "from_location": "WH-RNO", "to_location": "ST-SEA",
                               "quantity": 1, "evidence_token": token(rt, "SKU-1001")}, "not_found")


def test_stale_evidence_on_every_token_write(rt):
    stale = token(rt, "SKU-1004")
    ok(rt, "adjust_stock", {"sku": "SKU-1004", "location": "ST-DEN", "counted_quantity": 12, "reason": "found",
                            "evidence_token": stale})
    for name, args in [
        ("adjust_stock", {"sku": "SKU-1004", "location": "ST-PDX", "counted_quantity": 5, "reason": "cycle_count",
                          "evidence_token": stale}),
        ("plan_transfer", {"sku": "SKU-1004", "from_location": "WH-RNO", "to_location": "ST-PDX", "quantity": 2,
                           "evidence_token": stale}),
        ("create_purchase_order", {"sku": "SKU-1004", "quantity": 144, "deliver_to": "WH-RNO",
                                   "evidence_token": stale}),
    ]:
        err = fail(rt, name, args, "stale_evidence")
        assert "get_item" in err["message"]
    fail(rt, "receive_purchase_order", {"po_id": "PO-4096", "evidence_token": "ev-000000000000"}, "stale_evidence")


def test_stale_token_after_purchase_order(rt):
    t = token(rt, "SKU-1006")
    ok(rt, "create_purchase_order", {"sku": "SKU-1006", "quantity": 100, "deliver_to": "WH-CMH", "evidence_token": t})
    fail(rt, "create_purchase_order", {"sku": "SKU-1006", "quantity": 100, "deliver_to": "WH-CMH",
                                       "evidence_token": t}, "stale_evidence")


def test_insufficient_stock_and_other_domain_errors(rt):
    err = fail(rt, "plan_transfer", {"sku": "SKU-1008", "from_location": "ST-PDX", "to_location": "WH-CMH",
                                     "quantity": 10, "evidence_token": token(rt, "SKU-1008")}, "insufficient_stock")
    assert "only 7" in err["message"]
    fail(rt, "reserve_stock", {"sku": "SKU-1006", "location": "ST-DEN", "quantity": 3, "reference": "SO-2"},
         "insufficient_stock")
    fail(rt, "plan_transfer", {"sku": "SKU-1008", "from_location": "WH-CMH", "to_location": "WH-CMH",
                               "quantity": 1, "evidence_token": token(rt, "SKU-1008")}, "same_location")
    fail(rt, "adjust_stock", {"sku": "SKU-1003", "location": "WH-CMH", "counted_quantity": 2, "reason": "damaged",
                              "evidence_token": token(rt, "SKU-1003")}, "below_reserved")
    fail(rt, "create_purchase_order", {"sku": "SKU-1006", "quantity": 25, "deliver_to": "WH-RNO",
                                       "evidence_token": token(rt, "SKU-1006")}, "case_pack")
    fail(rt, "create_purchase_order", {"sku": "SKU-1006", "quantity": 20, "deliver_to": "ST-PDX",
                                       "evidence_token": token(rt, "SKU-1006")}, "invalid_location")
    fail(rt, "receive_purchase_order", {"po_id": "PO-4095", "evidence_token": token(rt, "SKU-1007")}, "not_open")
    plan = ok(rt, "plan_transfer", {"sku": "SKU-1008", "from_location": "WH-CMH", "to_location": "ST-DEN",
                                    "quantity": 1, "evidence_token": token(rt, "SKU-1008")})
    fail(rt, "commit_transfer", {"plan_id": plan["plan_id"], "plan_token": "pt-forged"}, "invalid_plan_token")


def test_failed_calls_are_logged_with_empty_delta(rt):
    rec = rt.call("get_item", {"sku": "nope"})
    assert rt.log[-1] is rec and rec.delta == [] and rec.state_hash_before == rec.state_hash_after


# --- snapshot / restore -------------------------------------------------------------------
def test_snapshot_restore_round_trip(rt):
    start = rt.snapshot()
    start_hash = rt.state_hash()
    plan = ok(rt, "plan_transfer", {"sku": "SKU-1001", "from_location": "WH-RNO", "to_location": "ST-PDX",
                                    "quantity": 24, "evidence_token": token(rt, "SKU-1001")})
    ok(rt, "commit_transfer", {"plan_id": plan["plan_id"], "plan_token": plan["plan_token"]})
    ok(rt, "create_purchase_order", {"sku": "SKU-1004", "quantity": 144, "deliver_to": "WH-CMH",
                                     "evidence_token": token(rt, "SKU-1004")})
    changed = rt.snapshot()
    assert rt.state_hash() != start_hash
    rt.restore(start)
    assert rt.snapshot() == start and rt.state_hash() == start_hash
    rt.restore(changed)
    assert rt.snapshot() == changed
    assert json.loads(json.dumps(changed)) == changed
    clone = Inventory(Inventory.State.model_validate(changed))
    assert clone.state_hash() == rt.state_hash()


def test_fork_is_independent(rt):
    fork = rt.fork()
    ok(fork, "request_supplier_quote", {"sku": "SKU-1006", "quantity": 10})
    assert len(rt.state.quote_requests) == 1 and len(fork.state.quote_requests) == 2
    assert fork.log and not [r for r in rt.log if r.name == "request_supplier_quote"]


def test_write_delta_is_recorded(rt):
    rec = rt.call("adjust_stock", {"sku": "SKU-1004", "location": "ST-DEN", "counted_quantity": 12,
                                   "reason": "found", "evidence_token": token(rt, "SKU-1004")})
    paths = {d["path"] for d in rec.delta}
    assert "items.SKU-1004.stock.ST-DEN.on_hand" in paths and "clock" in paths
    assert rec.mode == "write"
